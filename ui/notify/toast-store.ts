/** Notifications shown in the corner of the page (spec 1 §8: 5 seconds each). */
export type ToastTone = "info" | "success" | "warning" | "error"

export interface Toast {
  readonly id: number
  readonly tone: ToastTone
  readonly title?: string
  readonly message: string
}

export const TOAST_DURATION_MS = 5000

type Listener = (toasts: readonly Toast[]) => void

let toasts: readonly Toast[] = []
let nextId = 1
const listeners = new Set<Listener>()
const emit = () => listeners.forEach((listener) => listener(toasts))

export const toastStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  snapshot: (): readonly Toast[] => toasts,
  show(tone: ToastTone, message: string, title?: string, duration = TOAST_DURATION_MS): number {
    const id = nextId++
    toasts = [...toasts, { id, tone, message, ...(title ? { title } : {}) }]
    emit()
    setTimeout(() => toastStore.dismiss(id), duration)
    return id
  },
  dismiss(id: number): void {
    toasts = toasts.filter((t) => t.id !== id)
    emit()
  },
}

export const notify = {
  success: (message: string, title?: string) => toastStore.show("success", message, title),
  error: (message: string, title?: string) => toastStore.show("error", message, title),
  warning: (message: string, title?: string) => toastStore.show("warning", message, title),
  info: (message: string, title?: string) => toastStore.show("info", message, title),
}
