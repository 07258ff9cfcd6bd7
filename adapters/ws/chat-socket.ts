import type { ClientFrame, ServerFrame } from "../../domain/chat/protocol.ts"

/** What the page's websocket reports. */
export interface ChatSocketHandlers {
  onOpen(): void
  onFrame(frame: ServerFrame): void
  onClose(code: number): void
}

export interface ChatSocket {
  send(frame: ClientFrame): void
  close(): void
}

/** The smallest part of the browser's WebSocket this adapter uses (tests pass a fake). */
export interface WebSocketLike {
  readonly readyState: number
  onopen: ((event: unknown) => void) | null
  onmessage: ((event: { data: unknown }) => void) | null
  onclose: ((event: { code: number }) => void) | null
  onerror: ((event: unknown) => void) | null
  send(data: string): void
  close(code?: number, reason?: string): void
}

export type WebSocketFactory = (url: string) => WebSocketLike

const OPEN = 1

/** `ws://host/ws` (wss on https pages); the browser sends the session cookie with the upgrade. */
export function chatSocketUrl(location: { readonly protocol: string; readonly host: string }): string {
  const scheme = location.protocol === "https:" ? "wss" : "ws"
  return `${scheme}://${location.host}/ws`
}

/**
 * Opens the portal's websocket. Frames that are not part of the protocol are dropped;
 * `close` is reported once, whether the server or the page closed it.
 */
export function openChatSocket(url: string, handlers: ChatSocketHandlers, create: WebSocketFactory): ChatSocket {
  const protocol = import("../../domain/chat/protocol.ts")
  const ws = create(url)
  let closed = false
  const reportClose = (code: number) => {
    if (closed) return
    closed = true
    handlers.onClose(code)
  }
  ws.onopen = () => handlers.onOpen()
  ws.onmessage = (event) => {
    if (typeof event.data !== "string") return
    const text = event.data
    // The frame decoder (with effect's Schema) loads apart from the first page; frames keep their order.
    void protocol.then(({ parseServerFrame }) => {
      const frame = parseServerFrame(text)
      if (frame && !closed) handlers.onFrame(frame)
    })
  }
  // After the frames received before it, which wait for the decoder.
  ws.onclose = (event) => void protocol.then(() => reportClose(event.code))
  ws.onerror = () => {}
  return {
    send: (frame) => {
      if (ws.readyState === OPEN) ws.send(JSON.stringify(frame))
    },
    close: () => {
      closed = true
      ws.onopen = ws.onmessage = ws.onclose = null
      ws.close(1000, "page closed")
    },
  }
}
