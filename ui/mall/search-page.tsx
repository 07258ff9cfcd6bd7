import { useSearch } from "wouter"
import { normalizeProductKeyword } from "../../domain/mall/catalog.ts"
import type { PageProps } from "../app/page-registry.ts"
import { MallFrame } from "./parts/mall-frame.tsx"
import { ProductCatalog } from "./parts/product-catalog.tsx"

/** /product/search?keyword=…&m=…: products whose title, subtitle, brand or category matches. */
export default function MallSearchPage(_props: PageProps) {
  const search = new URLSearchParams(useSearch())
  const keyword = normalizeProductKeyword(search.get("keyword"))
  // m is a fresh number on every search: a new search starts the catalogue anew.
  const run = search.get("m") ?? ""
  return (
    <MallFrame keyword={keyword}>
      <ProductCatalog key={`${keyword}|${run}`} keyword={keyword} heading={keyword ? `“${keyword}”的搜索结果` : "全部商品"} />
    </MallFrame>
  )
}
