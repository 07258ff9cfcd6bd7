import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { ChatMessageRecord, ChatPeer, Conversation } from "../../domain/chat/protocol.ts"
import { fakeChatNews } from "./chat-fixtures.ts"
import type { ChatNewsSource } from "./chat-news.ts"
import { conversationMachine, type ConversationEmitted, type HistoryPage } from "./conversation.machine.ts"

const ME = 1
const peer = (userId: number, canMessage = true): ChatPeer => ({
  userId,
  userName: `u${userId}`,
  nickName: `用户${userId}`,
  avatarPath: "",
  gender: "男",
  type: userId === 1 ? "member" : "member",
  relation: userId === ME ? "oneself" : "friend",
  friendsId: userId === ME ? null : userId,
  canMessage,
})
const msg = (id: number, from: number, to: number, text = `第${id}条`): ChatMessageRecord => ({ id, from, to, text, createdAt: "2026-01-01T00:00:00.000Z" })
const conv = (userId: number, unread = 0, canMessage = true): Conversation => ({ peer: peer(userId, canMessage), lastMessage: null, unread })

interface Setup {
  conversations?: Conversation[]
  active?: ChatPeer | null
  token?: string | null
  history?: (input: { peerId: number; before: number | undefined }) => Promise<HistoryPage>
  send?: (input: { peerId: number; text: string }) => Promise<ChatMessageRecord>
  failList?: boolean
  news?: ChatNewsSource
}

const start = (setup: Setup = {}) => {
  const historyCalls: { peerId: number; before: number | undefined }[] = []
  const sent: { peerId: number; text: string }[] = []
  let listLoads = 0
  let nextId = 100
  const machine = conversationMachine.provide({
    actors: {
      loadConversations: fromPromise(async ({ input }) => {
        listLoads++
        if (setup.failList && listLoads === 1) throw new Error("网络请求超时")
        return { me: peer(ME), conversations: setup.conversations ?? [conv(2), conv(3, 2)], active: input.token ? (setup.active ?? null) : null }
      }),
      loadHistory: fromPromise(async ({ input }) => {
        historyCalls.push(input)
        return setup.history ? setup.history(input) : { messages: [], more: false }
      }),
      sendMessage: fromPromise(async ({ input }) => {
        sent.push(input)
        return setup.send ? setup.send(input) : msg(nextId++, ME, input.peerId, input.text)
      }),
    },
  })
  const actor = createActor(machine, { input: { token: setup.token ?? null, news: setup.news ?? null } })
  const emitted: ConversationEmitted[] = []
  actor.on("conversation.markRead", (e) => emitted.push(e))
  actor.on("conversation.scrollToBottom", (e) => emitted.push(e))
  actor.start()
  return { actor, historyCalls, sent, emitted, listLoads: () => listLoads }
}

const unreadOf = (actor: ReturnType<typeof start>["actor"]) =>
  Object.fromEntries(actor.getSnapshot().context.conversations.map((c) => [c.peer.userId, c.unread]))

