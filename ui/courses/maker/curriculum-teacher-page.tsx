import { useId, useState } from "react"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import { firstFormError } from "../../../domain/core/validation/form-errors.ts"
import type { MakerTeacher } from "../../../domain/courses/entities/maker-course.ts"
import { validateTeacherForm, type TeacherForm } from "../../../domain/courses/maker-course.ts"
import type { PageProps } from "../../app/page-registry.ts"
import { useCall } from "../../app/use-call.ts"
import { useResource } from "../../app/use-resource.ts"
import { CentreFrame } from "../../components/centre-frame/centre-frame.tsx"
import { Dialog } from "../../components/dialog.tsx"
import { EmptyState } from "../../components/empty-state.tsx"
import { UploadWidget } from "../../components/upload/upload-widget.tsx"
import { FormAlert } from "../../components/form-alert.tsx"
import { LoadStates } from "../../components/list-states.tsx"
import { FormField } from "../../components/form-field.tsx"

const EMPTY: TeacherForm = { name: "", title: "", avatar: "", intro: "" }

function TeacherDialog({ editing, onClose, onSaved }: { editing: MakerTeacher | "new" | null; onClose: () => void; onSaved: () => void }) {
  const [values, setValues] = useState<TeacherForm>(editing && editing !== "new" ? editing : EMPTY)
  const ids = { name: useId(), title: useId(), intro: useId() }
  const save = useCall("makerCourseTeacherSave", { success: "讲师已保存", onDone: onSaved })
  const problem = firstFormError(validateTeacherForm(values))
  return (
    <Dialog
      open={editing !== null}
      onOpenChange={(open) => !open && !save.busy && onClose()}
      title={editing === "new" ? "新增讲师" : "修改讲师"}
      footer={
        <>
          <button type="button" className={button({ variant: "plain", size: "sm" })} disabled={save.busy} onClick={onClose}>
            取消
          </button>
          <button
            type="button"
            className={button({ size: "sm" })}
            disabled={save.busy || problem !== undefined}
            onClick={() => save.send({ body: { ...values, ...(editing && editing !== "new" ? { id: editing.id } : {}) } })}
          >
            保存
          </button>
        </>
      }
    >
      <div className={css({ display: "grid", gap: "3", mt: "3" })}>
        <FormField id={ids.name} label="姓名">
          <input id={ids.name} className={input({ size: "sm" })} maxLength={20} value={values.name} onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))} />
        </FormField>
        <FormField id={ids.title} label="职称">
          <input id={ids.title} className={input({ size: "sm" })} maxLength={30} placeholder="如：注册营养师" value={values.title} onChange={(e) => setValues((v) => ({ ...v, title: e.target.value }))} />
        </FormField>
        <UploadWidget label="头像" kind="pictures" imageLimit={1} existing={values.avatar ? [{ path: values.avatar, media: "image" }] : []} onChange={(files) => setValues((v) => ({ ...v, avatar: files[0]?.path ?? "" }))} />
        <FormField id={ids.intro} label="简介">
          <textarea id={ids.intro} className={input({ size: "sm" })} rows={4} maxLength={500} value={values.intro} onChange={(e) => setValues((v) => ({ ...v, intro: e.target.value }))} />
        </FormField>
        <FormAlert message={save.error ?? problem} />
      </div>
    </Dialog>
  )
}

/** /account/mine/curriculum_teacher: the maker's teachers, chosen in the course editor. */
export default function CurriculumTeacherPage({ route }: PageProps) {
  const teachers = useResource("makerCourseTeachers")
  const [editing, setEditing] = useState<MakerTeacher | "new" | null>(null)
  return (
    <CentreFrame title={route.title}>
      <div className={css({ display: "grid", gap: "4" })}>
        <div>
          <button type="button" className={button({ size: "sm" })} onClick={() => setEditing("new")}>
            新增讲师
          </button>
        </div>
        <LoadStates of={teachers} />
        {teachers.shown && teachers.shown.length === 0 && <EmptyState title="还没有讲师，先添加一位再编写课程" />}
        {teachers.shown && teachers.shown.length > 0 && (
          <ul className={css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "repeat(2, 1fr)" }, gap: "3" })}>
            {teachers.shown.map((t) => (
              <li key={t.id} className={css({ display: "flex", gap: "3", p: "3", bg: "bg.surface", borderRadius: "lg", boxShadow: "card" })}>
                <img src={t.avatar} alt={`头像：${t.name}`} className={css({ w: "16", h: "16", borderRadius: "full", objectFit: "cover", flexShrink: 0 })} />
                <div className={css({ display: "grid", gap: "1", flex: "1" })}>
                  <strong>
                    {t.name} <span className={css({ fontSize: "sm", color: "fg.muted", fontWeight: "normal" })}>{t.title}</span>
                  </strong>
                  <span className={css({ fontSize: "sm", color: "fg.muted" })}>{t.intro}</span>
                  <span className={css({ fontSize: "xs", color: "fg.muted" })}>{t.courseCount} 门课程</span>
                </div>
                <button type="button" className={button({ size: "xs", variant: "outline" })} onClick={() => setEditing(t)} aria-label={`修改讲师 ${t.name}`}>
                  修改
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {editing !== null && (
        <TeacherDialog
          editing={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            teachers.reload()
          }}
        />
      )}
    </CentreFrame>
  )
}
