import { Link } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { ratingText } from "../../../domain/mall/shop.ts"
import { formatCount } from "../../../domain/core/count-format.ts"
import { useResource } from "../../app/use-resource.ts"

export const shopHref = (shopId: number) => `/shop?id=${shopId}`

/** The product page's shop card: logo, name, rating, followers and products, and 进店逛逛. */
export function ShopCard({ shop }: { readonly shop: { readonly id: number; readonly name: string } }) {
  const page = useResource("shopPage", { params: { shopId: shop.id } })
  const data = page.data?.shop
  return (
    <section aria-label="店铺信息" className={css({ display: "flex", alignItems: "center", gap: "3", borderWidth: "1px", borderColor: "border.subtle", borderRadius: "md", p: "3", flexWrap: "wrap" })}>
      {data?.logo ? (
        <img src={data.logo} alt="" className={css({ w: "12", h: "12", borderRadius: "md", objectFit: "cover", bg: "bg.muted" })} />
      ) : (
        <span aria-hidden="true" className={css({ w: "12", h: "12", borderRadius: "md", bg: "accent.subtle", color: "accent.text", display: "grid", placeItems: "center", fontWeight: "bold" })}>
          {shop.name.slice(0, 1)}
        </span>
      )}
      <div className={css({ flex: "1", minW: "0", display: "grid", gap: "0.5" })}>
        <p className={css({ fontWeight: "semibold" })}>{shop.name}</p>
        <p className={css({ fontSize: "xs", color: "fg.muted" })}>
          {data ? `店铺评分 ${ratingText(data.ratingTenths)} · 粉丝 ${formatCount(data.followers)} · 在售 ${data.productCount} 件` : page.status === "failure" ? "店铺信息暂时无法读取" : "正在读取店铺信息…"}
        </p>
      </div>
      <Link href={shopHref(shop.id)} className={button({ variant: "plain", size: "sm" })}>
        进店逛逛
      </Link>
    </section>
  )
}
