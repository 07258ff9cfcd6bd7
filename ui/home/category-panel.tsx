import { Link } from "wouter"
import { css } from "styled-system/css"
import type { CategoryNode } from "../../domain/shell/site-endpoints.ts"
import { searchHref } from "../../domain/shell/search-history.ts"
import { ChevronRightIcon } from "../components/icons.tsx"

const productSearch = (name: string) => searchHref("products", { keyword: name, m: 0 })

/** The product categories beside the banner: each top category with a few of its children. */
export function CategoryPanel({ categories }: { readonly categories: ReadonlyArray<CategoryNode> }) {
  return (
    <nav aria-label="商品分类" className={css({ bg: "bg.surface", borderRadius: "lg", boxShadow: "card", py: "2", h: "full", overflow: "hidden" })}>
      <h2 className={css({ px: "4", py: "1.5", fontSize: "sm", fontWeight: "semibold", color: "accent.text" })}>全部商品分类</h2>
      <ul>
        {categories.slice(0, 8).map((top) => (
          <li key={top.catId}>
            <div className={css({ display: "flex", alignItems: "center", gap: "1", px: "4", py: "1.5", _hover: { bg: "accent.subtle" }, "&:hover .chev": { color: "accent.text" } })}>
              <div className={css({ minW: "0", flex: "1" })}>
                <Link href={productSearch(top.name)} className={css({ display: "inline-block", lineHeight: "24px", fontSize: "sm", fontWeight: "medium", _hover: { color: "accent.text" } })}>
                  {top.name}
                </Link>
                <p className={css({ fontSize: "xs", color: "fg.subtle", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" })}>
                  {top.children.slice(0, 3).map((child, i) => (
                    <span key={child.catId}>
                      {i > 0 && " / "}
                      <Link href={productSearch(child.name)} className={css({ _hover: { color: "accent.text" } })}>
                        {child.name}
                      </Link>
                    </span>
                  ))}
                </p>
              </div>
              <ChevronRightIcon size={14} className={`chev ${css({ color: "fg.disabled", flexShrink: 0 })}`} />
            </div>
          </li>
        ))}
      </ul>
    </nav>
  )
}
