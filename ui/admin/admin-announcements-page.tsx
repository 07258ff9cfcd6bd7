import { useState } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { button, input, tag } from "styled-system/recipes"
import {
  ANNOUNCEMENT_CATEGORIES,
  ANNOUNCEMENT_KINDS,
  ANNOUNCEMENT_MESSAGES,
  announcementHref,
  announcementProblem,
  categoryLabel,
  KIND_TITLES,
  MAX_PRODUCTS,
  type AnnouncementInput,
  type AnnouncementKind,
} from "../../domain/notices/announcement.ts"
import type { AnnouncementSummary } from "../../domain/notices/entities.ts"
import { findProducts, saveAnnouncement } from "../app/notices-wiring.ts"
import { useAction, useCall } from "../app/use-call.ts"
import { EditDeleteActions, useConfirmedDelete } from "./row-actions.tsx"
import type { PageProps } from "../app/page-registry.ts"
import { CheckLabel } from "../components/check-label.tsx"
import { FormField } from "../components/form-field.tsx"
import { PagedTable } from "./paged-table.tsx"
import { adminMain } from "./admin-page-parts.tsx"
import { FilterChips } from "../components/filter-chips.tsx"
import { useEditing } from "../components/use-editing.ts"
import { EditorForm, type Editing as EditingRecord } from "./editor-form.tsx"
import { RichTextEditor } from "../components/rich-text-editor.tsx"
import { CentreNoticesAdmin } from "./centre-notices-admin.tsx"
import { Select } from "../components/select.tsx"
import { useResource } from "../app/use-resource.ts"
import { publishDate } from "../notices/index.ts"

const PAGE_SIZE = 10

const blank = (kind: AnnouncementKind): AnnouncementInput => ({
  kind,
  category: ANNOUNCEMENT_CATEGORIES[kind][0].value,
  title: "",
  summary: "",
  content: "",
  brand: "",
  productIds: [],
  pinned: false,
})

interface Editing extends EditingRecord<AnnouncementInput> {
  readonly products: ReadonlyArray<{ id: number; title: string }>
}

