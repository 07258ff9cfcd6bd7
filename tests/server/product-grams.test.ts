import { fc } from "@fast-check/vitest"
import { eq, inArray, sql } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { categoryWithDescendants } from "../../domain/mall/catalog.ts"
import { listProducts } from "../../server/mall/services/catalog.ts"
import { gramOf, gramsOf } from "../../server/mall/services/product-search.ts"
import { productGrams, products } from "../../server/mall/tables/products.ts"
import { productCategories } from "../../server/shell/tables.ts"
import { users } from "../../server/session/tables/users.ts"
import { databaseKinds } from "../setup/databases.ts"
import { useTestServer } from "../setup/server-suite.ts"
import { cents } from "../../domain/core/money.ts"

interface Listing {
  readonly title: string
  readonly subtitle: string
  readonly brand: string
  readonly sort: number
  readonly on: boolean
}

/** Words a shopper types, and pieces that make two-character pieces across them. */
const PIECES = ["面膜", "精华", "补水", "玫瑰", " ", "AB", "x", "膜"]
const KEYWORDS = ["面膜", "精华", "补水", "玫瑰", "ab"]
/** Keywords of several pieces: each piece must be held, the rarest ranks. */
const SEVERAL = ["补水 面膜", "补水面膜", "ab 玫瑰", "面膜 精华 补水"]

const listing = fc.record({
  title: fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 4 }).map((p) => p.join("")),
  subtitle: fc.array(fc.constantFrom(...PIECES), { maxLength: 3 }).map((p) => p.join("")),
  brand: fc.constantFrom("", "花颜", "AB"),
  sort: fc.integer({ min: 0, max: 3 }),
  on: fc.integer({ min: 0, max: 4 }).map((n) => n > 0),
})

