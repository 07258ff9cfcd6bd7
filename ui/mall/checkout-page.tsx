import { useState } from "react"
import { Link, useLocation } from "wouter"
import { css, cx } from "styled-system/css"
import { button } from "styled-system/recipes"
import { formatMoney } from "../../domain/core/money.ts"
import { BUYING_MESSAGES } from "../../domain/mall/buying-messages.ts"
import { CART_PATH, parseBuyNow, paymentHref } from "../../domain/mall/buying-paths.ts"
import { MAX_NOTE_LENGTH, type CheckoutLine, type CheckoutPreview, type CheckoutShop } from "../../domain/mall/order.ts"
import { VIP_MALL_LABEL } from "../../domain/mall/vip-price.ts"
import { useCartCountRefresh } from "../app/cart-provider.tsx"
import { newPaymentKey } from "../app/wallet-wiring.ts"
import { useMachine } from "../app/flow-hooks.ts"
import { wiredCheckoutMachine } from "../app/mall-wiring.ts"
import type { PageProps } from "../app/page-registry.ts"
import { AddressFormDialog } from "../components/address/address-form-dialog.tsx"
import { AddressPicker } from "../components/address/address-picker.tsx"
import { EmptyState, EmptyStateLink } from "../components/empty-state.tsx"
import { ErrorState } from "../components/error-state.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { OrderItemName } from "../components/order-item-name.tsx"
import { useQueryParam } from "../hooks/use-page-location.ts"
import { MallFrame } from "./parts/mall-frame.tsx"
import { productHref } from "./parts/product-card.tsx"
import { FormAlert } from "../components/form-alert.tsx"

const panel = css({ bg: "bg.surface", borderRadius: "lg", borderWidth: "1px", borderColor: "border.subtle", p: { base: "4", md: "5" } })
const heading = css({ fontSize: "md", fontWeight: "semibold", mb: "3" })

const bar = css({ mx: "2", color: "border.default" })

/** A discount on a parcel's line, after a bar, when there is one. */
function ParcelDiscount({ label, cents }: { readonly label: string; readonly cents: number | null | undefined }) {
  if ((cents ?? 0) <= 0) return null
  return (
    <>
      <span className={bar}>|</span>
      {label} <span className={css({ color: "highlight.text" })}>-{formatMoney(cents ?? 0)}</span>
    </>
  )
}

function Parcel({ parcel, note, onNote, disabled }: { readonly parcel: CheckoutShop; readonly note: string; readonly onNote: (note: string) => void; readonly disabled: boolean }) {
  const noteId = `note-${parcel.shop.id}`
  return (
    <section aria-label={`${parcel.shop.name} 的商品`} className={css({ borderWidth: "1px", borderColor: "border.subtle", borderRadius: "md" })}>
      <p className={css({ px: "4", py: "2.5", bg: "bg.subtle", fontWeight: "semibold", fontSize: "sm", borderTopRadius: "md" })}>{parcel.shop.name}</p>
      <ul>
        {parcel.items.map((item) => (
          <li key={item.skuId} className={css({ display: "grid", gridTemplateColumns: "4rem minmax(0, 1fr) auto", gap: "3", alignItems: "center", px: "4", py: "3", borderTopWidth: "1px", borderColor: "border.subtle" })}>
            <img src={item.picture} alt="" className={css({ w: "16", h: "16", objectFit: "cover", borderRadius: "md", bg: "bg.muted" })} />
            <OrderItemName href={productHref(item.spuId)} title={item.title} skuText={item.skuText} />
            <div className={css({ textAlign: "right", fontSize: "sm", display: "grid", gap: "1" })}>
              <span className={css({ color: "fg.muted" })}>
                {formatMoney(item.priceCents)} × {item.quantity}
              </span>
              <strong>{formatMoney(item.priceCents * item.quantity)}</strong>
            </div>
          </li>
        ))}
      </ul>
      <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "minmax(0, 1fr) auto" }, gap: "3", px: "4", py: "3", borderTopWidth: "1px", borderColor: "border.subtle", alignItems: "center" })}>
        <div className={css({ display: "flex", alignItems: "center", gap: "2" })}>
          <label htmlFor={noteId} className={css({ fontSize: "sm", color: "fg.muted", whiteSpace: "nowrap" })}>
            订单备注
          </label>
          <input
            id={noteId}
            type="text"
            value={note}
            maxLength={MAX_NOTE_LENGTH}
            disabled={disabled}
            placeholder="选填，给商家留言（100字以内）"
            onChange={(e) => onNote(e.target.value)}
            className={css({ flex: "1", minW: "0", h: "9", px: "3", borderWidth: "1px", borderColor: "border.default", borderRadius: "md", fontSize: "sm", bg: "bg.surface", _focus: { outline: "2px solid", outlineColor: "accent.solid", outlineOffset: "0" } })}
          />
        </div>
        <p className={css({ fontSize: "sm", textAlign: "right", whiteSpace: "nowrap" })}>
          运费 <span data-testid="freight">{parcel.freightCents === null ? BUYING_MESSAGES.freightAfterAddress : parcel.freightCents === 0 ? "包邮" : formatMoney(parcel.freightCents)}</span>
          <ParcelDiscount label={VIP_MALL_LABEL} cents={parcel.vipDiscountCents} />
          <ParcelDiscount label="优惠" cents={parcel.discountCents} />
          <span className={bar}>|</span>
          小计 <strong className={css({ color: "highlight.text" })}>{formatMoney(parcel.payCents)}</strong>
        </p>
      </div>
    </section>
  )
}

