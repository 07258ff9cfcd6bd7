import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { alertsFor, alertTitle, badgeText, excerpt, EXCERPT_LENGTH, inboxSummary, isChatPath } from "./alerts.ts"
import type { ChatMessageRecord, Conversation } from "./protocol.ts"

const msg = (from: number, to: number, text = "你好"): ChatMessageRecord => ({ id: 1, from, to, text, createdAt: "2026-11-23T10:00:00.000Z" })

describe("chat alerts", () => {
  it("alerts only for someone else's message to the member away from the chat page", () => {
    expect(alertsFor(msg(2, 1), 1, false)).toBe(true)
    expect(alertsFor(msg(2, 1), 1, true)).toBe(false)
    expect(alertsFor(msg(1, 2), 1, false)).toBe(false)
    expect(alertsFor(msg(2, 3), 1, false)).toBe(false)
  })

  it("knows the chat page with and without its query", () => {
    expect(isChatPath("/account/wechat")).toBe(true)
    expect(isChatPath("/account/wechat?token=5")).toBe(true)
    expect(isChatPath("/account/wechatter")).toBe(false)
    expect(isChatPath("/account/message")).toBe(false)
  })

  it("cuts long messages on one line and keeps short ones", () => {
    expect(excerpt("周末\n一起  上课")).toBe("周末 一起 上课")
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 120 }), (text) => {
        const out = Array.from(excerpt(text))
        expect(out.length).toBeLessThanOrEqual(EXCERPT_LENGTH + 1)
        expect(out.join("")).not.toMatch(/\n/)
      }),
    )
  })

  it("names the sender when known", () => {
    expect(alertTitle("本杰明")).toBe("本杰明发来新消息")
    expect(alertTitle(null)).toBe("收到新消息")
  })

  it("sums the unread counts and names the peers", () => {
    const conv = (userId: number, nickName: string, unread: number): Conversation => ({
      peer: { userId, userName: `u${userId}`, nickName, avatarPath: "", gender: "女", type: "member", relation: "friend", friendsId: 1, canMessage: true },
      lastMessage: null,
      unread,
    })
    expect(inboxSummary([conv(2, "本杰明", 2), conv(3, "", 1)])).toEqual({ unread: 3, names: { 2: "本杰明", 3: "u3" } })
  })

  it("shows 99+ above ninety-nine and nothing at zero", () => {
    expect([0, 1, 99, 100].map(badgeText)).toEqual(["", "1", "99", "99+"])
  })
})
