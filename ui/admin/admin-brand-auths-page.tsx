import { useCallback, useState, type FormEvent } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { button, input, tag } from "styled-system/recipes"
import { BRAND_AUTH_MESSAGES, BRAND_AUTH_STATE_LABELS, brandAuthProblem, type BrandAuthInput, type BrandAuthorisation } from "../../domain/mall/brand-authorisation.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useCall } from "../app/use-call.ts"
import { useResource } from "../app/use-resource.ts"
import { ConfirmDialog } from "../components/confirm-dialog.tsx"
import { EmptyState } from "../components/empty-state.tsx"
import { ErrorState } from "../components/error-state.tsx"
import { FormField } from "../components/form-field.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { Pager } from "../components/pager.tsx"
import { Select } from "../components/select.tsx"
import { UploadWidget, type UploadedFile } from "../components/upload/upload-widget.tsx"

const PAGE_SIZE = 10

const blank: BrandAuthInput = { shopId: 0, brand: "", certificateCode: "", authoriser: "", scope: "", validFrom: "", validUntil: "", picture: "" }

interface Editing {
  readonly id: number | null
  readonly input: BrandAuthInput
}

function Editor({ editing, onClose, onSaved }: { readonly editing: Editing; readonly onClose: () => void; readonly onSaved: () => void }) {
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
  const submit = (e: FormEvent) => {
    e.preventDefault()
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
    <form aria-label={editing.id === null ? "登记授权" : "修改授权"} onSubmit={submit} className={css({ display: "grid", gap: "4", bg: "bg.surface", borderRadius: "lg", boxShadow: "card", p: { base: "4", md: "6" } })}>
      <h2 className={css({ fontSize: "lg", fontWeight: "semibold" })}>{editing.id === null ? "登记品牌授权" : "修改品牌授权"}</h2>
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
      {error && (
        <p role="alert" className={css({ color: "danger.text", fontSize: "sm" })}>
          {error}
        </p>
      )}
      <div className={css({ display: "flex", gap: "2", justifyContent: "flex-end" })}>
        <button type="button" className={button({ variant: "outline" })} onClick={onClose}>
          取消
        </button>
        <button type="submit" className={button()} disabled={create.busy || update.busy}>
          保存
        </button>
      </div>
    </form>
  )
}

/** /admin/brandAuth 品牌授权管理: the authorisations /security/index answers with; record, correct, revoke. */
export default function AdminBrandAuthsPage(_props: PageProps) {
  const [page, setPage] = useState(0)
  const [draft, setDraft] = useState("")
  const [keyword, setKeyword] = useState("")
  const list = useResource("adminBrandAuths", { query: { page, size: PAGE_SIZE, ...(keyword ? { keyword } : {}) } })
  const [editing, setEditing] = useState<Editing | null>(null)
  const [revoking, setRevoking] = useState<BrandAuthorisation | null>(null)
  const revoke = useCall("adminBrandAuthRevoke", { success: BRAND_AUTH_MESSAGES.revoked, onDone: () => list.reload() })
  const edit = (a: BrandAuthorisation) =>
    setEditing({ id: a.id, input: { shopId: a.shopId, brand: a.brand, certificateCode: a.certificateCode, authoriser: a.authoriser, scope: a.scope, validFrom: a.validFrom, validUntil: a.validUntil, picture: a.picture } })
  return (
    <main className={css({ maxW: "6xl", mx: "auto", px: "4", py: "8", display: "grid", gap: "4" })}>
      <div className={css({ display: "flex", alignItems: "center", gap: "3", flexWrap: "wrap" })}>
        <h1 className={css({ fontSize: "2xl", fontWeight: "bold" })}>品牌授权管理</h1>
        <Link href="/security/index" className={css({ fontSize: "sm", color: "fg.link", ml: "auto" })}>
          查看查询页
        </Link>
        <button type="button" className={button()} onClick={() => setEditing({ id: null, input: blank })}>
          登记授权
        </button>
      </div>
      {editing && (
        <Editor
          key={editing.id ?? "new"}
          editing={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            list.reload()
          }}
        />
      )}
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
      {list.status === "loading" && !list.data && <LoadingState />}
      {list.status === "failure" && <ErrorState message={list.error ?? "加载失败"} onRetry={list.retry} />}
      {list.data && list.data.content.length === 0 && <EmptyState title="暂无授权记录" />}
      {list.data && list.data.content.length > 0 && (
        <div className={css({ overflowX: "auto", bg: "bg.surface", borderRadius: "lg", boxShadow: "card" })}>
          <table className={css({ w: "full", fontSize: "sm", "& th, & td": { px: "3", py: "2.5", textAlign: "left", borderBottomWidth: "1px", borderColor: "border.subtle", whiteSpace: "nowrap" } })}>
            <thead>
              <tr>
                <th scope="col">品牌</th>
                <th scope="col">授权编号</th>
                <th scope="col">店铺</th>
                <th scope="col">有效期</th>
                <th scope="col">状态</th>
                <th scope="col">操作</th>
              </tr>
            </thead>
            <tbody>
              {list.data.content.map((a) => (
                <tr key={a.id}>
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
                        <button type="button" className={button({ variant: "link", size: "xs" })} aria-label={`撤销 ${a.certificateCode}`} onClick={() => setRevoking(a)}>
                          撤销
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.data && list.data.totalPages > 1 && <Pager page={page} pageSize={PAGE_SIZE} total={list.data.totalElements} onPageChange={setPage} />}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(o) => !o && setRevoking(null)}
        message={`撤销后查询该授权编号将显示“授权已撤销”，确定撤销 ${revoking?.brand ?? ""} 的授权吗？`}
        onConfirm={() => {
          if (revoking) revoke.send({ params: { id: revoking.id } })
        }}
      />
    </main>
  )
}
