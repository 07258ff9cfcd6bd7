import { eq } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { SCIENCE_MESSAGES } from "../../domain/community/science.ts"
import { REAL_NAME_PROMPTS } from "../../domain/member/real-name.ts"
import { notices } from "../../server/chat/tables.ts"
import { databaseKinds } from "../setup/databases.ts"
import { useSignedInUser, useTestServer } from "../setup/server-suite.ts"
import { ok } from "../setup/test-server.ts"

const form = (overrides: Partial<{ title: string; summary: string; bodyHtml: string; category: string; cover: string }> = {}) => ({
  title: "补钙不只是喝骨头汤",
  summary: "",
  bodyHtml:
    '<h2>钙从哪里来</h2><p class="lead" style="color:red" onclick="steal()">奶类、豆制品和深绿色蔬菜是膳食钙的好来源，骨头汤里的钙其实很少。</p><script>alert(1)</script><img src="x" onerror="alert(2)"><p><a href="javascript:alert(3)">点我</a></p>',
  category: "nutrition",
  cover: "",
  ...overrides,
})

describe.each(databaseKinds())("science articles on %s", (kind) => {
  const suite = useTestServer(kind)
  const admin = useSignedInUser(suite, { roles: ["ROLE_ADMIN"], authState: "certified" })
  const writer = useSignedInUser(suite, { authState: "certified", nickName: "科普作者" })
  const reader = useSignedInUser(suite, { authState: "certified", nickName: "读者" })
  const uncertified = useSignedInUser(suite, { authState: "not_certified" })


  it("lists the seeded published articles of each channel, by category and keyword", async () => {
    const healthy = ok(await suite.server.call("scienceList", { query: { channel: "healthy", size: 50 } })).body
    const cosmeto = ok(await suite.server.call("scienceList", { query: { channel: "cosmeto", size: 50 } })).body
    expect(healthy.totalElements).toBe(4)
    expect(cosmeto.totalElements).toBe(4)
    expect(healthy.content.every((a) => a.channel === "healthy")).toBe(true)
    const times = healthy.content.map((a) => Date.parse(a.publishTime))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    const skincare = ok(await suite.server.call("scienceList", { query: { channel: "cosmeto", category: "skincare" } })).body
    expect(skincare.content.map((a) => a.title).sort()).toEqual(["敏感肌的日常护理要点", "防晒霜怎么选：看懂 SPF 和 PA"].sort())
    // A word that only the body holds finds the article.
    const found = ok(await suite.server.call("scienceList", { query: { channel: "healthy", keyword: "花粉浓度" } })).body
    expect(found.content.map((a) => a.title)).toEqual(["春季过敏高发，花粉季如何做好防护"])
    expect(ok(await suite.server.call("scienceList", { query: { channel: "healthy", keyword: "%" } })).body.totalElements).toBe(0)
    expect((await fetch(new URL("/api/science?channel=gossip", suite.server.url))).status).toBe(400)
  })

  it("stores only sanitized html, reviews with a reason, and publishes after approval", async () => {
    const refused = await suite.server.call("scienceCreate", { body: form() }, { token: uncertified.token })
    expect(refused.ok).toBe(false)
    if (!refused.ok) expect([refused.status, refused.body.message]).toEqual([400, REAL_NAME_PROMPTS.not_certified])

    const short = await suite.server.call("scienceCreate", { body: form({ bodyHtml: "<p>太短</p>" }) }, { token: writer.token })
    expect(short.ok ? null : short.body.message).toBe(SCIENCE_MESSAGES.bodyLength)

    const created = ok(await suite.server.call("scienceCreate", { body: form() }, { token: writer.token })).body
    expect(created.status).toBe("pending")
    expect(created.bodyHtml).not.toMatch(/script|onerror|onclick|javascript:|class=|style=/i)
    expect(created.bodyHtml).toContain("<h2>钙从哪里来</h2>")

    // Not public while pending.
    const hidden = await suite.server.call("scienceDetail", { params: { id: created.id } }, { token: reader.token })
    expect(hidden.ok ? 200 : hidden.status).toBe(404)

    const rejected = ok(await suite.server.call("adminScienceReject", { params: { id: created.id }, body: { reason: "请补充参考来源" } }, { token: admin.token })).body
    expect([rejected.status, rejected.rejectReason]).toEqual(["rejected", "请补充参考来源"])
    const again = await suite.server.call("adminScienceApprove", { params: { id: created.id } }, { token: admin.token })
    expect(again.ok ? 200 : again.status).toBe(409)

    const mine = ok(await suite.server.call("scienceMy", { query: { status: "rejected" } }, { token: writer.token })).body
    expect(mine.content.map((a) => [a.id, a.rejectReason])).toEqual([[created.id, "请补充参考来源"]])

    ok(await suite.server.call("scienceUpdate", { params: { id: created.id }, body: form({ summary: "膳食钙的来源与误区" }) }, { token: writer.token }))
    const approved = ok(await suite.server.call("adminScienceApprove", { params: { id: created.id } }, { token: admin.token })).body
    expect(approved.status).toBe("published")

    const list = ok(await suite.server.call("scienceList", { query: { channel: "healthy", keyword: "骨头汤" } })).body
    expect(list.content[0]?.id).toBe(created.id)
    const detail = ok(await suite.server.call("scienceDetail", { params: { id: created.id } })).body
    expect([detail.views, detail.liked, detail.mine]).toEqual([1, false, false])

    const messages = await suite.server.deps.db.select().from(notices).where(eq(notices.userId, writer.user.id))
    expect(messages.map((n) => n.msg)).toEqual(
      expect.arrayContaining([SCIENCE_MESSAGES.noticeRejected("补钙不只是喝骨头汤", "请补充参考来源"), SCIENCE_MESSAGES.noticeApproved("补钙不只是喝骨头汤")]),
    )

    // Likes toggle; comments need certification and count.
    expect(ok(await suite.server.call("scienceLike", { params: { id: created.id } }, { token: reader.token })).body).toEqual({ liked: true, likes: 1 })
    expect(ok(await suite.server.call("scienceLike", { params: { id: created.id } }, { token: reader.token })).body).toEqual({ liked: false, likes: 0 })
    const comment = ok(await suite.server.call("scienceComment", { params: { id: created.id }, body: { content: " 学到了 " } }, { token: reader.token })).body
    expect(comment.content).toBe("学到了")
    const blocked = await suite.server.call("scienceComment", { params: { id: created.id }, body: { content: "你好" } }, { token: uncertified.token })
    expect(blocked.ok ? 200 : blocked.status).toBe(400)
    const empty = await suite.server.call("scienceComment", { params: { id: created.id }, body: { content: "  " } }, { token: reader.token })
    expect(empty.ok ? null : empty.body.message).toBe(SCIENCE_MESSAGES.commentRequired)
    const comments = ok(await suite.server.call("scienceComments", { params: { id: created.id }, query: {} })).body
    expect(comments.content.map((c) => c.content)).toEqual(["学到了"])

    // Another member cannot edit or delete it; the author can delete it.
    const stranger = await suite.server.call("scienceDelete", { params: { id: created.id } }, { token: reader.token })
    expect(stranger.ok ? 200 : stranger.status).toBe(404)
    ok(await suite.server.call("scienceDelete", { params: { id: created.id } }, { token: writer.token }))
  })

  it("keeps the review queue to administrators", async () => {
    const denied = await suite.server.call("adminScienceList", { query: {} }, { token: writer.token })
    expect(denied.ok ? 200 : denied.status).toBe(403)
    const queue = ok(await suite.server.call("adminScienceList", { query: {} }, { token: admin.token })).body
    expect(queue.content.map((a) => a.title)).toContain("宝宝发烧时家长要注意什么")
  })
})
