/**
 * The product catalogue's rules: sort orders, page sizes, which categories a filter covers,
 * how prices, sales and stock read, and the messages (ours; see docs/decisions.md
 * "Product catalogue before the cart").
 */
import { normalizeKeyword } from "../courses/catalog.ts"

export const PRODUCT_MESSAGES = {
  notFound: "商品不存在或已下架",
  loadFailed: "商品加载失败",
  empty: "暂无商品",
  searchEmpty: (keyword: string) => `没有找到与“${keyword}”相关的商品`,
  soldOut: "已售罄",
} as const

export const PRODUCT_PAGE_SIZE = 20

/**
 * A product list counts and pages through at most this many matches (100 pages of 20, as the big
 * malls do), so that its cost stays bounded however large the catalogue grows; shoppers narrow a
 * larger result with a category or a keyword.
 */
export const PRODUCT_LIST_CAP = 2_000

/** Whether pages follow the last page the list counted, that a shopper can still open (not past the cap). */
export const pagesGoOn = (page: { readonly totalElements: number; readonly more?: boolean | undefined }): boolean => page.more === true && page.totalElements < PRODUCT_LIST_CAP

/** The list's total as the page says it: 2000+ when more match than the list counts. */
export const productTotalLabel = (page: { readonly totalElements: number; readonly more?: boolean | undefined }): string => (page.more ? `${page.totalElements}+` : String(page.totalElements))
export const PRODUCT_MAX_PAGE_SIZE = 48
/** Cards of the home page's 精选好物 block. */
export const HOME_PRODUCT_COUNT = 8
/** From this stock down the page warns that few are left. */
export const LOW_STOCK = 10

export type ProductSort = "default" | "sales" | "priceAsc" | "priceDesc"

export const PRODUCT_SORTS: ReadonlyArray<{ readonly key: ProductSort; readonly label: string }> = [
  { key: "default", label: "综合" },
  { key: "sales", label: "销量" },
  { key: "priceAsc", label: "价格从低到高" },
  { key: "priceDesc", label: "价格从高到低" },
]

export const isProductSort = (value: string | null | undefined): value is ProductSort => PRODUCT_SORTS.some((sort) => sort.key === value)

/** What an order compares: the merchant's display order, sales, price, and the id last. */
export interface SortableProduct {
  readonly spuId: number
  readonly sort: number
  readonly salesCount: number
  readonly priceCents: number
}

export type SortField = "sort" | "salesCount" | "priceCents" | "spuId"

/**
 * Each order as a list of keys: 综合 is the merchant's display order, 销量 the most sold first,
 * the prices either way. Ties fall back on the id so that pages never overlap or skip.
 * The server builds its ORDER BY from the same keys.
 */
export const SORT_KEYS: Readonly<Record<ProductSort, ReadonlyArray<readonly [SortField, "asc" | "desc"]>>> = {
  default: [
    ["sort", "asc"],
    ["spuId", "asc"],
  ],
  sales: [
    ["salesCount", "desc"],
    ["spuId", "asc"],
  ],
  priceAsc: [
    ["priceCents", "asc"],
    ["spuId", "asc"],
  ],
  priceDesc: [
    ["priceCents", "desc"],
    ["spuId", "asc"],
  ],
}

/** Compares two products the way a sort order lists them. */
export function compareProducts(sort: ProductSort): (a: SortableProduct, b: SortableProduct) => number {
  return (a, b) => {
    for (const [field, direction] of SORT_KEYS[sort]) {
      const d = a[field] - b[field]
      if (d !== 0) return direction === "asc" ? d : -d
    }
    return 0
  }
}

/** A search keyword as the catalogue uses it: trimmed, blanks collapsed, at most 30 characters. */
export const normalizeProductKeyword = normalizeKeyword

/** The page and size a list query ends up with: page from 0, size 1..48 (20 when absent). */
export function listPaging(query: { readonly page?: number | undefined; readonly size?: number | undefined }): { readonly page: number; readonly size: number } {
  const page = query.page !== undefined && Number.isInteger(query.page) && query.page >= 0 ? query.page : 0
  const size = query.size !== undefined && Number.isInteger(query.size) ? Math.min(PRODUCT_MAX_PAGE_SIZE, Math.max(1, query.size)) : PRODUCT_PAGE_SIZE
  return { page, size }
}


export interface CategoryLink {
  readonly catId: number
  readonly parentCid: number | null
}

/**
 * The category and every category below it, at any depth: what a category filter covers.
 * Empty when the category does not exist. A broken tree (a cycle) still ends.
 */
