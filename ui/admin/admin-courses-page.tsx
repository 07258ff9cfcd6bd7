import { useState } from "react"
import { css } from "styled-system/css"
import { formatMoney } from "../../domain/core/money.ts"
import { COURSE_STATE_LABELS, type CourseState } from "../../domain/courses/maker-course.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useResource } from "../app/use-resource.ts"
import { useReviewDecision } from "../app/use-review-decision.tsx"
import { PagedListStates } from "../components/list-states.tsx"
import { adminMain, ReviewButtons, ReviewHeading } from "./admin-page-parts.tsx"
import { FilterChips } from "../components/filter-chips.tsx"
import { formatTime } from "../components/time-format.ts"

const PAGE_SIZE = 12
const FILTERS: ReadonlyArray<CourseState> = ["reviewing", "on", "rejected"]

/** /admin/review/courses: makers' courses waiting for review; open the detail, list it or reject it with a reason. */
export default function AdminCoursesPage(_props: PageProps) {
  const [state, setState] = useState<CourseState>("reviewing")
  const [page, setPage] = useState(0)
  const list = useResource("adminCourses", { query: { state, page, size: PAGE_SIZE } })
  const review = useReviewDecision("course", list.reload)
  return (
    <main className={adminMain}>
      <ReviewHeading title="课程审核" />
      <FilterChips label="课程状态" options={FILTERS.map((f) => ({ value: f, label: COURSE_STATE_LABELS[f] }))} value={state} onChange={(f) => (setState(f), setPage(0))} />
      <PagedListStates list={list} page={page} pageSize={PAGE_SIZE} onPageChange={setPage} empty="没有这一状态的课程">
        {(items) => (
          <ul className={css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "repeat(3, 1fr)" }, gap: "4" })}>
            {items.map((c) => (
              <li key={c.id} className={css({ bg: "bg.surface", borderRadius: "lg", boxShadow: "card", p: "3", display: "grid", gap: "2" })}>
                <img src={c.cover} alt={`封面：${c.title}`} className={css({ w: "full", aspectRatio: "16 / 9", objectFit: "cover", borderRadius: "md" })} />
                <strong>{c.title}</strong>
                <span className={css({ fontSize: "sm", color: "fg.muted" })}>
                  {c.owner} · {c.type === "image" ? `图文 · ${c.lessonCount} 张图片` : `${c.lessonCount} 课时`} · {formatMoney(c.priceCents)} · {formatTime(c.createTime)}
                </span>
                {c.reason && <span className={css({ fontSize: "sm", color: "danger.text" })}>驳回原因：{c.reason}</span>}
                {c.state === "reviewing" && (
                  <ReviewButtons review={review} id={c.id} labelOf={(verb) => `${verb}课程 ${c.title}`} />
                )}
              </li>
            ))}
          </ul>
        )}
      </PagedListStates>
      {review.rejectDialog({ title: "驳回课程", reader: "创客" })}
    </main>
  )
}
