import { fromCallback } from "xstate"
import type { PushNotice } from "../../domain/chat/protocol.ts"
import { WS_CLOSE_TOKEN_REVOKED } from "../../domain/chat/rules.ts"
import { notificationFor } from "../../domain/core/notification.ts"
import { chatSocketUrl, openChatSocket, type WebSocketLike } from "../../adapters/ws/chat-socket.ts"
import { tokenCookie } from "../../adapters/storage/token-cookie.ts"
import { chatConnectionMachine, type SocketCommand, type SocketEvent } from "../../machines/chat/chat-connection.machine.ts"
import { toastStore } from "../notify/toast-store.ts"

/** The page's websocket; without a token it reports a revoked close at once (nothing to connect with). */
export const wiredChatConnectionMachine = chatConnectionMachine.provide({
  actors: {
    socket: fromCallback<SocketCommand>(({ sendBack, receive }) => {
      const token = tokenCookie.read()
      if (!token) {
        sendBack({ type: "socket.closed", code: WS_CLOSE_TOKEN_REVOKED } satisfies SocketEvent)
        return
      }
      const socket = openChatSocket(
        chatSocketUrl(location, token),
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