describe.each(databaseKinds())("two-character product search on %s", (kind) => {
  const suite = useTestServer(kind)
  const db = () => suite.server.deps.db

  const shop = async () => {
    const [row] = await db().select({ id: users.id }).from(users).where(eq(users.username, "meiyan_shop"))
    if (!row) throw new Error("no demo shop")
    return row.id
  }
  const leaf = async () => {
    const categories = await db().select().from(productCategories)
    const row = categories.find((c) => !categories.some((d) => d.parentCid === c.catId) && !KEYWORDS.some((k) => c.name.toLowerCase().includes(k)))
    if (!row) throw new Error("no leaf category")
    return row.catId
  }
  const add = async (rows: ReadonlyArray<Listing>): Promise<number[]> => {
    if (rows.length === 0) return []
    const [merchantId, categoryId] = [await shop(), await leaf()]
    const added = await db()
      .insert(products)
      .values(rows.map((r) => ({ merchantId, categoryId, title: r.title, subtitle: r.subtitle, brand: r.brand, sort: r.sort, status: r.on ? "on" : "off", cover: "/product/x.svg", priceCents: cents(100), originalPriceCents: cents(100) })))
      .returning({ spuId: products.spuId })
    return added.map((r) => r.spuId)
  }
  const piecesOf = async (spuId: number) =>
    (await db().select({ gram: productGrams.gram, tier: productGrams.tier, sort: productGrams.sort }).from(productGrams).where(eq(productGrams.spuId, spuId)))
      .map((r) => `${r.gram}:${r.tier}:${r.sort}`)
      .sort()

  /** The pieces whose kept count of products differs from their rows in product_grams: none when the triggers keep up. */
  const miscounted = async () =>
    (
      (await db().execute(sql`
        select coalesce(c.gram, g.gram) as gram from product_gram_counts c
        full join (select gram, count(*)::int as n from product_grams group by gram) g on g.gram = c.gram
        where coalesce(c.products, 0) <> coalesce(g.n, 0)`)) as unknown as { rows: { gram: string }[] }
    ).rows.map((r) => r.gram)

  /**
   * What the search must answer, worked out from every on-shelf product as it stands: the
   * products holding every piece of the keyword, by the tier of the piece the fewest products
   * hold (the first such piece on a tie), then the shelf's order.
   */
  const expected = async (keyword: string) => {
    const pieces = gramsOf(keyword) ?? []
    const categories = await db().select().from(productCategories)
    const named = pieces.map((piece) => new Set(categories.filter((c) => c.name.toLowerCase().includes(piece)).flatMap((c) => categoryWithDescendants(categories, c.catId))))
    const rows = await db().select().from(products).where(eq(products.status, "on"))
    const tiered = rows.map((p) => {
      const text = [p.title, p.subtitle, p.brand].join(" ").toLowerCase()
      const tiers = pieces.map((piece, i) => (p.title.toLowerCase().includes(piece) ? 0 : text.includes(piece) ? 1 : named[i]?.has(p.categoryId) ? 2 : 3))
      return { spuId: p.spuId, tiers, sort: p.sort }
    })
    const held = pieces.map((_, i) => tiered.filter((p) => (p.tiers[i] ?? 3) < 3).length)
    const rarest = held.indexOf(Math.min(...held))
    return tiered
      .filter((p) => p.tiers.every((tier) => tier < 3))
      .map((p) => ({ ...p, tier: p.tiers[rarest] ?? 3 }))
      .sort((a, b) => a.tier - b.tier || a.sort - b.sort || a.spuId - b.spuId)
      .map((p) => p.spuId)
  }
  /** Every page of a search, as far as the cap lets a shopper go: each page tells how many pages there are, as far as it counted. */
  const pages = async (query: { keyword: string; shopId?: number }, size: number, cap: number) => {
    const first = await listProducts(db(), { ...query, size }, cap)
    const all = [...first.content]
    let last = first
    for (let page = 1; page < last.totalPages; page++) {
      last = await listProducts(db(), { ...query, size, page }, cap)
      all.push(...last.content)
    }
    return { first, last, ids: all.map((p) => p.spuId) }
  }

  it("keeps the pieces of each on-shelf product's title, subtitle and brand, and follows every change", async () => {
    const [spuId = 0] = await add([{ title: "玫瑰补水面膜 AB", subtitle: "深层 补水", brand: "花颜", sort: 2, on: true }])
    const first = await piecesOf(spuId)
    expect(first).toContain("面膜:0:2")
    expect(first).toContain("ab:0:2")
    expect(first).toContain("深层:1:2")
    expect(first).toContain("花颜:1:2")
    expect(first.some((p) => /\s/.test(p))).toBe(false)
    // A piece in the title and the subtitle is kept once, as the title's.
    expect(first.filter((p) => p.startsWith("补水:"))).toEqual(["补水:0:2"])

    await db().update(products).set({ title: "玫瑰精华", sort: 5 }).where(eq(products.spuId, spuId))
    const edited = await piecesOf(spuId)
    expect(edited).toContain("精华:0:5")
    expect(edited).toContain("补水:1:5")
    expect(edited.some((p) => p.startsWith("面膜:"))).toBe(false)
    expect(edited.every((p) => p.endsWith(":5"))).toBe(true)

    // Sales and stock move on every order: they leave the pieces alone.
    await db().update(products).set({ salesCount: 9, stock: 3 }).where(eq(products.spuId, spuId))
    expect(await piecesOf(spuId)).toEqual(edited)

    // A category's name counts for the products in it and below it, after their own text.
    const [row] = await db().select().from(products).where(eq(products.spuId, spuId))
    const [category] = await db().select().from(productCategories).where(eq(productCategories.catId, row?.categoryId ?? 0))
    const [parent] = await db().select().from(productCategories).where(eq(productCategories.catId, category?.parentCid ?? 0))
    if (!category || !parent) throw new Error("the product's category has no parent")
    await db().update(productCategories).set({ name: `${parent.name}芦荟` }).where(eq(productCategories.catId, parent.catId))
    expect(await piecesOf(spuId)).toContain("芦荟:2:5")
    expect(await piecesOf(spuId)).toContain("玫瑰:0:5")
    await db().update(productCategories).set({ name: parent.name }).where(eq(productCategories.catId, parent.catId))
    expect((await piecesOf(spuId)).some((p) => p.startsWith("芦荟:"))).toBe(false)

    await db().update(products).set({ status: "off" }).where(eq(products.spuId, spuId))
    expect(await piecesOf(spuId)).toEqual([])
    await db().update(products).set({ status: "on" }).where(eq(products.spuId, spuId))
    expect(await piecesOf(spuId)).toEqual(edited)
    expect(await miscounted()).toEqual([])
    await db().delete(products).where(eq(products.spuId, spuId))
    expect(await piecesOf(spuId)).toEqual([])
    expect(await miscounted()).toEqual([])
  })

  it("keeps each piece's count of products when many products are written at once", async () => {
    const rows = Array.from({ length: 12 }, (_, i): Listing => ({ title: `玫瑰补水面膜${i % 3 === 0 ? " AB" : ""}`, subtitle: i % 2 ? "精华" : "", brand: "", sort: i % 4, on: true }))
    const before = (await listProducts(db(), { keyword: "面膜", size: 1 }, 10_000)).totalElements
    const added = (await Promise.all(rows.map((row) => add([row])))).flat()
    try {
      expect(await miscounted()).toEqual([])
      expect((await listProducts(db(), { keyword: "面膜", size: 1 }, 10_000)).totalElements).toBe(before + rows.length)
      await Promise.all(added.map((spuId, i) => db().update(products).set(i % 2 ? { status: "off" } : { title: "玫瑰精华" }).where(eq(products.spuId, spuId))))
      expect(await miscounted()).toEqual([])
      expect((await listProducts(db(), { keyword: "面膜", size: 1 }, 10_000)).totalElements).toBe(before)
    } finally {
      await db().delete(products).where(inArray(products.spuId, added))
    }
    expect(await miscounted()).toEqual([])
  })

  it("looks up only keywords of two Chinese characters, or letters and digits, that are one word", () => {
    expect(KEYWORDS.map(gramOf)).toEqual(KEYWORDS)
    expect(gramOf(" 面膜 ")).toBe("面膜")
    expect(gramOf("AB")).toBe("ab")
    expect(gramOf("面")).toBeNull()
    expect(gramOf("补水面膜")).toBeNull()
    expect(gramOf("a%")).toBeNull()
    expect(gramOf("a 1")).toBeNull()
  })

  it("looks up a keyword by its pieces when each of its words is one", () => {
    expect(gramsOf("面膜")).toEqual(["面膜"])
    expect(gramsOf("补水 面膜")).toEqual(["补水", "面膜"])
    expect(gramsOf(" 补水面膜 ")).toEqual(["补水", "面膜"])
    expect(gramsOf("AB 玫瑰")).toEqual(["ab", "玫瑰"])
    expect(gramsOf("补水 面")).toBeNull()
    expect(gramsOf("玻尿酸精华")).toBeNull()
    expect(gramsOf("补水,面膜")).toBeNull()
  })

  it("puts a title's match before a subtitle's however the shelf orders them, page by page", async () => {
    const added = await add([
      { title: "玫瑰x补水", subtitle: "", brand: "", sort: 3, on: true },
      { title: "玫瑰x", subtitle: "补水", brand: "", sort: 0, on: true },
    ])
    try {
      const want = await expected("补水")
      expect(want.indexOf(added[0] ?? 0)).toBeLessThan(want.indexOf(added[1] ?? 0))
      expect((await pages({ keyword: "补水" }, 1, 1000)).ids).toEqual(want)
    } finally {
      await db().delete(products).where(inArray(products.spuId, added))
    }
  })

  it("answers a keyword of two-character pieces in the ranking's order, pages and capped total, as the full search does", async () => {
    const shopId = await shop()
    await fc.assert(
      fc.asyncProperty(fc.array(listing, { minLength: 2, maxLength: 12 }), fc.constantFrom(...KEYWORDS, ...SEVERAL), fc.integer({ min: 1, max: 4 }), fc.integer({ min: -2, max: 2 }), async (rows, keyword, size, slack) => {
        const added = await add(rows)
        try {
          const want = await expected(keyword)
          // A cap a little below, at or above the matches: the last pages, the total and `more` all count.
          const cap = Math.max(size, want.length + slack)
          const read = await pages({ keyword }, size, cap)
          expect(read.ids).toEqual(want.slice(0, cap))
          // One piece is counted to the cap; several are not counted: a page knows whether another follows.
          const firstCount = (gramsOf(keyword) ?? []).length > 1 ? Math.min(size, cap) : cap
          expect(read.first.totalElements).toBe(Math.min(want.length, firstCount))
          expect(read.first.more === true).toBe(want.length > firstCount)
          expect(read.last.totalElements).toBe(Math.min(want.length, cap))
          expect(read.last.more === true).toBe(want.length > cap)
          // A total to show (the site search's section) is counted to the cap.
          const counted = await listProducts(db(), { keyword, size }, cap, "counted")
          expect(counted.content.map((p) => p.spuId)).toEqual(want.slice(0, Math.min(size, cap)))
          expect(counted.totalElements).toBe(Math.min(want.length, cap))
          expect(counted.more === true).toBe(want.length > cap)
          expect(await miscounted()).toEqual([])
          // A shop's page takes the general query; its order is the same.
          expect((await pages({ keyword, shopId }, size, cap)).ids).toEqual(want.slice(0, cap))
        } finally {
          if (added.length > 0) await db().delete(products).where(inArray(products.spuId, added))
        }
        expect(await miscounted()).toEqual([])
      }),
      { numRuns: 60 },
    )
  })
})
