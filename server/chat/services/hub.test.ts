import { describe, expect, it, vi } from "vitest"
import type { Db } from "../../core/db/client.ts"
import type { BusEvent, MessageBus } from "../../core/bus/bus.ts"
import { createLocalBus } from "../../core/bus/local-bus.ts"
import { decodeBusEvent } from "../../core/bus/bus.ts"
import { ChatHub, type HubClient } from "./hub.ts"

const client = (userId: number, jti: string) => {
  const sent: string[] = []
  const closed: number[] = []
  const c: HubClient = { userId, jti, send: (t) => sent.push(t), close: (code) => closed.push(code) }
  return { c, sent, closed }
}
const tick = () => new Promise((r) => setTimeout(r, 0))

describe("chat hub", () => {
  it("hands each frame to every socket of the named members only", async () => {
    const hub = new ChatHub({} as Db, createLocalBus(), Date.now, { tokenCheckMs: 0 })
    const a1 = client(1, "a1")
    const a2 = client(1, "a2")
    const b = client(2, "b")
    for (const x of [a1, a2, b]) hub.add(x.c)
    expect(hub.size).toBe(3)
    await hub.send([1, 1], { type: "pong" })
    await tick()
    expect([a1.sent, a2.sent, b.sent]).toEqual([['{"type":"pong"}'], ['{"type":"pong"}'], []])
    hub.remove(a2.c)
    expect(hub.isOnline(1)).toBe(true)
    hub.remove(a1.c)
    expect(hub.isOnline(1)).toBe(false)
  })

  it("closes the sockets of revoked tokens with 4001, and every socket when it closes", async () => {
    const hub = new ChatHub({} as Db, createLocalBus(), Date.now, { tokenCheckMs: 0 })
    const a = client(1, "a")
    const b = client(2, "b")
    hub.add(a.c)
    hub.add(b.c)
    await hub.revoke(["a"])
    await tick()
    expect(a.closed).toEqual([4001])
    expect(b.closed).toEqual([])
    await hub.close()
    expect(b.closed).toEqual([1001])
    const late = client(3, "c")
    hub.add(late.c)
    expect(late.closed).toEqual([1001])
  })

  it("logs a bus failure instead of failing the request", async () => {
    const failing: MessageBus = {
      kind: "redis",
      publish: () => Promise.reject(new Error("connection lost")),
      subscribe: () => () => {},
      ready: async () => {},
      close: async () => {},
    }
    const log = vi.spyOn(console, "error").mockImplementation(() => {})
    const hub = new ChatHub({} as Db, failing, Date.now, { tokenCheckMs: 0 })
    await expect(hub.send([1], { type: "pong" })).resolves.toBeUndefined()
    expect(log).toHaveBeenCalledWith("chat delivery not published: connection lost")
    log.mockRestore()
  })

  it("reads only the bus events it knows", () => {
    const deliver: BusEvent = { kind: "deliver", userIds: [1, 2], frame: "{}" }
    expect(decodeBusEvent(JSON.stringify(deliver))).toEqual(deliver)
    expect(decodeBusEvent('{"kind":"revoke","jtis":["x"]}')).toEqual({ kind: "revoke", jtis: ["x"] })
    expect(decodeBusEvent('{"kind":"deliver","userIds":["1"],"frame":"{}"}')).toBeNull()
    expect(decodeBusEvent("not json")).toBeNull()
    expect(decodeBusEvent("null")).toBeNull()
  })
})
