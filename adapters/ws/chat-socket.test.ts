import { describe, expect, it, vi } from "vitest"
import { chatSocketUrl, openChatSocket, type WebSocketLike } from "./chat-socket.ts"

class FakeWebSocket implements WebSocketLike {
  readyState = 0
  sent: string[] = []
  closedWith: number | null = null
  onopen: WebSocketLike["onopen"] = null
  onmessage: WebSocketLike["onmessage"] = null
  onclose: WebSocketLike["onclose"] = null
  onerror: WebSocketLike["onerror"] = null
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data)
  }
  close(code = 1000) {
    this.closedWith = code
  }
}

describe("chat socket adapter", () => {
  it("builds the socket address of the page's own host (the cookie carries the session)", () => {
    expect(chatSocketUrl({ protocol: "http:", host: "localhost:8080" })).toBe("ws://localhost:8080/ws")
    expect(chatSocketUrl({ protocol: "https:", host: "portal.example" })).toBe("wss://portal.example/ws")
  })

  it("reports open, protocol frames and the close code once; sends only while open", async () => {
    let fake: FakeWebSocket | undefined
    const events: unknown[] = []
    const socket = openChatSocket(
      "ws://x/ws?token=t",
      { onOpen: () => events.push("open"), onFrame: (f) => events.push(f), onClose: (code) => events.push(code) },
      (url) => (fake = new FakeWebSocket(url)),
    )
    if (!fake) throw new Error("no socket")
    socket.send({ type: "ping" })
    expect(fake.sent).toEqual([])
    fake.readyState = 1
    fake.onopen?.({})
    socket.send({ type: "sync", after: 3 })
    expect(fake.sent).toEqual(['{"type":"sync","after":3}'])
    fake.onmessage?.({ data: '{"type":"pong"}' })
    fake.onmessage?.({ data: "garbage" })
    fake.onmessage?.({ data: new ArrayBuffer(2) })
    fake.onclose?.({ code: 4001 })
    fake.onclose?.({ code: 1006 })
    // The frame decoder is imported on first use; give it time on a busy machine.
    await vi.waitFor(() => expect(events).toEqual(["open", { type: "pong" }, 4001]), { timeout: 15_000 })
  })

  it("closes quietly when the page closes it", () => {
    let fake: FakeWebSocket | undefined
    const events: unknown[] = []
    const socket = openChatSocket("ws://x", { onOpen: () => {}, onFrame: () => {}, onClose: (c) => events.push(c) }, (url) => (fake = new FakeWebSocket(url)))
    socket.close()
    expect(fake?.closedWith).toBe(1000)
    expect(events).toEqual([])
  })
})
