import { sql } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { searchWords } from "../../server/search/segment.ts"
import { wordIsSubstring } from "../../server/search/services/search-index.ts"
import { searchEntries } from "../../server/search/tables.ts"
import { partsOfRanges } from "../../domain/search/highlight.ts"
import { SITE_SEARCH_MESSAGES, SITE_SEARCH_SECTIONS, type SiteSearchResult, type SiteSearchSection } from "../../domain/search/site-search.ts"
import { databaseKinds } from "../setup/databases.ts"
import { useTestServer } from "../setup/server-suite.ts"

const section = (result: SiteSearchResult, type: SiteSearchSection) => {
  const found = result.sections.find((s) => s.type === type)
  if (!found) throw new Error(`no ${type} section`)
  return found
}

const marked = (text: string, ranges: SiteSearchResult["sections"][number]["hits"][number]["titleMarks"]) =>
  partsOfRanges(text, ranges)
    .filter((p) => p.mark)
    .map((p) => p.text)

describe.each(databaseKinds())("site-wide search on %s", (kind) => {
  const suite = useTestServer(kind)
  const search = async (keyword: string) => {
    const answer = await suite.server.call("siteSearch", { query: { keyword, m: "1" } })
    if (!answer.ok) throw new Error(`search failed: ${JSON.stringify(answer.body)}`)
    return answer.body
  }
  const raw = (query: string) => fetch(`${suite.server.url}/api/search?${query}`)

  it("answers every section in order, each with its total, hits and links to the area's search", async () => {
    const result = await search("阿莫西林")
    expect(result.sections.map((s) => s.type)).toEqual([...SITE_SEARCH_SECTIONS])
    expect(result.total).toBe(result.sections.reduce((sum, s) => sum + s.total, 0))
    const leaflets = section(result, "leaflets")
    expect(leaflets.total).toBeGreaterThan(0)
    expect(leaflets.hits[0]?.title).toMatch(/^阿莫西林胶囊/)
    expect(marked(leaflets.hits[0]?.title ?? "", leaflets.hits[0]?.titleMarks ?? [])).toContain("阿莫西林")
    expect(leaflets.hits[0]?.href).toMatch(/^\/medInstr\/detail\?id=\d+$/)
    expect(leaflets.more).toEqual([{ label: "查看全部", href: `/medInstr?keyword=${encodeURIComponent("阿莫西林")}&m=1`, newTab: false, total: leaflets.total }])
    expect(section(result, "forum").more[0]?.newTab).toBe(true)
    expect(section(result, "teachers").more[0]?.newTab).toBe(true)
    expect(section(result, "teachers").more[0]?.href).toMatch(/^\/famous\?keyword=/)
    expect(section(result, "courses").more[0]?.newTab).toBe(false)
  })

  it('finds the amoxicillin leaflet first among leaflets by "amxl"', async () => {
    const leaflets = section(await search("amxl"), "leaflets")
    expect(leaflets.hits[0]?.title).toMatch(/^阿莫西林胶囊/)
    // The pinyin initials are marked on the characters they spell.
    expect(marked(leaflets.hits[0]?.title ?? "", leaflets.hits[0]?.titleMarks ?? [])).toEqual(["阿莫西林"])
  })

  it('finds the amoxicillin leaflet first by "amxl", "阿莫西林" and "西林"', async () => {
    for (const keyword of ["amxl", "阿莫西林", "西林"]) {
      const leaflets = section(await search(keyword), "leaflets")
      expect(leaflets.hits[0]?.title, keyword).toMatch(/^阿莫西林胶囊/)
    }
  })

  it("finds a news article by words from the middle of its body, segmented, not as one substring", async () => {
    // The body says "合规机构的获客成本有望下降": "成本获客" is nowhere as it stands, but both of its words are.
    const news = section(await search("成本获客"), "news")
    expect(news.matchedBy).toBe("成本获客")
    expect(news.hits.map((h) => h.title)).toContain("医疗美容服务监管再升级：机构资质与医师执业信息须公开可查")
    const list = await suite.server.call("newsList", { query: { keyword: "成本获客" } })
    if (!list.ok) throw new Error(`news list failed: ${JSON.stringify(list.body)}`)
    expect(list.body.content[0]?.title).toBe("医疗美容服务监管再升级：机构资质与医师执业信息须公开可查")
  })

  it("finds a science article by a word of its body only", async () => {
    const science = section(await search("燕麦"), "science")
    const hit = science.hits.find((h) => h.title === "早餐怎么吃才算营养均衡")
    expect(hit).toBeDefined()
    expect(hit?.href).toMatch(/^\/healthy\?id=\d+$/)
    expect(science.more.map((l) => l.label)).toEqual(["健康科普", "美容护肤"])
    expect(science.more[0]?.total).toBeGreaterThan(0)
  })

  it("finds a course and a product by a Chinese word, titles marked", async () => {
    const courses = section(await search("经络"), "courses")
    expect(courses.total).toBeGreaterThan(0)
    expect(courses.hits[0]?.title).toContain("经络")
    expect(marked(courses.hits[0]?.title ?? "", courses.hits[0]?.titleMarks ?? [])).toContain("经络")
    const products = section(await search("玻尿酸"), "products")
    expect(products.hits[0]?.title).toContain("玻尿酸")
    expect(products.hits[0]?.href).toMatch(/^\/product\/detail\/\d+$/)
  })

  it("tries the keyword's words when the whole keyword finds nothing in an area", async () => {
    const courses = section(await search("经络按揉推荐"), "courses")
    expect(courses.total).toBeGreaterThan(0)
    expect(["经络", "按揉"]).toContain(courses.matchedBy)
    expect(courses.more[0]?.href).toContain(`keyword=${encodeURIComponent(courses.matchedBy)}`)
  })

  it("matches %, _ and backslash literally and refuses a NUL byte or a blank keyword with 400", async () => {
    for (const keyword of ["_", "a_b", "\\", "%_%", "100%"]) {
      const result = await search(keyword)
      expect(result.total, keyword).toBe(0)
    }
    // "%" finds only what holds a percent sign, such as the toner's "5%烟酰胺".
    const percent = await search("%")
    expect(percent.total).toBeLessThan(10)
    expect(section(percent, "products").hits.every((h) => `${h.title}${h.summary}`.includes("%"))).toBe(true)
    expect(section(await search("5%烟酰胺"), "products").hits[0]?.title).toContain("烟酰胺")
    for (const query of ["keyword=%00", `keyword=${encodeURIComponent("阿莫\u0000西林")}`, "keyword=", "keyword=%20%20", "m=1", `keyword=${"长".repeat(101)}`]) {
      const answer = await raw(query)
      expect(answer.status, query).toBe(400)
      expect(((await answer.json()) as { message: string }).message).toBeTruthy()
    }
    const blank = await raw("keyword=%20")
    expect(((await blank.json()) as { message: string }).message).toBe(SITE_SEARCH_MESSAGES.keywordRequired)
  })

  it("finds by substring alone every entry that a one-word keyword's words would find", async () => {
    const rows = (await suite.server.deps.db.execute(sql`select distinct unnest(string_to_array(${searchEntries.words}, ' ')) as w from ${searchEntries}`)) as unknown as { rows: { w: string }[] }
    const single = rows.rows.map((r) => r.w).filter((w) => wordIsSubstring(w, searchWords(w)))
    expect(single.length).toBeGreaterThan(100)
    const missed = (await suite.server.deps.db.execute(
      sql`select w from unnest(string_to_array(${single.join(" ")}, ' ')) as w where exists (select 1 from ${searchEntries} where ${searchEntries.vector} @@ plainto_tsquery('simple', w) and position(w in ${searchEntries.text}) = 0)`,
    )) as unknown as { rows: { w: string }[] }
    expect(missed.rows).toEqual([])
  })

  it("finds through the word list's index exactly the entries whose words hold every word asked for", async () => {
    const rows = (await suite.server.deps.db.execute(sql`select ${searchEntries.kind} as kind, ${searchEntries.refId} as ref, ${searchEntries.words} as words from ${searchEntries}`)) as unknown as {
      rows: { kind: string; ref: number; words: string }[]
    }
    const entries = rows.rows.map((r) => ({ key: `${r.kind}:${r.ref}`, words: new Set(r.words.split(" ")) }))
    // Two and three words of one entry, and words of two entries: each kind of keyword a member types.
    const keywords = rows.rows.flatMap((r, i) => {
      const words = r.words.split(" ")
      const other = rows.rows[(i * 7 + 3) % rows.rows.length]?.words.split(" ") ?? []
      return [words.slice(0, 2), words.slice(1, 4), [words[0] ?? "", other[1] ?? ""]]
    }).filter((words) => words.length > 0 && words.every((w) => w !== ""))
    expect(keywords.length).toBeGreaterThan(100)
    for (const words of keywords.slice(0, 60)) {
      const found = (await suite.server.deps.db.execute(
        sql`select ${searchEntries.kind} || ':' || ${searchEntries.refId} as key from ${searchEntries} where ${searchEntries.wordList} @> string_to_array(${words.join(" ")}, ' ')`,
      )) as unknown as { rows: { key: string }[] }
      const expected = entries.filter((e) => words.every((w) => e.words.has(w))).map((e) => e.key)
      expect(found.rows.map((r) => r.key).sort(), words.join(" ")).toEqual(expected.sort())
    }
  })

  it("answers a keyword nothing holds with every section empty", async () => {
    const result = await search("qxzvw")
    expect(result.total).toBe(0)
    expect(result.sections.every((s) => s.hits.length === 0 && s.total === 0)).toBe(true)
  })
})
