import { describe, expect, test } from "vitest"
import { categoryPath, filterCategories, withAllCategory } from "./category-filter.ts"
import type { Category } from "./entities/category.ts"
import { CARRIERS, courierLabel, COURIERS, searchCouriers } from "../mall/logistics/couriers.ts"

describe("couriers and carriers", () => {
  test("about 400 couriers, no duplicate names or codes", () => {
    expect(COURIERS.length).toBeGreaterThanOrEqual(380)
    expect(new Set(COURIERS.map((c) => c.value)).size).toBe(COURIERS.length)
    expect(new Set(COURIERS.map((c) => c.label)).size).toBe(COURIERS.length)
    for (const [label, value] of [["顺丰速运", "SF"], ["中通快递", "ZTO"], ["圆通速递", "YTO"], ["EMS", "EMS"]]) {
      expect(COURIERS).toContainEqual({ label, value })
    }
  })
  test("17 carriers, each also a courier", () => {
    expect(CARRIERS).toHaveLength(17)
    expect(new Set(CARRIERS.map((c) => c.code)).size).toBe(17)
    for (const c of CARRIERS) expect(courierLabel(c.code)).toBe(c.name)
  })
  test("lookup and search", () => {
    expect(courierLabel("SF")).toBe("顺丰速运")
    expect(courierLabel("NOPE")).toBe("NOPE")
    expect(searchCouriers("顺丰").map((c) => c.value)).toContain("SF")
    expect(searchCouriers("zto").map((c) => c.value)).toContain("ZTO")
    expect(searchCouriers(" ")).toBe(COURIERS)
  })
})

describe("category tree filter", () => {
  const tree: Category[] = [
    { catId: 1, name: "护肤", parentCid: 0, children: [{ catId: 11, name: "面霜", parentCid: 1 }, { catId: 12, name: "精华", parentCid: 1, children: [] }] },
    { catId: 2, name: "彩妆", parentCid: 0, children: [{ catId: 21, name: "口红", parentCid: 2 }] },
  ]
  test("synthetic 全部 node first with a null catId", () => {
    const all = withAllCategory(tree)
    expect(all[0]).toMatchObject({ catId: null, name: "全部" })
    expect(all.slice(1)).toEqual(tree)
  })
  test("substring match keeps matches and their ancestors", () => {
    expect(filterCategories(tree, "面")).toEqual([{ ...tree[0], children: [{ catId: 11, name: "面霜", parentCid: 1, children: [] }] }])
    expect(filterCategories(tree, "彩妆")).toEqual([{ ...tree[1], children: [] }])
    expect(filterCategories(tree, "无")).toEqual([])
    expect(filterCategories(tree, "  ")).toBe(tree)
  })
  test("category path", () => {
    expect(categoryPath(tree, 11)).toEqual([1, 11])
    expect(categoryPath(tree, 2)).toEqual([2])
    expect(categoryPath(tree, 99)).toEqual([])
  })
})
