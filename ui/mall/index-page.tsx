import type { PageProps } from "../app/page-registry.ts"
import { MallFrame } from "./parts/mall-frame.tsx"
import { ProductCatalog } from "./parts/product-catalog.tsx"

/** /product/index: the mall's first page, every product on the shelf by category and sort. */
export default function MallIndexPage(_props: PageProps) {
  return (
    <MallFrame>
      <ProductCatalog heading="全部商品" />
    </MallFrame>
  )
}
