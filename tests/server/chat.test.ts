import { randomBytes } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import pg from "pg"
import { eq } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { readConfig } from "../../server/core/config.ts"
import { migrateDatabase, openDatabase, type Database } from "../../server/core/db/client.ts"
import { sessions } from "../../server/session/tables/users.ts"
import { chatMessages, friendRequests, friendships, quickReplies } from "../../server/chat/tables.ts"
import { insertUser } from "../../server/core/db/factories/users.ts"
import { chatSeed, MERCHANT_QUICK_REPLIES, OFFICIAL_QUICK_REPLIES } from "../../server/seed/chat.ts"
import { validateQuickReply } from "../../domain/chat/quick-reply-form.ts"
import { startServer, type RunningServer } from "../../server/core/server.ts"
import { signedInUser, type SignedIn } from "../setup/auth.ts"
import { openSocket } from "../setup/chat-socket.ts"
import { startChildServer, type ChildServer } from "../setup/child-server.ts"
import { databaseKinds, type DatabaseKind } from "../setup/databases.ts"
import { useTestServer } from "../setup/server-suite.ts"
import { type TestServer } from "../setup/test-server.ts"

const befriend = async (server: TestServer, a: SignedIn, b: SignedIn) => {
  const sent = await server.call("friendsAdd", { body: { userName: b.user.username } }, { token: a.token })
  if (!sent.ok) throw new Error(sent.body.message)
  const accepted = await server.call("friendRequestAccept", { params: { id: sent.body.requestId } }, { token: b.token })
  if (!accepted.ok) throw new Error(accepted.body.message)
  return accepted.body.friendsId
}

const send = async (server: TestServer, from: SignedIn, to: string | number, text: string) =>
  server.call("friendsSend", { query: { to: String(to) }, body: text }, { token: from.token })

const sendOk = async (server: TestServer, from: SignedIn, to: string | number, text: string) => {
  const answer = await send(server, from, to, text)
  if (!answer.ok) throw new Error(`${answer.status} ${answer.body.message}`)
  return answer.body
}

