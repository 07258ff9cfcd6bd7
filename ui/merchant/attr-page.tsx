import { useId, useState } from "react"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import type { Attr, AttrInput, AttrKind } from "../../domain/merchant/index.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useCall } from "../app/use-call.ts"
import { useResource } from "../app/use-resource.ts"
import { CentreFrame, CentrePanel } from "../components/centre-frame/centre-frame.tsx"
import { Dialog } from "../components/dialog.tsx"
import { CategorySelect } from "./category-select.tsx"
import { CentreTable } from "./centre-table.tsx"

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
  const ids = { name: useId(), values: useId(), category: useId() }
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
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={editing === "new" ? `新增${noun}` : `修改${noun}`}
      footer={
        <>
          <button type="button" className={button({ variant: "plain", size: "sm" })} disabled={busy} onClick={onClose}>
            取消
          </button>
          <button type="button" className={button({ size: "sm" })} disabled={busy || values.categoryId === 0} onClick={save}>
            确定
          </button>
        </>
      }
    >
      <div className={css({ display: "grid", gap: "3", mt: "3" })}>
        <label htmlFor={ids.category} className={css({ fontSize: "sm" })}>所属分类</label>
        <CategorySelect id={ids.category} value={values.categoryId || null} onChange={(c) => setValues((v) => ({ ...v, categoryId: c ?? 0 }))} />
        <label htmlFor={ids.name} className={css({ fontSize: "sm" })}>属性名</label>
        <input id={ids.name} className={input({ size: "sm" })} maxLength={30} value={values.name} onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))} />
        <label htmlFor={ids.values} className={css({ fontSize: "sm" })}>可选值（用逗号或空格分隔）</label>
        <input id={ids.values} className={input({ size: "sm" })} maxLength={600} value={text} onChange={(e) => setText(e.target.value)} />
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
      </div>
    </Dialog>
  )
}

/** /account/mine/product_baseattr 规格参数 and /account/mine/product_sale 销售属性: attributes per category. */
export default function AttrPage({ route }: PageProps) {
  const kind: AttrKind = route.path.endsWith("product_sale") ? "sale" : "base"
  const [query, setQuery] = useState({ page: 0, keyword: "", categoryId: null as number | null })
  const list = useResource("makerAttrList", {
    query: { kind, page: query.page, size: SIZE, ...(query.keyword ? { keyword: query.keyword } : {}), ...(query.categoryId ? { categoryId: query.categoryId } : {}) },
  })
  const [editing, setEditing] = useState<Attr | "new" | null>(null)
  const remove = useCall("makerAttrDelete", { success: "已删除", onDone: () => list.reload() })
  return (
    <CentreFrame
      title={route.title}
      actions={
        <button type="button" className={button({ size: "sm" })} onClick={() => setEditing("new")}>
          {kind === "sale" ? "新增销售属性" : "新增规格参数"}
        </button>
      }
    >
      <CentrePanel>
        <CentreTable
          label={kind === "sale" ? "销售属性列表" : "规格参数列表"}
          rows={list.data?.content ?? null}
          rowKey={(a) => a.id}
          status={list.status}
          error={list.error}
          onRetry={list.retry}
          total={list.data?.totalElements ?? 0}
          page={query.page}
          size={SIZE}
          onPage={(page) => setQuery((q) => ({ ...q, page }))}
          emptyTitle="这个分类还没有属性"
          onSearch={(keyword) => setQuery((q) => ({ ...q, keyword, page: 0 }))}
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
            {
              title: "操作",
              cell: (a) => (
                <button type="button" className={button({ size: "xs", variant: "link" })} onClick={() => setEditing(a)}>
                  修改
                </button>
              ),
            },
          ]}
        />
      </CentrePanel>
      {editing !== null && (
        <AttrDialog
          key={editing === "new" ? "new" : editing.id}
          kind={kind}
          editing={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            list.reload()
          }}
        />
      )}
    </CentreFrame>
  )
}
