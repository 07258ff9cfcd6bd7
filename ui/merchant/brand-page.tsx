import { useState } from "react"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import type { Brand, BrandInput } from "../../domain/merchant/index.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useCall } from "../app/use-call.ts"
import { useResource } from "../app/use-resource.ts"
import { CentreFrame, CentrePanel } from "../components/centre-frame/centre-frame.tsx"
import { useEditing } from "../components/use-editing.ts"
import { UploadWidget } from "../components/upload/upload-widget.tsx"
import { CategorySelect } from "./category-select.tsx"
import { CentreTable, searchedRows } from "./centre-table.tsx"
import { AddButton, DialogInput, DialogLabelled, EditDialog, ModifyButton } from "./edit-dialog.tsx"

const SIZE = 10
const EMPTY: BrandInput = { name: "", logo: "", description: "", letter: "", shown: true, categoryIds: [] }

function BrandDialog({ editing, onClose, onSaved }: { editing: Brand | "new" | null; onClose: () => void; onSaved: () => void }) {
  const start = editing && editing !== "new" ? { name: editing.name, logo: editing.logo, description: editing.description, letter: editing.letter, shown: editing.shown, categoryIds: editing.categoryIds } : EMPTY
  const [values, setValues] = useState<BrandInput>(start)
  const [category, setCategory] = useState<number | null>(null)
  const create = useCall("makerBrandCreate", { success: "品牌已添加", onDone: onSaved })
  const update = useCall("makerBrandUpdate", { success: "品牌已保存", onDone: onSaved })
  const busy = create.busy || update.busy
  const save = () => (editing === "new" ? create.send({ body: values }) : editing && update.send({ params: { id: editing.id }, body: values }))
  return (
    <EditDialog title={editing === "new" ? "新增品牌" : "修改品牌"} busy={busy} onClose={onClose} onSave={save}>
      <DialogInput label="品牌名" maxLength={30} value={values.name} onChange={(name) => setValues((v) => ({ ...v, name }))} />
      <UploadWidget label="品牌logo" kind="pictures" imageLimit={1} existing={values.logo.startsWith("/files/") ? [{ path: values.logo, media: "image" }] : []} onChange={(files) => setValues((v) => ({ ...v, logo: files[0]?.path ?? "" }))} />
      <DialogInput label="检索首字母" maxLength={1} value={values.letter} onChange={(letter) => setValues((v) => ({ ...v, letter: letter.toUpperCase() }))} />
      <DialogInput label="介绍" maxLength={200} value={values.description} onChange={(description) => setValues((v) => ({ ...v, description }))} />
      <label className={css({ display: "flex", gap: "2", fontSize: "sm", alignItems: "center" })}>
        <input type="checkbox" checked={values.shown} onChange={(e) => setValues((v) => ({ ...v, shown: e.target.checked }))} />
        显示在商城
      </label>
      <DialogLabelled label="关联分类">
        {(id) => (
          <div className={css({ display: "flex", gap: "2" })}>
            <CategorySelect id={id} value={category} onChange={setCategory} />
            <button type="button" className={button({ size: "sm", variant: "outline" })} disabled={category === null} onClick={() => category !== null && setValues((v) => ({ ...v, categoryIds: [...new Set([...v.categoryIds, category])] }))}>
              关联
            </button>
          </div>
        )}
      </DialogLabelled>
      {values.categoryIds.length > 0 && (
        <p className={css({ fontSize: "xs", color: "fg.muted" })}>
          已关联 {values.categoryIds.length} 个分类
          <button type="button" className={button({ size: "xs", variant: "link" })} onClick={() => setValues((v) => ({ ...v, categoryIds: [] }))}>
            清空
          </button>
        </p>
      )}
    </EditDialog>
  )
}

/** /account/mine/product_brand 品牌管理. */
export default function BrandPage({ route }: PageProps) {
  const [query, setQuery] = useState({ page: 0, keyword: "", sort: "new" as "new" | "old" | "name" })
  const list = useResource("makerBrandList", { query: { page: query.page, size: SIZE, sort: query.sort, ...(query.keyword ? { keyword: query.keyword } : {}) } })
  const editor = useEditing<Brand | "new">(list.reload)
  const remove = useCall("makerBrandDelete", { success: "已删除", onDone: () => list.reload() })
  return (
    <CentreFrame
      title={route.title}
      actions={<AddButton onClick={() => editor.open("new")}>新增品牌</AddButton>}
    >
      <CentrePanel>
        <CentreTable
          label="品牌列表"
          rowKey={(b) => b.id}
          {...searchedRows(list, query, setQuery, SIZE)}
          emptyTitle="还没有品牌"
          searchPlaceholder="品牌名"
          sort={{ value: query.sort, options: [{ value: "new", label: "最新添加" }, { value: "old", label: "最早添加" }, { value: "name", label: "按首字母" }], onChange: (sort) => setQuery((q) => ({ ...q, sort: sort as typeof q.sort, page: 0 })) }}
          batch={[{ label: "批量删除", danger: true, run: (ids) => remove.send({ body: { ids: [...ids] } }) }]}
          columns={[
            { title: "品牌", cell: (b) => <span className={css({ display: "flex", gap: "2", alignItems: "center" })}>{b.logo && <img src={b.logo} alt="" width={32} height={32} className={css({ objectFit: "contain" })} />}{b.name}</span> },
            { title: "首字母", cell: (b) => b.letter },
            { title: "显示", cell: (b) => (b.shown ? "显示" : "不显示") },
            { title: "关联分类", cell: (b) => b.categoryNames.join("、") || "—" },
            { title: "操作", cell: (b) => <ModifyButton onClick={() => editor.open(b)} /> },
          ]}
        />
      </CentrePanel>
      {editor.editing !== null && <BrandDialog key={editor.editing === "new" ? "new" : editor.editing.id} editing={editor.editing} onClose={editor.close} onSaved={editor.saved} />}
    </CentreFrame>
  )
}
