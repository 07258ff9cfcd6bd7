import { useEffect, useState } from "react"

/** The part of a window that `afterLoad` uses (a browser window, or a fake in a test). */
export interface LoadingWindow {
  readonly document: { readonly readyState: DocumentReadyState }
  addEventListener(type: "load", listener: () => void, options: { once: true }): void
  removeEventListener(type: "load", listener: () => void): void
  setTimeout(callback: () => void, ms: number): number
  clearTimeout(id: number): void
  requestIdleCallback?(callback: () => void, options: { timeout: number }): number
  cancelIdleCallback?(id: number): void
}

/** How long an idle moment is waited for after the load event before the work runs anyway. */
export const IDLE_WAIT_MS = 2000

/**
 * Runs `work` once the page has loaded (its load event has fired) and the browser then has an idle
 * moment, or IDLE_WAIT_MS after the load event without one: for what the first screen does not
 * need, so that it does not share the main thread with the first paint. Returns a cancel.
 */
export const afterLoad = (win: LoadingWindow, work: () => void): (() => void) => {
  let cancelWait: (() => void) | null = null
  const whenIdle = () => {
    if (win.requestIdleCallback && win.cancelIdleCallback) {
      const id = win.requestIdleCallback(work, { timeout: IDLE_WAIT_MS })
      cancelWait = () => win.cancelIdleCallback?.(id)
    } else {
      const id = win.setTimeout(work, 0)
      cancelWait = () => win.clearTimeout(id)
    }
  }
  if (win.document.readyState === "complete") whenIdle()
  else win.addEventListener("load", whenIdle, { once: true })
  return () => {
    win.removeEventListener("load", whenIdle)
    cancelWait?.()
  }
}

/** False until the page has loaded and the browser has had an idle moment (`afterLoad`), then true. */
export function useAfterLoad(): boolean {
  const [loaded, setLoaded] = useState(false)
  useEffect(() => afterLoad(window as unknown as LoadingWindow, () => setLoaded(true)), [])
  return loaded
}
