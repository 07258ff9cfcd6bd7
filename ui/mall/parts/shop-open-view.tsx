import { useCallback, useState, type FormEvent } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { button, input, tag } from "styled-system/recipes"
import { formatMoney } from "../../../domain/core/money.ts"
import {
  SHOP_APPLICATION_LABELS,
  SHOP_CATEGORIES,
  SHOP_OPENING_MESSAGES,
  SHOP_SUBJECT_LABELS,
  SHOP_SUBJECTS,
  shopApplicationProblem,
  type ShopApplication,
  type ShopApplicationForm,
} from "../../../domain/mall/shop-opening.ts"
import { SHOP_SERVICE_FEE } from "../../../domain/wallet/wallet.ts"
import { useCall } from "../../app/use-call.ts"
import { useResource } from "../../app/use-resource.ts"
import { FormAlert } from "../../components/form-alert.tsx"
import { FormField } from "../../components/form-field.tsx"
import { LoadingState } from "../../components/loading-state.tsx"
import { Select } from "../../components/select.tsx"
import { UploadWidget, type UploadedFile } from "../../components/upload/upload-widget.tsx"
import { useSession } from "../../session/index.ts"
import { NotLoaded } from "../../components/list-states.tsx"

const panel = css({ bg: "bg.surface", borderRadius: "xl", boxShadow: "card", p: { base: "5", md: "8" }, display: "grid", gap: "4" })
const day = (iso: string) => iso.slice(0, 10).replaceAll("-", ".")

const blank: ShopApplicationForm = {
  shopName: "",
  subject: "individual",
  category: "",
  companyName: "",
  creditCode: "",
  legalPerson: "",
  contactPhone: "",
  address: "",
  licencePicture: "",
  description: "",
}

const fromApplication = (a: ShopApplication): ShopApplicationForm => ({
  shopName: a.shopName,
  subject: a.subject,
  category: a.category,
  companyName: a.companyName,
  creditCode: a.creditCode,
  legalPerson: a.legalPerson,
  contactPhone: a.contactPhone,
  address: a.address,
  // A corrected application carries a new picture of the licence.
  licencePicture: "",
  description: a.description,
})

const STEPS = ["填写资料", "支付服务费", "平台审核", "店铺开通"] as const

function Steps({ current }: { readonly current: number }) {
  return (
    <ol aria-label="开店流程" className={css({ display: "grid", gridTemplateColumns: "repeat(4, 1fr)", gap: "2", fontSize: "sm", textAlign: "center" })}>
      {STEPS.map((label, i) => (
        <li
          key={label}
          aria-current={i === current ? "step" : undefined}
          className={css({ py: "2", borderTopWidth: "3px", borderColor: i <= current ? "accent.solid" : "border.subtle", color: i <= current ? "fg.default" : "fg.muted", fontWeight: i === current ? "semibold" : "normal" })}
        >
          {i + 1}. {label}
        </li>
      ))}
    </ol>
  )
}

function ApplicationForm({ initial, onSubmitted }: { readonly initial: ShopApplicationForm; readonly onSubmitted: () => void }) {
  const [form, setForm] = useState(initial)
  const [problem, setProblem] = useState<string | null>(null)
  const submit = useCall("shopApplicationSubmit", { success: SHOP_OPENING_MESSAGES.submitted, onDone: onSubmitted })
  const set = (patch: Partial<ShopApplicationForm>) => {
    setForm((f) => ({ ...f, ...patch }))
    setProblem(null)
  }
  const onLicence = useCallback((files: ReadonlyArray<UploadedFile>) => {
    setForm((f) => ({ ...f, licencePicture: files[0]?.path ?? "" }))
    setProblem(null)
  }, [])
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    const found = shopApplicationProblem(form)
    setProblem(found)
    if (!found) submit.send({ body: form })
  }
  const field = (id: keyof ShopApplicationForm, label: string, props: { maxLength: number; placeholder?: string; inputMode?: "numeric" | "tel" }) => (
    <FormField id={`shop-${id}`} label={label} required>
      <input id={`shop-${id}`} className={input()} value={form[id]} onChange={(e) => set({ [id]: e.target.value })} {...props} />
    </FormField>
  )
  return (
    <form aria-label="开店申请" onSubmit={onSubmit} className={css({ display: "grid", gap: "4" })}>
      <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" }, gap: "4" })}>
        {field("shopName", "店铺名称", { maxLength: 20, placeholder: "2-20个字，开通后可修改" })}
        <Select label="主营类目" options={SHOP_CATEGORIES.map((c) => ({ value: c, label: c }))} value={form.category} onValueChange={(v) => set({ category: v })} />
        <Select
          label="主体类型"
          options={SHOP_SUBJECTS.map((s) => ({ value: s, label: SHOP_SUBJECT_LABELS[s] }))}
          value={form.subject}
          onValueChange={(v) => set({ subject: v === "company" ? "company" : "individual" })}
        />
        {field("companyName", "营业执照名称", { maxLength: 50, placeholder: "与营业执照一致" })}
        {field("creditCode", "统一社会信用代码", { maxLength: 18, placeholder: "18位，见营业执照" })}
        {field("legalPerson", form.subject === "company" ? "法定代表人" : "经营者", { maxLength: 20 })}
        {field("contactPhone", "联系手机", { maxLength: 11, inputMode: "tel" })}
        {field("address", "经营地址", { maxLength: 100 })}
      </div>
      <UploadWidget label="营业执照照片" kind="pictures" imageLimit={1} hint="请上传清晰的营业执照正本或副本照片，JPG/PNG，不超过 2MB" onChange={onLicence} />
      <FormField id="shop-description" label="店铺简介" hint="选填，不超过200个字">
        <textarea id="shop-description" rows={3} maxLength={200} className={input()} value={form.description} onChange={(e) => set({ description: e.target.value })} />
      </FormField>
      <FormAlert message={problem ?? submit.error} />
      <div>
        <button type="submit" className={button({ variant: "highlight", size: "lg" })} disabled={submit.busy}>
          {submit.busy ? "正在提交…" : "提交开店申请"}
        </button>
      </div>
    </form>
  )
}

