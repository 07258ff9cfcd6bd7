import { useState } from "react"
import { css } from "styled-system/css"
import { button, input, tag } from "styled-system/recipes"
import { AUDIENCE_LABELS, CENTRE_NOTICE_AUDIENCES, CENTRE_NOTICE_MESSAGES, centreNoticeProblem, type CentreNoticeAudience, type CentreNoticeInput } from "../../domain/notices/centre-notice.ts"
import { saveCentreNotice } from "../app/notices-wiring.ts"
import { useAction, useCall } from "../app/use-call.ts"
import { EditDeleteActions, useConfirmedDelete } from "./row-actions.tsx"
import { useResource } from "../app/use-resource.ts"
import { CheckLabel } from "../components/check-label.tsx"
import { FormField } from "../components/form-field.tsx"
import { PagedTable } from "./paged-table.tsx"
import { useEditing } from "../components/use-editing.ts"
import { EditorForm, type Editing } from "./editor-form.tsx"
import { RichTextEditor } from "../components/rich-text-editor.tsx"
import { Select } from "../components/select.tsx"
import { publishDate } from "../notices/index.ts"

const PAGE_SIZE = 10

const BLANK: CentreNoticeInput = { title: "", content: "", audience: "both", published: true }

function Editor({ editing, onClose, onSaved }: { readonly editing: Editing<CentreNoticeInput>; readonly onClose: () => void; readonly onSaved: () => void }) {
  const [form, setForm] = useState(editing.input)
  const [problem, setProblem] = useState<string | null>(null)
  const save = useAction(saveCentreNotice, { success: CENTRE_NOTICE_MESSAGES.saved, onDone: onSaved })
  const set = (patch: Partial<CentreNoticeInput>) => {
    setForm((f) => ({ ...f, ...patch }))
    setProblem(null)
  }
  const submit = () => {
    const found = centreNoticeProblem(form)
    setProblem(found)
    if (!found) save.send({ id: editing.id, input: form })
  }
  const heading = editing.id === null ? "新建创客中心公告" : "编辑创客中心公告"
  return (
    <EditorForm label={heading} error={problem} busy={save.busy} submitLabel={save.busy ? "正在保存…" : form.published ? "保存并发布" : "保存草稿"} onSubmit={submit} onClose={onClose}>
      <FormField id="centre-notice-title-field" label="标题" required>
        <input id="centre-notice-title-field" value={form.title} maxLength={80} onChange={(e) => set({ title: e.target.value })} className={input()} />
      </FormField>
      <Select
        label="公告对象"
        options={CENTRE_NOTICE_AUDIENCES.map((a) => ({ value: a, label: AUDIENCE_LABELS[a] }))}
        value={form.audience}
        onValueChange={(v) => set({ audience: (CENTRE_NOTICE_AUDIENCES.find((a) => a === v) ?? "both") as CentreNoticeAudience })}
      />
      <RichTextEditor label="正文" initialHtml={editing.input.content} onChange={(html) => set({ content: html })} placeholder="请输入公告正文" />
      <CheckLabel checked={form.published} onChange={(published) => set({ published })}>
        发布（不勾选则保存为草稿）
      </CheckLabel>
    </EditorForm>
  )
}

/** 公告管理's 创客中心公告: notices for makers, merchants or both, read in the maker centre's 公告通知. */
export function CentreNoticesAdmin() {
  const [page, setPage] = useState(0)
  const list = useResource("adminCentreNoticeList", { query: { page, size: PAGE_SIZE } })
  const editor = useEditing<Editing<CentreNoticeInput>>(list.reload)
  const remove = useCall("adminCentreNoticeDelete", { success: CENTRE_NOTICE_MESSAGES.deleted, onDone: () => list.reload() })
  const deletion = useConfirmedDelete(CENTRE_NOTICE_MESSAGES.confirmDelete, (item: { readonly id: number }) => remove.send({ params: { id: item.id } }))
  return (
    <section aria-label="创客中心公告" className={css({ display: "grid", gap: "4" })}>
      <div>
        <button type="button" className={button()} onClick={() => editor.open({ id: null, input: BLANK })}>
          新建创客中心公告
        </button>
      </div>
      {editor.editing && <Editor key={editor.editing.id ?? "new"} editing={editor.editing} onClose={editor.close} onSaved={editor.saved} />}
      <PagedTable list={list} page={page} pageSize={PAGE_SIZE} onPageChange={setPage} empty={CENTRE_NOTICE_MESSAGES.empty} headers={["标题", "对象", "状态", "发布日期", "已读人数", "操作"]}>
        {(item) => (
          <>
            <td className={css({ whiteSpace: "normal!", minW: "60" })}>{item.title}</td>
            <td>{AUDIENCE_LABELS[item.audience]}</td>
            <td>{item.published ? <span className={tag({ tone: "accent", size: "sm" })}>已发布</span> : <span className={tag({ size: "sm" })}>草稿</span>}</td>
            <td>{item.publishTime ? publishDate(item.publishTime) : "—"}</td>
            <td>{item.reads}</td>
            <td>
              <EditDeleteActions title={item.title} onEdit={() => editor.open({ id: item.id, input: { title: item.title, content: item.content, audience: item.audience, published: item.published } })} onDelete={() => deletion.ask(item)} />
            </td>
          </>
        )}
      </PagedTable>
      {deletion.dialog}
    </section>
  )
}
