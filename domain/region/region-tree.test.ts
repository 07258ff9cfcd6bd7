import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import type { RegionNode } from "./entities/region.ts"
import { loadRegionTree } from "./load-region-tree.ts"
import { REGION_TREE } from "./region-data.ts"
import { parseRegionIds, stringifyRegionIds } from "./region-ids.ts"
import { findRegionPath, regionCascade, regionIdsOf, regionText } from "./region-tree.ts"

const byName = (nodes: ReadonlyArray<RegionNode> | undefined, name: string) => nodes?.find((n) => n.name === name)
const leaves = (nodes: ReadonlyArray<RegionNode>, path: RegionNode[] = []): RegionNode[][] =>
  nodes.flatMap((n) => (n.child === undefined ? [[...path, n]] : leaves(n.child, [...path, n])))

describe("region data", () => {
  test("34 provincial-level regions, mainland, Taiwan, Hong Kong, Macao", () => {
    expect(REGION_TREE).toHaveLength(34)
    expect(REGION_TREE.map((p) => p.id).slice(-3)).toEqual(["710000", "810000", "820000"])
    expect(REGION_TREE.map((p) => p.name)).toEqual(expect.arrayContaining(["北京市", "广东省", "新疆维吾尔自治区", "台湾省", "香港特别行政区", "澳门特别行政区"]))
  })
  test("municipalities have one city-level node 市辖区", () => {
    for (const name of ["北京市", "天津市", "上海市", "重庆市"]) {
      const m = byName(REGION_TREE, name)
      expect(m?.child?.map((c) => c.name), name).toEqual(["市辖区"])
    }
    expect(byName(byName(REGION_TREE, "重庆市")?.child, "市辖区")?.child?.map((d) => d.name)).toEqual(
      expect.arrayContaining(["渝中区", "城口县", "酉阳土家族苗族自治县"]),
    )
  })
  test("ids: six digits, nine for towns of cities without districts; all three levels deep", () => {
    const all = leaves(REGION_TREE)
    expect(all.length).toBeGreaterThan(3000)
    for (const path of all) {
      expect(path).toHaveLength(3)
      expect(path[0]?.id).toMatch(/^\d{2}0000$/)
      expect(path[1]?.id).toMatch(/^\d{4}00$/)
      expect(path[2]?.id).toMatch(/^(\d{6}|\d{9})$/)
    }
    const dongguan = byName(byName(REGION_TREE, "广东省")?.child, "东莞市")
    expect(dongguan?.child?.every((t) => /^\d{9}$/.test(t.id))).toBe(true)
    const ids = all.flatMap((p) => p.map((n) => n.id))
    expect(new Set(all.map((p) => p[2]?.id)).size).toBe(all.length)
    expect(ids.length).toBeGreaterThan(0)
  })
  test("lazy loading gives the same tree", async () => {
    expect(await loadRegionTree()).toBe(REGION_TREE)
  })
})

describe("region helpers", () => {
  test("cascade to names joined by spaces", () => {
    expect(regionText(REGION_TREE, ["110000", "110100", "110101"])).toBe("北京市 市辖区 东城区")
    expect(regionText(REGION_TREE, '["440000","440300","440305"]')).toBe("广东省 深圳市 南山区")
    expect(regionText(REGION_TREE, ["810000", "810100", "810101"])).toBe("香港特别行政区 香港岛 中西区")
    expect(regionText(REGION_TREE, ["110000", "999999"])).toBe("北京市")
    expect(regionText(REGION_TREE, "not json")).toBe("")
    expect(regionCascade(REGION_TREE, [])).toEqual([])
  })
  test("find path", () => {
    expect(findRegionPath(REGION_TREE, "440305").map((n) => n.name)).toEqual(["广东省", "深圳市", "南山区"])
    expect(regionIdsOf(REGION_TREE, "110101")).toEqual(["110000", "110100", "110101"])
    expect(findRegionPath(REGION_TREE, "000000")).toEqual([])
  })
  test("stored id text", () => {
    expect(parseRegionIds('["110000",110100]')).toEqual(["110000", "110100"])
    expect(parseRegionIds('{"a":1}')).toEqual([])
    expect(parseRegionIds(undefined)).toEqual([])
    expect(parseRegionIds(["1", ""])).toEqual(["1"])
    expect(stringifyRegionIds(["110000"])).toBe('["110000"]')
  })
  const someLeaf = fc.constantFrom(...leaves(REGION_TREE).filter((_, i) => i % 37 === 0))
  test.prop([someLeaf])("for any district: ids -> path -> ids and names round-trip", (path) => {
    const ids = path.map((n) => n.id)
    const leaf = path[path.length - 1]
    expect(regionIdsOf(REGION_TREE, leaf?.id ?? "")).toEqual(ids)
    expect(regionText(REGION_TREE, stringifyRegionIds(ids))).toBe(path.map((n) => n.name).join(" "))
  })
})
