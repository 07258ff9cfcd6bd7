import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { NOTIFY_DURATION_MS } from "../../domain/core/constants.ts"
import { createToastStore, MAX_TOASTS, notify, toastStore, type Toast } from "./toast-store.ts"

const messages = (toasts: readonly Toast[]) => toasts.map((t) => t.message)

describe("toast store", () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    toastStore.clear()
    vi.useRealTimers()
  })

  it("shows a notification for exactly 5 seconds", () => {
    const store = createToastStore()
    store.show("error", "网络请求超时")
    expect(NOTIFY_DURATION_MS).toBe(5000)
    vi.advanceTimersByTime(NOTIFY_DURATION_MS - 1)
    expect(messages(store.snapshot())).toEqual(["网络请求超时"])
    vi.advanceTimersByTime(1)
    expect(store.snapshot()).toEqual([])
  })

  it("stacks notifications in the order they came, each with its own clock", () => {
    const store = createToastStore()
    store.show("info", "第一条")
    vi.advanceTimersByTime(2000)
    store.show("success", "第二条", "成功")
    expect(store.snapshot()).toEqual([
      { id: expect.any(Number), tone: "info", message: "第一条" },
      { id: expect.any(Number), tone: "success", message: "第二条", title: "成功" },
    ])
    vi.advanceTimersByTime(3000)
    expect(messages(store.snapshot())).toEqual(["第二条"])
    vi.advanceTimersByTime(2000)
    expect(store.snapshot()).toEqual([])
  })

  it("closes a notification at once and tells the listeners; a later timer does nothing", () => {
    const store = createToastStore()
    const seen: string[][] = []
    const unsubscribe = store.subscribe((toasts) => seen.push(messages(toasts)))
    const id = store.show("warning", "请先登录")
    store.dismiss(id)
    vi.advanceTimersByTime(NOTIFY_DURATION_MS)
    expect(seen).toEqual([["请先登录"], []])
    unsubscribe()
    store.show("info", "不再通知")
    expect(seen).toHaveLength(2)
  })

  it("keeps a notification while it is hovered or focused and gives it its remaining time after", () => {
    const store = createToastStore()
    const id = store.show("error", "接口请求失败")
    vi.advanceTimersByTime(3000)
    store.pause(id)
    store.pause(id)
    vi.advanceTimersByTime(60_000)
    expect(messages(store.snapshot())).toEqual(["接口请求失败"])
    store.resume(id)
    vi.advanceTimersByTime(1999)
    expect(store.snapshot()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(store.snapshot()).toEqual([])
  })

  it("restarts the same notice instead of stacking a copy", () => {
    const store = createToastStore()
    const first = store.show("error", "接口请求失败")
    vi.advanceTimersByTime(4000)
    expect(store.show("error", "接口请求失败")).toBe(first)
    expect(store.snapshot()).toHaveLength(1)
    vi.advanceTimersByTime(4000)
    expect(store.snapshot()).toHaveLength(1)
    vi.advanceTimersByTime(1000)
    expect(store.snapshot()).toEqual([])
    store.show("error", "接口请求失败", "错误")
    store.show("error", "接口请求失败")
    expect(store.snapshot()).toHaveLength(2)
  })

  it("shows at most a few at once, the oldest giving way", () => {
    const store = createToastStore()
    for (let i = 1; i <= MAX_TOASTS + 2; i++) store.show("info", `通知${i}`)
    expect(messages(store.snapshot())).toEqual(Array.from({ length: MAX_TOASTS }, (_, i) => `通知${i + 3}`))
  })

  it("clears everything and its clocks", () => {
    const store = createToastStore({ duration: 1000 })
    store.show("info", "甲")
    store.show("info", "乙")
    store.clear()
    expect(store.snapshot()).toEqual([])
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe("notify", () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    toastStore.clear()
    vi.useRealTimers()
  })

  it("gives each push type its default title (spec 1 §8), keeps a title of the message's own", () => {
    const pushed = [
      notify.push({ msgType: "INFO", msg: "课程已上新" }),
      notify.push({ msgType: "ERROR", msg: "支付失败" }),
      notify.push({ msgType: "WARNING", msg: "余额不足" }),
      notify.push({ msgType: "SUCCESS", msg: "提现已到账" }),
    ]
    expect(pushed.every((id) => typeof id === "number")).toBe(true)
    expect(toastStore.snapshot().map((t) => [t.tone, t.title, t.message])).toEqual([
      ["info", "消息", "课程已上新"],
      ["error", "错误", "支付失败"],
      ["warning", "警告", "余额不足"],
      ["success", "成功", "提现已到账"],
    ])
    toastStore.clear()
    notify.push({ msgType: "TIPS", msg: "今日尚未签到" })
    notify.push({ msgType: "INFO", msg: "好友请求", title: "新的好友" })
    expect(toastStore.snapshot().map((t) => [t.tone, t.title, t.message])).toEqual([
      ["info", "提示", "今日尚未签到"],
      ["info", "新的好友", "好友请求"],
    ])
  })

  it("ignores TOKEN-WEB and shows a message without a type plainly", () => {
    expect(notify.push({ msgType: "TOKEN-WEB", msg: "eyJ..." })).toBeNull()
    notify.push({ msg: "系统将于今晚维护" })
    expect(toastStore.snapshot()).toEqual([{ id: expect.any(Number), tone: "plain", message: "系统将于今晚维护" }])
    vi.advanceTimersByTime(NOTIFY_DURATION_MS)
    expect(toastStore.snapshot()).toEqual([])
  })

  it("shows the features' notices for 5 seconds", () => {
    notify.success("删除好友成功")
    notify.error("网络请求超时")
    expect(toastStore.snapshot().map((t) => t.tone)).toEqual(["success", "error"])
    vi.advanceTimersByTime(NOTIFY_DURATION_MS)
    expect(toastStore.snapshot()).toEqual([])
  })
})
