import { css } from "styled-system/css"
import { formatMoney } from "../../domain/core/money.ts"
import { COURSE_STATE_LABELS, type CourseState } from "../../domain/courses/maker-course.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useResource } from "../app/use-resource.ts"
import { formatTime } from "../components/time-format.ts"
import { ReviewCardsPage } from "./review-cards-page.tsx"

const FILTERS: readonly [CourseState, ...CourseState[]] = ["reviewing", "on", "rejected"]

/** The reviewer's list of one state, page by page. */
const useCourseReviewList = (query: { readonly state: CourseState; readonly page: number; readonly size: number }) => useResource("adminCourses", { query })

/** /admin/review/courses: makers' courses waiting for review; open the detail, list it or reject it with a reason. */
export default function AdminCoursesPage(_props: PageProps) {
  return (
    <ReviewCardsPage
      title="课程审核"
      queue="course"
      stateLabel="课程状态"
      states={FILTERS}
      labels={COURSE_STATE_LABELS}
      pageSize={12}
      useList={useCourseReviewList}
      empty="没有这一状态的课程"
      layout="tiles"
      labelOf={(c, verb) => `${verb}课程 ${c.title}`}
      rejecting={{ title: "驳回课程", reader: "创客" }}
    >
      {(c) => (
        <>
          <img src={c.cover} alt={`封面：${c.title}`} className={css({ w: "full", aspectRatio: "16 / 9", objectFit: "cover", borderRadius: "md" })} />
          <strong>{c.title}</strong>
          <span className={css({ fontSize: "sm", color: "fg.muted" })}>
            {c.owner} · {c.type === "image" ? `图文 · ${c.lessonCount} 张图片` : `${c.lessonCount} 课时`} · {formatMoney(c.priceCents)} · {formatTime(c.createTime)}
          </span>
        </>
      )}
    </ReviewCardsPage>
  )
}
