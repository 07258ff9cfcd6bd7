import { useCallback, useState } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { button, input, tag } from "styled-system/recipes"
import { BRAND_AUTH_MESSAGES, BRAND_AUTH_STATE_LABELS, brandAuthProblem, type BrandAuthInput, type BrandAuthorisation } from "../../domain/mall/brand-authorisation.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useCall } from "../app/use-call.ts"
import { useResource } from "../app/use-resource.ts"
import { FormField } from "../components/form-field.tsx"
import { PagedTable } from "./paged-table.tsx"
import { AdminHeading } from "../components/admin-heading.tsx"
import { adminMain } from "./admin-page-parts.tsx"
import { useEditing } from "../components/use-editing.ts"
import { EditorForm, type Editing } from "./editor-form.tsx"
import { useConfirmed } from "../components/use-confirmed.tsx"
import { Select } from "../components/select.tsx"
import { UploadWidget, type UploadedFile } from "../components/upload/upload-widget.tsx"

const PAGE_SIZE = 10

const blank: BrandAuthInput = { shopId: 0, brand: "", certificateCode: "", authoriser: "", scope: "", validFrom: "", validUntil: "", picture: "" }

function Editor({ editing, onClose, onSaved }: { readonly editing: Editing<BrandAuthInput>; readonly onClose: () => void; readonly onSaved: () => void }) {
  const shops = useResource("adminBrandAuthShops")
  const [form, setForm] = useState(editing.input)
  const [problem, setProblem] = useState<string | null>(null)
  const create = useCall("adminBrandAuthCreate", { success: BRAND_AUTH_MESSAGES.saved, onDone: onSaved })
  const update = useCall("adminBrandAuthUpdate", { success: BRAND_AUTH_MESSAGES.saved, onDone: onSaved })
  const set = (patch: Partial<BrandAuthInput>) => {
    setForm((f) => ({ ...f, ...patch }))
    setProblem(null)
  }
  const onPicture = useCallback((files: ReadonlyArray<UploadedFile>) => {
    const path = files[0]?.path
    if (path) setForm((f) => ({ ...f, picture: path }))
  }, [])
  const submit = () => {
    const body = { ...form, certificateCode: form.certificateCode.trim().toUpperCase() }
    const found = brandAuthProblem(body, editing.input.picture)
    setProblem(found)
    if (found) return
    if (editing.id === null) create.send({ body })
    else update.send({ params: { id: editing.id }, body })
  }
  const text = (id: keyof BrandAuthInput, label: string, max: number, type = "text") => (
    <FormField id={`auth-${id}`} label={label} required>
      <input id={`auth-${id}`} type={type} className={input()} maxLength={max} value={String(form[id])} onChange={(e) => set({ [id]: e.target.value })} />
    </FormField>
  )
  const error = problem ?? create.error ?? update.error
  return (
    <EditorForm label={editing.id === null ? "登记授权" : "修改授权"} heading={editing.id === null ? "登记品牌授权" : "修改品牌授权"} error={error} busy={create.busy || update.busy} submitLabel="保存" onSubmit={submit} onClose={onClose}>
      <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" }, gap: "4" })}>
        <Select
          label="被授权店铺"
          options={(shops.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          value={form.shopId ? String(form.shopId) : ""}
          onValueChange={(v) => set({ shopId: Number(v) })}
        />
        {text("brand", "品牌名称", 30)}
        {text("certificateCode", "授权编号", 32)}
        {text("authoriser", "授权方（品牌方）", 50)}
        {text("scope", "授权范围", 60)}
        <div className={css({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: "2" })}>
          {text("validFrom", "生效日期", 10, "date")}
          {text("validUntil", "截止日期", 10, "date")}
        </div>
      </div>
      <div className={css({ display: "flex", gap: "4", alignItems: "center", flexWrap: "wrap" })}>
        {form.picture && <img src={form.picture} alt="当前授权书" className={css({ w: "40", borderRadius: "md" })} />}
        <UploadWidget label={form.picture ? "更换授权书图片" : "授权书图片"} kind="pictures" imageLimit={1} hint="授权书扫描件或照片，JPG/PNG，不超过 2MB" onChange={onPicture} />
      </div>
    </EditorForm>
  )
}

/** /admin/brandAuth 品牌授权管理: the authorisations /security/index answers with; record, correct, revoke. */
export default function AdminBrandAuthsPage(_props: PageProps) {
  const [page, setPage] = useState(0)
  const [draft, setDraft] = useState("")
  const [keyword, setKeyword] = useState("")
  const list = useResource("adminBrandAuths", { query: { page, size: PAGE_SIZE, ...(keyword ? { keyword } : {}) } })
  const editor = useEditing<Editing<BrandAuthInput>>(list.reload)
  const revoke = useCall("adminBrandAuthRevoke", { success: BRAND_AUTH_MESSAGES.revoked, onDone: () => list.reload() })
  const revoking = useConfirmed({
    message: (a: BrandAuthorisation) => `撤销后查询该授权编号将显示“授权已撤销”，确定撤销 ${a.brand} 的授权吗？`,
    run: (a) => revoke.send({ params: { id: a.id } }),
  })
  const edit = (a: BrandAuthorisation) =>
    editor.open({ id: a.id, input: { shopId: a.shopId, brand: a.brand, certificateCode: a.certificateCode, authoriser: a.authoriser, scope: a.scope, validFrom: a.validFrom, validUntil: a.validUntil, picture: a.picture } })
  return (
    <main className={adminMain}>
      <AdminHeading title="品牌授权管理">
        <Link href="/security/index" className={css({ fontSize: "sm", color: "fg.link", ml: "auto" })}>
          查看查询页
        </Link>
        <button type="button" className={button()} onClick={() => editor.open({ id: null, input: blank })}>
          登记授权
        </button>
      </AdminHeading>
      {editor.editing && <Editor key={editor.editing.id ?? "new"} editing={editor.editing} onClose={editor.close} onSaved={editor.saved} />}
      <form
        role="search"
        aria-label="搜索授权"
        onSubmit={(e) => {
          e.preventDefault()
          setKeyword(draft.trim())
          setPage(0)
        }}
        className={css({ display: "flex", gap: "2", maxW: "md" })}
      >
        <input aria-label="品牌、授权编号或店铺" placeholder="品牌、授权编号或店铺" className={`${input({ size: "sm" })} ${css({ flex: "1" })}`} maxLength={40} value={draft} onChange={(e) => setDraft(e.target.value)} />
        <button type="submit" className={button({ size: "sm" })}>
          搜索
        </button>
      </form>
      <PagedTable list={list} page={page} pageSize={PAGE_SIZE} onPageChange={setPage} empty="暂无授权记录" headers={["品牌", "授权编号", "店铺", "有效期", "状态", "操作"]}>
        {(a) => (
          <>
            <td>{a.brand}</td>
            <td className={css({ fontFamily: "mono" })}>{a.certificateCode}</td>
            <td>{a.shopName}</td>
            <td>
              {a.validFrom} 至 {a.validUntil}
            </td>
            <td>
              <span className={tag({ tone: a.state === "valid" ? "success" : a.state === "revoked" ? "danger" : "neutral", size: "sm" })}>{BRAND_AUTH_STATE_LABELS[a.state]}</span>
            </td>
            <td>
              <div className={css({ display: "flex", gap: "2" })}>
                <button type="button" className={button({ variant: "link", size: "xs" })} aria-label={`修改 ${a.certificateCode}`} onClick={() => edit(a)}>
                  修改
                </button>
                {a.state !== "revoked" && (
                  <button type="button" className={button({ variant: "link", size: "xs" })} aria-label={`撤销 ${a.certificateCode}`} onClick={() => revoking.ask(a)}>
                    撤销
                  </button>
                )}
              </div>
            </td>
          </>
        )}
      </PagedTable>
      {revoking.dialog}
    </main>
  )
}
