import type { ReactNode } from "react"
import { css } from "styled-system/css"
import { tag } from "styled-system/recipes"
import { vipPriceLabel } from "../../../domain/courses/access.ts"
import { formatCourseLength, formatLearners } from "../../../domain/courses/catalog.ts"
import type { CourseCard as Card } from "../../../domain/courses/entities/course.ts"
import { formatMoney } from "../../../domain/core/money.ts"
import { GridCard, gridCardCount } from "../../components/grid-card.tsx"

/** Where a course's page is: the video detail or the image detail. */
export const courseHref = (course: { readonly id: number; readonly type: "video" | "image" }): string =>
  course.type === "image" ? `/image/detail/${course.id}` : `/video/detail?id=${course.id}`

/** The price as lists show it: 免费 or ￥99.00, with the VIP price beside. */
export function PriceLine({ course, size = "md" }: { readonly course: Pick<Card, "priceCents" | "vipPriceCents" | "vipFree">; readonly size?: "md" | "lg" }) {
  const vip = vipPriceLabel(course)
  return (
    <span className={css({ display: "inline-flex", alignItems: "baseline", gap: "2", flexWrap: "wrap" })}>
      <span className={css({ color: "highlight.text", fontWeight: "bold", fontSize: size === "lg" ? "2xl" : "md" })}>
        {course.priceCents === 0 ? "免费" : formatMoney(course.priceCents)}
      </span>
      {vip === "VIP免费" && <span className={tag({ tone: "vip", size: "sm" })}>VIP免费</span>}
      {vip === "VIP价" && course.vipPriceCents !== null && (
        <span className={tag({ tone: "vip", size: "sm" })}>VIP价 {formatMoney(course.vipPriceCents)}</span>
      )}
    </span>
  )
}

/** One course in a grid: cover, title, teacher, length, learners and price. */
function CourseCard({ course, index }: { readonly course: Card; readonly index: number }) {
  return (
    <GridCard
      href={courseHref(course)}
      picture={course.cover}
      shape="wide"
      index={index}
      title={course.title}
      line={`${course.teacher.name} · ${course.teacher.title}`}
      mark={
        <span className={css({ position: "absolute", right: "2", top: "2", px: "1.5", borderRadius: "sm", bg: "bg.overlay", color: "fg.inverse", fontSize: "2xs" })}>
          {course.type === "image" ? `图文 · ${course.lessonCount}张` : `${course.lessonCount}课时 · ${formatCourseLength(course.durationSeconds)}`}
        </span>
      }
    >
      <div className={css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "2", mt: "auto", pt: "1" })}>
        <PriceLine course={course} />
        <span className={gridCardCount}>{formatLearners(course.salesCount)}</span>
      </div>
    </GridCard>
  )
}

/** A responsive grid of course cards. */
export function CourseGrid({ courses, columns = 4 }: { readonly courses: ReadonlyArray<Card>; readonly columns?: 3 | 4 }) {
  return (
    <ul className={css({ display: "grid", gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", md: "repeat(3, minmax(0, 1fr))", xl: columns === 4 ? "repeat(4, minmax(0, 1fr))" : "repeat(3, minmax(0, 1fr))" }, gap: { base: "3", md: "4" } })}>
      {courses.map((course, index) => (
        <li key={course.id}>
          <CourseCard course={course} index={index} />
        </li>
      ))}
    </ul>
  )
}

/** A page section: a white panel with a heading. */
export function Panel({ title, children, actions, id }: { readonly title?: string; readonly children: ReactNode; readonly actions?: ReactNode; readonly id?: string }) {
  return (
    <section aria-labelledby={title && id ? id : undefined} className={css({ bg: "bg.surface", borderRadius: "lg", p: { base: "4", md: "5" }, borderWidth: "1px", borderColor: "border.subtle" })}>
      {(title || actions) && (
        <div className={css({ display: "flex", alignItems: "center", gap: "3", mb: "4", flexWrap: "wrap" })}>
          {title && (
            <h2 id={id} className={css({ fontSize: "md", fontWeight: "bold" })}>
              {title}
            </h2>
          )}
          {actions && <div className={css({ ml: "auto", display: "flex", gap: "2", alignItems: "center" })}>{actions}</div>}
        </div>
      )}
      {children}
    </section>
  )
}
