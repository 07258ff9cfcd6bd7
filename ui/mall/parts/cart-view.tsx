import { useState } from "react"
import { Link, useLocation } from "wouter"
import { css, cx } from "styled-system/css"
import { button, tag } from "styled-system/recipes"
import { formatMoney } from "../../../domain/core/money.ts"
import { BUYING_MESSAGES } from "../../../domain/mall/buying-messages.ts"
import { CART_CHECKOUT_PATH } from "../../../domain/mall/buying-paths.ts"
import { cartTotals, groupByShop, type CartItem } from "../../../domain/mall/cart.ts"
import { buyableIds, isBuyable, shopChecked, unavailableIds } from "../../../domain/mall/cart-changes.ts"
import { MAX_QUANTITY } from "../../../domain/mall/sku.ts"
import { loginRedirect } from "../../../domain/shell/routes/guard.ts"
import { useCartCountReport } from "../../app/cart-provider.tsx"
import { useMachine } from "../../app/flow-hooks.ts"
import { wiredCartMachine } from "../../app/mall-wiring.ts"
import { ConfirmDialog } from "../../components/confirm-dialog.tsx"
import { EmptyState, EmptyStateLink } from "../../components/empty-state.tsx"
import { ErrorState } from "../../components/error-state.tsx"
import { LoadingState } from "../../components/loading-state.tsx"
import { useReloadWhenShownAgain } from "../../hooks/use-page-location.ts"
import { productHref } from "./product-card.tsx"
import { QuantityStepper } from "./quantity-stepper.tsx"
import { shopHref } from "./shop-card.tsx"
import { VipCartHint } from "./vip-price.tsx"
import { panel } from "./panel.ts"

const check = css({ w: "4", h: "4", accentColor: "token(colors.highlight.solid)", cursor: "pointer", flexShrink: 0, _disabled: { cursor: "not-allowed" } })
const lineGrid = css({
  display: "grid",
  gridTemplateColumns: { base: "auto 4rem 1fr", md: "auto 5rem minmax(0, 1fr) 7rem 8rem 7rem 4rem" },
  gridTemplateAreas: { base: '"check pic info" "check pic price" ". . actions"', md: '"check pic info price qty sum actions"' },
  columnGap: { base: "3", md: "4" },
  rowGap: "2",
  alignItems: "center",
  px: { base: "3", md: "5" },
  py: "4",
})

function Line({ item, send, disabled }: { readonly item: CartItem; readonly send: CartSend; readonly disabled: boolean }) {
  const buyable = isBuyable(item)
  const gone = !item.available
  const max = Math.max(1, Math.min(item.stock, MAX_QUANTITY))
  return (
    <li data-testid="cart-line" data-sku={item.skuId} data-unavailable={buyable ? undefined : ""} className={cx(lineGrid, css({ borderTopWidth: "1px", borderColor: "border.subtle", "&[data-unavailable]": { bg: "bg.subtle" } }))}>
      <input
        type="checkbox"
        className={cx(check, css({ gridArea: "check" }))}
        aria-label={`选择 ${item.title} ${item.skuText}`}
        checked={buyable && item.checked}
        disabled={!buyable}
        onChange={(e) => send({ type: "cart.check", skuId: item.skuId, checked: e.target.checked })}
      />
      <Link href={productHref(item.spuId)} tabIndex={-1} aria-hidden="true" className={css({ gridArea: "pic" })}>
        <img src={item.picture} alt="" className={css({ w: { base: "16", md: "20" }, h: { base: "16", md: "20" }, objectFit: "cover", borderRadius: "md", bg: "bg.muted", opacity: gone ? 0.5 : 1 })} />
      </Link>
      <div className={css({ gridArea: "info", minW: "0", display: "grid", gap: "1" })}>
        <Link href={productHref(item.spuId)} className={css({ fontSize: "sm", lineClamp: "2", color: gone ? "fg.subtle" : "fg.default", _hover: { color: "accent.text" } })}>
          {item.title}
        </Link>
        <span className={css({ fontSize: "xs", color: "fg.muted" })}>{item.skuText}</span>
        {gone ? (
          <span className={tag({ tone: "neutral", size: "sm" })}>{BUYING_MESSAGES.unavailable}</span>
        ) : item.quantity > item.stock ? (
          <span className={css({ fontSize: "xs", color: "danger.text" })}>{BUYING_MESSAGES.shortOfStock(item.stock)}</span>
        ) : null}
      </div>
      <span className={css({ gridArea: "price", fontSize: "sm", color: "fg.muted" })}>
        <span className={css({ srOnly: true })}>单价</span>
        {formatMoney(item.priceCents)}
      </span>
      <div className={css({ gridArea: { base: "actions", md: "qty" }, display: "flex", alignItems: "center", gap: "3", justifyContent: { base: "space-between", md: "flex-start" } })}>
        {gone ? (
          <span className={css({ fontSize: "sm", color: "fg.subtle" })}>× {item.quantity}</span>
        ) : (
          <QuantityStepper size="sm" value={Math.min(item.quantity, max)} max={max} disabled={disabled} label={`${item.title}数量`} onChange={(q) => send({ type: "cart.quantity", skuId: item.skuId, quantity: q })} />
        )}
        <button type="button" className={cx(button({ variant: "link", size: "sm" }), css({ display: { base: "inline-flex", md: "none" }, color: "fg.muted" }))} onClick={() => send({ type: "cart.remove", skuIds: [item.skuId] })}>
          删除
        </button>
      </div>
      <strong data-testid="line-sum" className={css({ display: { base: "none", md: "block" }, gridArea: "sum", color: "highlight.text", fontSize: "sm" })}>
        {formatMoney(item.priceCents * item.quantity)}
      </strong>
      <button
        type="button"
        aria-label={`删除 ${item.title} ${item.skuText}`}
        className={cx(button({ variant: "link", size: "sm" }), css({ display: { base: "none", md: "inline-flex" }, gridArea: "actions", color: "fg.muted" }))}
        onClick={() => send({ type: "cart.remove", skuIds: [item.skuId] })}
      >
        删除
      </button>
    </li>
  )
}

