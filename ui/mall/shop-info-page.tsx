import { useCallback, useState, type FormEvent, type ReactNode } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { button, input, pageColumn } from "styled-system/recipes"
import { SHOP_OPENING_MESSAGES, SHOP_SUBJECT_LABELS, maskCreditCode, shopInfoProblem, type ShopInfo, type ShopInfoForm } from "../../domain/mall/shop-opening.ts"
import { ratingText } from "../../domain/mall/shop.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useCall } from "../app/use-call.ts"
import { useResource } from "../app/use-resource.ts"
import { EmptyState } from "../components/empty-state.tsx"
import { FormAlert } from "../components/form-alert.tsx"
import { FormField } from "../components/form-field.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { UploadWidget, type UploadedFile } from "../components/upload/upload-widget.tsx"
import { useSession } from "../session/index.ts"
import { NotLoaded } from "../components/list-states.tsx"
import { NoShopState } from "../components/centre-frame/shop-gate.tsx"
import { SubmitButton } from "../components/form-buttons.tsx"

const panel = css({ bg: "bg.surface", borderRadius: "xl", boxShadow: "card", p: { base: "5", md: "8" }, display: "grid", gap: "4", alignContent: "start" })
const day = (iso: string) => iso.slice(0, 10).replaceAll("-", ".")

function InfoForm({ shop, onSaved }: { readonly shop: ShopInfo; readonly onSaved: () => void }) {
  const [form, setForm] = useState<ShopInfoForm>({ name: shop.name, logo: shop.logo, description: shop.description, servicePhone: shop.servicePhone })
  const [problem, setProblem] = useState<string | null>(null)
  const save = useCall("shopInfoUpdate", { success: SHOP_OPENING_MESSAGES.saved, onDone: onSaved })
  const set = (patch: Partial<ShopInfoForm>) => {
    setForm((f) => ({ ...f, ...patch }))
    setProblem(null)
  }
  const onLogo = useCallback((files: ReadonlyArray<UploadedFile>) => {
    const path = files[0]?.path
    if (path) setForm((f) => ({ ...f, logo: path }))
  }, [])
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const found = shopInfoProblem(form, shop.logo)
    setProblem(found)
    if (!found) save.send({ body: form })
  }
  return (
    <form aria-label="店铺信息" onSubmit={submit} className={css({ display: "grid", gap: "4" })}>
      <div className={css({ display: "flex", gap: "4", alignItems: "center" })}>
        {form.logo ? (
          <img src={form.logo} alt="当前店铺标志" className={css({ w: "20", h: "20", borderRadius: "lg", objectFit: "cover", borderWidth: "1px", borderColor: "border.subtle" })} />
        ) : (
          <span className={css({ w: "20", h: "20", borderRadius: "lg", bg: "bg.subtle", display: "grid", placeItems: "center", color: "fg.muted", fontSize: "xs" })}>暂无标志</span>
        )}
        <UploadWidget label="更换店铺标志" kind="pictures" imageLimit={1} hint="正方形图片，JPG/PNG，不超过 2MB" onChange={onLogo} />
      </div>
      <FormField id="shop-info-name" label="店铺名称" required>
        <input id="shop-info-name" className={input()} maxLength={20} value={form.name} onChange={(e) => set({ name: e.target.value })} />
      </FormField>
      <FormField id="shop-info-phone" label="客服电话" required>
        <input id="shop-info-phone" className={input()} maxLength={11} inputMode="tel" value={form.servicePhone} onChange={(e) => set({ servicePhone: e.target.value })} />
      </FormField>
      <FormField id="shop-info-description" label="店铺简介" hint="不超过200个字，显示在店铺主页">
        <textarea id="shop-info-description" rows={4} maxLength={200} className={input()} value={form.description} onChange={(e) => set({ description: e.target.value })} />
      </FormField>
      <FormAlert message={problem ?? save.error} />
      <div>
        <SubmitButton busy={save.busy} busyText="正在保存…">
          保存
        </SubmitButton>
      </div>
    </form>
  )
}

/** /shop/maintaininfo 店铺信息维护: the owner keeps the shop's name, logo, introduction and service phone, and sees its business details and fee. */
const wrap = (body: ReactNode) => <div className={pageColumn({ space: "snug" })}>{body}</div>

export default function ShopInfoPage(_props: PageProps) {
  const session = useSession()
  if (session.status === "loading") return wrap(<LoadingState />)
  if (session.status === "anonymous")
    return wrap(
      <EmptyState
        title="请先登录"
        description="登录后维护您的店铺信息"
        action={
          <Link href={`/login?redirect=${encodeURIComponent("/shop/maintaininfo")}`} className={button({ size: "sm" })}>
            去登录
          </Link>
        }
      />,
    )
  return <OwnerShopInfo />
}

function OwnerShopInfo() {
  const info = useResource("shopInfo")
  if (info.status === "failure" && info.error === SHOP_OPENING_MESSAGES.noShop)
    return wrap(<NoShopState description="申请开店并通过审核后即可在这里维护店铺信息" />)
  if (!info.shown) return wrap(<NotLoaded of={info} />)
  const shop = info.shown
  return wrap(
    <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "2fr 1fr" }, gap: "4" })}>
      <section className={panel} aria-labelledby="shop-info-title">
        <div className={css({ display: "flex", justifyContent: "space-between", gap: "3", flexWrap: "wrap", alignItems: "center" })}>
          <h1 id="shop-info-title" className={css({ fontSize: "xl", fontWeight: "bold" })}>
            店铺信息维护
          </h1>
          <Link href={`/shop?id=${shop.id}`} className={css({ color: "fg.link", fontSize: "sm" })}>
            查看店铺主页
          </Link>
        </div>
        <InfoForm key={`${shop.name}|${shop.logo}|${shop.servicePhone}|${shop.description}`} shop={shop} onSaved={info.reload} />
      </section>
      <aside className={panel} aria-label="店铺概况">
        <h2 className={css({ fontSize: "md", fontWeight: "semibold" })}>店铺概况</h2>
        <dl className={css({ display: "grid", gridTemplateColumns: "auto 1fr", gap: "1.5 3", fontSize: "sm", "& dt": { color: "fg.muted" } })}>
          <dt>开店时间</dt>
          <dd>{day(shop.openTime)}</dd>
          <dt>店铺评分</dt>
          <dd>{ratingText(shop.ratingTenths)}</dd>
          <dt>关注人数</dt>
          <dd>{shop.followers}</dd>
          <dt>在售商品</dt>
          <dd>{shop.productCount}</dd>
          <dt>服务费</dt>
          <dd>{shop.feePaidUntil ? `有效期至 ${day(shop.feePaidUntil)}` : "已到期"}</dd>
          {shop.business && (
            <>
              <dt>主体类型</dt>
              <dd>{SHOP_SUBJECT_LABELS[shop.business.subject]}</dd>
              <dt>主营类目</dt>
              <dd>{shop.business.category}</dd>
              <dt>营业执照</dt>
              <dd>{shop.business.companyName}</dd>
              <dt>信用代码</dt>
              <dd>{maskCreditCode(shop.business.creditCode)}</dd>
            </>
          )}
        </dl>
        <Link href="/account/shop/pay" className={button({ variant: "outline", size: "sm" })}>
          {shop.feePaidUntil ? "续费服务费" : "支付服务费"}
        </Link>
        <p className={css({ fontSize: "xs", color: "fg.muted" })}>主体资料变更请联系平台客服，经审核后更新。</p>
      </aside>
    </div>,
  )
}
