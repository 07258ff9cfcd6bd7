import { describe, expect, it } from "vitest"
import { fc, test } from "@fast-check/vitest"
import { buildLinkTree, buildSiteSettings, DEFAULT_SITE_TIMEOUT_MS, type LinkRow } from "./site-config.ts"

const link = (over: Partial<LinkRow> & Pick<LinkRow, "id">): LinkRow => ({
  group: "website", parentId: null, title: `t${over.id}`, href: "/x", show: true, blankTarget: false, sort: 0, ...over,
})

describe("site settings", () => {
  it("merges webuser and website, website winning, and drops webshop and websys", () => {
    const settings = buildSiteSettings(
      [
        { group: "webuser", key: "title", value: "用户站" },
        { group: "webuser", key: "userOnly", value: "u" },
        { group: "website", key: "title", value: "健康美丽网" },
        { group: "website", key: "caseNumber", value: "京ICP备00000000号" },
        { group: "webshop", key: "shopSecret", value: "s" },
        { group: "websys", key: "logoImage", value: "/sys.png" },
      ],
      [],
    )
    expect(settings.title).toBe("健康美丽网")
    expect(settings.caseNumber).toBe("京ICP备00000000号")
    expect(settings.logoImage).toBe("")
    expect(settings.extra).toEqual({ userOnly: "u" })
  })

  it("reads hot keywords and the timeout, with safe defaults", () => {
    const good = buildSiteSettings(
      [
        { group: "website", key: "searchHotKeywords", value: JSON.stringify([{ title: "祛痘", type: "courses" }]) },
        { group: "website", key: "timeout", value: "5000" },
      ],
      [],
    )
    expect(good.searchHotKeywords).toEqual([{ title: "祛痘", type: "courses" }])
    expect(good.timeout).toBe(5000)
    const bad = buildSiteSettings(
      [
        { group: "website", key: "searchHotKeywords", value: "{not json" },
        { group: "website", key: "timeout", value: "-3" },
      ],
      [],
    )
    expect(bad.searchHotKeywords).toEqual([])
    expect(bad.timeout).toBe(DEFAULT_SITE_TIMEOUT_MS)
  })

  it("builds the link tree from both shown groups in sort order", () => {
    const tree = buildLinkTree([
      link({ id: 1, title: "关于我们", sort: 2 }),
      link({ id: 2, group: "webuser", title: "帮助中心", sort: 1 }),
      link({ id: 3, parentId: 1, title: "联系我们", sort: 2 }),
      link({ id: 4, parentId: 1, title: "公司简介", sort: 1, blankTarget: true }),
      link({ id: 5, parentId: 2, group: "webuser", title: "新手指南" }),
      link({ id: 6, group: "webshop", title: "商家后台" }),
      link({ id: 7, group: "websys", parentId: 1, title: "系统链接" }),
    ])
    expect(tree.map((g) => g.title)).toEqual(["帮助中心", "关于我们"])
    expect(tree[1]?.children.map((c) => c.title)).toEqual(["公司简介", "联系我们"])
    expect(tree[1]?.children[0]?.blankTarget).toBe(true)
  })

  test.prop([fc.array(fc.record({ group: fc.constantFrom("webshop", "websys"), key: fc.string(), value: fc.string() }))])(
    "no entry of a dropped group ever shows",
    (entries) => {
      const settings = buildSiteSettings(entries, [])
      expect(settings.extra).toEqual({})
      expect(settings.title).toBe("")
    },
  )
})
