import { describe, expect, it } from "vitest"
import { chatMessageView, chatTime } from "./view.ts"

describe("chat message view", () => {
  const now = new Date(2026, 10, 21, 15, 30)
  it("shows the time today, the day this year, the full date before", () => {
    expect(chatTime(new Date(2026, 10, 21, 9, 5).toISOString(), now)).toBe("09:05")
    expect(chatTime(new Date(2026, 2, 3, 18, 0).toISOString(), now)).toBe("03-03 18:00")
    expect(chatTime(new Date(2025, 11, 31, 23, 59).toISOString(), now)).toBe("2025-12-31 23:59")
    expect(chatTime("not a date", now)).toBe("")
  })
  it("marks the member's own messages and uses the sender's name and avatar", () => {
    const me = { userId: 1, nickName: "小美", avatarPath: "" }
    const peer = { userId: 2, nickName: "鲍勃", avatarPath: "/a.png" }
    const at = new Date(2026, 10, 21, 10, 0).toISOString()
    expect(chatMessageView({ id: 5, from: 1, to: 2, text: "你好", createdAt: at }, me, peer, now)).toEqual({
      id: 5,
      img: "/chat/avatar-default.svg",
      name: "小美",
      date: "10:00",
      text: "你好",
      mine: true,
    })
    expect(chatMessageView({ id: 6, from: 2, to: 1, text: "在", createdAt: at }, me, peer, now)).toMatchObject({ img: "/a.png", name: "鲍勃", mine: false })
  })
})
