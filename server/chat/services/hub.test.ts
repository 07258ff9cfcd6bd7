import { describe, expect, it, vi } from "vitest"
import type { Db } from "../../core/db/client.ts"
import type { BusEvent, MessageBus } from "../../core/bus/bus.ts"
import { createLocalBus } from "../../core/bus/local-bus.ts"
import { decodeBusEvent } from "../../core/bus/bus.ts"
import { PgDialect } from "drizzle-orm/pg-core"
import type { SQL } from "drizzle-orm"
import { ChatHub, TOKEN_CHECK_SLICE, type HubClient } from "./hub.ts"

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

  it("checks the open sockets' tokens a slice at a time, one statement after another, and closes the stale ones", async () => {
    const dialect = new PgDialect()
    const statements: string[][] = []
    let inFlight = 0
    let overlapped = false
    const stale = new Set(["t5", "t150", "t249"])
    // A database that answers the check's statement: the tokens it names, less the stale ones.
    const db = {
      select: () => ({
        from: () => ({
          where: async (condition: SQL) => {
            const named = dialect.sqlToQuery(condition).params.filter((p): p is string => typeof p === "string" && p.startsWith("t"))
            statements.push(named)
            overlapped ||= inFlight > 0
            inFlight++
            await tick()
            inFlight--
            return named.filter((jti) => !stale.has(jti)).map((jti) => ({ jti }))
          },
        }),
      }),
    } as unknown as Db
    const hub = new ChatHub(db, createLocalBus(), Date.now, { tokenCheckMs: 0 })
    const sockets = Array.from({ length: 250 }, (_, i) => client(i, `t${i}`))
    for (const s of sockets) hub.add(s.c)
    expect(await hub.checkTokens(30)).toBe(3)
    expect(statements.map((named) => named.length)).toEqual([TOKEN_CHECK_SLICE, TOKEN_CHECK_SLICE, 50])
    expect(new Set(statements.flat()).size).toBe(250)
    expect(overlapped).toBe(false)
    expect(sockets.filter((s) => s.closed.includes(4001)).map((s) => s.c.jti)).toEqual(["t5", "t150", "t249"])
    expect(hub.size).toBe(247)
    await hub.close()
  })
})
