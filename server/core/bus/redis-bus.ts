import { Redis } from "ioredis"
import { decodeBusEvent, type BusEvent, type BusListener, type MessageBus } from "./bus.ts"

/**
 * The bus across processes: Redis pub/sub on one channel. A subscribed connection cannot
 * publish, so there are two. Redis drops what is published while a process is disconnected;
 * clients recover those messages with their catch-up (`sync` after the last id they hold),
 * since every chat message is stored before it is published.
 */
export const createRedisBus = (url: string, channel: string): MessageBus => {
  const options = { lazyConnect: false, maxRetriesPerRequest: 3, enableAutoPipelining: true }
  const publisher = new Redis(url, options)
  const subscriber = new Redis(url, { ...options, enableAutoPipelining: false })
  const listeners = new Set<BusListener>()
  const logError = (error: Error) => console.error(`redis bus: ${error.message}`)
  publisher.on("error", logError)
  subscriber.on("error", logError)
  subscriber.on("message", (from: string, text: string) => {
    if (from !== channel) return
    const event = decodeBusEvent(text)
    if (!event) return
    for (const listener of listeners) listener(event)
  })
  const subscribed = subscriber.subscribe(channel).then(() => undefined)
  subscribed.catch(logError)
  let closed = false

  return {
    kind: "redis",
    publish: async (event: BusEvent) => {
      if (closed) return
      await publisher.publish(channel, JSON.stringify(event))
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    ready: () => subscribed,
    close: async () => {
      if (closed) return
      closed = true
      listeners.clear()
      await Promise.allSettled([subscriber.quit(), publisher.quit()])
    },
  }
}
