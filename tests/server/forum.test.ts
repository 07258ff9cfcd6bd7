import { and, eq } from "drizzle-orm"
import { beforeAll, describe, expect, it } from "vitest"
import { FORUM_MESSAGES } from "../../domain/community/forum.ts"
import { REAL_NAME_PROMPTS } from "../../domain/member/real-name.ts"
import { notices } from "../../server/chat/tables.ts"
import { users } from "../../server/session/tables/users.ts"
import { signedInUser, type SignedIn } from "../setup/auth.ts"
import { databaseKinds } from "../setup/databases.ts"
import { useTestServer } from "../setup/server-suite.ts"
import { ok } from "../setup/test-server.ts"

const refusal = (answer: { ok: boolean; status: number; body: unknown }) => (answer.ok ? [200, null] : [answer.status, (answer.body as { message: string }).message])

describe.each(databaseKinds())("the forum on %s", (kind) => {
  const suite = useTestServer(kind)
  let admin: SignedIn
  let alice: SignedIn
  let bob: SignedIn
  let carol: SignedIn
  let uncertified: SignedIn
  let boards: ReadonlyArray<{ id: number; name: string }>
  const boardId = (name: string) => boards.find((b) => b.name === name)?.id ?? 0

  const noticesOf = async (userId: number) => (await suite.server.deps.db.select().from(notices).where(eq(notices.userId, userId))).map((n) => n.msg)
  const post = async (who: SignedIn, title: string, bodyHtml: string, board = "减肥健身") =>
    ok(await suite.server.call("forumTopicCreate", { body: { boardId: boardId(board), title, bodyHtml } }, { token: who.token })).body.id
  const reply = async (who: SignedIn, topicId: number, bodyHtml: string, quote: { quote?: "topic"; quoteReplyId?: number } = {}) =>
    ok(await suite.server.call("forumReplyCreate", { params: { id: topicId }, body: { bodyHtml, ...quote } }, { token: who.token })).body
  const card = async (userName: string) => ok(await suite.server.call("userCard", { params: { userName } })).body

  beforeAll(async () => {
    admin = await signedInUser(suite.server, { roles: ["ROLE_ADMIN"], authState: "certified", nickName: "管理员甲" })
    alice = await signedInUser(suite.server, { username: "alice_bbs", authState: "certified", nickName: "爱丽丝" })
    bob = await signedInUser(suite.server, { username: "bob_bbs", authState: "certified", nickName: "小波" })
    carol = await signedInUser(suite.server, { username: "carol_bbs", authState: "certified", nickName: "卡罗" })
    uncertified = await signedInUser(suite.server, { authState: "not_certified" })
    boards = ok(await suite.server.call("forumBoards")).body.boards
  })

  it("lists the five seeded boards with their moderators, and the topics latest, hot, featured and pinned first in a board", async () => {
    const list = ok(await suite.server.call("forumBoards")).body.boards
    expect(list.map((b) => b.name)).toEqual(["护肤交流", "减肥健身", "中医养生", "母婴健康", "医美问答"])
    expect(list.find((b) => b.name === "护肤交流")?.moderators.map((m) => m.userName)).toEqual(["zhou_vip"])
    expect(list.every((b) => b.topics >= 2 && b.replies >= 1 && b.description !== "")).toBe(true)

    const latest = ok(await suite.server.call("forumTopics", { query: { size: 50 } })).body
    const times = latest.content.map((t) => Date.parse(t.activeTime))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    const featured = ok(await suite.server.call("forumTopics", { query: { sort: "featured", size: 50 } })).body
    expect(featured.content.length).toBeGreaterThan(0)
    expect(featured.content.every((t) => t.featured)).toBe(true)
    const hot = ok(await suite.server.call("forumTopics", { query: { sort: "hot", size: 50 } })).body
    expect(hot.totalElements).toBe(latest.totalElements)
    const board = ok(await suite.server.call("forumTopics", { query: { board: boardId("护肤交流") } })).body
    expect(board.content[0]?.pinned).toBe(true)
    expect(board.content.every((t) => t.boardName === "护肤交流")).toBe(true)
    expect((await fetch(new URL("/api/bbs/topics?sort=random", suite.server.url))).status).toBe(400)
  })

  it("finds topics by the jieba words of title and body and by a part of a word, and names the words to highlight", async () => {
    // Only the body holds 平台期.
    const found = ok(await suite.server.call("forumTopics", { query: { keyword: "平台期" } })).body
    expect(found.content.map((t) => t.title)).toEqual(["坚持三个月减重八斤，分享我的饮食和运动安排"])
    expect(found.terms).toContain("平台期")
    expect(found.content[0]?.excerpt).toContain("平台期")
    // Two words apart in the text, both required.
    const words = ok(await suite.server.call("forumTopics", { query: { keyword: "辅食 过敏" } })).body
    expect(words.content.map((t) => t.title)).toContain("宝宝辅食添加的顺序，新手妈妈整理的笔记")
    // A title match comes first.
    const title = ok(await suite.server.call("forumTopics", { query: { keyword: "光子嫩肤" } })).body
    expect(title.content[0]?.title).toBe("光子嫩肤后多久能化妆？术后护理要注意什么")
    expect(ok(await suite.server.call("forumTopics", { query: { keyword: "%" } })).body.totalElements).toBe(0)
  })

  it("needs real-name certification to post, and stores only sanitized html", async () => {
    const refused = await suite.server.call("forumTopicCreate", { body: { boardId: boardId("减肥健身"), title: "未认证的帖子", bodyHtml: "<p>我还没有实名认证，也想发帖。</p>" } }, { token: uncertified.token })
    expect(refusal(refused)).toEqual([400, REAL_NAME_PROMPTS.not_certified])
    const visitor = await suite.server.call("forumTopicCreate", { body: { boardId: boardId("减肥健身"), title: "访客的帖子", bodyHtml: "<p>访客不能发帖。</p>" } })
    expect(visitor.status).toBe(401)
    expect(refusal(await suite.server.call("forumTopicCreate", { body: { boardId: null, title: "没有版块", bodyHtml: "<p>没有选版块的帖子</p>" } }, { token: alice.token }))).toEqual([400, FORUM_MESSAGES.boardRequired])
    expect(refusal(await suite.server.call("forumTopicCreate", { body: { boardId: 99_999, title: "不存在的版块", bodyHtml: "<p>版块不存在的帖子</p>" } }, { token: alice.token }))).toEqual([404, FORUM_MESSAGES.boardNotFound])

    const id = await post(
      alice,
      "跳绳一个月的变化",
      '<p class="x" style="color:red" onclick="steal()">每天跳绳两千下，坚持了一个月。</p><script>alert(1)</script><img src="/files/a.png" onerror="alert(2)"><p><a href="javascript:alert(3)">看看</a></p>',
    )
    const topic = ok(await suite.server.call("forumTopic", { params: { id } })).body
    expect(topic.bodyHtml).not.toMatch(/script|onerror|onclick|javascript:|class=|style=/i)
    expect(topic.bodyHtml).toContain("每天跳绳两千下")
    expect(topic.bodyHtml).toContain('<img src="/files/a.png"')
    expect([topic.views, topic.mine, topic.canModerate, topic.board.name]).toEqual([1, false, false, "减肥健身"])

    const blocked = await suite.server.call("forumReplyCreate", { params: { id }, body: { bodyHtml: "<p>我也想回复</p>" } }, { token: uncertified.token })
    expect(refusal(blocked)).toEqual([400, REAL_NAME_PROMPTS.not_certified])
    const empty = await suite.server.call("forumReplyCreate", { params: { id }, body: { bodyHtml: "<script>alert(1)</script>" } }, { token: bob.token })
    expect(refusal(empty)).toEqual([400, FORUM_MESSAGES.replyRequired])
    const clean = await reply(bob, id, '<p>厉害！<img src="x" onerror="alert(1)"></p><iframe src="https://example.com"></iframe>')
    expect(clean.bodyHtml).not.toMatch(/onerror|iframe/i)
    expect(clean.floor).toBe(1)
  })

  it("tells the topic's author and the quoted author about a reply, each once, never the one who replied", async () => {
    const id = await post(alice, "夜跑要注意什么", "<p>下班后只有晚上有时间跑步，夜跑有哪些要注意的？</p>")
    const first = await reply(bob, id, "<p>穿亮色衣服，选有路灯的路线。</p>", { quote: "topic" })
    expect(first.quote).toMatchObject({ kind: "topic", replyId: null, author: { userName: "alice_bbs" } })
    expect(first.quote?.excerpt).toContain("下班后只有晚上有时间跑步")
    expect((await noticesOf(alice.user.id)).filter((m) => m.includes("夜跑要注意什么"))).toEqual([FORUM_MESSAGES.noticeReply("小波", "夜跑要注意什么", "穿亮色衣服，选有路灯的路线。")])
    expect(await noticesOf(bob.user.id)).toEqual([])

    // Carol quotes Bob: Alice is told of a reply, Bob of a quote.
    const second = await reply(carol, id, "<p>同意，再加一个：别戴耳机太大声。</p>", { quoteReplyId: first.id })
    expect(second.quote).toMatchObject({ kind: "reply", replyId: first.id, floor: 1, author: { nickName: "小波" }, excerpt: "穿亮色衣服，选有路灯的路线。" })
    expect(await noticesOf(bob.user.id)).toEqual([FORUM_MESSAGES.noticeQuote("卡罗", "夜跑要注意什么", "同意，再加一个：别戴耳机太大声。")])
    expect((await noticesOf(alice.user.id)).filter((m) => m.includes("夜跑要注意什么"))).toHaveLength(2)

    // Alice quotes Bob in her own topic: only Bob is told.
    await reply(alice, id, "<p>谢谢大家！</p>", { quoteReplyId: first.id })
    expect((await noticesOf(alice.user.id)).filter((m) => m.includes("夜跑要注意什么"))).toHaveLength(2)
    expect(await noticesOf(bob.user.id)).toHaveLength(2)
    // Bob quotes himself: Alice is told once, Bob nothing.
    await reply(bob, id, "<p>补充：手机带好。</p>", { quoteReplyId: first.id })
    expect((await noticesOf(alice.user.id)).filter((m) => m.includes("夜跑要注意什么"))).toHaveLength(3)
    expect(await noticesOf(bob.user.id)).toHaveLength(2)

    // A quoted reply of another topic, or one that was deleted, is refused.
    const other = await post(carol, "另一个帖子的标题", "<p>另一个帖子的内容</p>")
    expect(refusal(await suite.server.call("forumReplyCreate", { params: { id: other }, body: { bodyHtml: "<p>引用</p>", quoteReplyId: first.id } }, { token: bob.token }))).toEqual([
      404,
      FORUM_MESSAGES.quoteNotFound,
    ])

    const page = ok(await suite.server.call("forumReplies", { params: { id }, query: {} }, { token: bob.token })).body
    expect(page.content.map((r) => [r.floor, r.mine])).toEqual([
      [1, true],
      [2, false],
      [3, false],
      [4, true],
    ])
    // The quoted reply deleted: the quote says so, the floors stay.
    ok(await suite.server.call("forumReplyDelete", { params: { id: first.id } }, { token: bob.token }))
    const after = ok(await suite.server.call("forumReplies", { params: { id }, query: {} })).body
    expect(after.content.map((r) => r.floor)).toEqual([2, 3, 4])
    expect(after.content[0]?.quote).toMatchObject({ kind: "reply", excerpt: null })
    expect(ok(await suite.server.call("forumTopic", { params: { id } })).body.replies).toBe(3)
  })

  it("refuses editing and deleting other members' content, and lets authors edit and delete their own", async () => {
    const id = await post(alice, "我的第一篇帖子", "<p>这是爱丽丝的帖子内容。</p>")
    const r = await reply(alice, id, "<p>自己顶一下。</p>")
    const form = { boardId: boardId("中医养生"), title: "被改掉的标题", bodyHtml: "<p>被别人修改的内容</p>" }
    expect(refusal(await suite.server.call("forumTopicUpdate", { params: { id }, body: form }, { token: bob.token }))).toEqual([403, FORUM_MESSAGES.notAuthor])
    expect(refusal(await suite.server.call("forumTopicDelete", { params: { id } }, { token: bob.token }))).toEqual([403, FORUM_MESSAGES.notAuthor])
    expect(refusal(await suite.server.call("forumReplyDelete", { params: { id: r.id } }, { token: bob.token }))).toEqual([403, FORUM_MESSAGES.notAuthor])
    expect((await suite.server.call("forumTopicDelete", { params: { id } })).status).toBe(401)

    ok(await suite.server.call("forumTopicUpdate", { params: { id }, body: { ...form, title: "我的第一篇帖子（修改）" } }, { token: alice.token }))
    const edited = ok(await suite.server.call("forumTopic", { params: { id } })).body
    expect([edited.title, edited.board.name]).toEqual(["我的第一篇帖子（修改）", "中医养生"])
    // The search follows the edit.
    expect(ok(await suite.server.call("forumTopics", { query: { keyword: "被别人修改" } })).body.content.map((t) => t.id)).toEqual([id])

    const before = (await card("alice_bbs")).bbsCount
    ok(await suite.server.call("forumTopicDelete", { params: { id } }, { token: alice.token }))
    expect(refusal(await suite.server.call("forumTopic", { params: { id } }, { token: alice.token }))).toEqual([404, FORUM_MESSAGES.topicNotFound])
    expect((await card("alice_bbs")).bbsCount).toBe(before - 1)
    expect(refusal(await suite.server.call("forumTopicDelete", { params: { id } }, { token: alice.token }))).toEqual([404, FORUM_MESSAGES.topicNotFound])
    const mine = ok(await suite.server.call("forumMyTopics", { query: {} }, { token: alice.token })).body
    expect(mine.content.map((t) => t.id)).not.toContain(id)
  })

  it("lets only administrators and the board's moderators pin and feature", async () => {
    const id = await post(alice, "敏感肌求推荐洁面", "<p>敏感肌用什么洁面比较温和？</p>", "护肤交流")
    const [zhou] = await suite.server.deps.db.select().from(users).where(eq(users.username, "zhou_vip"))
    const moderator = { token: (await suite.server.deps.tokens.issue(zhou?.id ?? 0)).token }
    expect(refusal(await suite.server.call("forumTopicModerate", { params: { id }, body: { pinned: true } }, { token: alice.token }))).toEqual([403, FORUM_MESSAGES.notModerator])
    expect(refusal(await suite.server.call("forumTopicModerate", { params: { id }, body: { featured: true } }, { token: bob.token }))).toEqual([403, FORUM_MESSAGES.notModerator])
    expect(ok(await suite.server.call("forumTopic", { params: { id } }, moderator)).body.canModerate).toBe(true)
    expect(ok(await suite.server.call("forumTopicModerate", { params: { id }, body: { pinned: true } }, moderator)).body).toEqual({ pinned: true, featured: false })
    expect(ok(await suite.server.call("forumTopicModerate", { params: { id }, body: { featured: true } }, { token: admin.token })).body).toEqual({ pinned: true, featured: true })

    // zhou_vip moderates 护肤交流 only.
    const elsewhere = await post(alice, "跑步膝盖疼怎么办", "<p>最近跑步后膝盖有点疼。</p>", "减肥健身")
    expect(ok(await suite.server.call("forumTopic", { params: { id: elsewhere } }, moderator)).body.canModerate).toBe(false)
    expect(refusal(await suite.server.call("forumTopicModerate", { params: { id: elsewhere }, body: { pinned: true } }, moderator))).toEqual([403, FORUM_MESSAGES.notModerator])
    const board = ok(await suite.server.call("forumTopics", { query: { board: boardId("护肤交流") } })).body
    expect(board.content.filter((t) => t.pinned).map((t) => t.id)).toContain(id)
  })

  it("counts one like a member, whatever is sent twice", async () => {
    const id = await post(alice, "分享一道低脂晚餐", "<p>清蒸鱼配西兰花，简单又好吃。</p>")
    expect(ok(await suite.server.call("forumTopicLike", { params: { id }, body: { liked: true } }, { token: bob.token })).body).toEqual({ liked: true, likes: 1 })
    expect(ok(await suite.server.call("forumTopicLike", { params: { id }, body: { liked: true } }, { token: bob.token })).body).toEqual({ liked: true, likes: 1 })
    expect(ok(await suite.server.call("forumTopicLike", { params: { id }, body: { liked: true } }, { token: carol.token })).body).toEqual({ liked: true, likes: 2 })
    expect(ok(await suite.server.call("forumTopicLike", { params: { id }, body: { liked: false } }, { token: bob.token })).body).toEqual({ liked: false, likes: 1 })
    expect(ok(await suite.server.call("forumTopic", { params: { id } }, { token: carol.token })).body.liked).toBe(true)
    const r = await reply(bob, id, "<p>看起来不错！</p>")
    const likes = await Promise.all([1, 2, 3].map(() => suite.server.call("forumReplyLike", { params: { id: r.id }, body: { liked: true } }, { token: alice.token })))
    expect(likes.map((l) => ok(l).body.likes)).toEqual([1, 1, 1])
    const page = ok(await suite.server.call("forumReplies", { params: { id }, query: {} }, { token: alice.token })).body
    expect(page.content[0]).toMatchObject({ likes: 1, liked: true })
  })

  it("takes reports once, keeps handling to administrators, hides or dismisses, and tells the author", async () => {
    const id = await post(alice, "加微信领免费减肥茶", "<p>私信我领取减肥茶样品。</p>")
    const r = await reply(alice, id, "<p>名额有限，先到先得。</p>")
    const good = await reply(bob, id, "<p>这是广告吧？</p>")
    const count = (await card("alice_bbs")).bbsCount

    expect(refusal(await suite.server.call("forumReport", { body: { targetType: "topic", targetId: id, reason: "", detail: "" } }, { token: bob.token }))).toEqual([400, FORUM_MESSAGES.reportReasonRequired])
    expect(refusal(await suite.server.call("forumReport", { body: { targetType: "topic", targetId: id, reason: "other", detail: " " } }, { token: bob.token }))).toEqual([400, FORUM_MESSAGES.reportDetailRequired])
    ok(await suite.server.call("forumReport", { body: { targetType: "topic", targetId: id, reason: "ad", detail: "引流到微信" } }, { token: bob.token }))
    expect(refusal(await suite.server.call("forumReport", { body: { targetType: "topic", targetId: id, reason: "ad", detail: "" } }, { token: bob.token }))).toEqual([409, FORUM_MESSAGES.alreadyReported])
    ok(await suite.server.call("forumReport", { body: { targetType: "topic", targetId: id, reason: "misinformation", detail: "" } }, { token: carol.token }))
    ok(await suite.server.call("forumReport", { body: { targetType: "reply", targetId: r.id, reason: "ad", detail: "" } }, { token: carol.token }))
    ok(await suite.server.call("forumReport", { body: { targetType: "reply", targetId: good.id, reason: "abuse", detail: "" } }, { token: carol.token }))
    expect(refusal(await suite.server.call("forumReport", { body: { targetType: "reply", targetId: r.id, reason: "ad", detail: "" } }, { token: alice.token }))).toEqual([400, FORUM_MESSAGES.reportOwn])

    expect((await suite.server.call("adminForumReports", { query: {} }, { token: bob.token })).status).toBe(403)
    expect((await suite.server.call("adminForumReportHide", { params: { id: 1 } }, { token: bob.token })).status).toBe(403)
    const open = ok(await suite.server.call("adminForumReports", { query: { size: 50 } }, { token: admin.token })).body
    const ofTopic = open.content.filter((x) => x.targetType === "topic" && x.targetId === id)
    expect(ofTopic.map((x) => [x.reason, x.reporter.userName, x.author.userName, x.topicTitle])).toEqual([
      ["ad", "bob_bbs", "alice_bbs", "加微信领免费减肥茶"],
      ["misinformation", "carol_bbs", "alice_bbs", "加微信领免费减肥茶"],
    ])
    const replyReport = open.content.find((x) => x.targetType === "reply" && x.targetId === r.id)
    const goodReport = open.content.find((x) => x.targetType === "reply" && x.targetId === good.id)
    expect([replyReport?.excerpt, replyReport?.author.userName]).toEqual(["名额有限，先到先得。", "alice_bbs"])

    // Hiding the reply closes its report; the author is told; the topic counts one reply less.
    ok(await suite.server.call("adminForumReportHide", { params: { id: replyReport?.id ?? 0 } }, { token: admin.token }))
    expect(refusal(await suite.server.call("adminForumReportHide", { params: { id: replyReport?.id ?? 0 } }, { token: admin.token }))).toEqual([409, FORUM_MESSAGES.reportHandled])
    expect(ok(await suite.server.call("forumReplies", { params: { id }, query: {} })).body.content.map((x) => x.id)).toEqual([good.id])
    // Dismissing leaves the content.
    ok(await suite.server.call("adminForumReportDismiss", { params: { id: goodReport?.id ?? 0 } }, { token: admin.token }))
    expect(ok(await suite.server.call("forumReplies", { params: { id }, query: {} })).body.content.map((x) => x.id)).toEqual([good.id])

    // Hiding the topic closes both of its reports at once.
    ok(await suite.server.call("adminForumReportHide", { params: { id: ofTopic[0]?.id ?? 0 } }, { token: admin.token }))
    expect(refusal(await suite.server.call("forumTopic", { params: { id } }, { token: bob.token }))).toEqual([404, FORUM_MESSAGES.topicNotFound])
    expect(ok(await suite.server.call("forumTopic", { params: { id } }, { token: alice.token })).body.status).toBe("hidden")
    expect(ok(await suite.server.call("forumTopics", { query: { size: 50 } })).body.content.map((t) => t.id)).not.toContain(id)
    expect((await card("alice_bbs")).bbsCount).toBe(count - 1)
    const hidden = ok(await suite.server.call("adminForumReports", { query: { status: "hidden", size: 50 } }, { token: admin.token })).body
    expect(hidden.content.filter((x) => x.targetId === id && x.targetType === "topic").map((x) => x.targetStatus)).toEqual(["hidden", "hidden"])
    const dismissed = ok(await suite.server.call("adminForumReports", { query: { status: "dismissed" } }, { token: admin.token })).body
    expect(dismissed.content.map((x) => x.id)).toContain(goodReport?.id)

    const told = await suite.server.deps.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, alice.user.id), eq(notices.msgType, "WARNING")))
    expect(told.map((n) => n.msg)).toEqual([
      FORUM_MESSAGES.noticeHidden("回复", "加微信领免费减肥茶", "广告营销"),
      FORUM_MESSAGES.noticeHidden("帖子", "加微信领免费减肥茶", "广告营销"),
    ])
    // Reports of content that is gone are refused.
    expect(refusal(await suite.server.call("forumReport", { body: { targetType: "topic", targetId: id, reason: "ad", detail: "" } }, { token: admin.token }))).toEqual([404, FORUM_MESSAGES.topicNotFound])
  })

  it("lists the member's own topics and replies, and counts visible topics on the profile card", async () => {
    const dave = await signedInUser(suite.server, { username: "dave_bbs", authState: "certified", nickName: "大卫" })
    expect((await card("dave_bbs")).bbsCount).toBe(0)
    const one = await post(dave, "第一帖：大家好", "<p>新人报到，请多关照。</p>")
    const two = await post(dave, "第二帖：求减脂食谱", "<p>有没有简单的一周减脂食谱？</p>")
    const r = await reply(dave, one, "<p>自己先顶一下。</p>")
    expect((await card("dave_bbs")).bbsCount).toBe(2)
    const topics = ok(await suite.server.call("forumMyTopics", { query: {} }, { token: dave.token })).body
    expect(topics.content.map((t) => t.id)).toEqual([two, one])
    const replies = ok(await suite.server.call("forumMyReplies", { query: {} }, { token: dave.token })).body
    expect(replies.content.map((x) => [x.id, x.topicTitle, x.floor, x.topicVisible])).toEqual([[r.id, "第一帖：大家好", 1, true]])
    ok(await suite.server.call("forumReplyDelete", { params: { id: r.id } }, { token: dave.token }))
    expect(ok(await suite.server.call("forumMyReplies", { query: {} }, { token: dave.token })).body.totalElements).toBe(0)
    expect((await suite.server.call("forumMyTopics", { query: {} })).status).toBe(401)
  })
})
