import { useState } from "react"
import { css } from "styled-system/css"
import { button, input, tag } from "styled-system/recipes"
import { AUDIENCE_LABELS, CENTRE_NOTICE_AUDIENCES, CENTRE_NOTICE_MESSAGES, centreNoticeProblem, type CentreNoticeAudience, type CentreNoticeInput } from "../../domain/notices/centre-notice.ts"
import { saveCentreNotice } from "../app/notices-wiring.ts"
import { useAction, useCall } from "../app/use-call.ts"
import { EditDeleteActions, useConfirmedDelete } from "./row-actions.tsx"
import { useResource } from "../app/use-resource.ts"
import { EmptyState } from "../components/empty-state.tsx"
import { ErrorState } from "../components/error-state.tsx"
import { FormField } from "../components/form-field.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { Pager } from "../components/pager.tsx"
import { RichTextEditor } from "../components/rich-text-editor.tsx"
import { Select } from "../components/select.tsx"
import { publishDate } from "../notices/index.ts"

const PAGE_SIZE = 10

const BLANK: CentreNoticeInput = { title: "", content: "", audience: "both", published: true }

interface Editing {
  readonly id: number | null
  readonly input: CentreNoticeInput
}

function Editor({ editing, onClose, onSaved }: { readonly editing: Editing; readonly onClose: () => void; readonly onSaved: () => void }) {
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
    <form
      aria-label={heading}
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
      className={css({ display: "grid", gap: "4", bg: "bg.surface", borderRadius: "lg", boxShadow: "card", p: { base: "4", md: "6" } })}
    >
      <h2 className={css({ fontSize: "lg", fontWeight: "semibold" })}>{heading}</h2>
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
      <label className={css({ display: "inline-flex", gap: "2", alignItems: "center", fontSize: "sm" })}>
        <input type="checkbox" checked={form.published} onChange={(e) => set({ published: e.target.checked })} />
        发布（不勾选则保存为草稿）
      </label>
      {problem && (
        <p role="alert" className={css({ color: "danger.text", fontSize: "sm" })}>
          {problem}
        </p>
      )}
      <div className={css({ display: "flex", gap: "2", justifyContent: "flex-end" })}>
        <button type="button" className={button({ variant: "outline" })} onClick={onClose}>
          取消
        </button>
        <button type="submit" className={button()} disabled={save.busy}>
          {save.busy ? "正在保存…" : form.published ? "保存并发布" : "保存草稿"}
        </button>
      </div>
    </form>
  )
}

/** 公告管理's 创客中心公告: notices for makers, merchants or both, read in the maker centre's 公告通知. */
export function CentreNoticesAdmin() {
  const [page, setPage] = useState(0)
  const list = useResource("adminCentreNoticeList", { query: { page, size: PAGE_SIZE } })
  const [editing, setEditing] = useState<Editing | null>(null)
  const remove = useCall("adminCentreNoticeDelete", { success: CENTRE_NOTICE_MESSAGES.deleted, onDone: () => list.reload() })
  const deletion = useConfirmedDelete(CENTRE_NOTICE_MESSAGES.confirmDelete, (item: { readonly id: number }) => remove.send({ params: { id: item.id } }))
  return (
    <section aria-label="创客中心公告" className={css({ display: "grid", gap: "4" })}>
      <div>
        <button type="button" className={button()} onClick={() => setEditing({ id: null, input: BLANK })}>
          新建创客中心公告
        </button>
      </div>
      {editing && (
        <Editor
          key={editing.id ?? "new"}
          editing={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            list.reload()
          }}
        />
      )}
      {list.status === "loading" && <LoadingState />}
      {list.status === "failure" && <ErrorState message={list.error ?? "加载失败"} onRetry={list.retry} />}
      {list.data && list.data.content.length === 0 && <EmptyState title={CENTRE_NOTICE_MESSAGES.empty} />}
      {list.data && list.data.content.length > 0 && (
        <div className={css({ overflowX: "auto", bg: "bg.surface", borderRadius: "lg", boxShadow: "card" })}>
          <table className={css({ w: "full", fontSize: "sm", "& th, & td": { px: "3", py: "2.5", textAlign: "left", borderBottomWidth: "1px", borderColor: "border.subtle", whiteSpace: "nowrap" } })}>
            <thead>
              <tr>
                <th scope="col">标题</th>
                <th scope="col">对象</th>
                <th scope="col">状态</th>
                <th scope="col">发布日期</th>
                <th scope="col">已读人数</th>
                <th scope="col">操作</th>
              </tr>
            </thead>
            <tbody>
              {list.data.content.map((item) => (
                <tr key={item.id}>
                  <td className={css({ whiteSpace: "normal!", minW: "60" })}>{item.title}</td>
                  <td>{AUDIENCE_LABELS[item.audience]}</td>
                  <td>{item.published ? <span className={tag({ tone: "accent", size: "sm" })}>已发布</span> : <span className={tag({ size: "sm" })}>草稿</span>}</td>
                  <td>{item.publishTime ? publishDate(item.publishTime) : "—"}</td>
                  <td>{item.reads}</td>
                  <td>
                    <EditDeleteActions title={item.title} onEdit={() => setEditing({ id: item.id, input: { title: item.title, content: item.content, audience: item.audience, published: item.published } })} onDelete={() => deletion.ask(item)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.data && list.data.totalPages > 1 && <Pager page={page} pageSize={PAGE_SIZE} total={list.data.totalElements} onPageChange={setPage} />}
      {deletion.dialog}
    </section>
  )
}
