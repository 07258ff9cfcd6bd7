import { and, assign, emit, enqueueActions, raise, setup } from "xstate"
import { relayChatNews, type ChatNewsSource } from "./chat-news.ts"
import { clearUnread, ensureConversation, receive, TOP_HITS_TO_LOAD } from "../../domain/chat/inbox.ts"
import type { ChatMessageRecord, ChatPeer, Conversation } from "../../domain/chat/protocol.ts"
import { chatText, lastIdOf, mergeById } from "../../domain/chat/rules.ts"
import { callMessage } from "../core/failure.ts"
import { requiredActor } from "../core/required-actor.ts"

export interface ConversationsLoaded {
  readonly me: ChatPeer
  readonly conversations: ReadonlyArray<Conversation>
  /** The peer the page was opened for (`?token=`), when any. */
  readonly active: ChatPeer | null
}

export interface HistoryPage {
  readonly messages: ReadonlyArray<ChatMessageRecord>
  readonly more: boolean
}

interface Context {
  readonly token: string | null
  /** The connection whose news the machine follows (none in tests of the page alone). */
  readonly news: ChatNewsSource | null
  me: ChatPeer | null
  conversations: ReadonlyArray<Conversation>
  activeId: number | null
  messages: ReadonlyArray<ChatMessageRecord>
  /** Earlier history exists on the server. */
  more: boolean
  /** Times the top of the list was reached since the last load. */
  topHits: number
  atBottom: boolean
  draft: string
  /** The text being sent (from the box or a quick reply). */
  outgoing: string
  fromDraft: boolean
  error: string | null
}

export type ConversationEvent =
  | { type: "conversation.select"; peerId: number }
  | { type: "conversation.retry" }
  | { type: "conversations.refresh" }
  | { type: "message.received"; message: ChatMessageRecord }
  | { type: "read.remote"; peerId: number }
  | { type: "list.top" }
  /** The "earlier messages" button: loads at once. */
  | { type: "history.more" }
  | { type: "list.bottom" }
  | { type: "list.away" }
  | { type: "draft.change"; text: string }
  | { type: "draft.send" }
  /** From the connection: a friendship changed. */
  | { type: "friends.changed" }
  | { type: "quickReply.send"; text: string }

/** Side effects the page performs: telling the server what was read, scrolling the list down. */
export type ConversationEmitted =
  | { type: "conversation.markRead"; peerId: number; upTo: number }
  | { type: "conversation.scrollToBottom" }
  /** Someone asked, accepted or removed a friendship: the page's friend requests are stale. */
  | { type: "conversation.friendsChanged" }

/** Whether the open conversation's peer accepts messages from the member now. */
const peerAcceptsMessages = (context: Pick<Context, "conversations" | "activeId">): boolean =>
  context.conversations.find((c) => c.peer.userId === context.activeId)?.peer.canMessage === true

/** Whether a message may be sent now: the composer is free and the peer accepts messages (for the quick-reply panel). */
export const canSendMessage = (snapshot: { hasTag(tag: string): boolean; readonly context: Pick<Context, "conversations" | "activeId"> }): boolean =>
  snapshot.hasTag("composing") && peerAcceptsMessages(snapshot.context)

const messageOf = (error: unknown): string => callMessage(error, String(error))

const inConversation = (m: ChatMessageRecord, peerId: number | null) => peerId !== null && (m.from === peerId || m.to === peerId)

/**
 * The chat page (spec 1 §2.4, §4, §5): the conversation list with unread counts, the open
 * conversation's history paged backwards (reaching the top twice loads earlier messages),
 * unread messages while scrolled up, cleared at the bottom, and the text box (trimmed,
 * cleared after sending).
 */
