/**
 * Notifications shown at the edge of the page (spec 1 §8): each stays NOTIFY_DURATION_MS
 * (5 seconds) unless closed earlier; while the pointer or the keyboard is on one it stays,
 * and it gets its remaining time back when they leave. A few show at once, the oldest
 * giving way; the same notice again restarts its time instead of stacking a copy.
 */
import { NOTIFY_DURATION_MS } from "../../domain/core/constants.ts"
import { notificationFor, type NotificationKind, type PushMessage } from "../../domain/core/notification.ts"

/** `plain` is a pushed message without a type: no icon, no colour. */
export type ToastTone = "info" | "success" | "warning" | "error" | "plain"

export interface Toast {
  readonly id: number
  readonly tone: ToastTone
  readonly title?: string
  readonly message: string
  /** Where a click on the notification leads (a page of the portal). */
  readonly href?: string
}

/** At most this many notifications show at once. */
export const MAX_TOASTS = 4

type Listener = (toasts: readonly Toast[]) => void

export interface ToastStore {
  subscribe(listener: Listener): () => void
  snapshot(): readonly Toast[]
  /** Shows a notification for `duration` ms, leading to `href` when clicked; answers its id. */
  show(tone: ToastTone, message: string, title?: string, duration?: number, href?: string): number
  dismiss(id: number): void
  /** Stops the notification's clock (pointer over it, focus in it). */
  pause(id: number): void
  /** Starts the clock again with the time it had left. */
  resume(id: number): void
  clear(): void
}

interface Clock {
  handle: ReturnType<typeof setTimeout> | null
  remaining: number
  startedAt: number
}

export function createToastStore(options: { readonly duration?: number; readonly max?: number } = {}): ToastStore {
  const duration = options.duration ?? NOTIFY_DURATION_MS
  const max = options.max ?? MAX_TOASTS
  let toasts: readonly Toast[] = []
  let nextId = 1
  const clocks = new Map<number, Clock>()
  const listeners = new Set<Listener>()
  const emit = () => listeners.forEach((listener) => listener(toasts))

  const stop = (id: number) => {
    const clock = clocks.get(id)
    if (clock?.handle) clearTimeout(clock.handle)
    clocks.delete(id)
  }
  const start = (id: number, ms: number) => {
    const clock = clocks.get(id)
    if (clock?.handle) clearTimeout(clock.handle)
    clocks.set(id, { handle: setTimeout(() => store.dismiss(id), ms), remaining: ms, startedAt: Date.now() })
  }

  const store: ToastStore = {
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    snapshot: () => toasts,
    show(tone, message, title, ms = duration, href) {
      const same = toasts.find((t) => t.tone === tone && t.message === message && (t.title ?? "") === (title ?? ""))
      if (same) {
        start(same.id, ms)
        return same.id
      }
      const id = nextId++
      const shown = [...toasts, { id, tone, message, ...(title ? { title } : {}), ...(href ? { href } : {}) }]
      const over = shown.slice(0, Math.max(0, shown.length - max))
      over.forEach((t) => stop(t.id))
      toasts = shown.slice(over.length)
      start(id, ms)
      emit()
      return id
    },
    dismiss(id) {
      stop(id)
      if (!toasts.some((t) => t.id === id)) return
      toasts = toasts.filter((t) => t.id !== id)
      emit()
    },
    pause(id) {
      const clock = clocks.get(id)
      if (!clock?.handle) return
      clearTimeout(clock.handle)
      clocks.set(id, { handle: null, remaining: Math.max(0, clock.remaining - (Date.now() - clock.startedAt)), startedAt: clock.startedAt })
    },
    resume(id) {
      const clock = clocks.get(id)
      if (!clock || clock.handle) return
      start(id, clock.remaining)
    },
    clear() {
      for (const id of [...clocks.keys()]) stop(id)
      if (toasts.length === 0) return
      toasts = []
      emit()
    },
  }
  return store
}

/** The page's notifications, shown by the Toaster (ui/components/toaster.tsx). */
export const toastStore = createToastStore()

const TONE_OF_KIND: Record<NotificationKind, ToastTone> = {
  info: "info",
  tips: "info",
  success: "success",
  warning: "warning",
  error: "error",
  plain: "plain",
}

/** How every feature shows a notification. */
export const notify = {
  success: (message: string, title?: string) => toastStore.show("success", message, title),
  error: (message: string, title?: string) => toastStore.show("error", message, title),
  warning: (message: string, title?: string) => toastStore.show("warning", message, title),
  info: (message: string, title?: string) => toastStore.show("info", message, title),
  /**
   * A message pushed by the server (spec 1 §8): INFO, ERROR, WARNING, SUCCESS and TIPS show with
   * their own title or the default one (消息, 错误, 警告, 成功, 提示); a message without a type
   * shows plain; TOKEN-WEB shows nothing (answers null).
   */
  push: (push: PushMessage): number | null => {
    const view = notificationFor(push)
    if (!view) return null
    return toastStore.show(TONE_OF_KIND[view.kind], view.message, view.title === "" ? undefined : view.title)
  },
}
