import { describe, expect, it } from "vitest"
import { sql } from "drizzle-orm"
import { signedInUser } from "../setup/auth.ts"
import { databaseKinds } from "../setup/databases.ts"
import { uploadPicture } from "../setup/mall-buyer.ts"
import { useSignedInUser, useTestServer } from "../setup/server-suite.ts"

describe.each(databaseKinds())("the operator edits the site on %s", (kind) => {
  const suite = useTestServer(kind)
  const operator = useSignedInUser(suite, { roles: ["ROLE_OPERATOR"], nickName: "运营甲" })

  const token = () => ({ token: operator.token })

  it("changes hot keywords, logo and filing number; the cached settings show them at once", async () => {
    const before = await suite.server.call("systemConfig")
    if (!before.ok) throw new Error("no settings")
    const editing = await suite.server.call("adminSiteConfig", undefined, token())
    if (!editing.ok) throw new Error("no settings to edit")
    expect(editing.body.settings.searchHotKeywords.length).toBe(before.body.searchHotKeywords.length)
    const settings = {
      ...editing.body.settings,
      caseNumber: "京ICP备2099000001号-2",
      searchHotKeywords: [{ title: "秋冬补水", type: "products" as const }, ...editing.body.settings.searchHotKeywords.slice(1)],
    }
    expect((await suite.server.call("adminSiteConfigSave", { body: settings }, token())).ok).toBe(true)
    const after = await suite.server.call("systemConfig")
    expect(after.ok && after.body.caseNumber).toBe("京ICP备2099000001号-2")
    expect(after.ok && after.body.searchHotKeywords[0]).toEqual({ title: "秋冬补水", type: "products" })
    // Settings other than the edited ones stay.
    expect(after.ok && after.body.extra.companyName).toBe(before.body.extra.companyName)
  })

  it("refuses a hot keyword of an unknown type and a timeout out of range", async () => {
    const editing = await suite.server.call("adminSiteConfig", undefined, token())
    if (!editing.ok) throw new Error("no settings to edit")
    const bad = await fetch(`${suite.server.url}/api/admin/site/config`, {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${operator.token}` },
      body: JSON.stringify({ ...editing.body.settings, searchHotKeywords: [{ title: "x", type: "lottery" }] }),
    })
    expect(bad.status).toBe(400)
    const slow = await suite.server.call("adminSiteConfigSave", { body: { ...editing.body.settings, timeout: 10 } }, token())
    expect(slow.status).toBe(400)
  })

  it("adds, edits and deletes footer links; a group with links cannot be deleted", async () => {
    const editing = await suite.server.call("adminSiteConfig", undefined, token())
    if (!editing.ok) throw new Error("no links")
    const heading = editing.body.links.find((link) => link.parentId === null)
    if (!heading) throw new Error("no heading")
    const added = await suite.server.call("adminSiteLinkCreate", { body: { parentId: heading.id, title: "营养师在线", href: "/announce/contactus", show: true, blankTarget: false, sort: 99 } }, token())
    if (!added.ok) throw new Error("not added")
    let shown = await suite.server.call("systemConfig")
    expect(shown.ok && shown.body.links.find((g) => g.title === heading.title)?.children.map((c) => c.title)).toContain("营养师在线")

    const hidden = await suite.server.call("adminSiteLinkUpdate", { params: { id: added.body.id }, body: { parentId: heading.id, title: "营养师在线", href: "/announce/contactus", show: false, blankTarget: true, sort: 99 } }, token())
    expect(hidden.ok && hidden.body.show).toBe(false)
    shown = await suite.server.call("systemConfig")
    expect(shown.ok && shown.body.links.find((g) => g.title === heading.title)?.children.find((c) => c.title === "营养师在线")?.show).toBe(false)

    const refused = await suite.server.call("adminSiteLinkDelete", { params: { id: heading.id } }, token())
    expect(refused.status).toBe(409)
    expect((await suite.server.call("adminSiteLinkDelete", { params: { id: added.body.id } }, token())).ok).toBe(true)
    shown = await suite.server.call("systemConfig")
    expect(shown.ok && shown.body.links.flatMap((g) => g.children.map((c) => c.title))).not.toContain("营养师在线")
  })

  it("saves a static page through the sanitizer and serves it at once", async () => {
    const list = await suite.server.call("adminAdverts", undefined, token())
    if (!list.ok) throw new Error("no adverts")
    const key = list.body[0]!.key
    await suite.server.call("advert", { query: { key } })
    const saved = await suite.server.call("adminAdvertSave", { params: { key }, body: { title: "关于我们", value: '<p onclick="x()">新的介绍<script>alert(1)</script></p>' } }, token())
    expect(saved.ok).toBe(true)
    const read = await suite.server.call("advert", { query: { key } })
    expect(read.ok && read.body.value).toBe("<p>新的介绍</p>")
  })

  it("edits the home page's channel tiles: order, hidden tiles, icons from the fixed list; the cached settings show them at once", async () => {
    const before = await suite.server.call("systemConfig")
    if (!before.ok) throw new Error("no settings")
    expect(before.body.channelTiles.map((t) => t.href)).toContain("/video")
    const editing = await suite.server.call("adminSiteConfig", undefined, token())
    if (!editing.ok) throw new Error("no settings to edit")
    const [first, second, ...rest] = editing.body.channelTiles
    if (!first || !second) throw new Error("no tiles")
    const tiles = [
      { ...second, sort: 0 },
      { ...first, sort: 1, show: false },
      ...rest.map((tile, i) => ({ ...tile, sort: i + 2 })),
      { title: "会员福利", text: "每周上新", href: "/vip", icon: "gift" as const, sort: 0, show: true, newTab: false },
    ]
    expect((await suite.server.call("adminSiteChannelsSave", { body: { tiles } }, token())).ok).toBe(true)
    const after = await suite.server.call("systemConfig")
    if (!after.ok) throw new Error("no settings")
    expect(after.body.channelTiles.map((t) => t.title).slice(0, 3)).toEqual([second.title, "会员福利", first.title])
    expect(after.body.channelTiles.find((t) => t.title === first.title)?.show).toBe(false)
    expect(after.body.extra.channelTiles).toBeUndefined()

    const badIcon = await fetch(`${suite.server.url}/api/admin/site/channels`, {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${operator.token}` },
      body: JSON.stringify({ tiles: [{ ...tiles[0], icon: "skull" }] }),
    })
    expect(badIcon.status).toBe(400)
    const badHref = await suite.server.call("adminSiteChannelsSave", { body: { tiles: [{ ...tiles[0]!, href: "javascript:alert(1)" }] } }, token())
    expect(badHref.status).toBe(400)
    const log = await suite.server.call("adminAudit", { query: { keyword: "首页频道导航" } }, { token: (await signedInUser(suite.server, { roles: ["ROLE_ADMIN"] })).token })
    expect(log.ok && log.body.content.map((e) => e.action)).toEqual(["site.channels"])
  })

  it("edits the home banners: pictures of the site or the operator's own uploads, links checked; the cached settings show them at once", async () => {
    const before = await suite.server.call("systemConfig")
    if (!before.ok) throw new Error("no settings")
    expect(before.body.homeBanners.map((b) => b.image)).toContain("/banners/home-1.svg")
    const picture = await uploadPicture(suite.server, operator.token)
    const [first, ...rest] = before.body.homeBanners
    if (!first) throw new Error("no banners")
    const banners = [{ title: "双十二健康节", image: picture, href: "/activity/detail?id=1", sort: 0, show: true, newTab: false }, ...rest.map((b, i) => ({ ...b, sort: i + 1 })), { ...first, sort: 9, show: false }]
    expect((await suite.server.call("adminSiteBannersSave", { body: { banners } }, token())).ok).toBe(true)
    const after = await suite.server.call("systemConfig")
    if (!after.ok) throw new Error("no settings")
    expect(after.body.homeBanners[0]).toEqual(banners[0])
    expect(after.body.homeBanners.at(-1)).toEqual({ ...first, sort: 9, show: false })
    expect(after.body.extra.homeBanners).toBeUndefined()

    // A member's picture cannot be put on the home page by its address; nor an outside one, nor a script link.
    const member = await signedInUser(suite.server)
    const membersPicture = await uploadPicture(suite.server, member.token)
    const refusals = [
      { ...banners[0]!, image: membersPicture },
      { ...banners[0]!, image: "https://evil.example/x.png" },
      { ...banners[0]!, href: "javascript:alert(1)" },
    ]
    for (const banner of refusals) {
      const answer = await suite.server.call("adminSiteBannersSave", { body: { banners: [banner] } }, token())
      expect(answer.status, JSON.stringify(banner)).toBe(400)
    }
    const tooMany = await suite.server.call("adminSiteBannersSave", { body: { banners: Array.from({ length: 9 }, (_, i) => ({ ...banners[0]!, sort: i })) } }, token())
    expect(tooMany.status).toBe(400)
    const kept = await suite.server.call("systemConfig")
    expect(kept.ok && kept.body.homeBanners[0]?.title).toBe("双十二健康节")
    const log = await suite.server.call("adminAudit", { query: { keyword: "首页轮播图" } }, { token: (await signedInUser(suite.server, { roles: ["ROLE_ADMIN"] })).token })
    expect(log.ok && log.body.content.map((e) => e.action)).toEqual(["site.banners"])
  })

  it("records every change in the audit log, searchable, and the log refuses changes", async () => {
    const log = await suite.server.call("adminAudit", { query: { keyword: "页脚链接" } }, { token: (await signedInUser(suite.server, { roles: ["ROLE_ADMIN"] })).token })
    if (!log.ok) throw new Error("no log")
    expect(log.body.content.map((e) => e.action).sort()).toEqual(["site.link.create", "site.link.delete", "site.link.update"])
    const created = log.body.content.find((e) => e.action === "site.link.create")!
    expect(created.actorName).toContain("运营甲")
    expect(created.before).toBeNull()
    expect(created.after).toContain("营养师在线")
    await expect(suite.server.deps.db.execute(sql`update admin_audit_log set actor_name = 'x'`)).rejects.toThrow()
    await expect(suite.server.deps.db.execute(sql`delete from admin_audit_log`)).rejects.toThrow()
  })
})
