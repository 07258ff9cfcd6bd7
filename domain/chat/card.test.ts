import { describe, expect, it } from "vitest"
import { cardButtons, chatHref } from "./card.ts"

describe("profile card buttons", () => {
  it("oneself: 在线沟通 opening the chat page, nothing else", () => {
    expect(cardButtons({ relation: "oneself", type: "member", userId: 1 })).toEqual({
      message: { label: "在线沟通", href: "/account/wechat" },
      add: null,
      remove: null,
    })
  })
  it("a friend: send a message and delete", () => {
    expect(cardButtons({ relation: "friend", type: "member", userId: 7 })).toEqual({
      message: { label: "发消息", href: "/account/wechat?token=7" },
      add: null,
      remove: { label: "删除好友" },
    })
  })
  it("a member who is not a friend: add, or 已申请 disabled while the request waits; no message", () => {
    expect(cardButtons({ relation: "nofriend", type: "member", userId: 7 })).toEqual({ message: null, add: { label: "加好友", disabled: false }, remove: null })
    expect(cardButtons({ relation: "applied", type: "member", userId: 7 })).toEqual({ message: null, add: { label: "已申请", disabled: true }, remove: null })
  })
  it("official and merchant accounts: send a message only", () => {
    for (const type of ["sys", "merchant"]) {
      expect(cardButtons({ relation: "nofriend", type, userId: 3 })).toEqual({ message: { label: "发消息", href: "/account/wechat?token=3" }, add: null, remove: null })
    }
  })
  it("links to customer service", () => {
    expect(chatHref("official_authority")).toBe("/account/wechat?token=official_authority")
    expect(chatHref(null)).toBe("/account/wechat")
  })
})
