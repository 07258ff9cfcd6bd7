/** The product catalogue: on-shelf products by category, keyword, sort and page; one product's page. */
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm"
import type { SelectedFields } from "drizzle-orm/pg-core"
import type { HomeCard } from "../../../domain/shell/home-card.ts"
import {
  categoryAncestry,
  categoryWithDescendants,
  HOME_PRODUCT_COUNT,
  listPaging,
  PRODUCT_LIST_CAP,
  SORT_KEYS,
  type ProductSort,
} from "../../../domain/mall/catalog.ts"
import type { ProductCard, ProductDetail, ProductPage } from "../../../domain/mall/product.ts"
import type { Tx } from "../../core/db/client.ts"
import { products } from "../tables/products.ts"
import { productCategories } from "../../shell/tables.ts"
import { gramCount, gramPage, gramsOf, heldCount, productSearch } from "./product-search.ts"
import { pageCount } from "../../../domain/core/paging.ts"
import { inText } from "../../core/db/window-in-text.ts"

/**
 * A product's card, read as one JSON value per row: PGlite copies every field of a row into a
 * buffer of its own and decodes it, so a page of 20 cards read as twelve columns each cost some
 * 240 copies (about a quarter of a millisecond more per page than this). The names of its category
 * and shop (the shop's own name, as the cart and the shop's page show it) are subqueries of the
 * card: PostgreSQL counts a value holding a subquery as dear and works it out after sorting and
 * the limit, so a search that sorts thousands of matches builds the cards of its page alone
 * (built with joins, every match's card was made: 补水 面膜, 8,000 matches at the bench's size,
 * 153 -> 84 ms), and the list's statement plans without two joins. The subqueries name their
 * tables: Drizzle leaves the columns of a one-table select unqualified, and a correlated column
 * must say which table it belongs to.
 */
const cardJson = sql<ProductCard>`json_build_object(
  'spuId', ${products.spuId}, 'title', ${products.title}, 'subtitle', ${products.subtitle}, 'cover', ${products.cover},
  'categoryId', ${products.categoryId},
  'categoryName', (select c.name from product_categories c where c.cat_id = products.category_id),
  'priceCents', ${products.priceCents}, 'originalPriceCents', ${products.originalPriceCents},
  'salesCount', ${products.salesCount}, 'stock', ${products.stock},
  'shop', json_build_object('id', ${products.merchantId}, 'name', coalesce((select s.name from shops s where s.id = products.merchant_id), '')))`

/** Products as cards, with `fields` beside the card. */
const selectWithCard = <Fields extends SelectedFields>(tx: Tx, fields: Fields) => tx.select({ card: cardJson, ...fields }).from(products)

const selectCards = (tx: Tx) => selectWithCard(tx, {})

type CardRow = Awaited<ReturnType<typeof selectCards>>[number]

const SORT_COLUMNS = {
  sort: products.sort,
  salesCount: products.salesCount,
  priceCents: products.priceCents,
  spuId: products.spuId,
} as const

/** ORDER BY of a sort order, from the domain's keys. */
const orderOf = (sort: ProductSort): SQL[] =>
  SORT_KEYS[sort].map(([field, direction]) => (direction === "asc" ? asc(SORT_COLUMNS[field]) : desc(SORT_COLUMNS[field])))

const onShelf = eq(products.status, "on")

const allCategories = (tx: Tx) =>
  tx.select({ catId: productCategories.catId, parentCid: productCategories.parentCid, name: productCategories.name }).from(productCategories)

export interface ProductListQuery {
  readonly catId?: number | undefined
  /** Already normalized; empty or absent for none. */
  readonly keyword?: string | undefined
  readonly sort?: ProductSort | undefined
  readonly page?: number | undefined
  readonly size?: number | undefined
  /** Only the products of one shop (the merchant's account id). */
  readonly shopId?: number | undefined
}

/**
 * How a list of several pieces' matches gives its total: `nextPage`, the mall's list, pages
 * without a total (it knows whether another page follows); `counted`, a total to show (the site
 * search's section), counts them to the cap.
 */
export type PiecesTotal = "nextPage" | "counted"

/**
 * On-shelf products. A category covers the categories below it; a keyword matches the title,
 * subtitle or brand (as a substring or by its jieba words), or a category name (with what is
 * below it: 护肤美妆 finds the serums). In the default order (综合) the best matches lead.
 */
