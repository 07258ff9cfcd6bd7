import { and, assign, emit, enqueueActions, setup } from "xstate"
import { alertsFor, alertTitle, conversationHref, excerpt, inboxSummary } from "../../domain/chat/alerts.ts"
import type { ChatMessageRecord, Conversation } from "../../domain/chat/protocol.ts"
import { relayChatNews, type ChatNewsSource } from "./chat-news.ts"
import { requiredActor } from "../core/required-actor.ts"

export type ChatAlertsEvent =
  /** The connection is up for this member: count what is unread. */
  | { type: "alerts.ready"; userId: number }
  /** A message arrived while the page was open (not one caught up after a reconnection). */
  | { type: "alerts.message"; message: ChatMessageRecord }
  /** Conversations were read somewhere (this tab's chat page or another tab): count again. */
  | { type: "alerts.read" }
  /** The page changed: whether it is the chat page now. */
  | { type: "alerts.place"; onChatPage: boolean }
  /** Whether the member is looking at this tab (visible and focused). */
  | { type: "alerts.attention"; attentive: boolean }

export type ChatAlertsEmitted = { type: "alerts.notify"; title: string; text: string; href: string }

interface Context {
  me: number | null
  /** The connection whose news the machine follows (none in tests that send the events themselves). */
  readonly news: ChatNewsSource | null
  /** Messages from senders not in the conversation list yet: noticed once their names are known. */
  pending: ReadonlyArray<ChatMessageRecord>
  unread: number
  names: Record<number, string>
  onChatPage: boolean
  attentive: boolean
}

const notice = (message: ChatMessageRecord, names: Record<number, string>): ChatAlertsEmitted => ({
  type: "alerts.notify",
  title: alertTitle(names[message.from] ?? null),
  text: excerpt(message.text),
  href: conversationHref(message.from),
})

/**
 * New chat messages on every page (spec 1 §4, §8): keeps the unread count of the header's
 * chat entry (from the server when the connection is up and whenever conversations are
 * read, one more for each message arriving away from the chat page), asks for a notice for
 * each such message naming the sender (counting again first when the sender is new), and is `flashing` from a message that arrives while the member looks
 * elsewhere until they look at the tab again or open the chat page (the page flashes the title
 * with the count meanwhile).
 */
export const chatAlertsMachine = setup({
  types: {
    context: {} as Context,
    events: {} as ChatAlertsEvent,
    emitted: {} as ChatAlertsEmitted,
    input: {} as { onChatPage: boolean; attentive: boolean; news?: ChatNewsSource | null },
  },
  actors: {
    chatNews: relayChatNews<ChatAlertsEvent>((news) => {
      if (news.type === "chat.ready") return { type: "alerts.ready", userId: news.userId }
      if (news.type === "chat.message" && news.live) return { type: "alerts.message", message: news.message }
      if (news.type === "chat.read") return { type: "alerts.read" }
      return null
    }),
    loadInbox: requiredActor<ReadonlyArray<Conversation>>("chatAlertsMachine needs a loadInbox actor"),
  },
  actions: {
    /** Notices for the waiting messages, with the names known now (or without one). */
    noticePending: enqueueActions(({ context, enqueue }) => {
      for (const message of context.pending) enqueue.emit(notice(message, context.names))
      enqueue.assign({ pending: [] })
    }),
  },
  guards: {
    calls: ({ context, event }) => event.type === "alerts.message" && context.me !== null && alertsFor(event.message, context.me, context.onChatPage),
    known: ({ context, event }) => event.type === "alerts.message" && event.message.from in context.names,
    unseen: ({ context, event }) => event.type === "alerts.message" && context.me !== null && alertsFor(event.message, context.me, context.onChatPage) && !context.attentive,
    noticed: ({ context }) => context.attentive || context.onChatPage,
  },
}).createMachine({
  id: "chatAlerts",
  context: ({ input }) => ({ me: null, pending: [], unread: 0, names: {}, onChatPage: input.onChatPage, attentive: input.attentive, news: input.news ?? null }),
  // What the connection brings: its start, live messages and read receipts.
  invoke: { src: "chatNews", input: ({ context }) => ({ source: context.news }) },
  type: "parallel",
  states: {
    count: {
      initial: "waiting",
      states: {
        waiting: {},
        loading: {
          invoke: {
            src: "loadInbox",
            onDone: { target: "counted", actions: [assign(({ event }) => inboxSummary(event.output)), "noticePending"] },
            // The badge keeps the count it had; the next read or message counts again.
            onError: { target: "counted", actions: "noticePending" },
          },
        },
        counted: {},
      },
      on: {
        "alerts.ready": { target: ".loading", actions: assign({ me: ({ event }) => event.userId }) },
        "alerts.read": { guard: ({ context }) => context.me !== null, target: ".loading" },
        "alerts.message": [
          {
            guard: and(["calls", "known"]),
            actions: [assign({ unread: ({ context }) => context.unread + 1 }), emit(({ context, event }) => notice(event.message, context.names))],
          },
          {
            // A first message from someone new: count again, which also brings their name.
            guard: "calls",
            target: ".loading",
            actions: assign({ unread: ({ context }) => context.unread + 1, pending: ({ context, event }) => [...context.pending, event.message] }),
          },
        ],
      },
    },
    title: {
      initial: "still",
      states: {
        still: {
          on: { "alerts.message": { guard: "unseen", target: "flashing" } },
        },
        flashing: {
          always: { guard: "noticed", target: "still" },
        },
      },
    },
  },
  on: {
    "alerts.place": {
      actions: enqueueActions(({ context, event, enqueue }) => {
        // Leaving the chat page: what was read there no longer counts.
        if (context.onChatPage && !event.onChatPage) enqueue.raise({ type: "alerts.read" })
        enqueue.assign({ onChatPage: event.onChatPage })
      }),
    },
    "alerts.attention": { actions: assign({ attentive: ({ event }) => event.attentive }) },
  },
})
