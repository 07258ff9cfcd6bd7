import { useState, type ReactNode } from "react"
import { chip } from "styled-system/recipes"
import { css } from "styled-system/css"
import { COMMENT_PAGE_SIZE, DEFAULT_SORT } from "../../../domain/core/constants.ts"
import type { CourseComment } from "../../../domain/courses/entities/course.ts"
import { EMPTY_MESSAGES } from "../../../domain/core/messages.ts"
import { gradesForFilter, RATING_FILTERS } from "../../../domain/core/rating.ts"
import { timeAgoShort } from "../../../domain/core/time-ago.ts"
import { wiredCommentLikeMachine } from "../../app/course-wiring.ts"
import { MemberAvatar } from "../../app/layout/member-avatar.tsx"
import { LikeToggle } from "../../components/like-toggle.tsx"
import { Pager } from "../../components/pager.tsx"
import { useResource } from "../../app/use-resource.ts"
import { useSession } from "../../session/index.ts"
import { CommentForm, Stars } from "./comment-form.tsx"
import { CommentMedia } from "./comment-media.tsx"
import { LoginToPost } from "./real-name-prompt.tsx"
import { ListStates } from "../../components/list-states.tsx"

export function CommentItem({ comment, now, heading }: { readonly comment: CourseComment; readonly now: number; readonly heading?: ReactNode }) {
  return (
    <article className={css({ display: "grid", gridTemplateColumns: "auto 1fr", gap: "3", py: "4", borderBottomWidth: "1px", borderColor: "border.subtle", _last: { borderBottomWidth: "0" } })}>
      <MemberAvatar src={comment.user?.avatarName} size={40} />
      <div className={css({ display: "grid", gap: "2", minW: "0" })}>
        {heading}
        <div className={css({ display: "flex", alignItems: "center", gap: "3", flexWrap: "wrap" })}>
          <span className={css({ fontWeight: "medium", fontSize: "sm" })}>{comment.user?.nickName ?? "匿名学员"}</span>
          <Stars grade={comment.grade} />
          <time dateTime={comment.createTime} className={css({ fontSize: "xs", color: "fg.subtle" })}>
            {timeAgoShort(comment.createTime, now)}
          </time>
        </div>
        <p className={css({ fontSize: "sm", lineHeight: "1.7", whiteSpace: "pre-wrap", wordBreak: "break-word" })}>{comment.content}</p>
        <CommentMedia items={comment.media} />
        {comment.reply && (
          <p className={css({ fontSize: "sm", bg: "bg.subtle", px: "3", py: "2", borderRadius: "md", color: "fg.muted" })}>
            <span className={css({ color: "accent.text", fontWeight: "medium" })}>讲师回复：</span>
            {comment.reply}
          </p>
        )}
        <div>
          <LikeToggle machine={wiredCommentLikeMachine} id={comment.id} liked={comment.likedStatus === "LIKE"} likes={comment.likeNumber} count={(likes) => likes} />
        </div>
      </div>
    </article>
  )
}

/** The member's form: only once the order status says whether (and with which order) they may comment. */
function MemberCommentForm({ courseId, onPosted }: { readonly courseId: number; readonly onPosted: () => void }) {
  const status = useResource("commentOrderStatus", { query: { courseId } })
  if (!status.shown) return null
  const s = status.shown
  if (!s.purchased) return <p className={css({ fontSize: "sm", color: "fg.muted", bg: "bg.subtle", px: "4", py: "3", borderRadius: "md" })}>购买课程后即可发表评价</p>
  if (s.orderNum === null) return <p className={css({ fontSize: "sm", color: "fg.muted", bg: "bg.subtle", px: "4", py: "3", borderRadius: "md" })}>您已评价过该课程，感谢您的反馈</p>
  return (
    <CommentForm
      courseId={courseId}
      orderNum={s.orderNum}
      onPosted={() => {
        status.reload()
        onPosted()
      }}
    />
  )
}

/**
 * The comments of a course (spec 2 §2, §4, §7, §9): statistics, the all/good/middle/bad
 * filters, 15 comments a page newest first with likes and media, and the comment form for a
 * certified buyer (visitors see a login link).
 */
export function CommentsBlock({ courseId }: { readonly courseId: number }) {
  const { status } = useSession()
  const [filter, setFilter] = useState(0)
  const [page, setPage] = useState(0)
  const statistics = useResource("commentStatistics", { params: { courseId } })
  const grades = gradesForFilter(filter)
  const list = useResource("commentList", {
    query: { courseId, page, size: COMMENT_PAGE_SIZE, sort: DEFAULT_SORT, ...(grades.length > 0 ? { grade: [...grades] } : {}) },
  })
  const stats = statistics.shown
  const goodRate = stats && stats.total > 0 ? Math.round((stats.goodTotal * 100) / stats.total) : null
  const now = Date.now()

  return (
    <div className={css({ display: "grid", gap: "4" })}>
      <div className={css({ display: "flex", alignItems: "center", gap: { base: "3", md: "6" }, flexWrap: "wrap", bg: "bg.subtle", borderRadius: "md", px: "4", py: "3" })}>
        <div className={css({ display: "grid", textAlign: "center" })}>
          <span className={css({ fontSize: "2xl", fontWeight: "bold", color: "highlight.text" })} data-testid="good-rate">
            {goodRate === null ? "--" : `${goodRate}%`}
          </span>
          <span className={css({ fontSize: "xs", color: "fg.muted" })}>好评率</span>
        </div>
        <div role="group" aria-label="评价筛选" className={css({ display: "flex", gap: "1", flexWrap: "wrap" })}>
          {RATING_FILTERS.map((f) => (
            <button
              key={f.key}
              type="button"
              className={chip({ variant: "plain" })}
              aria-pressed={filter === f.value}
              onClick={() => {
                setFilter(f.value)
                setPage(0)
              }}
            >
              {f.label}（{stats ? stats[f.statistic] : 0}）
            </button>
          ))}
        </div>
      </div>

      {status === "member" ? (
        <MemberCommentForm
          courseId={courseId}
          onPosted={() => {
            setFilter(0)
            setPage(0)
            statistics.reload()
            list.reload()
          }}
        />
      ) : status === "anonymous" ? (
        <LoginToPost what="发表评价" />
      ) : null}

      <ListStates list={list} compact label="正在加载评价…" empty={EMPTY_MESSAGES.comments}>
        {(items, loaded) => (
          <div>
            {items.map((comment) => (
              <CommentItem key={comment.id} comment={comment} now={now} />
            ))}
            <Pager page={page} pageSize={COMMENT_PAGE_SIZE} total={loaded.totalElements} onPageChange={setPage} label="评价分页" />
          </div>
        )}
      </ListStates>
    </div>
  )
}
