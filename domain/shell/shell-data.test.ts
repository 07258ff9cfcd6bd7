import { describe, expect, it } from "vitest"
import { Schema } from "effect"
import { HomeCards } from "./home-card.ts"
import { HOME_BLOCKS, homeCardsOf } from "./home-blocks.ts"
import { RULE_CATEGORIES, ruleCategory } from "./rule-centre.ts"
import { routeByPath } from "./routes/route-table.ts"

describe("home blocks", () => {
  const card = { id: 1, title: "皮肤管理入门", image: "/media/c1.jpg", href: "/video/detail?id=1", priceCents: 9900 }

  it("reads a list or a page of cards and drops malformed ones", () => {
    expect(homeCardsOf([card, { id: 2 }])).toEqual([card])
    expect(homeCardsOf({ content: [card], totalElements: 1 })).toEqual([card])
    expect(homeCardsOf(null)).toEqual([])
    expect(homeCardsOf({ content: "x" })).toEqual([])
    expect(homeCardsOf([{ ...card, priceCents: 1.5 }])).toEqual([])
  })

  it("accepts what the response schema accepts", () => {
    const decoded = Schema.decodeUnknownSync(HomeCards)([card, { id: "a", title: "t", image: "i", href: "/", tag: "新品" }])
    expect(homeCardsOf(decoded)).toHaveLength(2)
  })

  it("links every block to a page of the route table", () => {
    for (const block of HOME_BLOCKS) expect(routeByPath(block.morePath), block.morePath).toBeDefined()
  })
})

describe("rule centre", () => {
  it("lists static pages of the route table only, each once", () => {
    const all = RULE_CATEGORIES.flatMap((c) => c.documents)
    expect(new Set(all).size).toBe(all.length)
    for (const path of all) expect(routeByPath(path)?.area, path).toBe("static")
    expect(ruleCategory("trade")?.title).toBe("交易与售后")
    expect(ruleCategory("nope")).toBeUndefined()
  })
})

describe("shell links", async () => {
  const { ACCOUNT_QUICK_LINKS, TOP_BAR_LINKS } = await import("./shell-links.ts")
  const { matchRoute } = await import("./routes/route-table.ts")
  it("point at routes of the table", () => {
    for (const link of [...Object.values(TOP_BAR_LINKS), ...ACCOUNT_QUICK_LINKS]) expect(matchRoute(link.href), link.href).not.toBeNull()
  })
})
