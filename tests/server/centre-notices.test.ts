import { beforeAll, describe, expect, it } from "vitest"
import { and, eq } from "drizzle-orm"
import { CENTRE_NOTICE_MESSAGES, type CentreNoticeInput } from "../../domain/notices/centre-notice.ts"
import { shops } from "../../server/mall/tables.ts"
import { centreNoticeReads } from "../../server/notices/tables.ts"
import { signedInUser, type SignedIn, seededToken } from "../setup/auth.ts"
import { databaseKinds } from "../setup/databases.ts"
import { useTestServer } from "../setup/server-suite.ts"

const notice = (over: Partial<CentreNoticeInput> = {}): CentreNoticeInput => ({
  title: "创客结算周期调整通知",
  content: "<p>自下月起创客收益按周结算。</p>",
  audience: "makers",
  published: true,
  ...over,
})

describe.each(databaseKinds())("公告通知 of the maker centre on %s", (kind) => {
  const suite = useTestServer(kind)
  let admin: SignedIn
  let maker: SignedIn
  let merchant: SignedIn
  const ids: Record<string, number> = {}
  beforeAll(async () => {
    admin = await signedInUser(suite.server, { roles: ["ROLE_ADMIN"] })
    maker = await signedInUser(suite.server, { isMaker: true })
    merchant = await signedInUser(suite.server, { type: "merchant" })
    for (const [name, input] of [
      ["makers", notice({ title: "只给创客的公告" })],
      ["merchants", notice({ title: "只给商家的公告", audience: "merchants" })],
      ["both", notice({ title: "创客和商家都能看的公告", audience: "both" })],
      ["draft", notice({ title: "尚未发布的草稿", audience: "both", published: false })],
    ] as const) {
      const created = await suite.server.call("adminCentreNoticeCreate", { body: input }, { token: admin.token })
      if (!created.ok) throw new Error(created.body.message)
      ids[name] = created.body.id
    }
  })

  it("lists the published notices of the member's audiences, newest first, with unread marks and their count", async () => {
    const forMaker = await suite.server.call("centreNoticeList", { query: { size: 100 } }, { token: maker.token })
    if (!forMaker.ok) throw new Error("list failed")
    const listed = forMaker.body.content.map((n) => n.id)
    expect(listed.slice(0, 2)).toEqual([ids.both, ids.makers])
    expect(listed).not.toContain(ids.merchants)
    expect(listed).not.toContain(ids.draft)
    expect(forMaker.body.content.every((n) => n.audience !== "merchants" && !n.read)).toBe(true)
    expect(forMaker.body.unread).toBe(forMaker.body.totalElements)

    const forMerchant = await suite.server.call("centreNoticeList", { query: { size: 100 } }, { token: merchant.token })
    const merchantIds = forMerchant.ok ? forMerchant.body.content.map((n) => n.id) : []
    expect(merchantIds.slice(0, 2)).toEqual([ids.both, ids.merchants])
    expect(merchantIds).not.toContain(ids.makers)

    // A maker member with an open shop reads both sides'.
    const shopMaker = await signedInUser(suite.server, { isMaker: true })
    await suite.server.deps.db.insert(shops).values({ id: shopMaker.user.id, name: `测试小店${shopMaker.user.id}` })
    const forShopMaker = await suite.server.call("centreNoticeList", { query: { size: 100 } }, { token: shopMaker.token })
    expect(forShopMaker.ok && forShopMaker.body.content.slice(0, 3).map((n) => n.id)).toEqual([ids.both, ids.merchants, ids.makers])

    expect((await suite.server.call("centreNoticeList", { query: {} })).status).toBe(401)
    const plain = await signedInUser(suite.server)
    expect((await suite.server.call("centreNoticeList", { query: {} }, { token: plain.token })).status).toBe(403)
  })

  it("marks a notice read once for the member who opens it and lowers its unread count", async () => {
    const before = await suite.server.call("centreNoticeList", { query: { size: 1 } }, { token: maker.token })
    if (!before.ok) throw new Error("list failed")
    const opened = await suite.server.call("centreNoticeDetail", { params: { id: ids.makers ?? 0 } }, { token: maker.token })
    expect(opened.ok && opened.body).toMatchObject({ title: "只给创客的公告", read: true, content: "<p>自下月起创客收益按周结算。</p>" })
    await suite.server.call("centreNoticeDetail", { params: { id: ids.makers ?? 0 } }, { token: maker.token })
    const rows = await suite.server.deps.db.select().from(centreNoticeReads).where(and(eq(centreNoticeReads.noticeId, ids.makers ?? 0), eq(centreNoticeReads.userId, maker.user.id)))
    expect(rows).toHaveLength(1)

    const after = await suite.server.call("centreNoticeList", { query: { size: 100 } }, { token: maker.token })
    expect(after.ok && after.body.unread).toBe(before.body.unread - 1)
    expect(after.ok && after.body.content.find((n) => n.id === ids.makers)?.read).toBe(true)
    // Another maker's marks are its own.
    const other = await signedInUser(suite.server, { isMaker: true })
    const theirs = await suite.server.call("centreNoticeList", { query: { size: 100 } }, { token: other.token })
    expect(theirs.ok && theirs.body.unread).toBe(before.body.unread)

    // Another audience's notice and a draft are not found.
    expect((await suite.server.call("centreNoticeDetail", { params: { id: ids.merchants ?? 0 } }, { token: maker.token })).status).toBe(404)
    expect((await suite.server.call("centreNoticeDetail", { params: { id: ids.draft ?? 0 } }, { token: maker.token })).status).toBe(404)
  })

  it("lets administrators keep drafts, publish, edit and delete; sanitizes the html; refuses others", async () => {
    expect((await suite.server.call("adminCentreNoticeCreate", { body: notice() }, { token: maker.token })).status).toBe(403)
    const records = await suite.server.call("adminCentreNoticeList", { query: { size: 100 } }, { token: admin.token })
    const draft = records.ok ? records.body.content.find((n) => n.id === ids.draft) : undefined
    expect(draft).toMatchObject({ published: false, publishTime: null })
    expect(records.ok && records.body.content.find((n) => n.id === ids.makers)?.reads).toBe(1)

    const beforePublishing = Date.now()
    const published = await suite.server.call(
      "adminCentreNoticeUpdate",
      { params: { id: ids.draft ?? 0 }, body: notice({ title: "年终激励计划", audience: "both", content: '<p onclick="x()">规则<script>alert(1)</script></p>' }) },
      { token: admin.token },
    )
    if (!published.ok) throw new Error(published.body.message)
    expect(published.body.published).toBe(true)
    expect(Date.parse(published.body.publishTime ?? "")).toBeGreaterThanOrEqual(beforePublishing - 1000)
    expect(published.body.content).not.toMatch(/onclick|script/)
    const first = await suite.server.call("centreNoticeList", { query: { size: 1 } }, { token: merchant.token })
    expect(first.ok && first.body.content[0]?.title).toBe("年终激励计划")

    const wrong = [
      [notice({ title: "短" }), CENTRE_NOTICE_MESSAGES.titleLength],
      [notice({ content: "<p> </p><script>x</script>" }), CENTRE_NOTICE_MESSAGES.contentRequired],
    ] as const
    for (const [body, message] of wrong) {
      expect(await suite.server.call("adminCentreNoticeCreate", { body }, { token: admin.token })).toMatchObject({ status: 400, body: { message } })
    }
    expect((await suite.server.call("adminCentreNoticeDelete", { params: { id: ids.draft ?? 0 } }, { token: admin.token })).ok).toBe(true)
    expect((await suite.server.call("centreNoticeDetail", { params: { id: ids.draft ?? 0 } }, { token: merchant.token })).status).toBe(404)
    expect((await suite.server.call("adminCentreNoticeDelete", { params: { id: ids.draft ?? 0 } }, { token: admin.token })).status).toBe(404)
  })

  it("gives the demo maker the seeded notices of makers and both", async () => {
    const token = await seededToken(suite.server, "chen_maker")
    const list = await suite.server.call("centreNoticeList", { query: { size: 100 } }, { token })
    const titles = list.ok ? list.body.content.map((n) => n.title) : []
    expect(titles).toEqual(expect.arrayContaining(["创客中心上线公告通知", "短视频作品审核标准说明"]))
    expect(titles).not.toContain("年终创客激励计划（草稿）")
  })
})
