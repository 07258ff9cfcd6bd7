import { css } from "styled-system/css"
import type { PageProps } from "../app/page-registry.ts"
import { useQueryParam } from "../hooks/use-page-location.ts"
import { MallFrame } from "./parts/mall-frame.tsx"
import { ShopView } from "./parts/shop-view.tsx"

const idOf = (text: string | null) => (text && /^\d{1,9}$/.test(text) ? Number(text) : 0)

/** /shop?id= (in the portal's layout) and /product/shop?id= (in the mall's frame): a shop's page. */
export default function ShopPage({ route }: PageProps) {
  const shopId = idOf(useQueryParam("id"))
  if (route.layout === "standalone") return <MallFrame>{<ShopView key={shopId} shopId={shopId} />}</MallFrame>
  return (
    <div className={css({ maxW: "page", mx: "auto", px: { base: "3", md: "4" }, py: { base: "3", md: "5" } })}>
      <ShopView key={shopId} shopId={shopId} />
    </div>
  )
}
