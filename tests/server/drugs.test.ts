import { describe, expect, it } from "vitest"
import { LEAFLET_SECTIONS } from "../../domain/drugs/leaflet.ts"
import { databaseKinds } from "../setup/databases.ts"
import { useTestServer } from "../setup/server-suite.ts"
import { ok } from "../setup/test-server.ts"

describe.each(databaseKinds())("drug leaflets on %s", (kind) => {
  const suite = useTestServer(kind)
  const search = async (keyword: string, extra: Record<string, string> = {}) => ok(await suite.server.call("drugList", { query: { keyword, ...extra } })).body

  it("holds at least 150 seeded leaflets, by category and kind", async () => {
    const all = ok(await suite.server.call("drugList", { query: {} })).body
    expect(all.totalElements).toBeGreaterThanOrEqual(150)
    const otc = ok(await suite.server.call("drugList", { query: { kind: "otc", category: "cold", size: 50 } })).body
    expect(otc.totalElements).toBeGreaterThan(0)
    expect(otc.content.every((d) => d.kind === "otc" && d.category === "cold")).toBe(true)
  })

  it('finds the amoxicillin leaflet first by "amxl", "阿莫西林" and "西林"', async () => {
    const marked = (text: string, marks: ReadonlyArray<{ start: number; end: number }>) => marks.map((r) => text.slice(r.start, r.end))
    for (const [keyword, mark] of [["amxl", "阿莫西林"], ["阿莫西林", "阿莫西林"], ["西林", "西林"], ["AMXL", "阿莫西林"], ["amoxicillin", null]] as const) {
      const first = (await search(keyword)).content[0]
      expect(first?.genericName, keyword).toBe("阿莫西林胶囊")
      // The name shows what matched, also when pinyin initials matched.
      expect(marked(first?.genericName ?? "", first?.genericNameMarks ?? []), keyword).toEqual(mark === null ? [] : [mark])
    }
    const brand = (await search("amx")).content.find((d) => d.brandName === "阿莫仙")
    expect(marked(brand?.brandName ?? "", brand?.brandNameMarks ?? [])).toEqual(["阿莫仙"])
    // Substrings of other names do not come first.
    const xilin = await search("西林")
    expect(xilin.content.map((d) => d.genericName)).toEqual(expect.arrayContaining(["注射用氨苄西林钠"]))
  })

  it("finds by brand, full pinyin, ingredient and approval number", async () => {
    expect((await search("芬必得")).content[0]?.genericName).toBe("布洛芬缓释胶囊")
    expect((await search("buluofen")).content[0]?.genericName).toMatch(/^布洛芬/)
    const ingredient = await search("对乙酰氨基酚")
    expect(ingredient.content.length).toBeGreaterThan(5)
    expect(ingredient.content[0]?.genericName).toMatch(/^对乙酰氨基酚/)
    const first = (await search("阿莫西林胶囊")).content[0]
    expect(first).toBeDefined()
    const byNumber = await search(first?.approvalNumber.replace("国药准字", "") ?? "")
    expect(byNumber.content.map((d) => d.id)).toEqual([first?.id])
    expect((await search("没有这种药")).totalElements).toBe(0)
    expect((await search("%")).totalElements).toBe(0)
  })

  it("shows a leaflet with every section in printed order and counts views", async () => {
    const id = (await search("amxl")).content[0]?.id ?? 0
    const leaflet = ok(await suite.server.call("drugDetail", { params: { id } })).body
    expect(leaflet.sections.map((s) => s.title)).toEqual(LEAFLET_SECTIONS.map((s) => s.title))
    expect(leaflet.sections.find((s) => s.key === "pinyin")?.text).toBe("A Mo Xi Lin Jiao Nang")
    expect(ok(await suite.server.call("drugDetail", { params: { id } })).body.views).toBe(leaflet.views + 1)
    const tcm = (await search("板蓝根颗粒")).content[0]?.id ?? 0
    expect(ok(await suite.server.call("drugDetail", { params: { id: tcm } })).body.sections.map((s) => s.title)).toContain("功能主治")
    const missing = await suite.server.call("drugDetail", { params: { id: 999_999 } })
    expect(missing.ok ? 200 : missing.status).toBe(404)
  })
})