/** 优惠券: the member's coupons that apply (the server's best chosen), 不使用, and those that do not apply with why. */
function Coupons({ preview, disabled, onSelect }: { readonly preview: CheckoutPreview; readonly disabled: boolean; readonly onSelect: (couponId: number | null) => void }) {
  const usable = preview.coupons ?? []
  const unusable = preview.unusableCoupons ?? []
  if (usable.length === 0 && unusable.length === 0) return null
  const chosen = preview.couponId ?? null
  const option = css({
    display: "flex",
    alignItems: "center",
    gap: "3",
    px: "3",
    py: "2.5",
    borderWidth: "1px",
    borderRadius: "md",
    cursor: "pointer",
    fontSize: "sm",
    borderColor: "border.subtle",
    "&:has(input:checked)": { borderColor: "highlight.solid", bg: "highlight.subtle" },
    "&:has(input:focus-visible)": { outline: "2px solid", outlineColor: "accent.solid", outlineOffset: "2px" },
  })
  return (
    <section aria-labelledby="coupon-heading" className={panel}>
      <h2 id="coupon-heading" className={heading}>
        优惠券
      </h2>
      <fieldset disabled={disabled}>
        <legend className={css({ srOnly: true })}>选择优惠券</legend>
        <ul className={css({ display: "grid", gap: "2", gridTemplateColumns: { base: "1fr", md: "repeat(2, minmax(0, 1fr))" } })}>
          {usable.map((c) => (
            <li key={c.id}>
              <label className={option}>
                <input type="radio" name="coupon" checked={chosen === c.id} onChange={() => onSelect(c.id)} className={css({ accentColor: "token(colors.highlight.solid)" })} />
                <span className={css({ display: "grid", gap: "0.5", minW: "0" })}>
                  <strong className={css({ color: "highlight.text" })}>
                    {c.coupon.label} · {c.coupon.name}
                  </strong>
                  <span className={css({ fontSize: "xs", color: "fg.muted" })}>
                    {c.coupon.scopeText}，本单可减 {formatMoney(c.discountCents)}
                  </span>
                </span>
              </label>
            </li>
          ))}
          <li>
            <label className={option}>
              <input type="radio" name="coupon" checked={chosen === null} onChange={() => onSelect(null)} className={css({ accentColor: "token(colors.highlight.solid)" })} />
              不使用优惠券
            </label>
          </li>
        </ul>
      </fieldset>
      {unusable.length > 0 && (
        <details className={css({ mt: "3", fontSize: "sm" })}>
          <summary className={css({ cursor: "pointer", color: "fg.muted" })}>不可用优惠券（{unusable.length}）</summary>
          <ul className={css({ mt: "2", display: "grid", gap: "1", color: "fg.subtle" })}>
            {unusable.map((c) => (
              <li key={c.id}>
                {c.coupon.label} · {c.coupon.name}：{c.reason}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  )
}

function Checkout({ lines }: { readonly lines: ReadonlyArray<CheckoutLine> | null }) {
  const [, navigate] = useLocation()
  const refreshCount = useCartCountRefresh()
  const [machine] = useState(() =>
    wiredCheckoutMachine.provide({
      actions: {
        goToPayment: (_, { orderNums }) => {
          // The orders took their lines out of the cart.
          refreshCount()
          navigate(paymentHref(orderNums), { replace: true })
        },
      },
    }),
  )
  const [keyBase] = useState(newPaymentKey)
  const [snapshot, send] = useMachine(machine, { input: { lines, keyBase } })
  const [adding, setAdding] = useState(false)
  const { addresses, addressId, preview, notes, error } = snapshot.context
  const busy = snapshot.hasTag("busy")
  const submitting = snapshot.hasTag("submitting")

  if (snapshot.matches("loadingAddresses") || (snapshot.matches("previewing") && preview === null)) return <LoadingState label={BUYING_MESSAGES.checkoutLoading} />
  if (snapshot.matches("failure"))
    return (
      <ErrorState
        title={BUYING_MESSAGES.checkoutFailed}
        message={error ?? BUYING_MESSAGES.checkoutFailed}
        onRetry={() => send({ type: "checkout.retry" })}
      />
    )
  if (!preview) return null
  const address = addresses.find((a) => a.id === addressId) ?? null
  const goods = preview.shops.reduce((n, s) => n + s.goodsCents, 0)
  const freight = preview.shops.reduce((n, s) => n + (s.freightCents ?? 0), 0)
  return (
    <div className={css({ display: "grid", gap: "4" })}>
      <section aria-labelledby="address-heading" className={panel}>
        <div className={css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "3", mb: "3" })}>
          <h2 id="address-heading" className={cx(heading, css({ mb: "0" }))}>
            收货地址
          </h2>
          <button type="button" className={button({ variant: "outline", size: "sm" })} disabled={busy || addresses.length >= 20} onClick={() => setAdding(true)}>
            新增收货地址
          </button>
        </div>
        {addresses.length === 0 ? (
          <EmptyState compact title="暂无收货地址" description={BUYING_MESSAGES.noAddress} />
        ) : (
          <AddressPicker addresses={addresses} value={addressId} disabled={busy} onChange={(id) => send({ type: "address.select", addressId: id })} />
        )}
      </section>

      <section aria-labelledby="goods-heading" className={panel}>
        <h2 id="goods-heading" className={heading}>
          确认商品信息
        </h2>
        <div className={css({ display: "grid", gap: "3" })}>
          {preview.shops.map((parcel) => (
            <Parcel key={parcel.shop.id} parcel={parcel} note={notes[parcel.shop.id] ?? ""} disabled={submitting} onNote={(note) => send({ type: "note.change", shopId: parcel.shop.id, note })} />
          ))}
        </div>
        {preview.problems.length > 0 && (
          <ul role="alert" className={css({ mt: "3", display: "grid", gap: "1", fontSize: "sm", color: "danger.text" })}>
            {preview.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
      </section>

      <Coupons preview={preview} disabled={busy} onSelect={(couponId) => send({ type: "coupon.select", couponId })} />

      <section aria-label="订单金额" className={cx(panel, css({ display: "grid", gap: "3", justifyItems: "end" }))}>
        <dl className={css({ display: "grid", gridTemplateColumns: "auto auto", columnGap: "6", rowGap: "1", fontSize: "sm", textAlign: "right", "& dt": { color: "fg.muted" } })}>
          <dt>商品金额</dt>
          <dd>{formatMoney(goods)}</dd>
          <dt>运费</dt>
          <dd>{address ? formatMoney(freight) : BUYING_MESSAGES.freightAfterAddress}</dd>
          {(preview.vipDiscountCents ?? 0) > 0 && (
            <>
              <dt>{VIP_MALL_LABEL}</dt>
              <dd data-testid="vip-discount" className={css({ color: "highlight.text" })}>
                -{formatMoney(preview.vipDiscountCents ?? 0)}
              </dd>
            </>
          )}
          {(preview.discountCents ?? 0) > 0 && (
            <>
              <dt>优惠券</dt>
              <dd data-testid="coupon-discount" className={css({ color: "highlight.text" })}>
                -{formatMoney(preview.discountCents ?? 0)}
              </dd>
            </>
          )}
          <dt className={css({ alignSelf: "center" })}>应付总额</dt>
          <dd data-testid="checkout-total" className={css({ fontSize: "2xl", fontWeight: "bold", color: "highlight.text" })}>
            {formatMoney(preview.totalCents)}
          </dd>
        </dl>
        {address && (
          <p className={css({ fontSize: "xs", color: "fg.muted", textAlign: "right" })}>
            寄送至：{address.regionText} {address.detail}　收货人：{address.name} {address.phone ?? address.telephone}
          </p>
        )}
        <FormAlert message={error} />
        <div className={css({ display: "flex", gap: "3", alignItems: "center" })}>
          {lines === null && (
            <Link href={CART_PATH} className={button({ variant: "plain", size: "lg" })}>
              返回购物车
            </Link>
          )}
          <button type="button" className={button({ variant: "highlight", size: "lg" })} disabled={busy} data-loading={submitting ? "" : undefined} onClick={() => send({ type: "order.submit" })}>
            {submitting ? "正在提交…" : "提交订单"}
          </button>
        </div>
      </section>
      <AddressFormDialog open={adding} onOpenChange={setAdding} address={null} onSaved={(saved) => send({ type: "address.saved", address: saved })} />
    </div>
  )
}

/**
 * /product/checkout?skuId=&quantity= (立即购买) and /shopping/cart/checkout (the cart's ticked
 * lines): address, parcels per shop with freight and notes, the total from the server, 提交订单.
 */
export default function CheckoutPage({ route }: PageProps) {
  const buyNow = route.path === "/product/checkout"
  const line = parseBuyNow(useQueryParam("skuId"), useQueryParam("quantity"))
  return (
    <MallFrame>
      <div className={css({ display: "grid", gap: "4" })}>
        <h1 className={css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold" })}>确认订单</h1>
        {buyNow && line === null ? (
          <div className={panel}>
            <EmptyState
              title="没有要结算的商品"
              description="请在商品页选择规格后点击立即购买"
              action={<EmptyStateLink href="/product/index">去商城首页</EmptyStateLink>}
            />
          </div>
        ) : (
          <Checkout lines={buyNow && line ? [line] : null} />
        )}
      </div>
    </MallFrame>
  )
}
