import { fc, test } from "@fast-check/vitest"
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import {
  categoryAncestry,
  categoryWithDescendants,
  compareProducts,
  discountLabel,
  finerCategories,
  formatSales,
  isProductSort,
  listPaging,
  normalizeProductKeyword,
  pagesGoOn,
  PRODUCT_LIST_CAP,
  PRODUCT_MAX_PAGE_SIZE,
  PRODUCT_PAGE_SIZE,
  PRODUCT_SORTS,
  productProblem,
  showsOriginalPrice,
  stockLabel,
  type CategoryLink,
  type ProductSort,
} from "./catalog.ts"
import { ProductCard } from "./product.ts"
import { pageCount } from "../core/paging.ts"

/** A random forest: each node's parent is an earlier node or none. */
const forest = fc.array(fc.option(fc.nat(), { nil: null }), { minLength: 1, maxLength: 40 }).map((parents): CategoryLink[] =>
  parents.map((p, i) => ({ catId: i + 1, parentCid: p === null || i === 0 ? null : (p % i) + 1 })),
)

const product = fc.record({
  spuId: fc.integer({ min: 1, max: 10_000 }),
  sort: fc.integer({ min: 0, max: 20 }),
  salesCount: fc.integer({ min: 0, max: 50_000 }),
  priceCents: fc.integer({ min: 0, max: 1_000_000 }),
})
const sortKey = fc.constantFrom<ProductSort>(...PRODUCT_SORTS.map((s) => s.key))

describe("sort orders", () => {
  it("names 综合, 销量 and the two price orders", () => {
    expect(PRODUCT_SORTS.map((s) => s.label)).toEqual(["综合", "销量", "价格从低到高", "价格从高到低"])
    expect(isProductSort("sales")).toBe(true)
    expect(isProductSort("hot")).toBe(false)
    expect(isProductSort(null)).toBe(false)
  })

  test.prop([fc.uniqueArray(product, { selector: (p) => p.spuId, maxLength: 30 }), sortKey])(
    "orders by its key and breaks ties by id, so the order is total",
    (items, sort) => {
      const sorted = [...items].sort(compareProducts(sort))
      for (let i = 1; i < sorted.length; i++) {
        const [a, b] = [sorted[i - 1]!, sorted[i]!]
        if (sort === "sales") expect(a.salesCount).toBeGreaterThanOrEqual(b.salesCount)
        if (sort === "priceAsc") expect(a.priceCents).toBeLessThanOrEqual(b.priceCents)
        if (sort === "priceDesc") expect(a.priceCents).toBeGreaterThanOrEqual(b.priceCents)
        if (sort === "default") expect(a.sort).toBeLessThanOrEqual(b.sort)
        expect(compareProducts(sort)(a, b)).toBeLessThan(0)
      }
      // The same set in any order gives the same list.
      expect([...items].reverse().sort(compareProducts(sort))).toEqual(sorted)
    },
  )
})

describe("category filter", () => {
  test.prop([forest, fc.nat()])("covers the category and exactly the categories whose ancestry passes through it", (tree, pick) => {
    const catId = tree[pick % tree.length]!.catId
    const covered = new Set(categoryWithDescendants(tree, catId))
    expect(covered.has(catId)).toBe(true)
    for (const c of tree) {
      const ancestry = categoryAncestry(tree, c.catId).map((a) => a.catId)
      expect(covered.has(c.catId), `category ${c.catId}`).toBe(ancestry.includes(catId))
    }
  })

  test.prop([forest])("a category that does not exist covers nothing", (tree) => {
    expect(categoryWithDescendants(tree, tree.length + 1)).toEqual([])
    expect(categoryAncestry(tree, 0)).toEqual([])
  })

  it("ends on a broken tree with a cycle", () => {
    const cycle: CategoryLink[] = [
      { catId: 1, parentCid: 2 },
      { catId: 2, parentCid: 1 },
    ]
    expect([...categoryWithDescendants(cycle, 1)].sort()).toEqual([1, 2])
    expect(categoryAncestry(cycle, 1).map((c) => c.catId)).toEqual([2, 1])
  })

  it("lists the ancestry top first", () => {
    const tree = [
      { catId: 1, parentCid: null, name: "护肤美妆" },
      { catId: 2, parentCid: 1, name: "面部护肤" },
      { catId: 3, parentCid: 2, name: "精华" },
    ]
    expect(categoryAncestry(tree, 3).map((c) => c.name)).toEqual(["护肤美妆", "面部护肤", "精华"])
  })
})

describe("paging and keywords", () => {
  test.prop([fc.option(fc.integer({ min: -5, max: 1000 }), { nil: undefined }), fc.option(fc.integer({ min: -5, max: 500 }), { nil: undefined })])(
    "keeps the page from 0 and the size between 1 and 48",
    (page, size) => {
      const paging = listPaging({ page, size })
      expect(paging.page).toBeGreaterThanOrEqual(0)
      expect(paging.size).toBeGreaterThanOrEqual(1)
      expect(paging.size).toBeLessThanOrEqual(PRODUCT_MAX_PAGE_SIZE)
      if (size === undefined) expect(paging.size).toBe(PRODUCT_PAGE_SIZE)
      if (page !== undefined && page >= 0) expect(paging.page).toBe(page)
    },
  )

  test.prop([fc.nat({ max: 10_000 }), fc.integer({ min: 1, max: 48 })])("has enough pages for every item and no empty last page", (total, size) => {
    const pages = pageCount(total, size)
    expect(pages * size).toBeGreaterThanOrEqual(total)
    if (total > 0) expect((pages - 1) * size).toBeLessThan(total)
    else expect(pages).toBe(0)
  })

  it("offers pages past the counted ones only while more follow within the cap", () => {
    expect(pagesGoOn({ totalElements: 20, more: true })).toBe(true)
    expect(pagesGoOn({ totalElements: 20 })).toBe(false)
    expect(pagesGoOn({ totalElements: PRODUCT_LIST_CAP, more: true })).toBe(false)
  })

  it("trims and collapses a keyword", () => {
    expect(normalizeProductKeyword("  玻尿酸   精华 ")).toBe("玻尿酸 精华")
    expect(normalizeProductKeyword(null)).toBe("")
  })
})

