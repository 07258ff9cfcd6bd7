import { useId, useState } from "react"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import type { Warehouse, WarehouseInput } from "../../domain/merchant/index.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useCall } from "../app/use-call.ts"
import { useResource } from "../app/use-resource.ts"
import { CentreFrame, CentrePanel } from "../components/centre-frame/centre-frame.tsx"
import { Dialog } from "../components/dialog.tsx"
import { CentreTable } from "./centre-table.tsx"

const SIZE = 10

function WarehouseDialog({ editing, onClose, onSaved }: { editing: Warehouse | "new"; onClose: () => void; onSaved: () => void }) {
  const [values, setValues] = useState<WarehouseInput>(editing === "new" ? { name: "", address: "", regionText: "" } : { name: editing.name, address: editing.address, regionText: editing.regionText })
  const ids = { name: useId(), region: useId(), address: useId() }
  const create = useCall("makerWarehouseCreate", { success: "仓库已添加", onDone: onSaved })
  const update = useCall("makerWarehouseUpdate", { success: "仓库已保存", onDone: onSaved })
  const busy = create.busy || update.busy
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={editing === "new" ? "新增仓库" : "修改仓库"}
      footer={
        <>
          <button type="button" className={button({ variant: "plain", size: "sm" })} disabled={busy} onClick={onClose}>
            取消
          </button>
          <button type="button" className={button({ size: "sm" })} disabled={busy} onClick={() => (editing === "new" ? create.send({ body: values }) : update.send({ params: { id: editing.id }, body: values }))}>
            确定
          </button>
        </>
      }
    >
      <div className={css({ display: "grid", gap: "3", mt: "3" })}>
        <label htmlFor={ids.name} className={css({ fontSize: "sm" })}>仓库名</label>
        <input id={ids.name} className={input({ size: "sm" })} maxLength={30} value={values.name} onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))} />
        <label htmlFor={ids.region} className={css({ fontSize: "sm" })}>所在地区</label>
        <input id={ids.region} className={input({ size: "sm" })} maxLength={60} placeholder="如 浙江省 杭州市 余杭区" value={values.regionText} onChange={(e) => setValues((v) => ({ ...v, regionText: e.target.value }))} />
        <label htmlFor={ids.address} className={css({ fontSize: "sm" })}>详细地址</label>
        <input id={ids.address} className={input({ size: "sm" })} maxLength={120} value={values.address} onChange={(e) => setValues((v) => ({ ...v, address: e.target.value }))} />
      </div>
    </Dialog>
  )
}

/** /account/mine/ware_info 仓库维护. */
export default function WarehousePage({ route }: PageProps) {
  const [query, setQuery] = useState({ page: 0, keyword: "" })
  const list = useResource("makerWarehouseList", { query: { page: query.page, size: SIZE, ...(query.keyword ? { keyword: query.keyword } : {}) } })
  const [editing, setEditing] = useState<Warehouse | "new" | null>(null)
  return (
    <CentreFrame
      title={route.title}
      actions={
        <button type="button" className={button({ size: "sm" })} onClick={() => setEditing("new")}>
          新增仓库
        </button>
      }
    >
      <CentrePanel>
        <CentreTable
          label="仓库列表"
          rows={list.data?.content ?? null}
          rowKey={(w) => w.id}
          status={list.status}
          error={list.error}
          onRetry={list.retry}
          total={list.data?.totalElements ?? 0}
          page={query.page}
          size={SIZE}
          onPage={(page) => setQuery((q) => ({ ...q, page }))}
          emptyTitle="还没有仓库"
          onSearch={(keyword) => setQuery({ keyword, page: 0 })}
          searchPlaceholder="仓库名"
          columns={[
            { title: "仓库名", cell: (w) => w.name },
            { title: "地区", cell: (w) => w.regionText || "—" },
            { title: "地址", cell: (w) => w.address },
            {
              title: "操作",
              cell: (w) => (
                <button type="button" className={button({ size: "xs", variant: "link" })} onClick={() => setEditing(w)}>
                  修改
                </button>
              ),
            },
          ]}
        />
      </CentrePanel>
      {editing !== null && (
        <WarehouseDialog
          key={editing === "new" ? "new" : editing.id}
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
