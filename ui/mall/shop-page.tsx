import { pageColumn } from "styled-system/recipes"
import type { PageProps } from "../app/page-registry.ts"
import { useQueryParam } from "../hooks/use-page-location.ts"
import { MallFrame } from "./parts/mall-frame.tsx"
import { ShopOpenView } from "./parts/shop-open-view.tsx"
import { ShopView } from "./parts/shop-view.tsx"

const idOf = (text: string | null) => (text && /^\d{1,9}$/.test(text) ? Number(text) : 0)

/**
 * /shop?id= (in the portal's layout) and /product/shop?id= (in the mall's frame): a shop's page.
 * /shop without an id is 我要开店, where the top bar's open-a-shop link leads.
 */
export default function ShopPage({ route }: PageProps) {
  const raw = useQueryParam("id")
  const shopId = idOf(raw)
  if (route.layout === "standalone") return <MallFrame>{<ShopView key={shopId} shopId={shopId} />}</MallFrame>
  return (
    <div className={pageColumn({ space: "snug" })}>
      {raw === null ? <ShopOpenView /> : <ShopView key={shopId} shopId={shopId} />}
    </div>
  )
}
