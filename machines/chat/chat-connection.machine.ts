import { assign, emit, enqueueActions, fromCallback, sendTo, setup } from "xstate"
import type { ChatMessageRecord, ClientFrame, FriendsEvent, PushNotice, ServerFrame } from "../../domain/chat/protocol.ts"
import { lastIdOf, reconnectDelay, WS_CLOSE_TOKEN_REVOKED } from "../../domain/chat/rules.ts"

/** What the socket actor reports. */
export type SocketEvent =
  | { type: "socket.opened" }
  | { type: "socket.frame"; frame: ServerFrame }
  | { type: "socket.closed"; code: number }

export type ChatConnectionEvent =
  | SocketEvent
  /** Connect again now (from signedOut after a new login, or to skip the wait). */
  | { type: "connection.retry" }
  /** The page is closing or the member logged out. */
  | { type: "connection.stop" }

/** What the connection hands to the pages listening (actor.on(type, ...)). */
export type ChatConnectionEmitted =
  | { type: "chat.ready"; userId: number }
  /** `live` is false for messages caught up after a (re)connection, true for those arriving now. */
  | { type: "chat.message"; message: ChatMessageRecord; live: boolean }
  | { type: "chat.read"; peerId: number; upTo: number }
  | { type: "chat.push"; notice: PushNotice }
  | { type: "chat.friends"; event: FriendsEvent; userId: number }

interface Context {
  /** Every message up to this id has been received (null before the first connection). */
  lastId: number | null
  /** The highest id delivered live while a catch-up was running. */
  liveMax: number
  /** Failed connections in a row; sets the wait before the next one. */
  attempt: number
}

/** Frames the socket actor is asked to send. */
export type SocketCommand = { type: "socket.send"; frame: ClientFrame }

const isFrame = <T extends ServerFrame["type"]>(event: ChatConnectionEvent, type: T): event is { type: "socket.frame"; frame: Extract<ServerFrame, { type: T }> } =>
  event.type === "socket.frame" && event.frame.type === type

/**
 * The websocket of a signed-in page (spec 1 §7, §8): connect, catch up on what was missed
 * since the last message held (asking again while the server says there is more), then
 * live; on a drop wait 1 s, 2 s, 4 s ... up to 30 s and connect again; a revoked token
 * (close code 4001) stops it until `connection.retry`. Messages and notices are emitted.
 */
export const chatConnectionMachine = setup({
  types: {
    context: {} as Context,
    events: {} as ChatConnectionEvent,
    emitted: {} as ChatConnectionEmitted,
    input: {} as { lastId?: number | null } | undefined,
  },
  actors: {
    socket: fromCallback<SocketCommand>(() => {
      throw new Error("chatConnectionMachine needs a socket actor")
    }),
  },
  actions: {
    /** A catch-up answer: each message goes out, the last id moves to the batch's end. */
    takeSync: enqueueActions(({ event, enqueue }) => {
      if (!isFrame(event, "sync")) return
      const messages = event.frame.messages
      for (const message of messages) enqueue.emit({ type: "chat.message", message, live: false })
      enqueue.assign(({ context }) => ({ lastId: lastIdOf(context.lastId ?? 0, messages) }))
    }),
    emitMessage: enqueueActions(({ event, enqueue }) => {
      if (isFrame(event, "message")) enqueue.emit({ type: "chat.message", message: event.frame.message, live: true })
    }),
  },
  delays: {
    reconnect: ({ context }) => reconnectDelay(context.attempt),
  },
  guards: {
    isRevoked: ({ event }) => event.type === "socket.closed" && event.code === WS_CLOSE_TOKEN_REVOKED,
  },
}).createMachine({
  id: "chatConnection",
  context: ({ input }) => ({ lastId: input?.lastId ?? null, liveMax: 0, attempt: 0 }),
  initial: "online",
  states: {
    online: {
      invoke: { id: "socket", src: "socket" },
      initial: "connecting",
      states: {
        connecting: {
          on: {
            "socket.frame": {
              guard: ({ event }) => isFrame(event, "ready"),
              target: "syncing",
              actions: [
                assign(({ context, event }) => {
                  const ready = isFrame(event, "ready") ? event.frame : null
                  return { attempt: 0, lastId: context.lastId ?? ready?.lastId ?? 0 }
                }),
                emit(({ event }) => ({ type: "chat.ready" as const, userId: isFrame(event, "ready") ? event.frame.userId : 0 })),
              ],
            },
          },
        },
        syncing: {
          entry: sendTo("socket", ({ context }): SocketCommand => ({ type: "socket.send", frame: { type: "sync", after: context.lastId ?? 0 } })),
          on: {
            "socket.frame": [
              {
                guard: ({ event }) => isFrame(event, "sync") && event.frame.more,
                target: "syncing",
                reenter: true,
                actions: "takeSync",
              },
              {
                guard: ({ event }) => isFrame(event, "sync"),
                target: "live",
                actions: ["takeSync", assign(({ context }) => ({ lastId: Math.max(context.lastId ?? 0, context.liveMax), liveMax: 0 }))],
              },
              {
                guard: ({ event }) => isFrame(event, "message"),
                actions: [
                  assign(({ context, event }) => ({ liveMax: isFrame(event, "message") ? Math.max(context.liveMax, event.frame.message.id) : context.liveMax })),
                  "emitMessage",
                ],
              },
            ],
          },
        },
        live: {
          on: {
            "socket.frame": {
              guard: ({ event }) => isFrame(event, "message"),
              actions: [
                assign(({ context, event }) => ({
                  lastId: isFrame(event, "message") ? lastIdOf(context.lastId ?? 0, [event.frame.message]) : context.lastId,
                })),
                "emitMessage",
              ],
            },
          },
        },
      },
      on: {
        "socket.frame": [
          { guard: ({ event }) => isFrame(event, "read"), actions: emit(({ event }) => (isFrame(event, "read") ? { type: "chat.read" as const, peerId: event.frame.peerId, upTo: event.frame.upTo } : { type: "chat.read" as const, peerId: 0, upTo: 0 })) },
          { guard: ({ event }) => isFrame(event, "push"), actions: emit(({ event }) => ({ type: "chat.push" as const, notice: isFrame(event, "push") ? event.frame.notice : { msgType: null, title: null, msg: "" } })) },
          {
            guard: ({ event }) => isFrame(event, "friends"),
            actions: emit(({ event }) =>
              isFrame(event, "friends")
                ? { type: "chat.friends" as const, event: event.frame.event, userId: event.frame.userId }
                : { type: "chat.friends" as const, event: "deleted" as const, userId: 0 },
            ),
          },
        ],
        "socket.closed": [{ guard: "isRevoked", target: "signedOut" }, { target: "waiting" }],
        "connection.stop": "stopped",
      },
    },
    waiting: {
      after: { reconnect: { target: "online", actions: assign({ attempt: ({ context }) => context.attempt + 1 }) } },
      on: {
        "connection.retry": "online",
        "connection.stop": "stopped",
      },
    },
    signedOut: {
      on: {
        "connection.retry": { target: "online", actions: assign({ attempt: 0 }) },
        "connection.stop": "stopped",
      },
    },
    stopped: { type: "final" },
  },
})