export function categoryWithDescendants(categories: ReadonlyArray<CategoryLink>, catId: number): ReadonlyArray<number> {
  if (!categories.some((c) => c.catId === catId)) return []
  const children = new Map<number, number[]>()
  for (const c of categories) {
    if (c.parentCid === null) continue
    const list = children.get(c.parentCid) ?? []
    list.push(c.catId)
    children.set(c.parentCid, list)
  }
  const seen = new Set<number>([catId])
  const queue = [catId]
  while (queue.length > 0) {
    const next = queue.shift() as number
    for (const child of children.get(next) ?? []) {
      if (seen.has(child)) continue
      seen.add(child)
      queue.push(child)
    }
  }
  return [...seen]
}

/** The category and its ancestors, top first; empty when it does not exist. */
export function categoryAncestry<C extends CategoryLink>(categories: ReadonlyArray<C>, catId: number): ReadonlyArray<C> {
  const byId = new Map(categories.map((c) => [c.catId, c]))
  const path: C[] = []
  const seen = new Set<number>()
  let current = byId.get(catId)
  while (current && !seen.has(current.catId)) {
    seen.add(current.catId)
    path.unshift(current)
    current = current.parentCid === null ? undefined : byId.get(current.parentCid)
  }
  return path
}

/** The original price is struck through beside the price only when it is higher. */
export const showsOriginalPrice = (p: { readonly priceCents: number; readonly originalPriceCents: number }): boolean =>
  p.originalPriceCents > p.priceCents

/** The discount as 折 with one decimal, e.g. 7.5折; null without a discount or for a free product. */
export function discountLabel(p: { readonly priceCents: number; readonly originalPriceCents: number }): string | null {
  if (!showsOriginalPrice(p) || p.priceCents <= 0) return null
  const tenths = Math.max(1, Math.floor((p.priceCents * 100) / p.originalPriceCents))
  const text = tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1)
  return `${text}折`
}

/** Sales as cards show them: 已售 356, 已售 1.2万. */
export function formatSales(count: number): string {
  const n = Math.max(0, Math.floor(count))
  if (n >= 10_000) return `已售 ${(Math.floor(n / 1000) / 10).toString()}万`
  return `已售 ${n}`
}

/** Stock as the product page shows it beside 库存: 已售罄, 仅剩 3 件, 120 件. */
export function stockLabel(stock: number): string {
  const n = Math.max(0, Math.floor(stock))
  if (n === 0) return PRODUCT_MESSAGES.soldOut
  if (n <= LOW_STOCK) return `仅剩 ${n} 件`
  return `${n} 件`
}

/** A product as stored is sound: whole cents and counts, no negative stock, the original price not below the price. */
export function productProblem(p: { readonly priceCents: number; readonly originalPriceCents: number; readonly stock: number; readonly salesCount: number }): string | null {
  const whole = (n: number) => Number.isSafeInteger(n) && n >= 0
  if (!whole(p.priceCents)) return "价格必须是不小于0的整数分"
  if (!whole(p.originalPriceCents)) return "原价必须是不小于0的整数分"
  if (p.originalPriceCents < p.priceCents) return "原价不能低于售价"
  if (!whole(p.stock)) return "库存必须是不小于0的整数"
  if (!whole(p.salesCount)) return "销量必须是不小于0的整数"
  return null
}

interface TreeNode {
  readonly catId: number | null
  readonly name: string
  readonly children?: ReadonlyArray<TreeNode> | undefined
}

/**
 * The finer categories offered as chips under the tree panel, whose two levels do not reach
 * the leaves: with a second-level category chosen, its children; with a leaf chosen, the leaf
 * and its siblings. `parent` is what 全部 of the chips goes back to. Null when there is none.
 */
export function finerCategories<N extends TreeNode>(tree: ReadonlyArray<N>, catId: number | null): { readonly parent: N; readonly choices: ReadonlyArray<N> } | null {
  if (catId === null) return null
  const walk = (nodes: ReadonlyArray<N>, trail: ReadonlyArray<N>): ReadonlyArray<N> | null => {
    for (const node of nodes) {
      const here = [...trail, node]
      if (node.catId === catId) return here
      const below = walk((node.children ?? []) as ReadonlyArray<N>, here)
      if (below) return below
    }
    return null
  }
  const trail = walk(tree, [])
  if (!trail || trail.length < 2) return null
  const chosen = trail[trail.length - 1] as N
  const kids = (chosen.children ?? []) as ReadonlyArray<N>
  if (kids.length > 0) return { parent: chosen, choices: kids }
  if (trail.length < 3) return null
  const parent = trail[trail.length - 2] as N
  return { parent, choices: (parent.children ?? []) as ReadonlyArray<N> }
}
