import { useState } from "react"
import { css } from "styled-system/css"
import { input } from "styled-system/recipes"
import type { Attr, AttrInput, AttrKind } from "../../domain/merchant/index.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useCall } from "../app/use-call.ts"
import { useResource } from "../app/use-resource.ts"
import { CentreFrame, CentrePanel } from "../components/centre-frame/centre-frame.tsx"
import { useEditing } from "../components/use-editing.ts"
import { CategorySelect } from "./category-select.tsx"
import { CentreTable, searchedRows } from "./centre-table.tsx"
import { AddButton, DialogInput, DialogLabelled, EditDialog, ModifyButton } from "./edit-dialog.tsx"

const SIZE = 10

/** Values typed one after another, separated by commas, 、 or spaces. */
const splitValues = (text: string) => text.split(/[,，、;；\s]+/).map((v) => v.trim()).filter((v) => v !== "")

function AttrDialog({ kind, editing, onClose, onSaved }: { kind: AttrKind; editing: Attr | "new"; onClose: () => void; onSaved: () => void }) {
  const [values, setValues] = useState<AttrInput>(
    editing === "new"
      ? { kind, categoryId: 0, name: "", values: [], multiple: false, searchable: false, quickShow: false }
      : { kind, categoryId: editing.categoryId, name: editing.name, values: editing.values, multiple: editing.multiple, searchable: editing.searchable, quickShow: editing.quickShow },
  )
  const [text, setText] = useState(values.values.join("，"))
  const create = useCall("makerAttrCreate", { success: "属性已添加", onDone: onSaved })
  const update = useCall("makerAttrUpdate", { success: "属性已保存", onDone: onSaved })
  const busy = create.busy || update.busy
  const save = () => {
    const body = { ...values, values: splitValues(text) }
    if (editing === "new") create.send({ body })
    else update.send({ params: { id: editing.id }, body })
  }
  const noun = kind === "sale" ? "销售属性" : "规格参数"
  return (
    <EditDialog title={editing === "new" ? `新增${noun}` : `修改${noun}`} busy={busy} disabled={values.categoryId === 0} onClose={onClose} onSave={save}>
      <DialogLabelled label="所属分类">{(id) => <CategorySelect id={id} value={values.categoryId || null} onChange={(c) => setValues((v) => ({ ...v, categoryId: c ?? 0 }))} />}</DialogLabelled>
      <DialogInput label="属性名" maxLength={30} value={values.name} onChange={(name) => setValues((v) => ({ ...v, name }))} />
      <DialogLabelled label="可选值（用逗号或空格分隔）">{(id) => <input id={id} className={input({ size: "sm" })} maxLength={600} value={text} onChange={(e) => setText(e.target.value)} />}</DialogLabelled>
      <div className={css({ display: "flex", gap: "4", flexWrap: "wrap", fontSize: "sm" })}>
        <label className={css({ display: "flex", gap: "1.5", alignItems: "center" })}>
          <input type="checkbox" checked={values.multiple} onChange={(e) => setValues((v) => ({ ...v, multiple: e.target.checked }))} />
          多选
        </label>
        <label className={css({ display: "flex", gap: "1.5", alignItems: "center" })}>
          <input type="checkbox" checked={values.searchable} onChange={(e) => setValues((v) => ({ ...v, searchable: e.target.checked }))} />
          可检索
        </label>
        <label className={css({ display: "flex", gap: "1.5", alignItems: "center" })}>
          <input type="checkbox" checked={values.quickShow} onChange={(e) => setValues((v) => ({ ...v, quickShow: e.target.checked }))} />
          快速展示
        </label>
      </div>
    </EditDialog>
  )
}

/** /account/mine/product_baseattr 规格参数 and /account/mine/product_sale 销售属性: attributes per category. */
export default function AttrPage({ route }: PageProps) {
  const kind: AttrKind = route.path.endsWith("product_sale") ? "sale" : "base"
  const [query, setQuery] = useState({ page: 0, keyword: "", categoryId: null as number | null })
  const list = useResource("makerAttrList", {
    query: { kind, page: query.page, size: SIZE, ...(query.keyword ? { keyword: query.keyword } : {}), ...(query.categoryId ? { categoryId: query.categoryId } : {}) },
  })
  const editor = useEditing<Attr | "new">(list.reload)
  const remove = useCall("makerAttrDelete", { success: "已删除", onDone: () => list.reload() })
  return (
    <CentreFrame
      title={route.title}
      actions={<AddButton onClick={() => editor.open("new")}>{kind === "sale" ? "新增销售属性" : "新增规格参数"}</AddButton>}
    >
      <CentrePanel>
        <CentreTable
          label={kind === "sale" ? "销售属性列表" : "规格参数列表"}
          rowKey={(a) => a.id}
          {...searchedRows(list, query, setQuery, SIZE)}
          emptyTitle="这个分类还没有属性"
          searchPlaceholder="属性名"
          tools={<CategorySelect allowAll value={query.categoryId} onChange={(categoryId) => setQuery((q) => ({ ...q, categoryId, page: 0 }))} />}
          batch={[{ label: "批量删除", danger: true, run: (ids) => remove.send({ body: { ids: [...ids] } }) }]}
          columns={[
            { title: "属性名", cell: (a) => a.name },
            { title: "分类", cell: (a) => a.categoryName },
            { title: "可选值", cell: (a) => a.values.join("、") || "—" },
            { title: "选择", cell: (a) => (a.multiple ? "多选" : "单选") },
            { title: "可检索", cell: (a) => (a.searchable ? "是" : "否") },
            { title: "快速展示", cell: (a) => (a.quickShow ? "是" : "否") },
            ...(kind === "base" ? [{ title: "分组", cell: (a: Attr) => a.groupName ?? "未分组" }] : []),
            { title: "操作", cell: (a) => <ModifyButton onClick={() => editor.open(a)} /> },
          ]}
        />
      </CentrePanel>
      {editor.editing !== null && <AttrDialog key={editor.editing === "new" ? "new" : editor.editing.id} kind={kind} editing={editor.editing} onClose={editor.close} onSaved={editor.saved} />}
    </CentreFrame>
  )
}
