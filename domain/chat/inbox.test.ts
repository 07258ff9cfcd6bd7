import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { clearUnread, ensureConversation, receive, staysUnread, totalUnread } from "./inbox.ts"
import type { ChatMessageRecord, ChatPeer, Conversation } from "./protocol.ts"

const peer = (userId: number): ChatPeer => ({
  userId,
  userName: `u${userId}`,
  nickName: `用户${userId}`,
  avatarPath: "",
  gender: "女",
  type: "member",
  relation: "friend",
  friendsId: userId,
  canMessage: true,
})
const conv = (userId: number, unread = 0): Conversation => ({ peer: peer(userId), lastMessage: null, unread })
const msg = (id: number, from: number, to: number): ChatMessageRecord => ({ id, from, to, text: "你好", createdAt: "2026-01-01T00:00:00.000Z" })
const ME = 1

describe("the inbox", () => {
  it("counts a message from a closed conversation and moves it to the top", () => {
    const { list, known } = receive([conv(2), conv(3)], msg(10, 3, ME), { me: ME, activeId: 2, atBottom: true })
    expect(known).toBe(true)
    expect(list.map((c) => [c.peer.userId, c.unread, c.lastMessage?.id ?? null])).toEqual([[3, 1, 10], [2, 0, null]])
  })

  it("does not count the open conversation at the bottom, nor the member's own messages", () => {
    const open = receive([conv(2)], msg(10, 2, ME), { me: ME, activeId: 2, atBottom: true })
    expect(open.list[0]?.unread).toBe(0)
    const scrolledUp = receive([conv(2)], msg(10, 2, ME), { me: ME, activeId: 2, atBottom: false })
    expect(scrolledUp.list[0]?.unread).toBe(1)
    const mine = receive([conv(2)], msg(10, ME, 2), { me: ME, activeId: null, atBottom: false })
    expect(mine.list[0]).toMatchObject({ unread: 0, lastMessage: { id: 10 } })
  })

  it("reports unknown peers and counts a message delivered twice once", () => {
    expect(receive([conv(2)], msg(10, 9, ME), { me: ME, activeId: null, atBottom: false }).known).toBe(false)
    const once = receive([conv(2)], msg(10, 2, ME), { me: ME, activeId: null, atBottom: false }).list
    const twice = receive(once, msg(10, 2, ME), { me: ME, activeId: null, atBottom: false }).list
    expect(twice).toBe(once)
    expect(totalUnread(twice)).toBe(1)
  })

  test.prop([fc.array(fc.record({ from: fc.constantFrom(2, 3, ME), id: fc.integer({ min: 1, max: 10_000 }) }), { maxLength: 40 })])(
    "the total is the number of distinct messages from others, and clearing a conversation removes its share",
    (arrivals) => {
      let list: ReadonlyArray<Conversation> = [conv(2), conv(3)]
      const seen = new Map<number, number>()
      for (const { from, id } of arrivals) {
        const to = from === ME ? 2 : ME
        const before = list.find((c) => c.peer.userId === (from === ME ? 2 : from))?.lastMessage?.id ?? 0
        list = receive(list, msg(id, from, to), { me: ME, activeId: null, atBottom: false }).list
        if (from !== ME && id > before) seen.set(from, (seen.get(from) ?? 0) + 1)
      }
      expect(totalUnread(list)).toBe((seen.get(2) ?? 0) + (seen.get(3) ?? 0))
      expect(totalUnread(clearUnread(list, 2))).toBe(seen.get(3) ?? 0)
    },
  )

  it("adds a conversation opened by link once", () => {
    const list = ensureConversation([conv(2)], conv(5))
    expect(list.map((c) => c.peer.userId)).toEqual([5, 2])
    expect(ensureConversation(list, conv(2))).toBe(list)
    expect(staysUnread(msg(1, 5, ME), { me: ME, activeId: 5, atBottom: false })).toBe(true)
  })
})
