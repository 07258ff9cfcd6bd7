import { fromCallback, fromPromise } from "xstate"
import { createTitleFlasher, createUnreadNotifier, type NotificationApi, type NotificationConstructor } from "../../adapters/notify/desktop.ts"
import type { PushNotice } from "../../domain/chat/protocol.ts"
import { WS_CLOSE_TOKEN_REVOKED } from "../../domain/chat/rules.ts"
import { notificationFor } from "../../domain/core/notification.ts"
import { hasSessionHint } from "../../adapters/storage/session-hint.ts"
import { chatSocketUrl, openChatSocket, type WebSocketLike } from "../../adapters/ws/chat-socket.ts"
import { chatAlertsMachine } from "../../machines/chat/chat-alerts.machine.ts"
import { chatConnectionMachine, type SocketCommand, type SocketEvent } from "../../machines/chat/chat-connection.machine.ts"
import { toastStore } from "../notify/toast-store.ts"
import { SITE_NAME } from "./site-context.tsx"
import { api } from "./services.ts"

/**
 * The page's websocket, authenticated by the session cookie the browser sends with the upgrade;
 * without a session (no session hint) it reports a revoked close at once (nothing to connect with).
 */
export const wiredChatConnectionMachine = chatConnectionMachine.provide({
  actors: {
    socket: fromCallback<SocketCommand>(({ sendBack, receive }) => {
      if (!hasSessionHint()) {
        sendBack({ type: "socket.closed", code: WS_CLOSE_TOKEN_REVOKED } satisfies SocketEvent)
        return
      }
      const socket = openChatSocket(
        chatSocketUrl(location),
        {
          onOpen: () => sendBack({ type: "socket.opened" } satisfies SocketEvent),
          onFrame: (frame) => sendBack({ type: "socket.frame", frame } satisfies SocketEvent),
          onClose: (code) => sendBack({ type: "socket.closed", code } satisfies SocketEvent),
        },
        // The browser's WebSocket has every member the adapter uses.
        (url) => new WebSocket(url) as unknown as WebSocketLike,
      )
      receive((command) => socket.send(command.frame))
      return () => socket.close()
    }),
  },
})

/** A pushed account notice as a toast with its default title (spec 1 §8); TOKEN-WEB shows nothing. */
export function showPushNotice(notice: PushNotice): void {
  const view = notificationFor(notice)
  if (!view) return
  const tone = view.kind === "success" || view.kind === "warning" || view.kind === "error" ? view.kind : "info"
  toastStore.show(tone, view.message, view.title === "" ? undefined : view.title)
}

/** The unread count of every page, from the member's conversations (a silent call: the badge keeps its count on failure). */
export const wiredChatAlertsMachine = chatAlertsMachine.provide({
  actors: {
    loadInbox: fromPromise(async () => (await api.call("chatConversations", {}, { silent: true })).conversations),
  },
})

/** A new message off the chat page: the sender and the start of the text; a click opens the conversation. */
export function showMessageNotice(notice: { readonly title: string; readonly text: string; readonly href: string }): void {
  toastStore.show("info", notice.text, notice.title, undefined, notice.href)
}

const notificationApi = (globalThis as { Notification?: NotificationApi & NotificationConstructor }).Notification

/** 您有 N 条未读消息 on the desktop. */
export const unreadNotifier = createUnreadNotifier(notificationApi, SITE_NAME)

/** The title flashing with the unread count: on the chat page while messages wait, elsewhere while a new one is unseen. */
export const titleFlasher = createTitleFlasher(document, {
  setInterval: (fn, ms) => window.setInterval(fn, ms),
  clearInterval: (id) => window.clearInterval(id),
})