describe.each(databaseKinds())("chat on %s", (kind) => {
  const suite = useTestServer(kind)
  let alice: SignedIn
  let bob: SignedIn
  let carol: SignedIn
  let official: SignedIn
  let merchant: SignedIn
  beforeAll(async () => {
    alice = await signedInUser(suite.server, { nickName: "爱丽丝" })
    bob = await signedInUser(suite.server, { nickName: "鲍勃" })
    carol = await signedInUser(suite.server, { nickName: "卡萝" })
    // The seed may have made the official account already; the test's own comes after it.
    official = await signedInUser(suite.server, { type: "sys", nickName: "官方客服" })
    merchant = await signedInUser(suite.server, { type: "merchant", nickName: "优选小店" })
    await befriend(suite.server, alice, bob)
  })

  it("lets friends write to each other and refuses members who are not friends", async () => {
    const hello = await sendOk(suite.server, alice, bob.user.id, "  你好，周末一起去爬山吗？  ")
    expect(hello).toMatchObject({ from: alice.user.id, to: bob.user.id, text: "你好，周末一起去爬山吗？" })
    const refused = await send(suite.server, carol, alice.user.id, "你好")
    expect(refused).toMatchObject({ status: 403, body: { message: "对方不是您的好友，无法发送消息" } })
    expect((await send(suite.server, alice, alice.user.id, "自己")).status).toBe(400)
    expect((await send(suite.server, alice, bob.user.id, "   ")).body).toMatchObject({ message: "消息内容不能为空" })
    expect((await send(suite.server, alice, bob.user.id, "长".repeat(501))).status).toBe(400)
    expect((await send(suite.server, alice, 999_999, "在吗")).status).toBe(404)
    expect((await send(suite.server, alice, "abc", "在吗")).status).toBe(400)
    expect((await suite.server.call("friendsSend", { query: { to: String(bob.user.id) }, body: "hi" })).status).toBe(401)
  })

  it("lets anyone write to a merchant or customer service, who may answer only those who wrote", async () => {
    expect((await send(suite.server, merchant, carol.user.id, "新品上架，欢迎选购")).status).toBe(403)
    await sendOk(suite.server, carol, merchant.user.id, "请问这款面霜适合敏感肌吗？")
    await sendOk(suite.server, merchant, carol.user.id, "您好，这款是无香精配方，敏感肌可以放心使用。")
    const merchantList = await suite.server.call("chatConversations", undefined, { token: merchant.token })
    expect(merchantList.ok && merchantList.body.conversations.map((c) => [c.peer.userId, c.peer.relation, c.peer.canMessage])).toEqual([[carol.user.id, "nofriend", true]])
    const carolList = await suite.server.call("chatConversations", undefined, { token: carol.token })
    expect(carolList.ok && carolList.body.conversations.find((c) => c.peer.userId === merchant.user.id)?.peer).toMatchObject({ type: "merchant", canMessage: true })

    const viaAlias = await sendOk(suite.server, carol, "official_authority", "我的订单一直没有发货")
    const peer = await suite.server.call("chatPeer", { params: { token: "official_authority" } }, { token: carol.token })
    if (!peer.ok) throw new Error(peer.body.message)
    expect(peer.body).toMatchObject({ type: "sys", canMessage: true })
    expect(viaAlias.to).toBe(peer.body.userId)
    // Customer service (whichever sys account official_authority reaches) answers Carol, but cannot write to Alice first.
    const service = { ...official, user: { ...official.user, id: peer.body.userId }, token: (await suite.server.deps.tokens.issue(peer.body.userId)).token }
    await sendOk(suite.server, service, carol.user.id, "您好，已为您催促仓库，今天内发出。")
    expect((await send(suite.server, service, alice.user.id, "您好")).status).toBe(403)
  })

  it("keeps each member to their own history, paged backwards", async () => {
    const dan = await signedInUser(suite.server)
    const eve = await signedInUser(suite.server)
    await befriend(suite.server, dan, eve)
    const ids: number[] = []
    for (let i = 1; i <= 7; i++) ids.push((await sendOk(suite.server, i % 2 ? dan : eve, i % 2 ? eve.user.id : dan.user.id, `第${i}条消息`)).id)

    const latest = await suite.server.call("chatHistory", { query: { with: eve.user.id, size: 3 } }, { token: dan.token })
    if (!latest.ok) throw new Error(latest.body.message)
    expect(latest.body.messages.map((m) => m.text)).toEqual(["第5条消息", "第6条消息", "第7条消息"])
    expect(latest.body.more).toBe(true)
    const earlier = await suite.server.call("chatHistory", { query: { with: eve.user.id, size: 3, before: ids[4] } }, { token: dan.token })
    expect(earlier.ok && earlier.body.messages.map((m) => m.text)).toEqual(["第2条消息", "第3条消息", "第4条消息"])
    const first = await suite.server.call("chatHistory", { query: { with: eve.user.id, size: 3, before: ids[1] } }, { token: dan.token })
    expect(first.ok && first.body).toMatchObject({ more: false, messages: [{ text: "第1条消息" }] })

    // Carol asks for the conversation of Dan and Eve from either side: she only ever gets her own.
    for (const other of [dan, eve]) {
      const peek = await suite.server.call("chatHistory", { query: { with: other.user.id } }, { token: carol.token })
      expect(peek.ok && peek.body.messages).toEqual([])
    }
    expect((await suite.server.call("chatHistory", { query: { with: eve.user.id } })).status).toBe(401)
  })

  it("counts unread messages per conversation and clears them when read, in every tab", async () => {
    const frank = await signedInUser(suite.server, { nickName: "弗兰克" })
    const grace = await signedInUser(suite.server, { nickName: "格蕾丝" })
    const heidi = await signedInUser(suite.server, { nickName: "海蒂" })
    await befriend(suite.server, frank, grace)
    await befriend(suite.server, frank, heidi)
    await sendOk(suite.server, grace, frank.user.id, "在吗？")
    await sendOk(suite.server, grace, frank.user.id, "上次说的瑜伽课报名了吗")
    const last = await sendOk(suite.server, heidi, frank.user.id, "明天见")

    const list = await suite.server.call("chatConversations", undefined, { token: frank.token })
    if (!list.ok) throw new Error(list.body.message)
    expect(list.body.me).toMatchObject({ userId: frank.user.id, relation: "oneself" })
    expect(list.body.conversations.map((c) => [c.peer.nickName, c.unread, c.lastMessage?.text])).toEqual([
      ["海蒂", 1, "明天见"],
      ["格蕾丝", 2, "上次说的瑜伽课报名了吗"],
    ])

    const otherTab = await openSocket(suite.server.url, frank.token)
    await otherTab.next("ready")
    const read = await suite.server.call("chatRead", { body: { with: grace.user.id, upTo: last.id } }, { token: frank.token })
    expect(read.ok && read.body.marked).toBe(2)
    expect(await otherTab.next("read")).toEqual({ type: "read", peerId: grace.user.id, upTo: last.id })
    const after = await suite.server.call("chatConversations", undefined, { token: frank.token })
    expect(after.ok && after.body.conversations.map((c) => c.unread)).toEqual([1, 0])
    // Reading someone else's messages to another member marks nothing.
    const sneaky = await suite.server.call("chatRead", { body: { with: grace.user.id, upTo: last.id } }, { token: heidi.token })
    expect(sneaky.ok && sneaky.body.marked).toBe(0)
    await otherTab.close()
  })

  it("delivers live to every page of both sides and catches up exactly what a closed page missed", async () => {
    const ivan = await signedInUser(suite.server)
    const judy = await signedInUser(suite.server)
    await befriend(suite.server, ivan, judy)
    const before = await sendOk(suite.server, ivan, judy.user.id, "早上好")

    const judyPage = await openSocket(suite.server.url, judy.token)
    const ivanPage = await openSocket(suite.server.url, ivan.token)
    const [judyReady] = await Promise.all([judyPage.next("ready"), ivanPage.next("ready")])
    // Where a page with nothing yet starts its catch-up: the newest message of the member.
    expect(judyReady).toEqual({ type: "ready", userId: judy.user.id, lastId: before.id })
    const live = await sendOk(suite.server, ivan, judy.user.id, "今天的课程别忘了")
    expect((await judyPage.next("message")).message).toEqual(live)
    expect((await ivanPage.next("message")).message).toEqual(live)
    await judyPage.close()

    const missed = [
      await sendOk(suite.server, ivan, judy.user.id, "课程链接发你了"),
      await sendOk(suite.server, judy, ivan.user.id, "收到，谢谢"),
      await sendOk(suite.server, ivan, judy.user.id, "晚上八点开始"),
    ]
    const someoneElse = await signedInUser(suite.server)
    await befriend(suite.server, ivan, someoneElse)
    await sendOk(suite.server, ivan, someoneElse.user.id, "不属于朱迪的消息")

    const back = await openSocket(suite.server.url, judy.token)
    await back.next("ready")
    back.send({ type: "sync", after: live.id })
    const sync = await back.next("sync")
    expect(sync).toEqual({ type: "sync", messages: missed, more: false })
    expect(sync.messages.some((m) => m.id === before.id)).toBe(false)
    back.send({ type: "ping" })
    await back.next("pong")
    await Promise.all([back.close(), ivanPage.close()])
  })

  it("refuses a bad token, closes the socket of a revoked one and of a token revoked elsewhere", async () => {
    await expect(openSocket(suite.server.url, "not-a-token")).rejects.toThrow("upgrade refused: 401")
    const kim = await signedInUser(suite.server)
    const page = await openSocket(suite.server.url, kim.token)
    await page.next("ready")
    const session = await suite.server.deps.tokens.verify(kim.token)
    await suite.server.deps.tokens.revoke(session?.jti ?? "")
    expect((await page.closed).code).toBe(4001)

    // Revoked straight in the database (another tool, or a process without the bus): the periodic check finds it.
    const leo = await signedInUser(suite.server)
    const leoPage = await openSocket(suite.server.url, leo.token)
    await leoPage.next("ready")
    const leoSession = await suite.server.deps.tokens.verify(leo.token)
    await suite.server.deps.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.jti, leoSession?.jti ?? ""))
    expect(await suite.server.deps.chat.checkTokens()).toBe(1)
    expect((await leoPage.closed).code).toBe(4001)

    const mia = await signedInUser(suite.server)
    const miaPage = await openSocket(suite.server.url, mia.token)
    await miaPage.next("ready")
    miaPage.send({ type: "nonsense" } as never)
    expect((await miaPage.closed).code).toBe(4002)
  })

  it("keeps quick replies per member with the spec's length rules", async () => {
    const none = await suite.server.call("quickReplies", undefined, { token: merchant.token })
    expect(none.ok && none.body).toEqual([])
    const created = await suite.server.call(
      "quickReplyCreate",
      { body: { title: "发货时间", content: "您好，现货商品48小时内发货，请耐心等待。" } },
      { token: merchant.token },
    )
    if (!created.ok) throw new Error(created.body.message)
    const short = await suite.server.call("quickReplyCreate", { body: { title: "发货", content: "您好，现货商品48小时内发货。" } }, { token: merchant.token })
    expect(short).toMatchObject({ status: 400, body: { message: "长度在 3 到 20 个字符" } })
    const emptyText = await suite.server.call("quickReplyCreate", { body: { title: "售后服务", content: "" } }, { token: merchant.token })
    expect(emptyText).toMatchObject({ status: 400, body: { message: "请输入回复内容" } })
    const tooLong = await suite.server.call("quickReplyCreate", { body: { title: "售后服务", content: "好".repeat(201) } }, { token: merchant.token })
    expect(tooLong).toMatchObject({ status: 400, body: { message: "长度在 10 到 200 个字符" } })

    const updated = await suite.server.call(
      "quickReplyUpdate",
      { params: { id: created.body.id }, body: { title: "发货时间说明", content: "您好，现货商品24小时内发货，预售商品以页面为准。" } },
      { token: merchant.token },
    )
    expect(updated.ok && updated.body.title).toBe("发货时间说明")
    const foreign = await suite.server.call(
      "quickReplyUpdate",
      { params: { id: created.body.id }, body: { title: "别人的回复", content: "这条回复不属于我，不能修改。" } },
      { token: carol.token },
    )
    expect(foreign.status).toBe(404)
    expect((await suite.server.call("quickReplyDelete", { params: { id: created.body.id } }, { token: carol.token })).status).toBe(404)
    expect((await suite.server.call("quickReplies", undefined, { token: carol.token })).body).toEqual([])
    expect((await suite.server.call("quickReplyDelete", { params: { id: created.body.id } }, { token: merchant.token })).ok).toBe(true)
    expect((await suite.server.call("quickReplies", undefined, { token: merchant.token })).body).toEqual([])
  })

  it("keeps pushed notices for the member's message list", async () => {
    const nina = await signedInUser(suite.server)
    const page = await openSocket(suite.server.url, nina.token)
    await page.next("ready")
    await suite.server.deps.chat.pushNotice(nina.user.id, { msgType: "SUCCESS", title: null, msg: "充值成功，余额已到账" })
    await suite.server.deps.chat.pushNotice(nina.user.id, { msgType: "TOKEN-WEB", title: null, msg: "token" })
    expect((await page.next("push")).notice).toEqual({ msgType: "SUCCESS", title: null, msg: "充值成功，余额已到账" })
    const list = await suite.server.call("notices", { query: {} }, { token: nina.token })
    if (!list.ok) throw new Error(list.body.message)
    expect(list.body).toMatchObject({ totalElements: 2, unread: 2, totalPages: 1 })
    expect(list.body.content.map((n) => n.msg)).toEqual(["token", "充值成功，余额已到账"])
    const read = await suite.server.call("noticesRead", undefined, { token: nina.token })
    expect(read.ok && read.body.marked).toBe(2)
    await page.close()
  })
})

