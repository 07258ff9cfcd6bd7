import { describe, expect, it } from "vitest"
import { createActor, fromPromise } from "xstate"
import type { ChatMessageRecord, Conversation } from "../../domain/chat/protocol.ts"
import { chatAlertsMachine, type ChatAlertsEmitted } from "./chat-alerts.machine.ts"
import { fakeChatNews } from "./chat-fixtures.ts"
import type { ChatNewsSource } from "./chat-news.ts"

const ME = 1
const message = (from: number, to = ME, text = "周末一起去上课吧"): ChatMessageRecord => ({ id: from * 100, from, to, text, createdAt: "2026-11-23T10:00:00.000Z" })
const conversation = (userId: number, nickName: string, unread: number): Conversation => ({
  peer: { userId, userName: `u${userId}`, nickName, avatarPath: "", gender: "男", type: "member", relation: "friend", friendsId: 7, canMessage: true },
  lastMessage: null,
  unread,
})

const start = (options: { onChatPage?: boolean; attentive?: boolean; inbox?: () => Promise<ReadonlyArray<Conversation>>; news?: ChatNewsSource } = {}) => {
  let loads = 0
  const inbox = options.inbox ?? (async () => [conversation(2, "本杰明", 2)])
  const machine = chatAlertsMachine.provide({
    actors: {
      loadInbox: fromPromise(async () => {
        loads++
        return inbox()
      }),
    },
  })
  const actor = createActor(machine, { input: { onChatPage: options.onChatPage ?? false, attentive: options.attentive ?? true, news: options.news ?? null } })
  const notices: ChatAlertsEmitted[] = []
  actor.on("alerts.notify", (e) => notices.push(e))
  actor.start()
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  return { actor, notices, settle, loads: () => loads }
}

describe("chat alerts", () => {
  it("counts the unread messages once the connection is up", async () => {
    const { actor, settle } = start()
    expect(actor.getSnapshot().context.unread).toBe(0)
    actor.send({ type: "alerts.ready", userId: ME })
    await settle()
    expect(actor.getSnapshot().context.unread).toBe(2)
  })

  it("notices a message away from the chat page with the sender's name and a link to the conversation", async () => {
    const { actor, notices, settle } = start()
    actor.send({ type: "alerts.ready", userId: ME })
    await settle()
    actor.send({ type: "alerts.message", message: message(2) })
    expect(notices).toEqual([{ type: "alerts.notify", title: "本杰明发来新消息", text: "周末一起去上课吧", href: "/account/wechat?token=2" }])
    expect(actor.getSnapshot().context.unread).toBe(3)
  })

  it("learns a new sender's name before the notice, and notices without it when counting fails", async () => {
    let fail = false
    let list = [conversation(2, "本杰明", 0)]
    const { actor, notices, settle } = start({
      inbox: async () => {
        if (fail) throw new Error("网络异常")
        return list
      },
    })
    actor.send({ type: "alerts.ready", userId: ME })
    await settle()
    list = [conversation(2, "本杰明", 0), conversation(9, "健康顾问", 1)]
    actor.send({ type: "alerts.message", message: message(9) })
    expect(notices).toEqual([])
    await settle()
    expect(notices.map((n) => n.title)).toEqual(["健康顾问发来新消息"])
    expect(actor.getSnapshot().context.unread).toBe(1)
    fail = true
    actor.send({ type: "alerts.message", message: message(12) })
    await settle()
    expect(notices.map((n) => n.title)).toEqual(["健康顾问发来新消息", "收到新消息"])
    expect(actor.getSnapshot().context.pending).toEqual([])
  })

  it("stays quiet on the chat page and for the member's own messages", async () => {
    const { actor, notices, settle } = start({ onChatPage: true })
    actor.send({ type: "alerts.ready", userId: ME })
    await settle()
    actor.send({ type: "alerts.message", message: message(2) })
    actor.send({ type: "alerts.place", onChatPage: false })
    actor.send({ type: "alerts.message", message: { ...message(ME), to: 2 } })
    expect(notices).toEqual([])
  })

  it("counts again after conversations are read and after leaving the chat page", async () => {
    let unread = 2
    const { actor, settle, loads } = start({ inbox: async () => [conversation(2, "本杰明", unread)] })
    actor.send({ type: "alerts.ready", userId: ME })
    await settle()
    unread = 0
    actor.send({ type: "alerts.read" })
    await settle()
    expect(actor.getSnapshot().context.unread).toBe(0)
    actor.send({ type: "alerts.place", onChatPage: true })
    actor.send({ type: "alerts.place", onChatPage: false })
    await settle()
    expect(loads()).toBe(3)
  })

  it("ignores reads before the connection names the member, and keeps its count when counting fails", async () => {
    let fail = false
    const { actor, settle, loads } = start({
      inbox: async () => {
        if (fail) throw new Error("网络异常")
        return [conversation(2, "本杰明", 4)]
      },
    })
    actor.send({ type: "alerts.read" })
    await settle()
    expect(loads()).toBe(0)
    actor.send({ type: "alerts.ready", userId: ME })
    await settle()
    fail = true
    actor.send({ type: "alerts.read" })
    await settle()
    expect(actor.getSnapshot().context.unread).toBe(4)
    expect(actor.getSnapshot().value).toMatchObject({ count: "counted" })
  })

  it("flashes from a message the member does not see arrive until they look again", async () => {
    const { actor, settle } = start({ attentive: false })
    actor.send({ type: "alerts.ready", userId: ME })
    await settle()
    actor.send({ type: "alerts.message", message: message(2) })
    expect(actor.getSnapshot().value).toMatchObject({ title: "flashing" })
    actor.send({ type: "alerts.message", message: message(3) })
    expect(actor.getSnapshot().value).toMatchObject({ title: "flashing" })
    actor.send({ type: "alerts.attention", attentive: true })
    expect(actor.getSnapshot().value).toMatchObject({ title: "still" })
  })

  it("does not flash for a message the member sees arrive, and stops when the chat page opens", async () => {
    const { actor, settle } = start({ attentive: true })
    actor.send({ type: "alerts.ready", userId: ME })
    await settle()
    actor.send({ type: "alerts.message", message: message(2) })
    expect(actor.getSnapshot().value).toMatchObject({ title: "still" })
    actor.send({ type: "alerts.attention", attentive: false })
    actor.send({ type: "alerts.message", message: message(2) })
    expect(actor.getSnapshot().value).toMatchObject({ title: "flashing" })
    actor.send({ type: "alerts.place", onChatPage: true })
    expect(actor.getSnapshot().value).toMatchObject({ title: "still" })
  })

  it("follows the connection it is given: its start, live messages (not caught-up ones) and read receipts", async () => {
    const news = fakeChatNews()
    const { actor, notices, settle } = start({ news: news.source })
    news.bring({ type: "chat.ready", userId: ME })
    await settle()
    expect(actor.getSnapshot().context.unread).toBe(2)
    news.bring({ type: "chat.message", message: message(2), live: false })
    expect(notices).toHaveLength(0)
    news.bring({ type: "chat.message", message: message(2), live: true })
    expect(notices).toHaveLength(1)
    actor.stop()
    expect(news.listeners()).toBe(0)
  })
})
