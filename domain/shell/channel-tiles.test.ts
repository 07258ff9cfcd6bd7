import { describe, expect, it } from "vitest"
import { parseChannelTiles } from "./home-setting-schemas.ts"
import { CHANNEL_TILE_MESSAGES, DEFAULT_CHANNEL_TILES, channelTileProblem } from "./channel-tiles.ts"

describe("the home page's channel tiles", () => {
  it("fall back to the main menu's channels when nothing valid is stored", () => {
    expect(parseChannelTiles(undefined)).toEqual(DEFAULT_CHANNEL_TILES)
    expect(parseChannelTiles("not json")).toEqual(DEFAULT_CHANNEL_TILES)
    expect(parseChannelTiles(JSON.stringify([{ title: "x", text: "", href: "/x", icon: "skull", sort: 0, show: true, newTab: false }]))).toEqual(DEFAULT_CHANNEL_TILES)
  })

  it("read a stored list in order of sort, keeping the stored order for equal sorts, hidden tiles included", () => {
    const stored = [
      { title: "乙", text: "", href: "/b", icon: "star", sort: 1, show: true, newTab: false },
      { title: "甲", text: "", href: "/a", icon: "gift", sort: 0, show: false, newTab: false },
      { title: "丙", text: "", href: "https://example.com", icon: "star", sort: 1, show: true, newTab: true },
    ]
    expect(parseChannelTiles(JSON.stringify(stored)).map((t) => t.title)).toEqual(["甲", "乙", "丙"])
    expect(parseChannelTiles("[]")).toEqual([])
  })

  it("need a name, a site path or web address, and a sort from 0 to 99", () => {
    const tile = { title: "商城", text: "", href: "/product", sort: 0 }
    expect(channelTileProblem(tile)).toBeNull()
    expect(channelTileProblem({ ...tile, title: " " })).toBe(CHANNEL_TILE_MESSAGES.titleRequired)
    expect(channelTileProblem({ ...tile, href: "javascript:alert(1)" })).toBe(CHANNEL_TILE_MESSAGES.badHref)
    expect(channelTileProblem({ ...tile, href: "/a b" })).toBe(CHANNEL_TILE_MESSAGES.badHref)
    expect(channelTileProblem({ ...tile, sort: 100 })).toBe(CHANNEL_TILE_MESSAGES.sortRange)
  })
})
