import { eq } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { COLLECTION_MESSAGES } from "../../domain/member/collection.ts"
import { REAL_NAME_MESSAGES } from "../../domain/member/real-name-form.ts"
import { NEWS_MESSAGES } from "../../domain/news/news-article.ts"
import { REAL_NAME_PROMPTS } from "../../domain/member/real-name.ts"
import { API_MESSAGES } from "../../domain/core/api-messages.ts"
import { newsArticles } from "../../server/news/tables.ts"
import { notices } from "../../server/chat/tables.ts"
import { signedInUser, type SignedIn } from "../setup/auth.ts"
import { databaseKinds } from "../setup/databases.ts"
import { useSignedInUser, useTestServer } from "../setup/server-suite.ts"
import { ok } from "../setup/test-server.ts"

const form = (overrides: Partial<{ title: string; summary: string; body: string; category: string; cover: string }> = {}) => ({
  title: "社区药房试点慢病长处方服务",
  summary: "多地社区药房试点慢病长处方，患者每次可取一到三个月的药量。",
  body: "近日，多地社区药房开始试点慢病长处方服务。\n高血压、糖尿病等病情稳定的患者，每次可取一到三个月的药量。",
  category: "policy",
  cover: "",
  ...overrides,
})

describe.each(databaseKinds())("industry news on %s", (kind) => {
  const suite = useTestServer(kind)
  const admin = useSignedInUser(suite, { roles: ["ROLE_ADMIN"], authState: "certified" })
  const writer = useSignedInUser(suite, { authState: "certified", nickName: "资讯作者" })
  const other = useSignedInUser(suite, { authState: "certified" })

  const create = async (who: SignedIn, overrides: Parameters<typeof form>[0] = {}) => ok(await suite.server.call("newsCreate", { body: form(overrides) }, { token: who.token })).body
  const approve = async (id: number) => ok(await suite.server.call("adminNewsApprove", { params: { id } }, { token: admin.token })).body


  it("lists the seeded published news, newest first, by category and keyword", async () => {
    const all = ok(await suite.server.call("newsList", { query: { size: 50 } })).body
    expect(all.totalElements).toBe(12)
    expect(all.content.every((n) => n.cover.startsWith("/news/covers/"))).toBe(true)
    const times = all.content.map((n) => Date.parse(n.publishTime))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    // The pending and the rejected seeded articles are not public.
    expect(all.content.map((n) => n.author.userName)).not.toContain("lin_xiaoyu")
    expect(all.content.map((n) => n.author.userName)).not.toContain("chen_maker")

    const policy = ok(await suite.server.call("newsList", { query: { category: "policy", size: 50 } })).body
    expect(policy.totalElements).toBeGreaterThan(0)
    expect(policy.content.every((n) => n.category === "policy")).toBe(true)

    const found = ok(await suite.server.call("newsList", { query: { keyword: "防晒" } })).body
    expect(found.content.map((n) => n.title)).toEqual(["夏季防晒市场观察：防晒霜之外，防晒衣和口服美容受关注"])
    // Wildcards of LIKE match themselves.
    expect(ok(await suite.server.call("newsList", { query: { keyword: "%" } })).body.totalElements).toBe(0)

    const paged = ok(await suite.server.call("newsList", { query: { page: 1, size: 5 } })).body
    expect([paged.content.length, paged.totalPages]).toEqual([5, 3])
    expect((await fetch(new URL("/api/news?category=gossip", suite.server.url))).status).toBe(400)
  })

  it("refuses visitors (401), bad forms with the form's messages and uncertified members with the real-name prompt", async () => {
    expect((await suite.server.call("newsCreate", { body: form() })).status).toBe(401)

    const cases: Array<[Parameters<typeof form>[0], string]> = [
      [{ title: "" }, NEWS_MESSAGES.titleRequired],
      [{ title: "四个字的" }, NEWS_MESSAGES.titleLength],
      [{ title: "长".repeat(51) }, NEWS_MESSAGES.titleLength],
      [{ summary: "摘".repeat(201) }, NEWS_MESSAGES.summaryLength],
      [{ body: " \n " }, NEWS_MESSAGES.bodyRequired],
      [{ body: "字".repeat(10_001) }, NEWS_MESSAGES.bodyLength],
      [{ category: "" }, NEWS_MESSAGES.categoryRequired],
      [{ cover: "https://example.com/x.png" }, NEWS_MESSAGES.cover],
    ]
    for (const [overrides, message] of cases) {
      const answer = await suite.server.call("newsCreate", { body: form(overrides) }, { token: writer.token })
      expect([answer.status, answer.body], JSON.stringify(overrides)).toEqual([400, { status: 400, code: "bad_request", message }])
    }
    // A picture uploaded by someone else is not a cover of this member's.
    const foreign = await suite.server.call("newsCreate", { body: form({ cover: `/files/pictures/202611/${"b".repeat(32)}.png` }) }, { token: writer.token })
    expect(foreign).toMatchObject({ status: 400, body: { message: NEWS_MESSAGES.coverNotOwn } })

    for (const authState of ["not_certified", "auth_examine", "auth_fail"] as const) {
      const member = await signedInUser(suite.server, { authState })
      const answer = await suite.server.call("newsCreate", { body: form() }, { token: member.token })
      expect(answer, authState).toMatchObject({ status: 400, body: { message: REAL_NAME_PROMPTS[authState] } })
      expect(ok(await suite.server.call("newsMy", { query: {} }, { token: member.token })).body.totalElements).toBe(0)
    }
  })

  it("keeps a new article pending: not public, readable by its author and administrators only", async () => {
    const item = await create(writer, { title: "待审核的资讯标题", body: '正文第一段\n<script>alert("x")</script><img src=x onerror=alert(1)>' })
    expect(item).toMatchObject({ status: "pending", rejectReason: null, publishTime: null, views: 0 })

    const list = ok(await suite.server.call("newsList", { query: { keyword: "待审核的资讯标题" } })).body
    expect(list.totalElements).toBe(0)
    for (const token of [undefined, other.token]) {
      const answer = await suite.server.call("newsDetail", { params: { id: item.id } }, { token: token ?? null })
      expect([answer.status, answer.body]).toEqual([404, { status: 404, code: "not_found", message: NEWS_MESSAGES.notFound }])
    }
    const own = ok(await suite.server.call("newsDetail", { params: { id: item.id } }, { token: writer.token })).body
    expect(own).toMatchObject({ status: "pending", mine: true, views: 0 })
    // Typed markup stays text.
    expect(own.bodyHtml).toBe("<p>正文第一段</p><p>&lt;script&gt;alert(\"x\")&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;</p>")
    expect(own.bodyHtml).not.toMatch(/<script|<img/)
    const asAdmin = ok(await suite.server.call("newsDetail", { params: { id: item.id } }, { token: admin.token })).body
    expect(asAdmin).toMatchObject({ status: "pending", mine: false })

    const mine = ok(await suite.server.call("newsMy", { query: { status: "pending" } }, { token: writer.token })).body
    expect(mine.content.map((n) => n.id)).toContain(item.id)
    expect(mine.counts.pending).toBeGreaterThanOrEqual(1)
  })

  it("lets only the author read for editing, change and delete an article (404 for anyone else)", async () => {
    const item = await create(writer, { title: "只有作者能修改的资讯" })
    expect((await suite.server.call("newsMyItem", { params: { id: item.id } }, { token: other.token })).status).toBe(404)
    const update = await suite.server.call("newsUpdate", { params: { id: item.id }, body: form({ title: "别人改过的标题啊" }) }, { token: other.token })
    expect(update).toMatchObject({ status: 404, body: { message: NEWS_MESSAGES.notFound } })
    expect((await suite.server.call("newsDelete", { params: { id: item.id } }, { token: other.token })).status).toBe(404)
    expect((await suite.server.call("newsDelete", { params: { id: item.id } })).status).toBe(401)
    const [row] = await suite.server.deps.db.select().from(newsArticles).where(eq(newsArticles.id, item.id))
    expect(row?.title).toBe("只有作者能修改的资讯")

    expect(ok(await suite.server.call("newsMyItem", { params: { id: item.id } }, { token: writer.token })).body.title).toBe("只有作者能修改的资讯")
    expect(ok(await suite.server.call("newsDelete", { params: { id: item.id } }, { token: writer.token })).body).toEqual({ ok: true })
    expect((await suite.server.call("newsMyItem", { params: { id: item.id } }, { token: writer.token })).status).toBe(404)
  })

  it("reviews: administrators only, a rejection needs a reason the author reads, an edit goes back to review, approval publishes", async () => {
    const item = await create(writer, { title: "审核流程中的一篇资讯", category: "market" })
    expect((await suite.server.call("adminNewsList", { query: {} }, { token: writer.token })).status).toBe(403)
    expect((await suite.server.call("adminNewsApprove", { params: { id: item.id } }, { token: writer.token })).status).toBe(403)
    expect((await suite.server.call("adminNewsApprove", { params: { id: item.id } })).status).toBe(401)

    const pending = ok(await suite.server.call("adminNewsList", { query: { size: 50 } }, { token: admin.token })).body
    expect(pending.content.every((n) => n.status === "pending")).toBe(true)
    expect(pending.content.map((n) => n.id)).toContain(item.id)
    // The seeded pending article of lin_xiaoyu waits too.
    expect(pending.content.map((n) => n.author.userName)).toContain("lin_xiaoyu")

    const noReason = await suite.server.call("adminNewsReject", { params: { id: item.id }, body: { reason: " " } }, { token: admin.token })
    expect(noReason).toMatchObject({ status: 400, body: { message: REAL_NAME_MESSAGES.reasonRequired } })
    const rejected = ok(await suite.server.call("adminNewsReject", { params: { id: item.id }, body: { reason: "标题与正文不符，请补充信息来源" } }, { token: admin.token })).body
    expect(rejected).toMatchObject({ status: "rejected", rejectReason: "标题与正文不符，请补充信息来源" })
    const twice = await suite.server.call("adminNewsApprove", { params: { id: item.id } }, { token: admin.token })
    expect(twice).toMatchObject({ status: 409, body: { message: NEWS_MESSAGES.notPending } })

    const mine = ok(await suite.server.call("newsMy", { query: { status: "rejected" } }, { token: writer.token })).body
    expect(mine.content.find((n) => n.id === item.id)?.rejectReason).toBe("标题与正文不符，请补充信息来源")
    const notice = await suite.server.deps.db.select().from(notices).where(eq(notices.userId, writer.user.id))
    expect(notice.map((n) => n.msg)).toContain(NEWS_MESSAGES.noticeRejected("审核流程中的一篇资讯", "标题与正文不符，请补充信息来源"))

    const edited = ok(await suite.server.call("newsUpdate", { params: { id: item.id }, body: form({ title: "审核流程中的一篇资讯（修订）", category: "market" }) }, { token: writer.token })).body
    expect(edited).toMatchObject({ status: "pending", rejectReason: null })

    const published = await approve(item.id)
    expect(published.status).toBe("published")
    const list = ok(await suite.server.call("newsList", { query: { keyword: "审核流程中的一篇资讯" } })).body
    expect(list.content.map((n) => n.id)).toEqual([item.id])
    // The search index follows the edit: the word the edit added finds it.
    expect(ok(await suite.server.call("newsList", { query: { keyword: "修订" } })).body.content.map((n) => n.id)).toContain(item.id)
    expect(list.content[0]).toMatchObject({ category: "market", author: { userName: writer.user.username, nickName: "资讯作者" } })

    // Reading counts a view; the public reads it now.
    const first = ok(await suite.server.call("newsDetail", { params: { id: item.id } })).body
    const second = ok(await suite.server.call("newsDetail", { params: { id: item.id } }, { token: other.token })).body
    expect([first.views, second.views]).toEqual([1, 2])
    expect(second.mine).toBe(false)

    // Editing a published article takes it off the list until it is approved again.
    ok(await suite.server.call("newsUpdate", { params: { id: item.id }, body: form({ title: "审核流程中的一篇资讯（再修订）" }) }, { token: writer.token }))
    expect(ok(await suite.server.call("newsList", { query: { keyword: "审核流程中的一篇资讯" } })).body.totalElements).toBe(0)
    expect((await suite.server.call("newsDetail", { params: { id: item.id } })).status).toBe(404)
  })

  it("saves a published article as a favourite listed in the collection, refuses pending ones, and drops it with the article", async () => {
    const item = await create(writer, { title: "可以收藏的一篇资讯" })
    const early = await suite.server.call("collectionAdd", { body: { targetType: "article", targetId: item.id } }, { token: other.token })
    expect(early).toMatchObject({ status: 404, body: { message: COLLECTION_MESSAGES.unknownTarget } })
    await approve(item.id)
    const saved = ok(await suite.server.call("collectionAdd", { body: { targetType: "article", targetId: item.id } }, { token: other.token })).body
    expect(saved).toMatchObject({ targetType: "article", title: "可以收藏的一篇资讯", href: `/news/detail?id=${item.id}` })
    const list = ok(await suite.server.call("collectionList", { query: { type: "article" } }, { token: other.token })).body
    expect(list.content.map((f) => f.targetId)).toEqual([item.id])
    expect(list.counts.article).toBe(1)
    expect(ok(await suite.server.call("collectionStatus", { query: { targetType: "article", targetId: item.id } }, { token: other.token })).body.collected).toBe(true)

    ok(await suite.server.call("newsDelete", { params: { id: item.id } }, { token: writer.token }))
    expect(ok(await suite.server.call("collectionList", { query: { type: "article" } }, { token: other.token })).body.totalElements).toBe(0)
  })

  it("counts the author's published articles on the profile card", async () => {
    const author = await signedInUser(suite.server, { authState: "certified" })
    const card = async () => ok(await suite.server.call("userCard", { params: { userName: author.user.username } })).body
    expect(await card()).toMatchObject({ newsCount: 0, bbsCount: 0 })
    const a = await create(author, { title: "名片计数的第一篇资讯" })
    await create(author, { title: "名片计数的第二篇资讯" })
    expect((await card()).newsCount).toBe(0)
    await approve(a.id)
    expect(await card()).toMatchObject({ newsCount: 1, bbsCount: 0 })
    // The seeded authors: twelve published between yuexiang_service and zhou_vip.
    const service = ok(await suite.server.call("userCard", { params: { userName: "yuexiang_service" } })).body.newsCount
    const vip = ok(await suite.server.call("userCard", { params: { userName: "zhou_vip" } })).body.newsCount
    expect([service, vip, service + vip]).toEqual([7, 5, 12])
  })

  it("answers 404 for unknown ids and 400 for ids that are not numbers", async () => {
    expect((await suite.server.call("newsDetail", { params: { id: 999_999 } })).status).toBe(404)
    const bad = await fetch(new URL("/api/news/detail/abc", suite.server.url))
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { message: string }).message).toBe(API_MESSAGES.badRequest)
  })
})
