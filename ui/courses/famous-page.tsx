import { useState } from "react"
import { Link, useSearch } from "wouter"
import { css, cx } from "styled-system/css"
import { card, pageColumn, tag } from "styled-system/recipes"
import { formatLearners, normalizeKeyword, TEACHER_PAGE_SIZE } from "../../domain/courses/catalog.ts"
import type { PageProps } from "../app/page-registry.ts"
import { Pager } from "../components/pager.tsx"
import { useResource } from "../app/use-resource.ts"
import { ListStates } from "../components/list-states.tsx"

/** /famous?keyword=…&m=…: the famous teachers, or the teachers matching a search. */
export default function FamousPage({ route }: PageProps) {
  const keyword = normalizeKeyword(new URLSearchParams(useSearch()).get("keyword"))
  const [page, setPage] = useState(0)
  const list = useResource("teacherList", { query: { ...(keyword ? { keyword } : { famous: "true" }), page, size: TEACHER_PAGE_SIZE } })
  return (
    <div className={cx(pageColumn({ space: "snug" }), css({ display: "grid", gap: "4" }))}>
      <div className={css({ display: "flex", alignItems: "baseline", gap: "3", flexWrap: "wrap" })}>
        <h1 className={css({ fontSize: "xl", fontWeight: "bold" })}>{keyword ? `“${keyword}”相关讲师` : route.title}</h1>
        <span className={css({ fontSize: "sm", color: "fg.muted" })}>三甲医院医生、注册营养师、康复治疗师与资深从业者</span>
      </div>
      <ListStates list={list} empty={`没有找到与“${keyword}”相关的讲师`}>
        {(items, loaded) => (
          <>
            <ul className={css({ display: "grid", gridTemplateColumns: { base: "1fr", sm: "repeat(2, 1fr)", lg: "repeat(4, 1fr)" }, gap: "4" })}>
              {items.map((teacher) => (
                <li key={teacher.id}>
                  <Link href={`/teacher?id=${teacher.id}`} className={`${card({ variant: "interactive", padding: "lg" })} ${css({ display: "grid", gap: "2", justifyItems: "center", textAlign: "center", h: "full" })}`}>
                    <img src={teacher.avatar} alt="" width={88} height={88} className={css({ borderRadius: "full" })} />
                    <span className={css({ fontWeight: "bold", fontSize: "md" })}>{teacher.name}</span>
                    <span className={css({ fontSize: "xs", color: "fg.muted" })}>{teacher.title}</span>
                    <span className={css({ display: "flex", gap: "1", flexWrap: "wrap", justifyContent: "center" })}>
                      {teacher.specialties.slice(0, 3).map((s) => (
                        <span key={s} className={tag({ tone: "accent", size: "sm" })}>
                          {s}
                        </span>
                      ))}
                    </span>
                    <span className={css({ fontSize: "xs", color: "fg.muted", lineClamp: "3" })}>{teacher.intro}</span>
                    <span className={css({ fontSize: "xs", color: "fg.subtle", mt: "auto" })}>
                      {teacher.courseCount} 门课程 · {formatLearners(teacher.studentCount)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <Pager page={page} pageSize={TEACHER_PAGE_SIZE} total={loaded.totalElements} onPageChange={setPage} label="讲师分页" />
          </>
        )}
      </ListStates>
    </div>
  )
}
