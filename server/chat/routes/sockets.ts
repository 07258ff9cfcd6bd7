import type { IncomingMessage, Server } from "node:http"
import type { Duplex } from "node:stream"
import { WebSocketServer, type WebSocket } from "ws"
import { parseClientFrame, type ServerFrame } from "../../../domain/chat/protocol.ts"
import {
  CHAT_SYNC_BATCH,
  WS_CLOSE_BAD_FRAME,
  WS_CLOSE_TOO_MANY_FRAMES,
  WS_FRAME_BURST,
  WS_FRAMES_PER_SECOND,
  WS_SOCKETS_PER_MEMBER,
} from "../../../domain/chat/rules.ts"
import { describeFailure } from "../../core/error-log.ts"
import type { AppDeps } from "../../core/deps.ts"
import { bearerToken } from "../../core/http/register.ts"
import { isSameOrigin, originOfUpgrade, incomingCookieToken } from "../../core/http/session-cookie.ts"
import type { SessionUser } from "../../session/services/tokens.ts"
import type { HubClient } from "../services/hub.ts"
import { keepBeating } from "../services/heartbeat.ts"
import { messagesAfter, newestMessageId } from "../services/store.ts"

export const WS_PATH = "/ws"
/** Each socket is pinged this often (server/chat/services/heartbeat.ts). */
const HEARTBEAT_MS = 30_000
/** Past this many bytes waiting to be sent, a socket is too slow to keep up and is dropped. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024

const refuse = (socket: Duplex, status: number, text: string) => {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
}

/**
 * The websocket of the portal at `/ws`, authenticated by the browser's session cookie, or by
 * `?token=<session token>` or an Authorization header (API clients): one per open page of a
 * signed-in member, carrying chat messages and account notices. An invalid token is refused with
 * 401 before the upgrade; a cookie sent from a page of another site with 403.
 */
export const attachChatSockets = (server: Server, deps: AppDeps): { close(): Promise<void> } => {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024, perMessageDeflate: false })
  /** Open sockets per member, counted from the accepted upgrade to the close. */
  const openSockets = new Map<number, number>()
  const release = (userId: number) => {
    const left = (openSockets.get(userId) ?? 1) - 1
    if (left <= 0) openSockets.delete(userId)
    else openSockets.set(userId, left)
  }

  const onConnection = (ws: WebSocket, user: SessionUser) => {
    const client: HubClient = {
      userId: user.id,
      jti: user.jti,
      send: (text) => {
        if (ws.readyState !== ws.OPEN) return
        if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
          ws.terminate()
          return
        }
        ws.send(text)
      },
      close: (code, reason) => ws.close(code, reason),
    }
    const reply = (frame: ServerFrame) => client.send(JSON.stringify(frame))
    keepBeating(ws, HEARTBEAT_MS)
    ws.on("close", () => {
      release(user.id)
      deps.chat.remove(client)
    })
    ws.on("error", () => ws.terminate())
    // A token bucket per socket: a burst of frames, then a steady few a second.
    let tokens = WS_FRAME_BURST
    let refilledAt = Date.now()
    ws.on("message", (data, isBinary) => {
      const now = Date.now()
      tokens = Math.min(WS_FRAME_BURST, tokens + ((now - refilledAt) / 1000) * WS_FRAMES_PER_SECOND)
      refilledAt = now
      if (tokens < 1) {
        ws.close(WS_CLOSE_TOO_MANY_FRAMES, "too many frames")
        return
      }
      tokens -= 1
      const frame = isBinary ? null : parseClientFrame(data.toString())
      if (!frame) {
        ws.close(WS_CLOSE_BAD_FRAME, "bad frame")
        return
      }
      if (frame.type === "ping") {
        reply({ type: "pong" })
        return
      }
      messagesAfter(deps.db, user.id, frame.after, CHAT_SYNC_BATCH)
        .then(({ messages, more }) => reply({ type: "sync", messages, more }))
        .catch((error: Error) => {
          console.error(`chat catch-up failed: ${describeFailure(error)}`)
          ws.close(1011, "catch-up failed")
        })
    })
    // Registered before the newest id is read: anything stored later is delivered live.
    deps.chat.add(client)
    newestMessageId(deps.db, user.id)
      .then((lastId) => reply({ type: "ready", userId: user.id, lastId }))
      .catch(() => ws.close(1011, "not ready"))
  }

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? "/", "http://localhost")
    if (url.pathname !== WS_PATH) {
      refuse(socket, 404, "Not Found")
      return
    }
    const given = url.searchParams.get("token") ?? bearerToken(request.headers.authorization)
    const fromCookie = given === null ? incomingCookieToken(request) : null
    const token = given ?? fromCookie
    socket.on("error", () => socket.destroy())
    // Browsers send the cookie with an upgrade from any site's page: only the portal's own may use it.
    if (fromCookie !== null && !isSameOrigin(originOfUpgrade(request, deps.config.trustedProxies))) {
      refuse(socket, 403, "Forbidden")
      return
    }
    const verified = token ? deps.tokens.verify(token) : Promise.resolve(null)
    verified
      .then((user) => {
        if (!user) {
          refuse(socket, 401, "Unauthorized")
          return
        }
        const open = openSockets.get(user.id) ?? 0
        if (open >= WS_SOCKETS_PER_MEMBER) {
          refuse(socket, 429, "Too Many Requests")
          return
        }
        openSockets.set(user.id, open + 1)
        let connected = false
        socket.once("close", () => {
          if (!connected) release(user.id)
        })
        wss.handleUpgrade(request, socket, head, (ws) => {
          connected = true
          onConnection(ws, user)
        })
      })
      .catch(() => refuse(socket, 503, "Service Unavailable"))
  }
  server.on("upgrade", onUpgrade)

  return {
    close: async () => {
      server.off("upgrade", onUpgrade)
      await deps.chat.close()
      for (const ws of wss.clients) ws.terminate()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
    },
  }
}
