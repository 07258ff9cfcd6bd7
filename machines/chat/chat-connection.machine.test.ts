import { describe, expect, it } from "vitest"
import { createActor, fromCallback, SimulatedClock } from "xstate"
import type { ChatMessageRecord, ClientFrame, ServerFrame } from "../../domain/chat/protocol.ts"
import { chatConnectionMachine, type ChatConnectionEmitted, type SocketCommand, type SocketEvent } from "./chat-connection.machine.ts"

/** A fake socket per connection: the test plays the server. */
interface FakeSocket {
  sent: ClientFrame[]
  open(): void
  frame(frame: ServerFrame): void
  close(code?: number): void
  closedByClient: boolean
}

const message = (id: number, text = `消息${id}`): ChatMessageRecord => ({ id, from: 2, to: 1, text, createdAt: "2026-01-01T00:00:00.000Z" })

const start = (lastId?: number) => {
  const sockets: FakeSocket[] = []
  const clock = new SimulatedClock()
  const machine = chatConnectionMachine.provide({
    actors: {
      socket: fromCallback<SocketCommand>(({ sendBack, receive }) => {
        const socket: FakeSocket = {
          sent: [],
          open: () => sendBack({ type: "socket.opened" } satisfies SocketEvent),
          frame: (frame) => sendBack({ type: "socket.frame", frame } satisfies SocketEvent),
          close: (code = 1006) => sendBack({ type: "socket.closed", code } satisfies SocketEvent),
          closedByClient: false,
        }
        receive((command) => socket.sent.push(command.frame))
        sockets.push(socket)
        return () => {
          socket.closedByClient = true
        }
      }),
    },
  })
  const actor = createActor(machine, { clock, input: lastId === undefined ? undefined : { lastId } })
  const emitted: ChatConnectionEmitted[] = []
  for (const type of ["chat.ready", "chat.message", "chat.read", "chat.push", "chat.friends"] as const) actor.on(type, (e) => emitted.push(e))
  actor.start()
  const current = () => {
    const s = sockets.at(-1)
    if (!s) throw new Error("no socket")
    return s
  }
  return { actor, clock, sockets, emitted, current }
}

const messages = (emitted: ChatConnectionEmitted[]) => emitted.flatMap((e) => (e.type === "chat.message" ? [e.message.id] : []))

describe("chat connection", () => {
  it("connects, catches up from the newest id the server names, then goes live", () => {
    const { actor, current, emitted } = start()
    expect(actor.getSnapshot().value).toEqual({ online: "connecting" })
    current().open()
    current().frame({ type: "ready", userId: 1, lastId: 40 })
    expect(actor.getSnapshot().value).toEqual({ online: "syncing" })
    expect(current().sent).toEqual([{ type: "sync", after: 40 }])
    current().frame({ type: "sync", messages: [], more: false })
    expect(actor.getSnapshot().value).toEqual({ online: "live" })
    current().frame({ type: "message", message: message(41) })
    expect(actor.getSnapshot().context.lastId).toBe(41)
    expect(emitted[0]).toEqual({ type: "chat.ready", userId: 1 })
    expect(messages(emitted)).toEqual([41])
  })

  it("reconnects with a doubling wait and asks for exactly what it missed, batch by batch", () => {
    const { actor, clock, sockets, current, emitted } = start()
    current().frame({ type: "ready", userId: 1, lastId: 10 })
    current().frame({ type: "sync", messages: [], more: false })
    current().frame({ type: "message", message: message(11) })
    current().close(1006)
    expect(sockets[0]?.closedByClient).toBe(true)
    expect(actor.getSnapshot().value).toBe("waiting")

    clock.increment(999)
    expect(actor.getSnapshot().value).toBe("waiting")
    clock.increment(1)
    expect(actor.getSnapshot().value).toEqual({ online: "connecting" })
    expect(sockets).toHaveLength(2)
    // The second drop in a row waits 2 s.
    current().close(1006)
    clock.increment(1999)
    expect(actor.getSnapshot().value).toBe("waiting")
    clock.increment(1)
    expect(sockets).toHaveLength(3)

    current().frame({ type: "ready", userId: 1, lastId: 99 })
    expect(current().sent).toEqual([{ type: "sync", after: 11 }])
    // A live message may overtake the catch-up; it is delivered but does not move the last id yet.
    current().frame({ type: "message", message: message(20) })
    current().frame({ type: "sync", messages: [message(12), message(13)], more: true })
    expect(current().sent.at(-1)).toEqual({ type: "sync", after: 13 })
    current().frame({ type: "sync", messages: [message(14)], more: false })
    expect(actor.getSnapshot().value).toEqual({ online: "live" })
    expect(actor.getSnapshot().context.lastId).toBe(20)
    expect(messages(emitted)).toEqual([11, 20, 12, 13, 14])
    // A successful connection resets the wait to 1 s.
    current().close(1001)
    clock.increment(1000)
    expect(sockets).toHaveLength(4)
  })

  it("keeps the last id it was given across the first connection", () => {
    const { current } = start(7)
    current().frame({ type: "ready", userId: 1, lastId: 30 })
    expect(current().sent).toEqual([{ type: "sync", after: 7 }])
  })

  it("stops reconnecting when the token is revoked, until retried", () => {
    const { actor, clock, sockets, current } = start()
    current().frame({ type: "ready", userId: 1, lastId: 0 })
    current().close(4001)
    expect(actor.getSnapshot().value).toBe("signedOut")
    clock.increment(60_000)
    expect(sockets).toHaveLength(1)
    actor.send({ type: "connection.retry" })
    expect(actor.getSnapshot().value).toEqual({ online: "connecting" })
    expect(sockets).toHaveLength(2)
  })

  it("can be retried at once while waiting, and stops for good", () => {
    const { actor, sockets, current } = start()
    current().close()
    actor.send({ type: "connection.retry" })
    expect(sockets).toHaveLength(2)
    actor.send({ type: "connection.stop" })
    expect(actor.getSnapshot().status).toBe("done")
    expect(sockets[1]?.closedByClient).toBe(true)

    const other = start()
    other.current().close()
    other.actor.send({ type: "connection.stop" })
    expect(other.actor.getSnapshot().status).toBe("done")
    const revoked = start()
    revoked.current().close(4001)
    revoked.actor.send({ type: "connection.stop" })
    expect(revoked.actor.getSnapshot().status).toBe("done")
  })

  it("hands on read marks, notices and friend changes in any connected state", () => {
    const { current, emitted } = start()
    current().frame({ type: "ready", userId: 1, lastId: 0 })
    current().frame({ type: "push", notice: { msgType: "SUCCESS", title: null, msg: "充值成功" } })
    current().frame({ type: "sync", messages: [], more: false })
    current().frame({ type: "read", peerId: 3, upTo: 9 })
    current().frame({ type: "friends", event: "accepted", userId: 3 })
    current().frame({ type: "pong" })
    expect(emitted.slice(1)).toEqual([
      { type: "chat.push", notice: { msgType: "SUCCESS", title: null, msg: "充值成功" } },
      { type: "chat.read", peerId: 3, upTo: 9 },
      { type: "chat.friends", event: "accepted", userId: 3 },
    ])
  })
})
