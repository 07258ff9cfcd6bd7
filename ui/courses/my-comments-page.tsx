import { useState } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { COMMENT_PAGE_SIZE } from "../../domain/core/constants.ts"
import { EMPTY_MESSAGES } from "../../domain/core/messages.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useResource } from "../app/use-resource.ts"
import { CommentItem } from "./parts/comments-block.tsx"
import { courseHref, Panel } from "./parts/course-card.tsx"
import { useFreshWhenShown } from "./parts/detail-loader.tsx"
import { AccountFrame } from "../components/account-frame/account-frame.tsx"
import { PagedListStates } from "../components/list-states.tsx"

/** /account/comments: the member's comment counts, courses waiting for a comment, and their comments. */
export default function MyCommentsPage({ route }: PageProps) {
  const [page, setPage] = useState(0)
  const statistics = useResource("commentMyStatistics")
  const list = useResource("commentMy", { query: { page, size: COMMENT_PAGE_SIZE, sort: "createTime,desc" } })
  useFreshWhenShown(() => {
    statistics.reload()
    list.reload()
  }, "member")
  const s = statistics.shown
  const now = Date.now()
  return (
    <AccountFrame title={route.title}>
      {s && (
        <dl className={css({ display: "grid", gridTemplateColumns: { base: "repeat(3, 1fr)", md: "repeat(5, 1fr)" }, gap: "3", "& div": { bg: "bg.surface", borderRadius: "lg", p: "3", textAlign: "center", borderWidth: "1px", borderColor: "border.subtle" }, "& dt": { fontSize: "xs", color: "fg.muted" }, "& dd": { fontSize: "xl", fontWeight: "bold" } })}>
          <div>
            <dt>全部评价</dt>
            <dd>{s.total}</dd>
          </div>
          <div>
            <dt>好评</dt>
            <dd>{s.goodTotal}</dd>
          </div>
          <div>
            <dt>中评</dt>
            <dd>{s.middleTotal}</dd>
          </div>
          <div>
            <dt>差评</dt>
            <dd>{s.simpleTotal}</dd>
          </div>
          <div>
            <dt>收到点赞</dt>
            <dd>{s.likeTotal}</dd>
          </div>
        </dl>
      )}
      {s && s.pending.length > 0 && (
        <Panel title={`待评价（${s.pending.length}）`}>
          <ul className={css({ display: "grid", gap: "3" })}>
            {s.pending.map((p) => (
              <li key={p.orderNum} className={css({ display: "flex", gap: "3", alignItems: "center" })}>
                <img src={p.cover} alt="" className={css({ w: "24", aspectRatio: "16 / 10", objectFit: "cover", borderRadius: "sm" })} />
                <Link href={courseHref({ id: p.courseId, type: p.courseType })} className={css({ flex: "1", fontSize: "sm", fontWeight: "medium", _hover: { color: "accent.text" } })}>
                  {p.courseTitle}
                </Link>
                <Link href={`/account/course/comments?courseId=${p.courseId}`} className={button({ size: "sm", variant: "outline" })}>
                  去评价
                </Link>
              </li>
            ))}
          </ul>
        </Panel>
      )}
      <Panel title="我的评价">
        <PagedListStates list={list} compact empty={EMPTY_MESSAGES.comments} page={page} pageSize={COMMENT_PAGE_SIZE} onPageChange={setPage} pagerLabel="评价分页">
          {(items) =>
            items.map((comment) => (
              <CommentItem
                key={comment.id}
                comment={comment}
                now={now}
                heading={
                  <Link href={courseHref({ id: comment.courseId, type: comment.courseType })} className={css({ fontSize: "xs", color: "fg.link" })}>
                    《{comment.courseTitle}》
                  </Link>
                }
              />
            ))
          }
        </PagedListStates>
      </Panel>
    </AccountFrame>
  )
}
