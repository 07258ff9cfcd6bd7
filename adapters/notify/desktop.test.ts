import { describe, expect, it, vi } from "vitest"
import { createTitleFlasher, createUnreadNotifier, type NotificationApi, type NotificationConstructor } from "./desktop.ts"

describe("title flasher", () => {
  it("alternates the unread count with the page title and restores it at 0", () => {
    vi.useFakeTimers()
    const target = { title: "在线沟通 - 悦享健康美丽网" }
    const flasher = createTitleFlasher(target, { setInterval: (f, ms) => setInterval(f, ms) as unknown as number, clearInterval: (id) => clearInterval(id) })
    flasher.set(2, target.title)
    expect(target.title).toBe("【2条新消息】在线沟通 - 悦享健康美丽网")
    vi.advanceTimersByTime(1000)
    expect(target.title).toBe("在线沟通 - 悦享健康美丽网")
    flasher.set(3, target.title)
    vi.advanceTimersByTime(1000)
    expect(target.title).toBe("【3条新消息】在线沟通 - 悦享健康美丽网")
    flasher.set(0, target.title)
    expect(target.title).toBe("在线沟通 - 悦享健康美丽网")
    vi.advanceTimersByTime(5000)
    expect(target.title).toBe("在线沟通 - 悦享健康美丽网")
    vi.useRealTimers()
  })
})

describe("unread notifier", () => {
  const fakeApi = (permission: NotificationApi["permission"]) => {
    const shown: { title: string; body?: string }[] = []
    const requestPermission = vi.fn(async () => "granted" as const)
    const Api = class {
      static permission = permission
      static requestPermission = requestPermission
      constructor(title: string, options?: { body?: string }) {
        shown.push({ title, ...(options?.body ? { body: options.body } : {}) })
      }
      close() {}
    } as unknown as NotificationApi & NotificationConstructor
    return { Api, shown, requestPermission }
  }

  it("asks once and shows 您有 N 条未读消息 when allowed", () => {
    const asking = fakeApi("default")
    const notifier = createUnreadNotifier(asking.Api, "悦享健康美丽网")
    notifier.request()
    notifier.request()
    expect(asking.requestPermission).toHaveBeenCalledTimes(1)
    notifier.show(3)
    expect(asking.shown).toEqual([])

    const granted = fakeApi("granted")
    const shows = createUnreadNotifier(granted.Api, "悦享健康美丽网")
    shows.show(0)
    shows.show(3)
    expect(granted.shown).toEqual([{ title: "悦享健康美丽网", body: "您有 3 条未读消息" }])
    expect(() => createUnreadNotifier(undefined, "x").show(1)).not.toThrow()
  })
})