export const conversationMachine = setup({
  types: {
    context: {} as Context,
    events: {} as ConversationEvent,
    input: {} as { token: string | null; news?: ChatNewsSource | null },
    emitted: {} as ConversationEmitted,
  },
  actors: {
    chatNews: relayChatNews<ConversationEvent>((news) => {
      if (news.type === "chat.message") return { type: "message.received", message: news.message }
      if (news.type === "chat.read") return { type: "read.remote", peerId: news.peerId }
      if (news.type === "chat.friends") return { type: "friends.changed" }
      return null
    }),
    loadConversations: requiredActor<ConversationsLoaded, { token: string | null }>("conversationMachine needs a loadConversations actor"),
    loadHistory: requiredActor<HistoryPage, { peerId: number; before: number | undefined }>("conversationMachine needs a loadHistory actor"),
    sendMessage: requiredActor<ChatMessageRecord, { peerId: number; text: string }>("conversationMachine needs a sendMessage actor"),
  },
  actions: {
    takeMessage: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== "message.received" || !context.me) return
      const message = event.message
      const view = { me: context.me.userId, activeId: context.activeId, atBottom: context.atBottom }
      const { list, known } = receive(context.conversations, message, view)
      enqueue.assign({ conversations: list })
      if (!known) enqueue.raise({ type: "conversations.refresh" })
      if (!inConversation(message, context.activeId)) return
      enqueue.assign({ messages: mergeById(context.messages, [message]) })
      if (!context.atBottom && message.from !== context.me.userId) return
      enqueue.emit({ type: "conversation.scrollToBottom" })
      if (message.from === context.activeId) enqueue.emit({ type: "conversation.markRead", peerId: message.from, upTo: message.id })
    }),
    reachBottom: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ atBottom: true })
      const peerId = context.activeId
      const entry = context.conversations.find((c) => c.peer.userId === peerId)
      if (peerId === null || !entry || entry.unread === 0) return
      enqueue.assign({ conversations: clearUnread(context.conversations, peerId) })
      enqueue.emit({ type: "conversation.markRead", peerId, upTo: lastIdOf(0, context.messages) })
    }),
    scrollToBottom: emit({ type: "conversation.scrollToBottom" }),
    // The box stays on screen while the history loads: what is typed then is kept.
    keepDraft: assign({ draft: ({ context, event }) => (event.type === "draft.change" ? event.text : context.draft) }),
  },
  guards: {
    hasActive: ({ context }) => context.activeId !== null,
    isDraftSendable: ({ context }) => chatText(context.draft).ok,
    isSecondTopHit: ({ context }) => context.more && context.topHits + 1 >= TOP_HITS_TO_LOAD,
    canMessage: ({ context }) => peerAcceptsMessages(context),
  },
}).createMachine({
  id: "conversation",
  context: ({ input }) => ({
    token: input.token,
    news: input.news ?? null,
    me: null,
    conversations: [],
    activeId: null,
    messages: [],
    more: false,
    topHits: 0,
    atBottom: true,
    draft: "",
    outgoing: "",
    fromDraft: false,
    error: null,
  }),
  // Messages, read receipts and friend changes from the connection, for the machine's whole life.
  invoke: { src: "chatNews", input: ({ context }) => ({ source: context.news }) },
  on: {
    "friends.changed": { actions: [raise({ type: "conversations.refresh" }), emit({ type: "conversation.friendsChanged" })] },
  },
  initial: "loading",
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        src: "loadConversations",
        input: ({ context }) => ({ token: context.token }),
        onDone: {
          target: "ready",
          actions: assign(({ event }) => {
            const { me, conversations, active } = event.output
            return {
              me,
              conversations: active ? ensureConversation(conversations, { peer: active, lastMessage: null, unread: 0 }) : conversations,
              activeId: active?.userId ?? null,
            }
          }),
        },
        onError: { target: "failure", actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    failure: {
      on: { "conversation.retry": "loading" },
    },
    ready: {
      type: "parallel",
      on: {
        "message.received": { actions: "takeMessage" },
        "read.remote": { actions: assign({ conversations: ({ context, event }) => clearUnread(context.conversations, event.peerId) }) },
      },
      states: {
        list: {
          initial: "idle",
          states: {
            idle: { on: { "conversations.refresh": "refreshing" } },
            refreshing: {
              invoke: {
                src: "loadConversations",
                input: () => ({ token: null }),
                onDone: {
                  target: "idle",
                  actions: assign({
                    conversations: ({ context, event }) => {
                      // Keep the open conversation listed (opened by link, with no message yet).
                      const open = context.conversations.find((c) => c.peer.userId === context.activeId)
                      return open ? ensureConversation(event.output.conversations, open) : event.output.conversations
                    },
                  }),
                },
                onError: "idle",
              },
              on: { "conversations.refresh": { target: "refreshing", reenter: true } },
            },
          },
        },
        chat: {
          initial: "choosing",
          states: {
            choosing: {
              always: { guard: "hasActive", target: "opening" },
            },
            opening: {
              tags: ["busy"],
              entry: assign({ messages: [], more: false, topHits: 0, atBottom: true, error: null }),
              invoke: {
                src: "loadHistory",
                input: ({ context }) => ({ peerId: context.activeId ?? 0, before: undefined }),
                onDone: {
                  target: "open",
                  actions: [
                    assign({ messages: ({ event }) => event.output.messages, more: ({ event }) => event.output.more }),
                    "scrollToBottom",
                    "reachBottom",
                  ],
                },
                onError: { target: "openFailure", actions: assign({ error: ({ event }) => messageOf(event.error) }) },
              },
              on: { "draft.change": { actions: "keepDraft" } },
            },
            openFailure: {
              on: { "conversation.retry": "opening", "draft.change": { actions: "keepDraft" } },
            },
            open: {
              type: "parallel",
              on: {
                "list.bottom": { actions: "reachBottom" },
                "list.away": { actions: assign({ atBottom: false }) },
              },
              states: {
                history: {
                  initial: "idle",
                  states: {
                    idle: {
                      on: {
                        "list.top": [
                          { guard: "isSecondTopHit", target: "loadingEarlier", actions: assign({ topHits: 0 }) },
                          { actions: assign({ topHits: ({ context }) => context.topHits + 1 }) },
                        ],
                        "history.more": { guard: ({ context }) => context.more, target: "loadingEarlier", actions: assign({ topHits: 0 }) },
                      },
                    },
                    loadingEarlier: {
                      tags: ["loadingEarlier"],
                      invoke: {
                        src: "loadHistory",
                        input: ({ context }) => ({ peerId: context.activeId ?? 0, before: context.messages[0]?.id }),
                        onDone: {
                          target: "idle",
                          actions: assign({
                            messages: ({ context, event }) => mergeById(context.messages, event.output.messages),
                            more: ({ event }) => event.output.more,
                          }),
                        },
                        onError: "idle",
                      },
                    },
                  },
                },
                composer: {
                  initial: "composing",
                  states: {
                    composing: {
                      tags: ["composing"],
                      on: {
                        "draft.change": { actions: ["keepDraft", assign({ error: null })] },
                        "draft.send": {
                          guard: and(["isDraftSendable", "canMessage"]),
                          target: "sending",
                          actions: assign({ outgoing: ({ context }) => context.draft.trim(), fromDraft: true }),
                        },
                        "quickReply.send": {
                          guard: and([({ event }) => chatText(event.text).ok, "canMessage"]),
                          target: "sending",
                          actions: assign({ outgoing: ({ event }) => event.text.trim(), fromDraft: false }),
                        },
                      },
                    },
                    sending: {
                      tags: ["sending"],
                      invoke: {
                        src: "sendMessage",
                        input: ({ context }) => ({ peerId: context.activeId ?? 0, text: context.outgoing }),
                        onDone: {
                          target: "composing",
                          actions: [
                            assign({ draft: ({ context }) => (context.fromDraft ? "" : context.draft), outgoing: "" }),
                            enqueueActions(({ event, enqueue }) => enqueue.raise({ type: "message.received", message: event.output })),
                          ],
                        },
                        onError: { target: "composing", actions: assign({ error: ({ event }) => messageOf(event.error), outgoing: "" }) },
                      },
                    },
                  },
                },
              },
            },
          },
          on: {
            "conversation.select": {
              target: ".opening",
              reenter: true,
              actions: assign({ activeId: ({ event }) => event.peerId, draft: "" }),
            },
          },
        },
      },
    },
  },
})
