import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import {
  CHAT_MESSAGES,
  CHAT_TEXT_MAX,
  chatText,
  isSendKey,
  lastIdOf,
  mayMessage,
  mergeById,
  reconnectDelay,
  RECONNECT_MAX_MS,
  unreadTitle,
} from "./rules.ts"
import { parseClientFrame, parseServerFrame } from "./protocol.ts"

const type = fc.constantFrom("member", "merchant", "sys")

describe("who may message whom", () => {
  test.prop([type, type, fc.boolean()])("friends may always write", (senderType, targetType, wrote) => {
    expect(mayMessage({ senderType, targetType, friends: true, targetWroteFirst: wrote })).toBe(true)
  })
  test.prop([type, fc.boolean(), fc.constantFrom("merchant", "sys")])("anyone may write to an official or merchant account", (senderType, wrote, targetType) => {
    expect(mayMessage({ senderType, targetType, friends: false, targetWroteFirst: wrote })).toBe(true)
  })
  test.prop([fc.boolean()])("members who are not friends may not write to each other", (wrote) => {
    expect(mayMessage({ senderType: "member", targetType: "member", friends: false, targetWroteFirst: wrote })).toBe(false)
  })
  it("an official or merchant account answers a member only after the member wrote", () => {
    for (const senderType of ["merchant", "sys"]) {
      expect(mayMessage({ senderType, targetType: "member", friends: false, targetWroteFirst: true })).toBe(true)
      expect(mayMessage({ senderType, targetType: "member", friends: false, targetWroteFirst: false })).toBe(false)
    }
  })
})

describe("the chat box", () => {
  test.prop([fc.string({ minLength: 1, maxLength: 50 }).filter((s) => s.trim() !== ""), fc.stringMatching(/^[ \t\n]*$/)])(
    "sends the trimmed text",
    (text, pad) => {
      const result = chatText(pad + text + pad)
      expect(result).toEqual({ ok: true, text: text.trim() })
    },
  )
  test.prop([fc.stringMatching(/^[ \t\n]*$/)])("refuses blank text", (blank) => {
    expect(chatText(blank)).toEqual({ ok: false, message: CHAT_MESSAGES.empty })
  })
  it("counts characters, not bytes, up to the limit", () => {
    expect(chatText("好".repeat(CHAT_TEXT_MAX)).ok).toBe(true)
    expect(chatText("好".repeat(CHAT_TEXT_MAX + 1))).toEqual({ ok: false, message: CHAT_MESSAGES.tooLong })
  })
  it("sends on Enter only, not on Shift+Enter nor while composing", () => {
    expect(isSendKey({ key: "Enter", shiftKey: false })).toBe(true)
    expect(isSendKey({ key: "Enter", shiftKey: true })).toBe(false)
    expect(isSendKey({ key: "Enter", shiftKey: false, isComposing: true })).toBe(false)
    expect(isSendKey({ key: "a", shiftKey: false })).toBe(false)
  })
})

describe("merging messages", () => {
  const ids = fc.uniqueArray(fc.integer({ min: 1, max: 500 }), { maxLength: 30 })
  test.prop([ids, ids])("keeps each id once, sorted, whatever arrives twice", (a, b) => {
    // The list held is always sorted; what arrives may come in any order.
    const held = [...a].sort((x, y) => x - y).map((id) => ({ id }))
    const merged = mergeById(held, b.map((id) => ({ id })))
    const expected = [...new Set([...a, ...b])].sort((x, y) => x - y)
    expect(merged.map((m) => m.id)).toEqual(expected)
    expect(mergeById(merged, b.map((id) => ({ id })))).toEqual(merged)
  })
  test.prop([fc.nat(), ids])("the last id never goes back", (previous, list) => {
    const last = lastIdOf(previous, list.map((id) => ({ id })))
    expect(last).toBe(Math.max(previous, ...list))
  })
})

describe("reconnecting", () => {
  it("doubles from one second up to thirty", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000])
  })
  test.prop([fc.nat(1000)])("never exceeds the cap and never shrinks", (n) => {
    expect(reconnectDelay(n)).toBeLessThanOrEqual(RECONNECT_MAX_MS)
    expect(reconnectDelay(n + 1)).toBeGreaterThanOrEqual(reconnectDelay(n))
  })
})

describe("the unread title", () => {
  it("shows the count while on and the page title otherwise", () => {
    expect(unreadTitle(3, "在线沟通", true)).toBe("【3条新消息】在线沟通")
    expect(unreadTitle(3, "在线沟通", false)).toBe("在线沟通")
    expect(unreadTitle(0, "在线沟通", true)).toBe("在线沟通")
  })
})

describe("websocket frames", () => {
  it("reads the frames of the protocol and nothing else", () => {
    expect(parseClientFrame('{"type":"sync","after":12}')).toEqual({ type: "sync", after: 12 })
    expect(parseClientFrame('{"type":"ping"}')).toEqual({ type: "ping" })
    expect(parseClientFrame('{"type":"sync","after":"x"}')).toBeNull()
    expect(parseClientFrame("not json")).toBeNull()
    const message = { id: 1, from: 2, to: 3, text: "你好", createdAt: "2026-01-01T00:00:00.000Z" }
    expect(parseServerFrame(JSON.stringify({ type: "message", message }))).toEqual({ type: "message", message })
    expect(parseServerFrame('{"type":"push","notice":{"msgType":"INFO","title":null,"msg":"好友请求"}}')).toMatchObject({ type: "push" })
    expect(parseServerFrame('{"type":"unknown"}')).toBeNull()
  })
})
