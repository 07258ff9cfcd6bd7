import type { ReactNode } from "react"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { EmptyState } from "../components/empty-state.tsx"
import { NotLoaded } from "../components/list-states.tsx"

/**
 * A development outbox page (what a local provider would have sent): loading, the production
 * 404 shown as 页面不存在, the heading with 刷新, the note, then the messages or the empty message.
 */
export function OutboxFrame<T>({
  outbox,
  title,
  note,
  onlyInDev,
  empty,
  children,
}: {
  readonly outbox: {
    readonly status: "loading" | "ready" | "failure"
    /** The messages, kept on screen while 刷新 reads them again. */
    readonly shown: ReadonlyArray<T> | null
    readonly error: string | null
    retry(): void
    reload(): void
  }
  readonly title: string
  readonly note: string
  readonly onlyInDev: string
  readonly empty: string
  readonly children: (items: ReadonlyArray<T>) => ReactNode
}) {
  const items = outbox.shown
  if (items === null) return <NotLoaded of={outbox} missing={{ error: "请求的资源不存在", view: <EmptyState title="页面不存在" description={onlyInDev} /> }} />
  const refreshing = outbox.status === "loading"
  return (
    <main className={css({ maxW: "5xl", mx: "auto", px: "4", py: "8" })}>
      <div className={css({ display: "flex", alignItems: "center", justifyContent: "space-between", mb: "4", gap: "3", flexWrap: "wrap" })}>
        <h1 className={css({ fontSize: "2xl", fontWeight: "bold" })}>{title}</h1>
        <button type="button" className={button({ variant: "outline", size: "sm" })} onClick={outbox.reload} disabled={refreshing} aria-busy={refreshing || undefined}>
          {refreshing ? "正在刷新…" : "刷新"}
        </button>
      </div>
      <p className={css({ fontSize: "sm", color: "fg.muted", mb: "4" })}>{note}</p>
      {items.length === 0 ? <EmptyState title={empty} /> : children(items)}
    </main>
  )
}