describe("chat demo seed", () => {
  it("befriends the demo members, writes their conversations and the quick replies", async () => {
    const database = await openDatabase({})
    try {
      await migrateDatabase(database)
      const db = database.db
      const member = await insertUser(db, { nickName: "小美" })
      const vip = await insertUser(db, { nickName: "VIP会员" })
      const maker = await insertUser(db, { nickName: "创客" })
      const merchant = await insertUser(db, { type: "merchant", nickName: "优选小店" })
      const official = await insertUser(db, { type: "sys", nickName: "官方客服" })
      await db.transaction((tx) => chatSeed.apply(tx))
      expect(await db.select().from(friendships)).toHaveLength(2)
      const [request] = await db.select().from(friendRequests)
      expect(request).toMatchObject({ fromUserId: maker.id, toUserId: vip.id, status: "pending" })
      const messages = await db.select().from(chatMessages)
      expect(new Set(messages.map((m) => m.senderId === member.id ? m.receiverId : m.senderId))).toEqual(new Set([vip.id, merchant.id, official.id]))
      const replies = await db.select().from(quickReplies)
      for (const reply of replies) expect(validateQuickReply(reply)).toEqual({})
      expect(replies.filter((r) => r.userId === merchant.id)).toHaveLength(MERCHANT_QUICK_REPLIES.length)
      expect(replies.filter((r) => r.userId === official.id)).toHaveLength(OFFICIAL_QUICK_REPLIES.length)
    } finally {
      await database.close()
    }
  })
})

