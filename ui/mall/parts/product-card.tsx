import { css } from "styled-system/css"
import { tag } from "styled-system/recipes"
import { discountLabel, formatSales, showsOriginalPrice } from "../../../domain/mall/catalog.ts"
import type { ProductCard as Card } from "../../../domain/mall/product.ts"
import { formatMoney } from "../../../domain/core/money.ts"
import { GridCard, gridCardCount } from "../../components/grid-card.tsx"

export const productHref = (spuId: number) => `/product/detail/${spuId}`

/** The price, with the higher original price struck through beside it. */
export function ProductPrice({ product, size = "md" }: { readonly product: Pick<Card, "priceCents" | "originalPriceCents">; readonly size?: "md" | "lg" }) {
  const discount = discountLabel(product)
  return (
    <span className={css({ display: "inline-flex", alignItems: "baseline", gap: "2", flexWrap: "wrap" })}>
      <span className={css({ color: "highlight.text", fontWeight: "bold", fontSize: size === "lg" ? "3xl" : "md" })}>{formatMoney(product.priceCents)}</span>
      {showsOriginalPrice(product) && (
        <span className={css({ color: "fg.subtle", fontSize: size === "lg" ? "sm" : "xs", textDecoration: "line-through" })}>
          <span className={css({ srOnly: true })}>原价</span>
          {formatMoney(product.originalPriceCents)}
        </span>
      )}
      {size === "lg" && discount && <span className={tag({ tone: "highlight", size: "sm" })}>{discount}</span>}
    </span>
  )
}

/** One product in the grid: picture, title, subtitle, price, original price and sales. */
function ProductCard({ product, index }: { readonly product: Card; readonly index: number }) {
  return (
    <GridCard
      href={productHref(product.spuId)}
      picture={product.cover}
      shape="square"
      index={index}
      title={product.title}
      line={product.subtitle}
      mark={
        product.stock === 0 && (
          <span className={css({ position: "absolute", inset: "0", display: "grid", placeItems: "center", bg: "bg.overlay", color: "fg.inverse", fontSize: "sm", fontWeight: "bold" })}>已售罄</span>
        )
      }
    >
      <div className={css({ display: "flex", alignItems: "baseline", justifyContent: "space-between", gap: "2", mt: "auto", pt: "1", flexWrap: "wrap" })}>
        <ProductPrice product={product} />
        <span className={gridCardCount}>{formatSales(product.salesCount)}</span>
      </div>
    </GridCard>
  )
}

export function ProductGrid({ products }: { readonly products: ReadonlyArray<Card> }) {
  return (
    <ul className={css({ display: "grid", gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", md: "repeat(3, minmax(0, 1fr))", xl: "repeat(4, minmax(0, 1fr))" }, gap: { base: "3", md: "4" } })}>
      {products.map((product, index) => (
        <li key={product.spuId}>
          <ProductCard product={product} index={index} />
        </li>
      ))}
    </ul>
  )
}
