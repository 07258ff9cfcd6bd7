import { useState } from "react"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import type { AttrGroup, AttrGroupInput } from "../../domain/merchant/index.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useCall } from "../app/use-call.ts"
import { useResource } from "../app/use-resource.ts"
import { CentreFrame, CentrePanel } from "../components/centre-frame/centre-frame.tsx"
import { UploadWidget } from "../components/upload/upload-widget.tsx"
import { CategorySelect } from "./category-select.tsx"
import { CentreTable, searchedRows } from "./centre-table.tsx"
import { AddButton, DialogInput, DialogLabelled, EditDialog } from "./edit-dialog.tsx"
import { LoadStates } from "../components/list-states.tsx"

const SIZE = 10

function GroupDialog({ editing, categoryId, onClose, onSaved }: { editing: AttrGroup | "new"; categoryId: number | null; onClose: () => void; onSaved: () => void }) {
  const [values, setValues] = useState<Omit<AttrGroupInput, "categoryId"> & { categoryId: number | null }>(
    editing === "new" ? { categoryId, name: "", sort: 0, icon: "", description: "" } : { categoryId: editing.categoryId, name: editing.name, sort: editing.sort, icon: editing.icon, description: editing.description },
  )
  const create = useCall("makerAttrGroupCreate", { success: "属性分组已添加", onDone: onSaved })
  const update = useCall("makerAttrGroupUpdate", { success: "属性分组已保存", onDone: onSaved })
  const busy = create.busy || update.busy
  const save = () => {
    const body = { ...values, categoryId: values.categoryId ?? 0 }
    if (editing === "new") create.send({ body })
    else update.send({ params: { id: editing.id }, body })
  }
  return (
    <EditDialog title={editing === "new" ? "新增属性分组" : "修改属性分组"} busy={busy} disabled={values.categoryId === null} onClose={onClose} onSave={save}>
      <DialogLabelled label="所属分类">{(id) => <CategorySelect id={id} value={values.categoryId} onChange={(categoryId) => setValues((v) => ({ ...v, categoryId }))} />}</DialogLabelled>
      <DialogInput label="组名" maxLength={30} value={values.name} onChange={(name) => setValues((v) => ({ ...v, name }))} />
      <DialogLabelled label="排序（小的在前）">{(id) => <input id={id} type="number" min={0} className={input({ size: "sm" })} value={values.sort} onChange={(e) => setValues((v) => ({ ...v, sort: Math.max(0, Math.floor(Number(e.target.value) || 0)) }))} />}</DialogLabelled>
      <DialogInput label="描述" maxLength={200} value={values.description} onChange={(description) => setValues((v) => ({ ...v, description }))} />
      <UploadWidget label="组图标" kind="pictures" imageLimit={1} existing={values.icon.startsWith("/files/") ? [{ path: values.icon, media: "image" }] : []} onChange={(files) => setValues((v) => ({ ...v, icon: files[0]?.path ?? "" }))} />
    </EditDialog>
  )
}

/** 关联属性: the group's base attributes and the category's ones in no group, ticked to link. */
function LinkDialog({ group, onClose, onSaved }: { group: AttrGroup; onClose: () => void; onSaved: () => void }) {
  const candidates = useResource("makerAttrGroupCandidates", { params: { id: group.id } })
  const [ticked, setTicked] = useState<ReadonlyArray<number>>(group.attrs.map((a) => a.id))
  const link = useCall("makerAttrGroupLink", { success: "关联已保存", onDone: onSaved })
  const options = [...group.attrs, ...(candidates.data ?? []).map((a) => ({ id: a.id, name: a.name }))]
  return (
    <EditDialog
      title={`关联属性：${group.name}`}
      busy={link.busy}
      disabled={candidates.status !== "ready"}
      onClose={onClose}
      onSave={() => link.send({ params: { id: group.id }, body: { attrIds: [...ticked] } })}
      bare
    >
      <fieldset className={css({ display: "grid", gap: "2", mt: "3" })}>
        <legend className={css({ fontSize: "sm", color: "fg.muted", mb: "2" })}>「{group.categoryName}」的规格参数（已在其他分组的不能选）</legend>
        <LoadStates of={candidates} compact />
        {candidates.status === "ready" && options.length === 0 && <p className={css({ fontSize: "sm" })}>这个分类没有可关联的规格参数</p>}
        {candidates.status === "ready" &&
          options.map((a) => (
            <label key={a.id} className={css({ display: "flex", gap: "2", alignItems: "center", fontSize: "sm" })}>
              <input type="checkbox" checked={ticked.includes(a.id)} onChange={() => setTicked((t) => (t.includes(a.id) ? t.filter((x) => x !== a.id) : [...t, a.id]))} />
              {a.name}
            </label>
          ))}
      </fieldset>
    </EditDialog>
  )
}

