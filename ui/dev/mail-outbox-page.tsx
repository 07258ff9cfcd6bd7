import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import type { PageProps } from "../app/page-registry.ts"
import { EmptyState } from "../components/empty-state.tsx"
import { ErrorState } from "../components/error-state.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { useResource } from "../app/use-resource.ts"
import { formatTime } from "../member/index.ts"

/** Development page /dev/mail: what the local mail provider would have sent (e-mail codes). The server answers 404 in production. */
export default function MailOutboxPage(_props: PageProps) {
  const outbox = useResource("devMailOutbox")
  if (outbox.status === "loading") return <LoadingState />
  if (outbox.status === "failure") {
    if (outbox.error === "请求的资源不存在") return <EmptyState title="页面不存在" description="邮件发件箱只在开发环境中提供。" />
    return <ErrorState message={outbox.error ?? "加载失败"} onRetry={outbox.retry} />
  }
  const mails = outbox.data ?? []
  return (
    <main className={css({ maxW: "5xl", mx: "auto", px: "4", py: "8" })}>
      <div className={css({ display: "flex", alignItems: "center", justifyContent: "space-between", mb: "4", gap: "3", flexWrap: "wrap" })}>
        <h1 className={css({ fontSize: "2xl", fontWeight: "bold" })}>邮件发件箱</h1>
        <button type="button" className={button({ variant: "outline", size: "sm" })} onClick={outbox.reload}>
          刷新
        </button>
      </div>
      <p className={css({ fontSize: "sm", color: "fg.muted", mb: "4" })}>开发环境未接入邮件服务，发出的邮件保存在这里。</p>
      {mails.length === 0 ? (
        <EmptyState title="暂无邮件" />
      ) : (
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
    </main>
  )
}