export const listProducts = async (tx: Tx, query: ProductListQuery, cap = PRODUCT_LIST_CAP, piecesTotal: PiecesTotal = "nextPage"): Promise<ProductPage> => {
  const { page, size } = listPaging(query)
  const sort = query.sort ?? "default"
  const offset = page * size
  const limit = Math.max(0, Math.min(size, cap - offset))
  // A keyword of two-character pieces alone, in the default order, is read in that order from its
  // pieces: one piece counted to the cap, several as `piecesTotal` says.
  const grams = query.keyword ? gramsOf(query.keyword) : null
  if (grams && sort === "default" && query.catId === undefined && query.shopId === undefined) {
    const [gram, ...others] = grams
    if (others.length > 0 && piecesTotal === "nextPage") return uncountedPage(await gramCards(tx, grams, offset, limit === 0 ? 0 : limit + 1), { offset, limit, size, cap })
    const total = gram !== undefined && others.length === 0 ? () => gramCount(tx, gram, cap) : () => heldCount(tx, grams, cap)
    return cappedPage(await gramCards(tx, grams, offset, limit), total, { offset, limit, size, cap })
  }
  const conditions: Array<SQL | undefined> = [onShelf]
  if (query.shopId !== undefined) conditions.push(eq(products.merchantId, query.shopId))
  const needsTree = query.catId !== undefined || Boolean(query.keyword)
  const categories = needsTree ? await allCategories(tx) : []
  if (query.catId !== undefined) {
    const covered = categoryWithDescendants(categories, query.catId)
    if (covered.length === 0) return { content: [], totalElements: 0, totalPages: 0 }
    conditions.push(inArray(products.categoryId, [...covered]))
  }
  const search = query.keyword ? productSearch(query.keyword, grams) : null
  const named = query.keyword ? namedCategories(categories, query.keyword) : []
  if (search) conditions.push(or(search.matches, named.length > 0 ? inArray(products.categoryId, named) : undefined))
  const where = and(...conditions)
  // Counting stops one past the cap, and no page starts beyond it: the cost is bounded by the cap, not the catalogue.
  const counted = tx.select({ one: sql`1` }).from(products).where(where).limit(inText(cap + 1)).as("counted")
  const rows =
    limit > 0
      ? await selectCards(tx)
          .where(where)
          .orderBy(...(search && sort === "default" ? [desc(search.rank)] : []), ...orderOf(sort))
          .limit(inText(limit))
          .offset(inText(offset))
      : []
  const total = async () => (await tx.select({ n: count() }).from(counted))[0]?.n ?? 0
  return cappedPage(rows, total, { offset, limit, size, cap })
}

/** The categories a keyword names, with the categories below them. */
const namedCategories = (categories: Awaited<ReturnType<typeof allCategories>>, keyword: string): number[] => {
  const lower = keyword.toLowerCase()
  return [...new Set(categories.filter((c) => c.name.toLowerCase().includes(lower)).flatMap((c) => categoryWithDescendants(categories, c.catId)))]
}

/** One page of the products holding every piece, as cards in the ranking's order. */
const gramCards = async (tx: Tx, grams: readonly string[], offset: number, limit: number): Promise<CardRow[]> => {
  if (limit === 0) return []
  const window = gramPage(tx, grams, offset, limit).as("window")
  return selectCards(tx).innerJoin(window, eq(window.spuId, products.spuId)).where(onShelf).orderBy(asc(window.tier), asc(window.sort), asc(window.spuId))
}

/**
 * A page of cards and its total, the total capped (`more` when there were more). A page shorter
 * than it could be is the last one, so its total is known without counting: a rare keyword's
 * search reads its matches once.
 */
const cappedPage = async (
  cards: ReadonlyArray<CardRow>,
  total: () => Promise<number>,
  { offset, limit, size, cap }: { readonly offset: number; readonly limit: number; readonly size: number; readonly cap: number },
): Promise<ProductPage> => {
  const last = cards.length < limit && (offset === 0 || cards.length > 0)
  const matches = last ? offset + cards.length : await total()
  const totalElements = Math.min(matches, cap)
  return { content: cards.map((row) => row.card), totalElements, totalPages: pageCount(totalElements, size), ...(matches > cap ? { more: true } : {}) }
}

/**
 * A page read one card past its end, without a total: its total is what it has shown so far,
 * and `more` says that another page follows (within the cap).
 */
const uncountedPage = (cards: ReadonlyArray<CardRow>, { offset, limit, size, cap }: { readonly offset: number; readonly limit: number; readonly size: number; readonly cap: number }): ProductPage => {
  const shown = cards.slice(0, limit)
  const more = cards.length > limit
  const totalElements = Math.min(cap, offset + shown.length)
  return { content: shown.map((row) => row.card), totalElements, totalPages: pageCount(Math.min(cap, totalElements + (more ? 1 : 0)), size), ...(more ? { more: true } : {}) }
}

/**
 * An on-shelf product's page; null when there is none or it is off the shelf. The maker centre's
 * preview passes its own scope (the shop's products, on the shelf or not).
 */
export const productDetail = async (tx: Tx, spuId: number, scope: SQL = onShelf): Promise<ProductDetail | null> => {
  const [row] = await selectWithCard(tx, {
    brand: products.brand,
    images: products.images,
    params: products.params,
    description: products.description,
    createdAt: products.createdAt,
  }).where(and(eq(products.spuId, spuId), scope))
  if (!row) return null
  const categories = await allCategories(tx)
  return {
    ...row.card,
    brand: row.brand,
    images: [row.card.cover, ...row.images.filter((url) => url !== row.card.cover)],
    params: row.params.map((p) => ({ name: p.name, value: p.value })),
    description: row.description
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter((p) => p !== ""),
    categoryPath: categoryAncestry(categories, row.card.categoryId).map((c) => ({ catId: c.catId, name: c.name })),
    createTime: row.createdAt.toISOString(),
  }
}

/** What the favourites list keeps of an on-shelf product; null otherwise. */
export const productFavoriteTarget = async (tx: Tx, spuId: number) => {
  const [row] = await tx
    .select({ title: products.title, cover: products.cover })
    .from(products)
    .where(and(eq(products.spuId, spuId), onShelf))
  return row ? { title: row.title, cover: row.cover, href: `/product/detail/${spuId}` } : null
}

/** 精选好物 on the home page: the best sellers on the shelf. */
export const homeProducts = async (tx: Tx): Promise<HomeCard[]> => {
  const rows = await selectCards(tx)
    .where(onShelf)
    .orderBy(...orderOf("sales"))
    .limit(HOME_PRODUCT_COUNT)
  return rows.map(({ card }) => ({
    id: card.spuId,
    title: card.title,
    image: card.cover,
    href: `/product/detail/${card.spuId}`,
    subtitle: card.subtitle,
    priceCents: card.priceCents,
  }))
}
