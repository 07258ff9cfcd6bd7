import { useState } from "react"
import type { Warehouse, WarehouseInput } from "../../domain/merchant/index.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useCall } from "../app/use-call.ts"
import { useResource } from "../app/use-resource.ts"
import { CentreFrame, CentrePanel } from "../components/centre-frame/centre-frame.tsx"
import { useEditing } from "../components/use-editing.ts"
import { CentreTable, searchedRows } from "./centre-table.tsx"
import { AddButton, DialogInput, EditDialog, ModifyButton } from "./edit-dialog.tsx"

const SIZE = 10

function WarehouseDialog({ editing, onClose, onSaved }: { editing: Warehouse | "new"; onClose: () => void; onSaved: () => void }) {
  const [values, setValues] = useState<WarehouseInput>(editing === "new" ? { name: "", address: "", regionText: "" } : { name: editing.name, address: editing.address, regionText: editing.regionText })
  const create = useCall("makerWarehouseCreate", { success: "仓库已添加", onDone: onSaved })
  const update = useCall("makerWarehouseUpdate", { success: "仓库已保存", onDone: onSaved })
  return (
    <EditDialog
      title={editing === "new" ? "新增仓库" : "修改仓库"}
      busy={create.busy || update.busy}
      onClose={onClose}
      onSave={() => (editing === "new" ? create.send({ body: values }) : update.send({ params: { id: editing.id }, body: values }))}
    >
      <DialogInput label="仓库名" maxLength={30} value={values.name} onChange={(name) => setValues((v) => ({ ...v, name }))} />
      <DialogInput label="所在地区" maxLength={60} placeholder="如 浙江省 杭州市 余杭区" value={values.regionText} onChange={(regionText) => setValues((v) => ({ ...v, regionText }))} />
      <DialogInput label="详细地址" maxLength={120} value={values.address} onChange={(address) => setValues((v) => ({ ...v, address }))} />
    </EditDialog>
  )
}

/** /account/mine/ware_info 仓库维护. */
export default function WarehousePage({ route }: PageProps) {
  const [query, setQuery] = useState({ page: 0, keyword: "" })
  const list = useResource("makerWarehouseList", { query: { page: query.page, size: SIZE, ...(query.keyword ? { keyword: query.keyword } : {}) } })
  const editor = useEditing<Warehouse | "new">(list.reload)
  return (
    <CentreFrame
      title={route.title}
      actions={<AddButton onClick={() => editor.open("new")}>新增仓库</AddButton>}
    >
      <CentrePanel>
        <CentreTable
          label="仓库列表"
          rowKey={(w) => w.id}
          {...searchedRows(list, query, setQuery, SIZE)}
          emptyTitle="还没有仓库"
          searchPlaceholder="仓库名"
          columns={[
            { title: "仓库名", cell: (w) => w.name },
            { title: "地区", cell: (w) => w.regionText || "—" },
            { title: "地址", cell: (w) => w.address },
            { title: "操作", cell: (w) => <ModifyButton onClick={() => editor.open(w)} /> },
          ]}
        />
      </CentrePanel>
      {editor.editing !== null && <WarehouseDialog key={editor.editing === "new" ? "new" : editor.editing.id} editing={editor.editing} onClose={editor.close} onSaved={editor.saved} />}
    </CentreFrame>
  )
}
