import { useState } from "react"
import { Link, useLocation, useSearch } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { formatMoney } from "../../../domain/core/money.ts"
import { COURSE_STATE_LABELS } from "../../../domain/courses/maker-course.ts"
import type { CourseKind } from "../../../machines/courses/course-editor.machine.ts"
import type { PageProps } from "../../app/page-registry.ts"
import { useCall } from "../../app/use-call.ts"
import { useResource } from "../../app/use-resource.ts"
import { CentreFrame } from "../../components/centre-frame/centre-frame.tsx"
import { courseHref } from "../parts/course-card.tsx"
import { CourseEditor } from "./course-editor.tsx"
import { PagedListStates } from "../../components/list-states.tsx"

const PAGE_SIZE = 10

const KIND_TEXT = {
  video: { create: "新建视频课程", empty: "还没有视频课程", unit: "课时" },
  image: { create: "新建图文课程", empty: "还没有图文课程", unit: "张图片" },
} as const

function CourseList({ kind }: { kind: CourseKind }) {
  const [page, setPage] = useState(0)
  const text = KIND_TEXT[kind]
  const list = useResource("makerCourses", { query: { type: kind, page, size: PAGE_SIZE } })
  const takeOff = useCall("makerCourseOff", { success: "课程已下架", onDone: list.reload })
  return (
    <div className={css({ display: "grid", gap: "4" })}>
      <div>
        <Link href="?edit=new" className={button({ size: "sm" })}>
          {text.create}
        </Link>
      </div>
      <PagedListStates list={list} empty={text.empty} page={page} pageSize={PAGE_SIZE} onPageChange={setPage}>
        {(items) => (
          <ul className={css({ display: "grid", gap: "3" })}>
            {items.map((c) => (
              <li key={c.id} className={css({ display: "flex", gap: "3", p: "3", bg: "bg.surface", borderRadius: "lg", boxShadow: "card", alignItems: "center", flexWrap: "wrap" })}>
                <img src={c.cover} alt={`封面：${c.title}`} className={css({ w: "32", aspectRatio: "16 / 9", objectFit: "cover", borderRadius: "md" })} />
                <div className={css({ display: "grid", gap: "1", flex: "1", minW: "48" })}>
                  <strong>{c.title}</strong>
                  <span className={css({ fontSize: "sm", color: "fg.muted" })}>
                    {c.lessonCount} {text.unit} · {formatMoney(c.priceCents)} · 已售 {c.salesCount}
                  </span>
                  <span className={css({ fontSize: "sm" })} data-testid={`course-state-${c.id}`}>
                    {COURSE_STATE_LABELS[c.state]}
                    {c.state === "rejected" && c.reason && <span className={css({ color: "danger.text" })}>（驳回原因：{c.reason}）</span>}
                  </span>
                </div>
                <div className={css({ display: "flex", gap: "2" })}>
                  {c.state === "on" && (
                    <>
                      <Link href={courseHref({ type: kind, id: c.id })} className={button({ size: "xs", variant: "outline" })}>
                        查看
                      </Link>
                      <button
                        type="button"
                        className={button({ size: "xs", variant: "outline" })}
                        disabled={takeOff.busy}
                        onClick={() => takeOff.send({ params: { id: c.id } })}
                        aria-label={`下架课程 ${c.title}`}
                      >
                        下架
                      </button>
                    </>
                  )}
                  <Link href={`?edit=${c.id}`} className={button({ size: "xs" })} aria-label={`编辑课程 ${c.title}`}>
                    编辑
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </PagedListStates>
    </div>
  )
}

/** The maker's courses of one kind with their review state; `?edit=new|<id>` opens the editor. */
export function MakerCourseShelf({ route, kind }: PageProps & { kind: CourseKind }) {
  const edit = new URLSearchParams(useSearch()).get("edit")
  const [, navigate] = useLocation()
  const courseId = edit === null || edit === "new" ? null : Number(edit) || null
  return (
    <CentreFrame title={route.title}>
      {edit === null ? <CourseList kind={kind} /> : <CourseEditor key={edit} courseId={courseId} kind={kind} onClose={() => navigate(route.path)} />}
    </CentreFrame>
  )
}