/**
 * Two server processes on one database with a Redis between them: a message posted to one
 * reaches a page connected to the other, and so does a token revocation. PGlite cannot be
 * shared between processes, so on PGlite the second server is a second instance in this
 * process with its own hub and Redis connections; on PostgreSQL it is a real child process.
 */
const redisUrl = process.env.TEST_REDIS_URL
const fanOut: DatabaseKind[] = redisUrl ? databaseKinds() : []

describe.each(fanOut)("fan-out through Redis between two servers on %s", (kind) => {
  let database: Database
  let dropDatabase = async () => {}
  let first: RunningServer
  let second: { url: string; stop(): Promise<void> }
  const dirs: string[] = []
  const channel = `portal-test:${randomBytes(6).toString("hex")}`
  const env = { REDIS_URL: redisUrl ?? "", REDIS_CHANNEL: channel }

  const config = () => {
    const dir = mkdtempSync(path.join(tmpdir(), "portal-fanout-"))
    dirs.push(dir)
    return readConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dir, AUTH_CAPTCHA: "off", LOG_REQUESTS: "off", ...env })
  }

  beforeAll(async () => {
    if (kind === "pglite") {
      database = await openDatabase({})
      await migrateDatabase(database)
      first = await startServer(config(), { database })
      second = await startServer(config(), { database })
      return
    }
    const admin = process.env.TEST_DATABASE_URL ?? ""
    const name = `portal_fanout_${randomBytes(6).toString("hex")}`
    const client = new pg.Client({ connectionString: admin })
    await client.connect()
    await client.query(`CREATE DATABASE ${name}`)
    await client.end()
    const url = new URL(admin)
    url.pathname = `/${name}`
    database = await openDatabase({ url: url.toString() })
    await migrateDatabase(database)
    dropDatabase = async () => {
      const cleanup = new pg.Client({ connectionString: admin })
      await cleanup.connect()
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleanup.end()
    }
    first = await startServer(config(), { database })
    const child: ChildServer = await startChildServer({ ...env, DATABASE_URL: url.toString() })
    second = child
  })
  afterAll(async () => {
    await second?.stop()
    await first?.stop()
    await database?.close()
    await dropDatabase()
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })

  it("uses the Redis bus", () => {
    expect(first.deps.chat.bus.kind).toBe("redis")
  })

  it("delivers a message posted to one server to a page on the other, and closes sockets revoked on either", async () => {
    const a = await signedInUser(first, { nickName: "一号" })
    const b = await signedInUser(first, { nickName: "二号" })
    const post = (path: string, token: string, body: unknown, base = first.url) =>
      fetch(`${base}${path}`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(body) })
    const request = (await (await post("/api/friends", a.token, { userName: b.user.username })).json()) as { requestId: number }
    expect((await post(`/api/friend-requests/${request.requestId}/accept`, b.token, {}, second.url)).status).toBe(200)

    const bOnSecond = await openSocket(second.url, b.token)
    const aOnFirst = await openSocket(first.url, a.token)
    await Promise.all([bOnSecond.next("ready"), aOnFirst.next("ready")])
    for (const [from, to, base, text] of [
      [a, b, first.url, "从一号服务器发出"],
      [b, a, second.url, "从二号服务器回复"],
    ] as const) {
      const res = await fetch(`${base}/api/friends/send?to=${to.user.id}`, {
        method: "POST",
        headers: { authorization: `Bearer ${from.token}`, "content-type": "text/plain" },
        body: text,
      })
      expect(res.status).toBe(200)
      const stored = (await res.json()) as { id: number }
      expect((await bOnSecond.next("message", (f) => f.message.id === stored.id)).message.text).toBe(text)
      expect((await aOnFirst.next("message", (f) => f.message.id === stored.id)).message.text).toBe(text)
    }

    const session = await first.deps.tokens.verify(b.token)
    await first.deps.tokens.revoke(session?.jti ?? "")
    expect((await bOnSecond.closed).code).toBe(4001)
    await aOnFirst.close()
  })
})
