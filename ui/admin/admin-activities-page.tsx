import { useCallback, useState } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { button, input, tag } from "styled-system/recipes"
import { DAY } from "../../domain/core/durations.ts"
import { addDays, chinaClock, chinaDay, chinaMidnight } from "../../domain/member/china-day.ts"
import { ACTIVITY_MESSAGES, ACTIVITY_STATE_LABELS, activityHref, activityProblem, type ActivityInput } from "../../domain/notices/activity.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useCall } from "../app/use-call.ts"
import { EditDeleteActions, useConfirmedDelete } from "./row-actions.tsx"
import { useResource } from "../app/use-resource.ts"
import { FormField } from "../components/form-field.tsx"
import { PagedTable } from "./paged-table.tsx"
import { AdminHeading } from "../components/admin-heading.tsx"
import { adminMain } from "./admin-page-parts.tsx"
import { useEditing } from "../components/use-editing.ts"
import { EditorForm, type Editing } from "./editor-form.tsx"
import { RichTextEditor } from "../components/rich-text-editor.tsx"
import { UploadWidget, type UploadedFile } from "../components/upload/upload-widget.tsx"

const PAGE_SIZE = 10

/** An instant as the value of a datetime-local field, in Beijing time. */
const toField = (iso: string) => (iso ? chinaClock(Date.parse(iso)).slice(0, 16) : "")
/** A datetime-local value read as Beijing time. */
const fromField = (value: string) => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00+08:00` : "")

/** The next midnight in Beijing, as an instant. */
const nextChinaMidnight = () => chinaMidnight(addDays(chinaDay(Date.now()), 1))

const blank = (): ActivityInput => ({
  title: "",
  summary: "",
  cover: "",
  content: "",
  startTime: new Date(nextChinaMidnight()).toISOString(),
  endTime: new Date(nextChinaMidnight() + 7 * DAY).toISOString(),
  joinHref: "",
  joinLabel: "立即参与",
})

function Editor({ editing, onClose, onSaved }: { readonly editing: Editing<ActivityInput>; readonly onClose: () => void; readonly onSaved: () => void }) {
  const [form, setForm] = useState(editing.input)
  const [problem, setProblem] = useState<string | null>(null)
  const create = useCall("adminActivityCreate", { success: ACTIVITY_MESSAGES.saved, onDone: onSaved })
  const update = useCall("adminActivityUpdate", { success: ACTIVITY_MESSAGES.saved, onDone: onSaved })
  const busy = create.busy || update.busy
  const set = (patch: Partial<ActivityInput>) => {
    setForm((f) => ({ ...f, ...patch }))
    setProblem(null)
  }
  const onCover = useCallback((files: ReadonlyArray<UploadedFile>) => {
    const path = files[0]?.path
    if (path) setForm((f) => ({ ...f, cover: path }))
  }, [])
  const submit = () => {
    const found = activityProblem(form, editing.input.cover)
    setProblem(found)
    if (found) return
    if (editing.id === null) create.send({ body: form })
    else update.send({ params: { id: editing.id }, body: form })
  }
  const error = problem ?? create.error ?? update.error
  return (
    <EditorForm label={editing.id === null ? "新建活动" : "编辑活动"} error={error} busy={busy} submitLabel={busy ? "正在保存…" : "保存并发布"} onSubmit={submit} onClose={onClose}>
      <FormField id="activity-title" label="活动标题" required>
        <input id="activity-title" className={input()} maxLength={40} value={form.title} onChange={(e) => set({ title: e.target.value })} />
      </FormField>
      <FormField id="activity-summary" label="活动简介" hint="不超过120个字，显示在活动列表">
        <textarea id="activity-summary" rows={2} maxLength={120} className={input()} value={form.summary} onChange={(e) => set({ summary: e.target.value })} />
      </FormField>
      <div className={css({ display: "flex", gap: "4", alignItems: "center", flexWrap: "wrap" })}>
        {form.cover && <img src={form.cover} alt="当前活动图片" className={css({ w: "48", aspectRatio: "5 / 2", objectFit: "cover", borderRadius: "md" })} />}
        <UploadWidget label={form.cover ? "更换活动图片" : "活动图片"} kind="pictures" imageLimit={1} hint="建议 1200×480，JPG/PNG，不超过 2MB" onChange={onCover} />
      </div>
      <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" }, gap: "4" })}>
        <FormField id="activity-start" label="开始时间（北京时间）" required>
          <input id="activity-start" type="datetime-local" className={input()} value={toField(form.startTime)} onChange={(e) => set({ startTime: fromField(e.target.value) })} />
        </FormField>
        <FormField id="activity-end" label="结束时间（北京时间）" required>
          <input id="activity-end" type="datetime-local" className={input()} value={toField(form.endTime)} onChange={(e) => set({ endTime: fromField(e.target.value) })} />
        </FormField>
        <FormField id="activity-join-href" label="参与入口" hint="本站页面地址，如 /prize/index；不填则不显示参与按钮">
          <input id="activity-join-href" className={input()} maxLength={200} value={form.joinHref} onChange={(e) => set({ joinHref: e.target.value.trim() })} />
        </FormField>
        <FormField id="activity-join-label" label="参与按钮文字">
          <input id="activity-join-label" className={input()} maxLength={8} value={form.joinLabel} onChange={(e) => set({ joinLabel: e.target.value })} />
        </FormField>
      </div>
      <RichTextEditor label="活动内容" initialHtml={editing.input.content} onChange={(html) => set({ content: html })} placeholder="请输入活动规则与说明" />
    </EditorForm>
  )
}

/** /admin/activities 活动管理: administrators publish, edit and delete the activities of /activity/detail. */
export default function AdminActivitiesPage(_props: PageProps) {
  const [page, setPage] = useState(0)
  const list = useResource("activityList", { query: { page, size: PAGE_SIZE } })
  const editor = useEditing<Editing<ActivityInput>>(list.reload)
  const opening = useCall("activityDetail", {
    onDone: (a) => editor.open({ id: a.id, input: { title: a.title, summary: a.summary, cover: a.cover, content: a.content, startTime: a.startTime, endTime: a.endTime, joinHref: a.joinHref, joinLabel: a.joinLabel || "立即参与" } }),
  })
  const remove = useCall("adminActivityDelete", { success: ACTIVITY_MESSAGES.deleted, onDone: () => list.reload() })
  const deletion = useConfirmedDelete(ACTIVITY_MESSAGES.confirmDelete, (item: { readonly id: number }) => remove.send({ params: { id: item.id } }))
  return (
    <main className={adminMain}>
      <AdminHeading title="活动管理">
        <button type="button" className={`${button()} ${css({ ml: "auto" })}`} onClick={() => editor.open({ id: null, input: blank() })}>
          新建活动
        </button>
      </AdminHeading>
      {editor.editing && <Editor key={editor.editing.id ?? "new"} editing={editor.editing} onClose={editor.close} onSaved={editor.saved} />}
      <PagedTable list={list} page={page} pageSize={PAGE_SIZE} onPageChange={setPage} empty={ACTIVITY_MESSAGES.empty} headers={["活动", "状态", "时间", "浏览", "操作"]}>
        {(item) => (
          <>
            <td className={css({ whiteSpace: "normal!", minW: "56" })}>
              <Link href={activityHref(item.id)} className={css({ color: "fg.link" })}>
                {item.title}
              </Link>
            </td>
            <td>
              <span className={tag({ tone: item.state === "ongoing" ? "highlight" : "neutral", size: "sm" })}>{ACTIVITY_STATE_LABELS[item.state]}</span>
            </td>
            <td>
              {item.startTime.slice(0, 10)} 至 {item.endTime.slice(0, 10)}
            </td>
            <td>{item.views}</td>
            <td>
              <EditDeleteActions title={item.title} onEdit={() => opening.send({ params: { id: item.id } })} onDelete={() => deletion.ask(item)} />
            </td>
          </>
        )}
      </PagedTable>
      {deletion.dialog}
    </main>
  )
}