describe("conversation", () => {
  it("loads the list, retries after a failure, and waits for a choice", async () => {
    const { actor } = start({ failList: true })
    await waitFor(actor, (s) => s.matches("failure"))
    expect(actor.getSnapshot().context.error).toBe("网络请求超时")
    actor.send({ type: "conversation.retry" })
    await waitFor(actor, (s) => s.matches("ready"))
    expect(actor.getSnapshot().matches({ ready: { chat: "choosing" } })).toBe(true)
    expect(unreadOf(actor)).toEqual({ 2: 0, 3: 2 })
  })

  it("opens the conversation named by the link, listing it when new", async () => {
    const official = { ...peer(9), type: "sys" as const, relation: "nofriend" as const, friendsId: null }
    const { actor, historyCalls } = start({ token: "official_authority", active: official })
    await waitFor(actor, (s) => s.matches({ ready: { chat: "open" } }))
    expect(actor.getSnapshot().context.activeId).toBe(9)
    expect(actor.getSnapshot().context.conversations[0]?.peer.userId).toBe(9)
    expect(historyCalls).toEqual([{ peerId: 9, before: undefined }])
  })

  it("clears a conversation's unread count when opened at the bottom, and tells the server", async () => {
    const { actor, emitted } = start({ history: async () => ({ messages: [msg(5, 3, ME), msg(6, 3, ME)], more: false }) })
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "conversation.select", peerId: 3 })
    await waitFor(actor, (s) => s.matches({ ready: { chat: "open" } }))
    expect(unreadOf(actor)[3]).toBe(0)
    expect(emitted).toContainEqual({ type: "conversation.markRead", peerId: 3, upTo: 6 })
  })

  it("counts messages while scrolled up and clears them at the bottom; other conversations keep their own count", async () => {
    const { actor, emitted } = start()
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "conversation.select", peerId: 2 })
    await waitFor(actor, (s) => s.matches({ ready: { chat: "open" } }))
    emitted.length = 0

    actor.send({ type: "message.received", message: msg(10, 2, ME) })
    expect(unreadOf(actor)[2]).toBe(0)
    expect(emitted).toEqual([{ type: "conversation.scrollToBottom" }, { type: "conversation.markRead", peerId: 2, upTo: 10 }])

    actor.send({ type: "list.away" })
    actor.send({ type: "message.received", message: msg(11, 2, ME) })
    actor.send({ type: "message.received", message: msg(12, 2, ME) })
    actor.send({ type: "message.received", message: msg(12, 2, ME) })
    actor.send({ type: "message.received", message: msg(13, 3, ME) })
    expect(unreadOf(actor)).toEqual({ 2: 2, 3: 3 })
    expect(actor.getSnapshot().context.messages.map((m) => m.id)).toEqual([10, 11, 12])

    emitted.length = 0
    actor.send({ type: "list.bottom" })
    expect(unreadOf(actor)).toEqual({ 2: 0, 3: 3 })
    expect(emitted).toEqual([{ type: "conversation.markRead", peerId: 2, upTo: 12 }])
    // Another tab read conversation 3.
    actor.send({ type: "read.remote", peerId: 3 })
    expect(unreadOf(actor)[3]).toBe(0)
  })

  it("reloads the list when someone new writes", async () => {
    const { actor, listLoads } = start()
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "message.received", message: msg(20, 42, ME) })
    await waitFor(actor, () => listLoads() === 2)
    await waitFor(actor, (s) => s.matches({ ready: { list: "idle" } }))
  })

  it("loads earlier history after reaching the top twice, until there is no more", async () => {
    const pages: Record<string, HistoryPage> = {
      first: { messages: [msg(30, 2, ME), msg(31, ME, 2)], more: true },
      30: { messages: [msg(28, 2, ME), msg(29, 2, ME)], more: false },
    }
    const { actor, historyCalls } = start({ history: async ({ before }) => pages[before === undefined ? "first" : String(before)] ?? { messages: [], more: false } })
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "conversation.select", peerId: 2 })
    await waitFor(actor, (s) => s.matches({ ready: { chat: "open" } }))
    actor.send({ type: "list.top" })
    expect(actor.getSnapshot().hasTag("loadingEarlier")).toBe(false)
    actor.send({ type: "list.top" })
    expect(actor.getSnapshot().hasTag("loadingEarlier")).toBe(true)
    await waitFor(actor, (s) => !s.hasTag("loadingEarlier"))
    expect(historyCalls.at(-1)).toEqual({ peerId: 2, before: 30 })
    expect(actor.getSnapshot().context.messages.map((m) => m.id)).toEqual([28, 29, 30, 31])
    actor.send({ type: "list.top" })
    actor.send({ type: "list.top" })
    expect(actor.getSnapshot().hasTag("loadingEarlier")).toBe(false)
    expect(actor.getSnapshot().can({ type: "history.more" })).toBe(false)
    expect(historyCalls).toHaveLength(2)
  })

  it("loads earlier history at once from the button while there is more", async () => {
    const { actor, historyCalls } = start({ history: async ({ before }) => (before === undefined ? { messages: [msg(50, 2, ME)], more: true } : { messages: [msg(49, 2, ME)], more: false }) })
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "conversation.select", peerId: 2 })
    await waitFor(actor, (s) => s.matches({ ready: { chat: "open" } }))
    actor.send({ type: "history.more" })
    await waitFor(actor, (s) => !s.hasTag("loadingEarlier"))
    expect(historyCalls.at(-1)).toEqual({ peerId: 2, before: 50 })
    expect(actor.getSnapshot().context.more).toBe(false)
  })

  it("sends the trimmed draft, clears it, and ignores blank text", async () => {
    const { actor, sent } = start()
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "conversation.select", peerId: 2 })
    await waitFor(actor, (s) => s.matches({ ready: { chat: "open" } }))
    actor.send({ type: "draft.change", text: "   " })
    expect(actor.getSnapshot().can({ type: "draft.send" })).toBe(false)
    actor.send({ type: "draft.change", text: "  周末见！\n" })
    actor.send({ type: "draft.send" })
    expect(actor.getSnapshot().hasTag("sending")).toBe(true)
    await waitFor(actor, (s) => !s.hasTag("sending"))
    expect(sent).toEqual([{ peerId: 2, text: "周末见！" }])
    expect(actor.getSnapshot().context.draft).toBe("")
    expect(actor.getSnapshot().context.messages.at(-1)).toMatchObject({ text: "周末见！", from: ME })
    expect(actor.getSnapshot().context.conversations[0]?.lastMessage?.text).toBe("周末见！")

    actor.send({ type: "draft.change", text: "草稿" })
    actor.send({ type: "quickReply.send", text: "您好，欢迎光临本店！" })
    await waitFor(actor, (s) => !s.hasTag("sending"))
    expect(sent.at(-1)).toEqual({ peerId: 2, text: "您好，欢迎光临本店！" })
    expect(actor.getSnapshot().context.draft).toBe("草稿")
  })

  it("keeps what is typed while the history loads, and sends it once the conversation is open", async () => {
    let loaded: (page: { messages: never[]; more: boolean }) => void = () => {}
    const { actor, sent } = start({ history: () => new Promise((resolve) => (loaded = resolve)) })
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "conversation.select", peerId: 2 })
    expect(actor.getSnapshot().matches({ ready: { chat: "opening" } })).toBe(true)
    actor.send({ type: "draft.change", text: "你好" })
    expect(actor.getSnapshot().context.draft).toBe("你好")
    loaded({ messages: [], more: false })
    await waitFor(actor, (s) => s.matches({ ready: { chat: "open" } }))
    expect(actor.getSnapshot().context.draft).toBe("你好")
    actor.send({ type: "draft.send" })
    await waitFor(actor, (s) => !s.hasTag("sending"))
    expect(sent).toEqual([{ peerId: 2, text: "你好" }])
  })

  it("keeps the draft and the reason when sending fails, and refuses a peer who cannot be written to", async () => {
    const { actor } = start({ conversations: [conv(2), conv(4, 0, false)], send: () => Promise.reject(new Error("对方不是您的好友，无法发送消息")) })
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "conversation.select", peerId: 2 })
    await waitFor(actor, (s) => s.matches({ ready: { chat: "open" } }))
    actor.send({ type: "draft.change", text: "在吗" })
    actor.send({ type: "draft.send" })
    await waitFor(actor, (s) => !s.hasTag("sending"))
    expect(actor.getSnapshot().context).toMatchObject({ draft: "在吗", error: "对方不是您的好友，无法发送消息" })

    actor.send({ type: "conversation.select", peerId: 4 })
    await waitFor(actor, (s) => s.matches({ ready: { chat: "open" } }))
    actor.send({ type: "draft.change", text: "在吗" })
    expect(actor.getSnapshot().can({ type: "draft.send" })).toBe(false)
  })

  it("shows a history failure with a retry", async () => {
    let fail = true
    const { actor } = start({ history: async () => (fail ? Promise.reject(new Error("接口请求失败")) : { messages: [], more: false }) })
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "conversation.select", peerId: 2 })
    await waitFor(actor, (s) => s.matches({ ready: { chat: "openFailure" } }))
    fail = false
    actor.send({ type: "conversation.retry" })
    await waitFor(actor, (s) => s.matches({ ready: { chat: "open" } }))
  })
})

describe("news from the connection", () => {
  it("takes messages, read receipts and friend changes from the connection it is given, and stops listening when it stops", async () => {
    const news = fakeChatNews()
    const { actor, listLoads } = start({ news: news.source })
    await waitFor(actor, (s) => s.matches("ready"))
    const friendsChanged: unknown[] = []
    actor.on("conversation.friendsChanged", (e) => friendsChanged.push(e))

    news.bring({ type: "chat.message", message: msg(50, 3, ME), live: true })
    expect(unreadOf(actor)[3]).toBe(3)
    news.bring({ type: "chat.read", peerId: 3, upTo: 50 })
    expect(unreadOf(actor)[3]).toBe(0)
    news.bring({ type: "chat.friends", event: "accepted", userId: 4 })
    expect(friendsChanged).toHaveLength(1)
    await waitFor(actor, () => listLoads() === 2)

    expect(news.listeners()).toBe(1)
    actor.stop()
    expect(news.listeners()).toBe(0)
  })
})
