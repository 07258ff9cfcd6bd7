import type { BusEvent, BusListener, MessageBus } from "./bus.ts"

/**
 * The bus of a single process: events reach this process's listeners on the next turn of
 * the event loop, as they would from Redis, so callers never depend on synchronous delivery.
 */
export const createLocalBus = (): MessageBus => {
  const listeners = new Set<BusListener>()
  let closed = false
  return {
    kind: "local",
    publish: async (event: BusEvent) => {
      if (closed) return
      queueMicrotask(() => {
        for (const listener of listeners) listener(event)
      })
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    ready: async () => {},
    close: async () => {
      closed = true
      listeners.clear()
    },
  }
}
