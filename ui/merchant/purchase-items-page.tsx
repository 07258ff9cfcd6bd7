import { useId, useState } from "react"
import { input } from "styled-system/recipes"
import { PURCHASE_ITEM_LABELS, type PurchaseItemStatus } from "../../domain/merchant/index.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useCall } from "../app/use-call.ts"
import { useResource } from "../app/use-resource.ts"
import { CentreFrame, CentrePanel } from "../components/centre-frame/centre-frame.tsx"
import { LabelOptions, NamedOptions } from "../components/label-options.tsx"
import { FormField } from "../components/form-field.tsx"
import { AddButton, EditDialog } from "./edit-dialog.tsx"
import { CentreTable, pagedRows } from "./centre-table.tsx"

const SIZE = 10

function DemandDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const skus = useResource("makerSkuList", { query: { size: 50 } })
  const wares = useResource("makerWarehouseList", { query: { size: 50 } })
  const [values, setValues] = useState({ skuId: 0, wareId: 0, quantity: "" })
  const ids = { sku: useId(), ware: useId(), quantity: useId() }
  const create = useCall("makerPurchaseItemCreate", { success: "采购需求已添加", onDone: onSaved })
  return (
    <EditDialog
      title="新增采购需求"
      busy={create.busy}
      disabled={values.skuId === 0 || values.wareId === 0}
      onClose={onClose}
      onSave={() => create.send({ body: { skuId: values.skuId, wareId: values.wareId, quantity: Math.floor(Number(values.quantity)) || 0 } })}
    >
      <FormField id={ids.sku} label="采购商品（SKU）">
        <select id={ids.sku} className={input({ size: "sm" })} value={values.skuId || ""} onChange={(e) => setValues((v) => ({ ...v, skuId: Number(e.target.value) || 0 }))}>
          <option value="">请选择SKU</option>
          {(skus.data?.content ?? []).map((s) => (
            <option key={s.skuId} value={s.skuId}>
              {s.title}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={ids.ware} label="入库仓库">
        <select id={ids.ware} className={input({ size: "sm" })} value={values.wareId || ""} onChange={(e) => setValues((v) => ({ ...v, wareId: Number(e.target.value) || 0 }))}>
          <NamedOptions rows={wares.data?.content} noneLabel="请选择仓库" />
        </select>
      </FormField>
      <FormField id={ids.quantity} label="采购数量">
        <input id={ids.quantity} inputMode="numeric" className={input({ size: "sm" })} value={values.quantity} onChange={(e) => setValues((v) => ({ ...v, quantity: e.target.value.replace(/\D/g, "") }))} />
      </FormField>
    </EditDialog>
  )
}

/** /account/mine/ware_purchase 采购需求 and /account/mine/ware_seitem 采购项: demands, merged into purchase orders. */
export default function PurchaseItemsPage({ route }: PageProps) {
  const [query, setQuery] = useState({ page: 0, status: "" as "" | `${PurchaseItemStatus}` })
  const list = useResource("makerPurchaseItemList", { query: { page: query.page, size: SIZE, ...(query.status ? { status: Number(query.status) } : {}) } })
  const [adding, setAdding] = useState(false)
  const merge = useCall("makerPurchaseMerge", { success: (p) => `已合并到采购单 #${p.id}`, onDone: () => list.reload() })
  const remove = useCall("makerPurchaseItemDelete", { success: "已删除", onDone: () => list.reload() })
  return (
    <CentreFrame
      title={route.title}
      actions={<AddButton onClick={() => setAdding(true)}>新增采购需求</AddButton>}
    >
      <CentrePanel>
        <CentreTable
          label="采购需求列表"
          rowKey={(i) => i.id}
          {...pagedRows(list, query, setQuery, SIZE)}
          emptyTitle="没有采购需求"
          tools={
            <select aria-label="需求状态" className={input({ size: "sm" })} style={{ width: "auto" }} value={query.status} onChange={(e) => setQuery({ page: 0, status: e.target.value as typeof query.status })}>
              <LabelOptions allLabel="全部状态" labels={PURCHASE_ITEM_LABELS} />
            </select>
          }
          batch={[
            { label: "合并为采购单", run: (ids) => merge.send({ body: { purchaseId: null, itemIds: [...ids] } }) },
            { label: "批量删除", danger: true, run: (ids) => remove.send({ body: { ids: [...ids] } }) },
          ]}
          columns={[
            { title: "编号", cell: (i) => i.id },
            { title: "SKU", cell: (i) => i.skuTitle },
            { title: "数量", cell: (i) => i.quantity },
            { title: "仓库", cell: (i) => i.wareName },
            { title: "状态", cell: (i) => (i.status === 4 && i.reason ? `${PURCHASE_ITEM_LABELS[4]}：${i.reason}` : PURCHASE_ITEM_LABELS[i.status]) },
            { title: "采购单", cell: (i) => (i.purchaseId ? `#${i.purchaseId}` : "未合并") },
            { title: "创建时间", cell: (i) => i.createdAt },
          ]}
        />
      </CentrePanel>
      {adding && (
        <DemandDialog
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false)
            list.reload()
          }}
        />
      )}
    </CentreFrame>
  )
}
