import { Link } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { formatStudyTime } from "../../domain/courses/catalog.ts"
import { weekdayLabel } from "../../domain/courses/progress.ts"
import type { PlanCourse } from "../../domain/courses/entities/course.ts"
import { timeAgoShort } from "../../domain/core/time-ago.ts"
import type { PageProps } from "../app/page-registry.ts"
import { EmptyState } from "../components/empty-state.tsx"
import { useResource } from "../app/use-resource.ts"
import { courseHref, Panel } from "./parts/course-card.tsx"
import { playHref } from "./parts/course-detail-view.tsx"
import { useFreshWhenShown } from "./parts/detail-loader.tsx"
import { AccountFrame } from "../components/account-frame/account-frame.tsx"
import { LoadStates } from "../components/list-states.tsx"

function Week({ week }: { readonly week: ReadonlyArray<{ date: string; seconds: number }> }) {
  const most = Math.max(60, ...week.map((d) => d.seconds))
  return (
    <ol aria-label="近 7 天学习时长" className={css({ display: "grid", gridTemplateColumns: "repeat(7, 1fr)", gap: "2", alignItems: "end", h: "40" })}>
      {week.map((day) => (
        <li key={day.date} className={css({ display: "grid", gap: "1", justifyItems: "center", h: "full", gridTemplateRows: "1fr auto auto" })}>
          <span className={css({ w: "full", maxW: "10", alignSelf: "end", bg: "accent.solid", borderTopRadius: "sm", minH: "1" })} style={{ height: `${Math.round((day.seconds / most) * 100)}%` }} />
          <span className={css({ fontSize: "2xs", color: "fg.muted", whiteSpace: "nowrap" })}>{formatStudyTime(day.seconds)}</span>
          <span className={css({ fontSize: "xs" })}>{weekdayLabel(day.date)}</span>
        </li>
      ))}
    </ol>
  )
}

function CourseRow({ entry, now }: { readonly entry: PlanCourse; readonly now: number }) {
  const { course } = entry
  const next = entry.nextLesson
  return (
    <li className={css({ display: "grid", gridTemplateColumns: { base: "96px 1fr", md: "144px 1fr auto" }, gap: "4", alignItems: "center", py: "4", borderBottomWidth: "1px", borderColor: "border.subtle", _last: { borderBottomWidth: "0" } })}>
      <img src={course.cover} alt="" className={css({ w: "full", aspectRatio: "16 / 10", objectFit: "cover", borderRadius: "md" })} />
      <div className={css({ display: "grid", gap: "1.5", minW: "0" })}>
        <Link href={courseHref(course)} className={css({ fontWeight: "semibold", _hover: { color: "accent.text" } })}>
          {course.title}
        </Link>
        <div role="progressbar" aria-label="学习进度" aria-valuemin={0} aria-valuemax={100} aria-valuenow={entry.percent} className={css({ h: "2", bg: "bg.muted", borderRadius: "full", overflow: "hidden", maxW: "sm" })}>
          <span className={css({ display: "block", h: "full", bg: "accent.solid" })} style={{ width: `${entry.percent}%` }} />
        </div>
        <p className={css({ fontSize: "xs", color: "fg.muted" })}>
          已学 {entry.lessonsDone}/{entry.lessonsTotal} {course.type === "image" ? "张" : "课时"} · {entry.percent}%
          {entry.lastStudyTime && ` · 最近学习 ${timeAgoShort(entry.lastStudyTime, now)}`}
          {!entry.orderNum && course.priceCents > 0 && " · 试看中"}
        </p>
        {next && <p className={css({ fontSize: "xs", color: "fg.subtle" })}>下一课：{next.title}</p>}
      </div>
      <div className={css({ gridColumn: { base: "1 / -1", md: "auto" }, justifySelf: { base: "start", md: "end" } })}>
        {course.type === "video" && next ? (
          <Link href={playHref(course.id, next.id)} className={button({ size: "sm" })}>
            {entry.lastStudyTime ? "继续学习" : "开始学习"}
          </Link>
        ) : (
          <Link href={courseHref(course)} className={button({ size: "sm", variant: "outline" })}>
            查看课程
          </Link>
        )}
      </div>
    </li>
  )
}

/** /account/plan: the member's timetable — study time of the last 7 days and the courses in progress. */
export default function PlanPage({ route }: PageProps) {
  const plan = useResource("coursePlan")
  useFreshWhenShown(plan.reload, "member")
  const now = Date.now()
  return (
    <AccountFrame title={route.title}>
      <LoadStates of={plan} />
      {plan.shown && (
        <>
          <Panel title="本周学习" actions={<span className={css({ fontSize: "sm", color: "fg.muted" })}>累计学习 {formatStudyTime(plan.shown.totalSeconds)}</span>}>
            <Week week={plan.shown.week} />
          </Panel>
          <Panel title="我的课程">
            {plan.shown.courses.length === 0 ? (
              <EmptyState
                compact
                title="还没有正在学习的课程"
                action={
                  <Link href="/video" className={button()}>
                    去选课
                  </Link>
                }
              />
            ) : (
              <ul>
                {plan.shown.courses.map((entry) => (
                  <CourseRow key={entry.course.id} entry={entry} now={now} />
                ))}
              </ul>
            )}
          </Panel>
        </>
      )}
    </AccountFrame>
  )
}
