import { css } from "styled-system/css"
import { useResource } from "../app/use-resource.ts"
import type { PageProps } from "../app/page-registry.ts"
import { OutboxFrame } from "./outbox-frame.tsx"
import { TableHead } from "../components/data-table.tsx"

/**
 * Development page: the messages of the local SMS provider, newest first. The
 * server answers 404 in production, and so does this page.
 */
export default function OutboxPage(_props: PageProps) {
  const outbox = useResource("devOutbox")
  return (
    <OutboxFrame outbox={outbox} title="短信发件箱" note="开发环境未接入短信网关，发出的短信保存在这里。" onlyInDev="短信发件箱只在开发环境中提供。" empty="暂无短信">
      {(messages) => (
        <table className={css({ w: "full", bg: "bg.surface", borderRadius: "md", fontSize: "sm", "& th, & td": { textAlign: "left", px: "3", py: "2", borderBottomWidth: "1px", borderColor: "border.subtle", verticalAlign: "top" } })}>
          <TableHead headers={["时间", "手机号", "内容"]} />
          <tbody>
            {messages.map((m) => (
              <tr key={m.id}>
                <td className={css({ whiteSpace: "nowrap" })}>{new Date(m.sentAt).toLocaleString("zh-CN", { hour12: false })}</td>
                <td>{m.phone}</td>
                <td>{m.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </OutboxFrame>
  )
}