function Summary({ application }: { readonly application: ShopApplication }) {
  return (
    <dl className={css({ display: "grid", gridTemplateColumns: "auto 1fr", gap: "1.5 3", fontSize: "sm", p: "4", bg: "bg.subtle", borderRadius: "lg", "& dt": { color: "fg.muted" } })}>
      <dt>店铺名称</dt>
      <dd>{application.shopName}</dd>
      <dt>主营类目</dt>
      <dd>{application.category}</dd>
      <dt>营业执照名称</dt>
      <dd>{application.companyName}</dd>
      <dt>提交时间</dt>
      <dd>{day(application.applyTime)}</dd>
    </dl>
  )
}

/** /shop without a shop's id: 我要开店 — the application, the service fee, the review and its result. */
export function ShopOpenView() {
  const session = useSession()
  if (session.status === "loading") return <LoadingState />
  if (session.status === "anonymous")
    return (
      <section className={panel}>
        <h1 className={css({ fontSize: "2xl", fontWeight: "bold" })}>我要开店</h1>
        <Steps current={0} />
        <p className={css({ color: "fg.muted" })}>
          个体工商户或企业均可申请入驻：填写主体资料并上传营业执照，支付店铺年度技术服务费 {formatMoney(SHOP_SERVICE_FEE.cents)}，平台审核通过后店铺即开通。
        </p>
        <div>
          <Link href={`/login?redirect=${encodeURIComponent("/shop")}`} className={button({ variant: "highlight", size: "lg" })}>
            登录后申请开店
          </Link>
        </div>
      </section>
    )
  return <MemberShopOpen />
}

function MemberShopOpen() {
  const [editing, setEditing] = useState(false)
  const mine = useResource("myShopApplication")
  if (!mine.shown) return <NotLoaded of={mine} />
  const { application, feePaidUntil, shopId } = mine.shown
  const reload = () => {
    setEditing(false)
    mine.reload()
  }
  const status = application?.status
  const step = shopId !== null ? 3 : !application || status === "rejected" || editing ? 0 : feePaidUntil ? 2 : 1
  return (
    <section className={panel}>
      <div className={css({ display: "flex", gap: "3", alignItems: "center", flexWrap: "wrap" })}>
        <h1 className={css({ fontSize: "2xl", fontWeight: "bold" })}>我要开店</h1>
        {application && <span className={tag({ tone: status === "approved" ? "success" : status === "rejected" ? "danger" : "warning" })}>{SHOP_APPLICATION_LABELS[application.status]}</span>}
      </div>
      <Steps current={step} />
      {shopId !== null && application && (
        <div className={css({ display: "grid", gap: "3" })}>
          <p>
            您的店铺「{application.shopName}」已开通{feePaidUntil ? `，服务费有效期至 ${day(feePaidUntil)}` : "，服务费已到期，请及时续费"}。
          </p>
          <div className={css({ display: "flex", gap: "3", flexWrap: "wrap" })}>
            <Link href={`/shop?id=${shopId}`} className={button({ variant: "highlight" })}>
              进入我的店铺
            </Link>
            <Link href="/shop/maintaininfo" className={button({ variant: "outline" })}>
              店铺信息维护
            </Link>
            <Link href="/account/shop/pay" className={button({ variant: "outline" })}>
              续费服务费
            </Link>
          </div>
        </div>
      )}
      {step === 0 && (
        <>
          {status === "rejected" && application && (
            <p role="alert" className={css({ p: "3", bg: "danger.subtle", color: "danger.text", borderRadius: "md", fontSize: "sm" })}>
              您的开店申请未通过：{application.rejectReason}。请修改资料后重新提交。
            </p>
          )}
          <ApplicationForm initial={application ? fromApplication(application) : blank} onSubmitted={reload} />
        </>
      )}
      {step === 1 && application && (
        <div className={css({ display: "grid", gap: "3" })}>
          <Summary application={application} />
          <p>资料已提交。请支付店铺年度技术服务费 {formatMoney(SHOP_SERVICE_FEE.cents)}，支付后平台开始审核。</p>
          <div>
            <Link href="/account/shop/pay" className={button({ variant: "highlight", size: "lg" })}>
              支付服务费
            </Link>
          </div>
        </div>
      )}
      {step === 2 && application && (
        <div className={css({ display: "grid", gap: "3" })}>
          <Summary application={application} />
          <p role="status">{SHOP_OPENING_MESSAGES.underReview}（服务费已支付，有效期至 {day(feePaidUntil ?? "")}）。审核结果将通过站内消息通知您。</p>
        </div>
      )}
    </section>
  )
}
