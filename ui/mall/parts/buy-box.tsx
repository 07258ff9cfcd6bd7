import { useState } from "react"
import { Link, useLocation } from "wouter"
import { css, cx } from "styled-system/css"
import { button } from "styled-system/recipes"
import { formatMoney } from "../../../domain/core/money.ts"
import { buyNowHref, CART_PATH } from "../../../domain/mall/buying-paths.ts"
import { LOW_STOCK, stockLabel } from "../../../domain/mall/catalog.ts"
import type { ProductDetail } from "../../../domain/mall/product.ts"
import { MAX_QUANTITY, optionState, priceRange } from "../../../domain/mall/sku.ts"
import { loginRedirect } from "../../../domain/shell/routes/guard.ts"
import { selectedSku } from "../../../machines/mall/buy-box.machine.ts"
import { useCartCountReport } from "../../app/cart-provider.tsx"
import { useMachine } from "../../app/flow-hooks.ts"
import { wiredBuyBoxMachine } from "../../app/mall-wiring.ts"
import { ProductPrice } from "./product-card.tsx"
import { QuantityStepper } from "./quantity-stepper.tsx"
import { VipPrice } from "./vip-price.tsx"
import { FormAlert } from "../../components/form-alert.tsx"

/** The buy box's flow for a product page: its snapshot and sender, shared by the gallery and the box. */
export function useBuyBox(product: ProductDetail, member: boolean) {
  const [, navigate] = useLocation()
  const report = useCartCountReport()
  const [machine] = useState(() =>
    wiredBuyBoxMachine(member).provide({
      actions: {
        goToCheckout: (_, line) => navigate(buyNowHref(line)),
        goToLogin: (_, line) => navigate(loginRedirect(buyNowHref(line))),
        cartChanged: (_, { pieces }) => report(pieces),
      },
    }),
  )
  return useMachine(machine, { input: { spuId: product.spuId, member } })
}

export type BuyBoxFlow = ReturnType<typeof useBuyBox>

const valueButton = css({
  minW: "16",
  h: "9",
  px: "3",
  borderWidth: "1px",
  borderColor: "border.default",
  borderRadius: "md",
  bg: "bg.surface",
  fontSize: "sm",
  cursor: "pointer",
  _hover: { borderColor: "accent.solid", color: "accent.text" },
  _focusVisible: { outline: "2px solid", outlineColor: "accent.solid", outlineOffset: "2px" },
  "&[aria-pressed=true]": { borderColor: "highlight.solid", color: "highlight.text", bg: "highlight.subtle", fontWeight: "medium" },
  "&[data-sold-out]": { color: "fg.subtle", bg: "bg.muted", borderStyle: "dashed", cursor: "not-allowed", textDecoration: "line-through", _hover: { borderColor: "border.default", color: "fg.subtle" } },
})

const row = css({ display: "grid", gridTemplateColumns: { base: "1fr", sm: "4.5rem 1fr" }, gap: { base: "1.5", sm: "3" }, alignItems: "start" })
const rowLabel = css({ fontSize: "sm", color: "fg.muted", pt: { base: "0", sm: "2" } })

/**
 * The product page's buy box: price and stock of the chosen SKU, the sale attributes (a
 * combination without stock greyed out), the quantity within the stock, 加入购物车 and 立即购买.
 */