type CartSend = ReturnType<typeof useCartFlow>[1]

function useCartFlow(member: boolean) {
  const [, navigate] = useLocation()
  const report = useCartCountReport()
  const [machine] = useState(() =>
    wiredCartMachine(member).provide({
      actions: {
        countChanged: ({ context }) => report(cartTotals(context.items).pieces),
        goToCheckout: () => navigate(CART_CHECKOUT_PATH),
        goToLogin: () => navigate(loginRedirect(CART_CHECKOUT_PATH)),
      },
    }),
  )
  return useMachine(machine, { input: { member } })
}

/**
 * The cart (visitor or member): lines grouped by shop with ticks per line, shop and all,
 * quantities within stock, removal, lines no longer for sale greyed out, the totals of the
 * ticked lines and 去结算.
 */
export function CartView({ member }: { readonly member: boolean }) {
  const [snapshot, send] = useCartFlow(member)
  const [confirmClear, setConfirmClear] = useState(false)
  useReloadWhenShownAgain(() => send({ type: "cart.reload" }))
  const { items, error } = snapshot.context
  const totals = cartTotals(items)
  const saving = snapshot.hasTag("saving")

  if (snapshot.matches("loading")) return <LoadingState label={BUYING_MESSAGES.cartLoading} />
  if (snapshot.matches("failure")) return <ErrorState title={BUYING_MESSAGES.cartLoadFailed} message={error ?? BUYING_MESSAGES.cartLoadFailed} onRetry={() => send({ type: "cart.retry" })} />
  if (items.length === 0)
    return (
      <div className={panel}>
        <EmptyState
          title="购物车还是空的"
          description={BUYING_MESSAGES.cartEmptyHint}
          action={<EmptyStateLink href="/product/index">去逛逛</EmptyStateLink>}
        />
      </div>
    )

  const gone = unavailableIds(items)
  const checkedIds = items.filter((i) => i.checked && isBuyable(i)).map((i) => i.skuId)
  return (
    <div className={css({ display: "grid", gap: "3" })}>
      {!member && (
        <p className={css({ fontSize: "sm", color: "fg.muted", bg: "bg.surface", borderRadius: "md", px: "4", py: "2.5", borderWidth: "1px", borderColor: "border.subtle" })}>
          您还没有登录，购物车中的商品保存在本机浏览器；
          <Link href={loginRedirect("/shopping/cart")} className={css({ color: "fg.link", textDecoration: "underline" })}>
            登录
          </Link>
          后将自动合并到您的账号购物车。
        </p>
      )}
      {error && (
        <p role="alert" className={css({ fontSize: "sm", color: "danger.text", bg: "danger.subtle", px: "4", py: "2.5", borderRadius: "md" })}>
          {error}
        </p>
      )}
      <div className={cx(panel, css({ display: { base: "none", md: "grid" } }), lineGrid, css({ py: "3", fontSize: "sm", color: "fg.muted" }))} aria-hidden="true">
        <span className={css({ gridArea: "check" })} />
        <span className={css({ gridColumn: "2 / 4" })}>商品信息</span>
        <span>单价</span>
        <span>数量</span>
        <span>小计</span>
        <span>操作</span>
      </div>
      {groupByShop(items).map(({ shop, items: lines }) => {
        const ids = buyableIds(items, shop.id)
        return (
          <section key={shop.id} aria-label={shop.name} className={panel}>
            <div className={css({ display: "flex", alignItems: "center", gap: "3", px: { base: "3", md: "5" }, py: "3" })}>
              <input
                type="checkbox"
                className={check}
                aria-label={`选择 ${shop.name} 的全部商品`}
                checked={shopChecked(items, shop.id)}
                disabled={ids.length === 0}
                onChange={(e) => send({ type: "cart.checkShop", shopId: shop.id, checked: e.target.checked })}
              />
              <Link href={shopHref(shop.id)} className={css({ fontWeight: "semibold", fontSize: "sm", _hover: { color: "accent.text" } })}>
                {shop.name}
              </Link>
            </div>
            <ul>
              {lines.map((item) => (
                <Line key={item.skuId} item={item} send={send} disabled={false} />
              ))}
            </ul>
          </section>
        )
      })}
      <div
        className={cx(
          panel,
          css({ position: "sticky", bottom: "0", zIndex: "sticky", display: "flex", alignItems: "center", gap: { base: "2", md: "4" }, flexWrap: "wrap", px: { base: "3", md: "5" }, py: "3" }),
        )}
      >
        <label className={css({ display: "inline-flex", alignItems: "center", gap: "2", fontSize: "sm", cursor: "pointer" })}>
          <input type="checkbox" className={check} checked={totals.allChecked} disabled={buyableIds(items).length === 0} onChange={(e) => send({ type: "cart.checkAll", checked: e.target.checked })} />
          全选
        </label>
        <button type="button" className={button({ variant: "link", size: "sm" })} disabled={checkedIds.length === 0} onClick={() => send({ type: "cart.remove", skuIds: checkedIds })}>
          删除选中
        </button>
        {gone.length > 0 && (
          <button type="button" className={button({ variant: "link", size: "sm" })} onClick={() => send({ type: "cart.remove", skuIds: gone })}>
            清除失效商品
          </button>
        )}
        <button type="button" className={button({ variant: "link", size: "sm" })} onClick={() => setConfirmClear(true)}>
          清空购物车
        </button>
        <div className={css({ ml: "auto", display: "flex", alignItems: "center", gap: { base: "2", md: "4" }, flexWrap: "wrap", justifyContent: "flex-end" })}>
          <p aria-live="polite" className={css({ fontSize: "sm", textAlign: "right" })}>
            已选 <strong data-testid="checked-pieces">{totals.checkedPieces}</strong> 件，合计
            <strong data-testid="cart-total" className={css({ color: "highlight.text", fontSize: "xl", ml: "1" })}>
              {formatMoney(totals.checkedCents)}
            </strong>
            <span className={css({ display: "block", fontSize: "xs", color: "fg.subtle" })}>不含运费，运费在确认订单时计算</span>
            <VipCartHint />
          </p>
          <button
            type="button"
            className={button({ variant: "highlight", size: "lg" })}
            disabled={totals.checkedPieces === 0 || saving}
            onClick={() => send({ type: "cart.checkout" })}
          >
            {member ? "去结算" : BUYING_MESSAGES.loginToCheckout}
          </button>
        </div>
      </div>
      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title="清空购物车"
        message="确定清空购物车中的全部商品吗？"
        confirmText="清空"
        tone="danger"
        onConfirm={() => send({ type: "cart.clear" })}
      />
    </div>
  )
}
