import { useState } from "react"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import type { PageProps } from "../app/page-registry.ts"
import { useCall } from "../app/use-call.ts"
import { useResource } from "../app/use-resource.ts"
import { CentreFrame } from "../components/centre-frame/centre-frame.tsx"
import { PagedListStates } from "../components/list-states.tsx"
import { formatTime } from "../components/time-format.ts"

const PAGE_SIZE = 20

/** /account/mine/manage_comments: comments on the maker's works, newest first; hide or show each. */
export default function ManageCommentsPage({ route }: PageProps) {
  const [page, setPage] = useState(0)
  const list = useResource("makerComments", { query: { page, size: PAGE_SIZE } })
  const visibility = useCall("makerCommentVisibility", { onDone: () => list.reload() })
  return (
    <CentreFrame title={route.title}>
      <PagedListStates list={list} empty="作品还没有评论" page={page} pageSize={PAGE_SIZE} onPageChange={setPage}>
        {(items) => (
          <ul className={css({ display: "grid", gap: "2" })}>
            {items.map((c) => (
              <li key={c.id} className={css({ display: "flex", gap: "3", p: "3", borderBottomWidth: "1px", borderColor: "border.subtle", alignItems: "start" })}>
                {/* A hidden comment's text is dimmed; its button keeps full contrast. */}
                <div className={css({ flex: "1", display: "grid", gap: "1", opacity: c.hidden ? 0.6 : 1 })}>
                  <span className={css({ fontSize: "sm", color: "fg.muted" })}>
                    {c.nickName} · {formatTime(c.createTime)}
                    {c.hidden ? " · 已隐藏" : ""}
                  </span>
                  <span>{c.content}</span>
                </div>
                <button type="button" className={button({ variant: "outline", size: "xs" })} disabled={visibility.busy} onClick={() => visibility.send({ params: { id: c.id }, body: { hidden: !c.hidden } })}>
                  {c.hidden ? "恢复显示" : "隐藏"}
                </button>
              </li>
            ))}
          </ul>
        )}
      </PagedListStates>
    </CentreFrame>
  )
}
