import { useId, useState } from "react"
import { useSearch } from "wouter"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import { stockAdjustmentProblem, type WareSku } from "../../domain/merchant/index.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useCall } from "../app/use-call.ts"
import { useResource } from "../app/use-resource.ts"
import { CentreFrame, CentrePanel } from "../components/centre-frame/centre-frame.tsx"
import { NamedOptions } from "../components/label-options.tsx"
import { EditDialog } from "./edit-dialog.tsx"
import { CentreTable, searchedRows } from "./centre-table.tsx"

const SIZE = 10

/** 库存调整 of one SKU in one warehouse: the stock after and why, checked by the rule the server applies. */
function AdjustDialog({ row, onClose, onSaved }: { row: WareSku; onClose: () => void; onSaved: () => void }) {
  const [stock, setStock] = useState(String(row.stock))
  const [reason, setReason] = useState("")
  const [shown, setShown] = useState<string | null>(null)
  const ids = { stock: useId(), reason: useId(), problem: useId() }
  const adjust = useCall("makerWareStockAdjust", { success: "库存已调整", onDone: onSaved })
  const next = stock.trim() === "" ? Number.NaN : Number(stock)
  const submit = () => {
    const problem = stockAdjustmentProblem({ current: row.stock, next, available: row.available, reason })
    setShown(problem)
    if (!problem) adjust.send({ body: { wareId: row.wareId, skuId: row.skuId, stock: next, reason: reason.trim() } })
  }
  return (
    <EditDialog title="调整库存" busy={adjust.busy} onClose={onClose} onSave={submit} bare>
      <form
        className={css({ display: "grid", gap: "3", mt: "3" })}
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <p className={css({ fontSize: "sm", color: "fg.muted" })}>
          {row.wareName} · {row.skuTitle}：当前库存 {row.stock}，订单锁定 {row.lockedStock}
        </p>
        <label htmlFor={ids.stock} className={css({ fontSize: "sm" })}>调整后库存</label>
        <input id={ids.stock} className={input({ size: "sm" })} inputMode="numeric" value={stock} aria-describedby={shown ? ids.problem : undefined} onChange={(e) => setStock(e.target.value)} />
        <label htmlFor={ids.reason} className={css({ fontSize: "sm" })}>调整原因</label>
        <input id={ids.reason} className={input({ size: "sm" })} maxLength={100} placeholder="如 盘点差异、破损报废" value={reason} aria-describedby={shown ? ids.problem : undefined} onChange={(e) => setReason(e.target.value)} />
        {(shown ?? adjust.error) && (
          <p id={ids.problem} role="alert" className={css({ color: "danger.fg", fontSize: "sm" })}>
            {shown ?? adjust.error}
          </p>
        )}
      </form>
    </EditDialog>
  )
}

/** /account/mine/ware_ware_sku 商品库存: stock per SKU and warehouse, its adjustment and their history. */
export default function WareSkuPage({ route }: PageProps) {
  const search = new URLSearchParams(useSearch())
  const fromSku = Number(search.get("skuId")) || null
  const [query, setQuery] = useState({ page: 0, keyword: "", wareId: null as number | null, skuId: fromSku, historyPage: 0 })
  const filter = { ...(query.wareId !== null ? { wareId: query.wareId } : {}), ...(query.skuId !== null ? { skuId: query.skuId } : {}) }
  const list = useResource("makerWareSkuList", { query: { page: query.page, size: SIZE, ...filter, ...(query.keyword ? { keyword: query.keyword } : {}) } })
  const history = useResource("makerWareStockHistory", { query: { page: query.historyPage, size: SIZE, ...filter } })
  const wares = useResource("makerWarehouseList", { query: { size: 50 } })
  const [adjusting, setAdjusting] = useState<WareSku | null>(null)
  return (
    <CentreFrame title={route.title}>
      <CentrePanel>
        <CentreTable
          label="库存列表"
          rowKey={(r) => r.wareId * 1_000_000_000 + r.skuId}
          {...searchedRows(list, query, setQuery, SIZE)}
          emptyTitle="没有库存记录，采购入库后会出现在这里"
          searchPlaceholder="SKU标题、商品名称或编码"
          tools={
            <>
              <select
                aria-label="按仓库筛选"
                className={input({ size: "sm" })}
                style={{ width: "auto" }}
                value={query.wareId ?? ""}
                disabled={wares.status !== "ready"}
                onChange={(e) => setQuery((q) => ({ ...q, wareId: e.target.value === "" ? null : Number(e.target.value), page: 0, historyPage: 0 }))}
              >
                <NamedOptions rows={wares.data?.content} noneLabel="全部仓库" />
              </select>
              {query.skuId !== null && (
                <button type="button" className={button({ size: "sm", variant: "outline" })} onClick={() => setQuery((q) => ({ ...q, skuId: null, page: 0, historyPage: 0 }))}>
                  只看SKU {query.skuId} ✕
                </button>
              )}
            </>
          }
          columns={[
            { title: "仓库", cell: (r) => r.wareName },
            { title: "SKU", cell: (r) => r.skuTitle },
            { title: "编码", cell: (r) => r.code },
            { title: "库存", cell: (r) => r.stock },
            { title: "锁定库存", cell: (r) => r.lockedStock },
            { title: "可售", cell: (r) => r.available },
            {
              title: "操作",
              cell: (r) => (
                <button type="button" className={button({ size: "xs", variant: "link" })} aria-label={`调整 ${r.wareName} ${r.skuTitle} 的库存`} onClick={() => setAdjusting(r)}>
                  调整库存
                </button>
              ),
            },
          ]}
        />
      </CentrePanel>
      <CentrePanel>
        <h2 className={css({ fontSize: "md", fontWeight: "semibold", mb: "3" })}>调整记录</h2>
        <CentreTable
          label="库存调整记录"
          rows={history.shown?.content ?? null}
          rowKey={(c) => c.id}
          status={history.status}
          error={history.error}
          onRetry={history.retry}
          total={history.shown?.totalElements ?? 0}
          page={query.historyPage}
          size={SIZE}
          onPage={(historyPage) => setQuery((q) => ({ ...q, historyPage }))}
          emptyTitle="还没有调整记录"
          columns={[
            { title: "时间", cell: (c) => c.createdAt },
            { title: "仓库", cell: (c) => c.wareName },
            { title: "SKU", cell: (c) => c.skuTitle },
            { title: "调整前", cell: (c) => c.before },
            { title: "调整后", cell: (c) => c.after },
            { title: "原因", cell: (c) => c.reason },
            { title: "操作人", cell: (c) => c.operator },
          ]}
        />
      </CentrePanel>
      {adjusting !== null && (
        <AdjustDialog
          key={`${adjusting.wareId}-${adjusting.skuId}`}
          row={adjusting}
          onClose={() => setAdjusting(null)}
          onSaved={() => {
            setAdjusting(null)
            list.reload()
            history.reload()
          }}
        />
      )}
    </CentreFrame>
  )
}