export function BuyBox({ product, flow }: { readonly product: ProductDetail; readonly flow: BuyBoxFlow }) {
  const [snapshot, send] = flow
  const { specs, selection, quantity, error, notice } = snapshot.context
  const sku = selectedSku(snapshot.context)
  const range = specs ? priceRange(specs.skus) : null
  const stock = sku ? sku.stock : product.stock
  const adding = snapshot.matches({ ready: "adding" })
  const loading = snapshot.matches("loading")

  return (
    <div className={css({ display: "grid", gap: "4" })}>
      <div className={css({ bg: "highlight.subtle", borderRadius: "md", px: "4", py: "3", display: "flex", alignItems: "baseline", gap: "3", flexWrap: "wrap" })}>
        <span className={css({ fontSize: "xs", color: "fg.muted" })}>价格</span>
        {sku ? (
          <ProductPrice product={sku} size="lg" />
        ) : range && range.min !== range.max ? (
          <span className={css({ color: "highlight.text", fontWeight: "bold", fontSize: "3xl" })}>
            {formatMoney(range.min)} - {formatMoney(range.max)}
          </span>
        ) : (
          <ProductPrice product={product} size="lg" />
        )}
        {sku ? <VipPrice minCents={sku.priceCents} /> : range ? <VipPrice minCents={range.min} maxCents={range.max} /> : <VipPrice minCents={product.priceCents} />}
      </div>

      {snapshot.matches("failure") && (
        <p role="alert" className={css({ fontSize: "sm", color: "danger.text" })}>
          {error}
          <button type="button" className={cx(button({ variant: "link", size: "sm" }), css({ ml: "2" }))} onClick={() => send({ type: "specs.retry" })}>
            重新加载
          </button>
        </p>
      )}
      {loading && (
        <p role="status" className={css({ fontSize: "sm", color: "fg.muted" })}>
          正在读取商品规格…
        </p>
      )}

      {specs?.saleAttrs.map((attr, attrIndex) => (
        <div key={attr.name} className={row}>
          <span id={`attr-${attrIndex}`} className={rowLabel}>
            {attr.name}
          </span>
          <div role="group" aria-labelledby={`attr-${attrIndex}`} className={css({ display: "flex", flexWrap: "wrap", gap: "2" })}>
            {attr.values.map((value) => {
              const state = optionState(specs.skus, selection, attrIndex, value)
              return (
                <button
                  key={value}
                  type="button"
                  className={valueButton}
                  aria-pressed={state === "selected"}
                  aria-disabled={state === "soldOut" ? true : undefined}
                  data-sold-out={state === "soldOut" ? "" : undefined}
                  title={state === "soldOut" ? "该规格已售罄" : undefined}
                  onClick={() => send({ type: "option.toggle", attrIndex, value })}
                >
                  {value}
                  {state === "soldOut" && <span className={css({ srOnly: true })}>（已售罄）</span>}
                </button>
              )
            })}
          </div>
        </div>
      ))}

      <div className={row}>
        <span className={rowLabel}>数量</span>
        <div className={css({ display: "flex", alignItems: "center", gap: "3", flexWrap: "wrap" })}>
          <QuantityStepper value={quantity} max={Math.max(1, Math.min(stock, MAX_QUANTITY))} onChange={(q) => send({ type: "quantity.set", quantity: q })} disabled={!sku || stock === 0} />
          <span data-testid="sku-stock" className={css({ fontSize: "sm", color: stock <= LOW_STOCK ? "highlight.text" : "fg.muted" })}>
            库存 {stockLabel(stock)}
          </span>
        </div>
      </div>

      <div className={css({ display: "flex", gap: "3", flexWrap: "wrap" })}>
        <button
          type="button"
          className={button({ variant: "outline", size: "lg" })}
          disabled={loading || adding || snapshot.matches("failure")}
          data-loading={adding ? "" : undefined}
          onClick={() => send({ type: "cart.add" })}
        >
          {adding ? "正在加入…" : "加入购物车"}
        </button>
        <button type="button" className={button({ variant: "highlight", size: "lg" })} disabled={loading || adding || snapshot.matches("failure")} onClick={() => send({ type: "buy.now" })}>
          立即购买
        </button>
      </div>
      <FormAlert message={snapshot.matches("ready") ? error : null} />
      {notice && (
        <p role="status" className={css({ fontSize: "sm", color: "success.text", display: "flex", gap: "2", alignItems: "center" })}>
          {notice}
          <Link href={CART_PATH} className={css({ color: "fg.link", textDecoration: "underline" })}>
            去购物车结算
          </Link>
        </p>
      )}
    </div>
  )
}

/** The gallery's pictures with the chosen SKU's picture first. */
export function galleryImages(product: ProductDetail, skuPicture: string | null): ReadonlyArray<string> {
  if (!skuPicture) return product.images
  return [skuPicture, ...product.images.filter((url) => url !== skuPicture)]
}