/** /account/mine/product_attrgroup 属性分组: groups of base attributes per category, their links and batch delete. */
export default function AttrGroupPage({ route }: PageProps) {
  const [query, setQuery] = useState({ page: 0, keyword: "", categoryId: null as number | null })
  const list = useResource("makerAttrGroupList", {
    query: { page: query.page, size: SIZE, ...(query.keyword ? { keyword: query.keyword } : {}), ...(query.categoryId !== null ? { categoryId: query.categoryId } : {}) },
  })
  const [editing, setEditing] = useState<AttrGroup | "new" | null>(null)
  const [linking, setLinking] = useState<AttrGroup | null>(null)
  const remove = useCall("makerAttrGroupDelete", { success: "属性分组已删除", onDone: () => list.reload() })
  const done = () => {
    setEditing(null)
    setLinking(null)
    list.reload()
  }
  return (
    <CentreFrame
      title={route.title}
      actions={<AddButton onClick={() => setEditing("new")}>新增分组</AddButton>}
    >
      <CentrePanel>
        <CentreTable
          label="属性分组列表"
          rowKey={(g) => g.id}
          {...searchedRows(list, query, setQuery, SIZE)}
          emptyTitle="还没有属性分组"
          searchPlaceholder="组名"
          tools={<CategorySelect allowAll label="按分类筛选" value={query.categoryId} onChange={(categoryId) => setQuery((q) => ({ ...q, categoryId, page: 0 }))} />}
          batch={[{ label: "批量删除", danger: true, run: (ids) => remove.send({ body: { ids: [...ids] } }) }]}
          columns={[
            { title: "组名", cell: (g) => <span className={css({ display: "flex", gap: "2", alignItems: "center" })}>{g.icon && <img src={g.icon} alt="" width={24} height={24} className={css({ objectFit: "contain" })} />}{g.name}</span> },
            { title: "所属分类", cell: (g) => g.categoryName },
            { title: "排序", cell: (g) => g.sort },
            { title: "描述", cell: (g) => g.description || "—" },
            { title: "关联属性", cell: (g) => g.attrs.map((a) => a.name).join("、") || "—" },
            {
              title: "操作",
              cell: (g) => (
                <span className={css({ display: "flex", gap: "1" })}>
                  <button type="button" className={button({ size: "xs", variant: "link" })} aria-label={`关联 ${g.name} 的属性`} onClick={() => setLinking(g)}>
                    关联
                  </button>
                  <button type="button" className={button({ size: "xs", variant: "link" })} aria-label={`修改 ${g.name}`} onClick={() => setEditing(g)}>
                    修改
                  </button>
                </span>
              ),
            },
          ]}
        />
      </CentrePanel>
      {editing !== null && <GroupDialog key={editing === "new" ? "new" : editing.id} editing={editing} categoryId={query.categoryId} onClose={() => setEditing(null)} onSaved={done} />}
      {linking !== null && <LinkDialog key={linking.id} group={linking} onClose={() => setLinking(null)} onSaved={done} />}
    </CentreFrame>
  )
}
