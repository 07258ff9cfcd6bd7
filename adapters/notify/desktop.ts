import { unreadTitle } from "../../domain/chat/rules.ts"
import { unreadMessage } from "../../domain/core/messages.ts"

/** Desktop notifications and the flashing title of the chat (spec 1 §4). */

export interface NotificationApi {
  readonly permission: "default" | "denied" | "granted"
  requestPermission(): Promise<"default" | "denied" | "granted">
}

export type NotificationConstructor = new (title: string, options?: { body?: string; tag?: string }) => { close(): void }

/**
 * Asks once for permission, then shows 您有 N 条未读消息 as a desktop notification (one at a
 * time: a newer count replaces the older one). Without the browser's support it does nothing.
 */
export function createUnreadNotifier(api: (NotificationApi & NotificationConstructor) | undefined, title: string) {
  let asked = false
  return {
    request(): void {
      if (!api || asked || api.permission !== "default") return
      asked = true
      api.requestPermission().catch(() => {})
    },
    show(count: number): void {
      if (!api || api.permission !== "granted" || count <= 0) return
      try {
        new api(title, { body: unreadMessage(count), tag: "portal-chat-unread" })
      } catch {
        // Some browsers only allow notifications from a service worker.
      }
    },
  }
}

export interface TitleTarget {
  title: string
}

export interface Timers {
  setInterval(fn: () => void, ms: number): number
  clearInterval(id: number): void
}

/**
 * Flashes the page title with the unread count (【3条新消息】 and the page's own title in turn,
 * once a second) while the count is above 0; restores the title when it drops to 0.
 */
export function createTitleFlasher(target: TitleTarget, timers: Timers, everyMs = 1000) {
  let base = target.title
  let count = 0
  let on = false
  let timer: number | null = null
  const stop = () => {
    if (timer !== null) timers.clearInterval(timer)
    timer = null
    on = false
    target.title = base
  }
  return {
    set(next: number, pageTitle: string): void {
      if (timer === null) base = pageTitle
      count = next
      if (count <= 0) {
        stop()
        return
      }
      if (timer !== null) return
      on = true
      target.title = unreadTitle(count, base, on)
      timer = timers.setInterval(() => {
        on = !on
        target.title = unreadTitle(count, base, on)
      }, everyMs)
    },
    stop,
  }
}