describe("prices, sales and stock", () => {
  const prices = fc.tuple(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 })).map(([a, b]) => ({
    priceCents: Math.min(a, b),
    originalPriceCents: Math.max(a, b),
  }))

  test.prop([prices])("shows the original price and a discount only when the price is lower", (p) => {
    expect(showsOriginalPrice(p)).toBe(p.originalPriceCents > p.priceCents)
    const label = discountLabel(p)
    if (!showsOriginalPrice(p) || p.priceCents === 0) expect(label).toBeNull()
    else {
      expect(label).toMatch(/^\d(\.\d)?折$/)
      const value = Number(label!.replace("折", ""))
      expect(value).toBeGreaterThanOrEqual(0.1)
      expect(value).toBeLessThan(10)
      // Rounded down, never below 0.1折.
      expect(value).toBeLessThanOrEqual(Math.max(0.1, (p.priceCents / p.originalPriceCents) * 10) + 1e-9)
      expect(value).toBeGreaterThan((p.priceCents / p.originalPriceCents) * 10 - 0.1 - 1e-9)
    }
  })

  it("reads discounts, sales and stock", () => {
    expect(discountLabel({ priceCents: 7500, originalPriceCents: 10000 })).toBe("7.5折")
    expect(discountLabel({ priceCents: 8000, originalPriceCents: 10000 })).toBe("8折")
    expect(formatSales(356)).toBe("已售 356")
    expect(formatSales(12_880)).toBe("已售 1.2万")
    expect(formatSales(-3)).toBe("已售 0")
    expect(stockLabel(0)).toBe("已售罄")
    expect(stockLabel(3)).toBe("仅剩 3 件")
    expect(stockLabel(120)).toBe("120 件")
  })

  test.prop([fc.integer({ min: 0, max: 10_000_000 })])("a stock label always names a count or says sold out", (stock) => {
    expect(stockLabel(stock)).toMatch(stock === 0 ? /^已售罄$/ : new RegExp(`${stock} 件$`))
  })

  test.prop([prices, fc.nat(), fc.nat()])("a sound product has no problem; a lower original price or negative stock has one", (p, stock, salesCount) => {
    expect(productProblem({ ...p, stock, salesCount })).toBeNull()
    if (p.originalPriceCents > p.priceCents) expect(productProblem({ priceCents: p.originalPriceCents, originalPriceCents: p.priceCents, stock, salesCount })).toBe("原价不能低于售价")
    expect(productProblem({ ...p, stock: -1 - stock, salesCount })).toBe("库存必须是不小于0的整数")
    expect(productProblem({ ...p, priceCents: p.priceCents + 0.5, stock, salesCount })).not.toBeNull()
  })

  it("refuses a card with cents that are not whole", () => {
    const card = {
      spuId: 1,
      title: "玻尿酸保湿精华液",
      subtitle: "",
      cover: "/product/a.svg",
      categoryId: 3,
      categoryName: "精华",
      priceCents: 12_900,
      originalPriceCents: 16_900,
      salesCount: 10,
      stock: 5,
      shop: { id: 4, name: "美妍旗舰店" },
    }
    expect(Schema.decodeUnknownSync(ProductCard)(card)).toEqual(card)
    expect(() => Schema.decodeUnknownSync(ProductCard)({ ...card, priceCents: 129.5 })).toThrow()
    expect(() => Schema.decodeUnknownSync(ProductCard)({ ...card, stock: -1 })).toThrow()
  })
})

describe("finer categories", () => {
  const tree = [
    {
      catId: 1,
      name: "护肤美妆",
      children: [
        { catId: 2, name: "面部护肤", children: [{ catId: 3, name: "洁面" }, { catId: 4, name: "精华" }] },
        { catId: 5, name: "彩妆", children: [] },
      ],
    },
  ]
  it("offers the children of a second-level category, and a leaf's siblings", () => {
    expect(finerCategories(tree, 2)?.choices.map((c) => c.name)).toEqual(["洁面", "精华"])
    expect(finerCategories(tree, 4)).toMatchObject({ parent: { catId: 2 } })
    expect(finerCategories(tree, 4)?.choices.map((c) => c.catId)).toEqual([3, 4])
  })
  it("offers nothing for 全部, a top category, a second level without children or an unknown id", () => {
    expect(finerCategories(tree, null)).toBeNull()
    expect(finerCategories(tree, 1)).toBeNull()
    expect(finerCategories(tree, 5)).toBeNull()
    expect(finerCategories(tree, 99)).toBeNull()
  })
})
