import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { EmptyState } from "../components/empty-state.tsx"
import { ErrorState } from "../components/error-state.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { useResource } from "../app/use-resource.ts"
import type { PageProps } from "../app/page-registry.ts"

/**
 * Development page: the messages of the local SMS provider, newest first. The
 * server answers 404 in production, and so does this page.
 */
export default function OutboxPage(_props: PageProps) {
  const outbox = useResource("devOutbox")
  if (outbox.status === "loading") return <LoadingState />
  if (outbox.status === "failure") {
    if (outbox.error === "请求的资源不存在") return <EmptyState title="页面不存在" description="短信发件箱只在开发环境中提供。" />
    return <ErrorState message={outbox.error ?? "加载失败"} onRetry={outbox.retry} />
  }
  const messages = outbox.data ?? []
  return (
    <main className={css({ maxW: "5xl", mx: "auto", px: "4", py: "8" })}>
      <div className={css({ display: "flex", alignItems: "center", justifyContent: "space-between", mb: "4", gap: "3", flexWrap: "wrap" })}>
        <h1 className={css({ fontSize: "2xl", fontWeight: "bold" })}>短信发件箱</h1>
        <button type="button" className={button({ variant: "outline", size: "sm" })} onClick={outbox.reload}>
          刷新
        </button>
      </div>
      <p className={css({ fontSize: "sm", color: "fg.muted", mb: "4" })}>开发环境未接入短信网关，发出的短信保存在这里。</p>
      {messages.length === 0 ? (
        <EmptyState title="暂无短信" />
      ) : (
        <table className={css({ w: "full", bg: "bg.surface", borderRadius: "md", fontSize: "sm", "& th, & td": { textAlign: "left", px: "3", py: "2", borderBottomWidth: "1px", borderColor: "border.subtle", verticalAlign: "top" } })}>
          <thead>
            <tr>
              <th scope="col">时间</th>
              <th scope="col">手机号</th>
              <th scope="col">内容</th>
            </tr>
          </thead>
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
    </main>
  )
}
