import { Link, useSearch } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { StandaloneFrame } from "../app/layout/standalone-frame.tsx"
import type { PageProps } from "../app/page-registry.ts"
import { EmptyState } from "../components/empty-state.tsx"
import { ErrorState } from "../components/error-state.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { useResource } from "../app/use-resource.ts"
import { CommentForm } from "./parts/comment-form.tsx"
import { courseHref } from "./parts/course-card.tsx"
import { OrderCourse } from "./parts/order-parts.tsx"

function Write({ courseId }: { readonly courseId: number }) {
  const detail = useResource("courseDetail", { params: { id: courseId } })
  const status = useResource("commentOrderStatus", { query: { courseId } })
  const statistics = useResource("commentStatistics", { params: { courseId } })
  if (detail.status === "loading" || status.status === "loading") return <LoadingState />
  if (!detail.data || !status.data) return <ErrorState message={detail.error ?? status.error ?? "加载失败"} onRetry={() => (detail.retry(), status.retry())} />
  const course = detail.data
  const s = status.data
  return (
    <div className={css({ display: "grid", gap: "5" })}>
      <section className={css({ bg: "bg.surface", borderRadius: "lg", p: { base: "4", md: "6" }, display: "grid", gap: "4" })}>
        <OrderCourse cover={course.cover} title={course.title} teacherName={course.teacher.name} type={course.type} />
        {statistics.shown && (
          <p className={css({ fontSize: "sm", color: "fg.muted" })}>
            已有 {statistics.shown.total} 位学员评价，好评 {statistics.shown.goodTotal}，中评 {statistics.shown.middleTotal}，差评 {statistics.shown.simpleTotal}
          </p>
        )}
      </section>
      <section aria-labelledby="write-comment" className={css({ bg: "bg.surface", borderRadius: "lg", p: { base: "4", md: "6" }, display: "grid", gap: "4" })}>
        <h2 id="write-comment" className={css({ fontSize: "md", fontWeight: "bold" })}>
          发表评价
        </h2>
        {!s.purchased ? (
          <EmptyState
            compact
            title="购买课程后即可发表评价"
            action={
              <Link href={courseHref(course)} className={button()}>
                查看课程
              </Link>
            }
          />
        ) : s.orderNum === null ? (
          <EmptyState
            compact
            title="您已评价过该课程"
            action={
              <Link href="/account/comments" className={button({ variant: "outline" })}>
                查看我的评价
              </Link>
            }
          />
        ) : (
          <CommentForm
            courseId={courseId}
            orderNum={s.orderNum}
            onPosted={() => {
              statistics.reload()
            }}
          />
        )}
      </section>
    </div>
  )
}

/** /account/course/comments?courseId=…: the member comments on a course they bought. */
export default function CourseCommentsPage({ route }: PageProps) {
  const courseId = Number(new URLSearchParams(useSearch()).get("courseId"))
  return (
    <StandaloneFrame title={route.title}>
      {Number.isInteger(courseId) && courseId > 0 ? (
        <Write courseId={courseId} />
      ) : (
        <EmptyState
          title="请选择要评价的课程"
          action={
            <Link href="/account/comments" className={button()}>
              待评价课程
            </Link>
          }
        />
      )}
    </StandaloneFrame>
  )
}
