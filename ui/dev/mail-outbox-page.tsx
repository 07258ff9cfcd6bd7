import { css } from "styled-system/css"
import type { PageProps } from "../app/page-registry.ts"
import { useResource } from "../app/use-resource.ts"
import { OutboxFrame } from "./outbox-frame.tsx"
import { formatTime } from "../components/time-format.ts"

/** Development page /dev/mail: what the local mail provider would have sent (e-mail codes). The server answers 404 in production. */
export default function MailOutboxPage(_props: PageProps) {
  const outbox = useResource("devMailOutbox")
  return (
    <OutboxFrame outbox={outbox} title="邮件发件箱" note="开发环境未接入邮件服务，发出的邮件保存在这里。" onlyInDev="邮件发件箱只在开发环境中提供。" empty="暂无邮件">
      {(mails) => (
        <ul className={css({ display: "grid", gap: "3" })}>
          {mails.map((m) => (
            <li
              key={m.id}
              className={css({
                bg: "bg.surface",
                borderRadius: "md",
                boxShadow: "card",
                p: "4",
                display: "grid",
                gap: "1",
                fontSize: "sm",
              })}
            >
              <div className={css({ display: "flex", gap: "3", flexWrap: "wrap", color: "fg.muted" })}>
                <span>{formatTime(m.sentAt)}</span>
                <span>收件人：{m.to}</span>
              </div>
              <p className={css({ fontWeight: "semibold" })}>{m.subject}</p>
              <p>{m.text}</p>
            </li>
          ))}
        </ul>
      )}
    </OutboxFrame>
  )
}
