import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { isMakerCentrePath, mayEnterMakerCentre } from "./maker-centre-access.ts"
import { MAKER_CENTRE_CHILDREN, MAKER_CENTRE_DETAIL_OF, MAKER_CENTRE_GROUPS, makerCentrePath, makerCentreSide } from "./routes/maker-routes.ts"

describe("maker centre access and menu", () => {
  test.prop([fc.constantFrom("member", "sys", "merchant"), fc.boolean()])("merchants and maker members enter, nobody else", (type, isMaker) => {
    expect(mayEnterMakerCentre({ type, isMaker })).toBe(type === "merchant" || isMaker)
  })
  test("maker-centre paths", () => {
    expect(isMakerCentrePath("/account/mine")).toBe(true)
    expect(isMakerCentrePath(makerCentrePath("ware_info"))).toBe(true)
    expect(isMakerCentrePath("/account/mineral")).toBe(false)
    expect(isMakerCentrePath("/account/center")).toBe(false)
  })
  test("every child sits in exactly one group, in the spec's seven groups", () => {
    expect(MAKER_CENTRE_GROUPS.map((g) => g.title)).toEqual(["首页/公告", "作品", "商品", "仓储", "课程", "订单", "数据"])
    const grouped = MAKER_CENTRE_GROUPS.flatMap((g) => g.names)
    expect([...grouped].sort()).toEqual(MAKER_CENTRE_CHILDREN.map(([name]) => name).sort())
    expect(new Set(grouped).size).toBe(36)
  })
  test("a detail page's list is in the same group", () => {
    for (const [detail, list] of Object.entries(MAKER_CENTRE_DETAIL_OF)) {
      const group = MAKER_CENTRE_GROUPS.find((g) => g.names.includes(detail))
      expect(group?.names, detail).toContain(list)
    }
  })
  test("the shop's groups need a shop, the works' groups a maker member, home and notices neither", () => {
    const sides = (title: string) => new Set(MAKER_CENTRE_GROUPS.find((g) => g.title === title)?.names.map(makerCentreSide))
    expect(sides("首页/公告")).toEqual(new Set(["common"]))
    expect(sides("作品")).toEqual(new Set(["works"]))
    expect(sides("商品")).toEqual(new Set(["shop"]))
    expect(sides("仓储")).toEqual(new Set(["shop"]))
    expect(sides("课程")).toEqual(new Set(["works"]))
    expect(makerCentreSide("order_product")).toBe("shop")
    expect(makerCentreSide("monitor_product")).toBe("shop")
    expect(makerCentreSide("order_video")).toBe("works")
    expect(makerCentreSide("monitor_video")).toBe("works")
    expect(makerCentreSide("monitor")).toBe("common")
  })
})