function ProductPicker({ chosen, onChange }: { readonly chosen: ReadonlyArray<{ id: number; title: string }>; readonly onChange: (next: ReadonlyArray<{ id: number; title: string }>) => void }) {
  const [keyword, setKeyword] = useState("")
  const finding = useAction(findProducts)
  const found = finding.result
  const search = () => {
    if (keyword.trim() !== "") finding.send(keyword.trim())
  }
  return (
    <div className={css({ display: "grid", gap: "2" })}>
      {chosen.length > 0 && (
        <ul aria-label="已关联的商品" className={css({ display: "flex", gap: "2", flexWrap: "wrap" })}>
          {chosen.map((p) => (
            <li key={p.id} className={tag({ tone: "accent" })}>
              {p.title}
              <button type="button" aria-label={`移除 ${p.title}`} onClick={() => onChange(chosen.filter((c) => c.id !== p.id))} className={css({ cursor: "pointer", ml: "1" })}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={css({ display: "flex", gap: "2" })}>
        <input
          aria-label="搜索商品"
          placeholder="输入商品名称搜索"
          value={keyword}
          maxLength={50}
          onChange={(e) => setKeyword(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault()
              search()
            }
          }}
          className={`${input({ size: "sm" })} ${css({ flex: "1", minW: "0" })}`}
        />
        <button type="button" className={button({ variant: "outline", size: "sm" })} disabled={finding.busy} data-loading={finding.busy ? "" : undefined} onClick={search}>
          搜索
        </button>
      </div>
      {finding.error && (
        <p role="alert" className={css({ fontSize: "sm", color: "danger.text" })}>
          {finding.error}
        </p>
      )}
      {found && (
        <ul aria-label="商品搜索结果" className={css({ display: "grid", gap: "1", maxH: "48", overflowY: "auto", borderWidth: "1px", borderColor: "border.subtle", borderRadius: "md", p: "1" })}>
          {found.length === 0 && <li className={css({ p: "2", fontSize: "sm", color: "fg.muted" })}>没有找到商品</li>}
          {found.map((p) => {
            const picked = chosen.some((c) => c.id === p.id)
            return (
              <li key={p.id}>
                <button
                  type="button"
                  disabled={picked || chosen.length >= MAX_PRODUCTS}
                  onClick={() => onChange([...chosen, p])}
                  className={css({ w: "full", textAlign: "left", p: "2", borderRadius: "sm", fontSize: "sm", cursor: "pointer", _hover: { bg: "bg.muted" }, _disabled: { color: "fg.subtle", cursor: "not-allowed" } })}
                >
                  {picked ? "已关联：" : "关联："}
                  {p.title}
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}

function Editor({ editing, onClose, onSaved }: { readonly editing: Editing; readonly onClose: () => void; readonly onSaved: () => void }) {
  const [form, setForm] = useState(editing.input)
  const [products, setProducts] = useState(editing.products)
  const [problem, setProblem] = useState<string | null>(null)
  const save = useAction(saveAnnouncement, { success: ANNOUNCEMENT_MESSAGES.saved, onDone: onSaved })
  const saving = save.busy
  const set = (patch: Partial<AnnouncementInput>) => {
    setForm((f) => ({ ...f, ...patch }))
    // The message belongs to what was submitted; an edit takes it away until the next try.
    setProblem(null)
  }
  const submit = () => {
    const input: AnnouncementInput = { ...form, productIds: form.kind === "quality" ? products.map((p) => p.id) : [], brand: form.kind === "quality" ? form.brand : "" }
    const found = announcementProblem(input)
    setProblem(found)
    if (!found) save.send({ id: editing.id, input })
  }
  return (
    <EditorForm label={editing.id === null ? "新建公告" : "编辑公告"} error={problem} busy={saving} submitLabel={saving ? "正在保存…" : "保存并发布"} onSubmit={submit} onClose={onClose}>
      <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" }, gap: "4" })}>
        <Select
          label="公告类型"
          options={ANNOUNCEMENT_KINDS.map((k) => ({ value: k, label: KIND_TITLES[k] }))}
          value={form.kind}
          onValueChange={(v) => {
            const kind = v === "quality" ? "quality" : "site"
            set({ kind, category: ANNOUNCEMENT_CATEGORIES[kind][0].value })
          }}
        />
        <Select label="公告分类" options={ANNOUNCEMENT_CATEGORIES[form.kind]} value={form.category} onValueChange={(v) => set({ category: v })} />
      </div>
      <FormField id="announcement-title-field" label="标题" required>
        <input id="announcement-title-field" value={form.title} maxLength={80} onChange={(e) => set({ title: e.target.value })} className={input()} />
      </FormField>
      <FormField id="announcement-summary-field" label="摘要" hint="不填时取正文开头">
        <textarea id="announcement-summary-field" rows={2} value={form.summary} maxLength={240} onChange={(e) => set({ summary: e.target.value })} className={input()} />
      </FormField>
      {form.kind === "quality" && (
        <>
          <FormField id="announcement-brand-field" label="涉及品牌">
            <input id="announcement-brand-field" value={form.brand} maxLength={40} onChange={(e) => set({ brand: e.target.value })} className={input()} />
          </FormField>
          <div className={css({ display: "grid", gap: "1.5" })}>
            <span className={css({ fontSize: "sm", fontWeight: "medium" })}>涉及商品（最多 {MAX_PRODUCTS} 个）</span>
            <ProductPicker chosen={products} onChange={setProducts} />
          </div>
        </>
      )}
      <RichTextEditor label="正文" initialHtml={editing.input.content} onChange={(html) => set({ content: html })} placeholder="请输入公告正文" />
      <CheckLabel checked={form.pinned} onChange={(pinned) => set({ pinned })}>
        置顶
      </CheckLabel>
    </EditorForm>
  )
}

/** The site's notices of one kind: 网站公告 or 质量公告. */
function SiteAnnouncements({ kind, onKind }: { readonly kind: AnnouncementKind; readonly onKind: (kind: AnnouncementKind | "centre") => void }) {
  const [page, setPage] = useState(0)
  const list = useResource("announcementList", { query: { kind, page, size: PAGE_SIZE } })
  const editor = useEditing<Editing>(list.reload)

  const opening = useCall("adminAnnouncementGet", {
    onDone: (record) =>
      editor.open({
        id: record.id,
        input: { kind: record.kind, category: record.category, title: record.title, summary: record.summary, content: record.content, brand: record.brand, productIds: record.productIds, pinned: record.pinned },
        products: record.products.map((p) => ({ id: p.id, title: p.title })),
      }),
  })
  const remove = useCall("adminAnnouncementDelete", { success: ANNOUNCEMENT_MESSAGES.deleted, onDone: () => list.reload() })
  const deletion = useConfirmedDelete(ANNOUNCEMENT_MESSAGES.confirmDelete, (item: { readonly id: number }) => remove.send({ params: { id: item.id } }))
  const edit = (item: AnnouncementSummary) => opening.send({ params: { id: item.id } })

  return (
    <>
      <div>
        <button type="button" className={button()} onClick={() => editor.open({ id: null, input: blank(kind), products: [] })}>
          新建公告
        </button>
      </div>
      {editor.editing && <Editor key={editor.editing.id ?? "new"} editing={editor.editing} onClose={editor.close} onSaved={editor.saved} />}
      <KindChips kind={kind} onKind={onKind} />
      <PagedTable list={list} page={page} pageSize={PAGE_SIZE} onPageChange={setPage} empty={ANNOUNCEMENT_MESSAGES.empty} headers={["标题", "分类", "发布日期", "浏览", "操作"]}>
        {(item) => (
          <>
            <td className={css({ whiteSpace: "normal!", minW: "60" })}>
              {item.pinned && <span className={`${tag({ tone: "danger", size: "sm" })} ${css({ mr: "1.5" })}`}>置顶</span>}
              <Link href={announcementHref(item.kind, item.id)} className={css({ color: "fg.link" })}>
                {item.title}
              </Link>
            </td>
            <td>{categoryLabel(item.kind, item.category)}</td>
            <td>{publishDate(item.publishTime)}</td>
            <td>{item.views}</td>
            <td>
              <EditDeleteActions title={item.title} onEdit={() => edit(item)} onDelete={() => deletion.ask(item)} />
            </td>
          </>
        )}
      </PagedTable>
      {deletion.dialog}
    </>
  )
}

const KIND_OPTIONS: ReadonlyArray<{ readonly value: AnnouncementKind | "centre"; readonly label: string }> = [...ANNOUNCEMENT_KINDS.map((k) => ({ value: k, label: KIND_TITLES[k] })), { value: "centre", label: "创客中心公告" }]

function KindChips({ kind, onKind }: { readonly kind: AnnouncementKind | "centre"; readonly onKind: (kind: AnnouncementKind | "centre") => void }) {
  return <FilterChips label="公告类型" options={KIND_OPTIONS} value={kind} onChange={onKind} />
}

/**
 * /admin/announcements 公告管理: administrators write, edit and delete 网站公告 and 质量公告, and
 * the maker centre's notices for makers and merchants (创客中心公告).
 */
export default function AdminAnnouncementsPage(_props: PageProps) {
  const [kind, setKind] = useState<AnnouncementKind | "centre">("site")
  return (
    <main className={adminMain}>
      <h1 className={css({ fontSize: "2xl", fontWeight: "bold" })}>公告管理</h1>
      {kind === "centre" ? (
        <>
          <KindChips kind={kind} onKind={setKind} />
          <CentreNoticesAdmin />
        </>
      ) : (
        <SiteAnnouncements key={kind} kind={kind} onKind={setKind} />
      )}
    </main>
  )
}
