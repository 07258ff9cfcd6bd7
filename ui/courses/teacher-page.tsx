import { useSearch } from "wouter"
import { css, cx } from "styled-system/css"
import { pageColumn, tag } from "styled-system/recipes"
import { formatLearners } from "../../domain/courses/catalog.ts"
import type { PageProps } from "../app/page-registry.ts"
import { EmptyState } from "../components/empty-state.tsx"
import { useResource } from "../app/use-resource.ts"
import { CourseGrid, Panel } from "./parts/course-card.tsx"
import { NotLoaded } from "../components/list-states.tsx"

function Teacher({ id }: { readonly id: number }) {
  const home = useResource("teacherHome", { params: { id } })
  if (home.status !== "ready" || !home.data) return <NotLoaded of={home} />
  const { teacher, courses } = home.data
  return (
    <>
      <section aria-labelledby="teacher-name" className={css({ bg: "bg.surface", borderRadius: "lg", p: { base: "5", md: "8" }, borderWidth: "1px", borderColor: "border.subtle", display: "grid", gridTemplateColumns: { base: "1fr", sm: "auto 1fr" }, gap: "6", alignItems: "center" })}>
        <img src={teacher.avatar} alt="" width={120} height={120} className={css({ borderRadius: "full", justifySelf: { base: "center", sm: "start" } })} />
        <div className={css({ display: "grid", gap: "2" })}>
          <div className={css({ display: "flex", gap: "3", alignItems: "baseline", flexWrap: "wrap" })}>
            <h1 id="teacher-name" className={css({ fontSize: "2xl", fontWeight: "bold" })}>
              {teacher.name}
            </h1>
            <span className={css({ color: "fg.muted" })}>{teacher.title}</span>
            {teacher.famous && <span className={tag({ tone: "vip" })}>名师</span>}
          </div>
          <p className={css({ fontSize: "sm", lineHeight: "1.8", color: "fg.muted" })}>{teacher.intro}</p>
          <div className={css({ display: "flex", gap: "2", flexWrap: "wrap" })}>
            {teacher.specialties.map((s) => (
              <span key={s} className={tag({ tone: "accent" })}>
                {s}
              </span>
            ))}
          </div>
          <p className={css({ fontSize: "sm", color: "fg.subtle" })}>
            {teacher.courseCount} 门课程 · {formatLearners(teacher.studentCount)}
          </p>
        </div>
      </section>
      <Panel title="主讲课程">
        {courses.length === 0 ? <EmptyState compact title="暂无课程" /> : <CourseGrid courses={courses} />}
      </Panel>
    </>
  )
}

/** /teacher?id=…: a teacher's page with their courses. */
export default function TeacherPage(_props: PageProps) {
  const id = Number(new URLSearchParams(useSearch()).get("id"))
  return (
    <div className={cx(pageColumn({ space: "snug" }), css({ display: "grid", gap: "5" }))}>
      {Number.isInteger(id) && id > 0 ? <Teacher id={id} /> : <EmptyState title="讲师不存在" />}
    </div>
  )
}
