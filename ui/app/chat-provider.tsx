import { useSelector } from "@xstate/react"
import { createContext, useContext, useEffect, useState, type ReactNode } from "react"
import { useLocation } from "wouter"
import type { ActorRefFrom } from "xstate"
import { isChatPath } from "../../domain/chat/alerts.ts"
import { useSession } from "../session/index.ts"
import { useActorRef } from "./flow-hooks.ts"
import { showMessageNotice, showPushNotice, titleFlasher, unreadNotifier, wiredChatAlertsMachine, wiredChatConnectionMachine } from "./chat-connection-wiring.ts"

export type ChatConnection = ActorRefFrom<typeof wiredChatConnectionMachine>
type ChatAlerts = ActorRefFrom<typeof wiredChatAlertsMachine>

const framed = typeof window !== "undefined" && window.self !== window.top

const ChatContext = createContext<ChatConnection | null>(null)
const AlertsContext = createContext<ChatAlerts | null>(null)

const looking = () => document.visibilityState === "visible" && document.hasFocus()

/** Messages off the chat page: the alerts (which follow the connection) show their notices in the toaster and the title. */
function useMessageAlerts(alerts: ChatAlerts) {
  const [pathname] = useLocation()
  const onChatPage = isChatPath(pathname)

  useEffect(() => {
    const subscription = alerts.on("alerts.notify", (notice) => {
      showMessageNotice(notice)
      if (!looking()) unreadNotifier.show(alerts.getSnapshot().context.unread)
    })
    return () => subscription.unsubscribe()
  }, [alerts])

  useEffect(() => {
    alerts.send({ type: "alerts.place", onChatPage })
  }, [alerts, onChatPage])

  useEffect(() => {
    const shown = () => alerts.send({ type: "alerts.attention", attentive: looking() })
    const focused = () => alerts.send({ type: "alerts.attention", attentive: document.visibilityState === "visible" })
    const left = () => alerts.send({ type: "alerts.attention", attentive: false })
    document.addEventListener("visibilitychange", shown)
    window.addEventListener("focus", focused)
    window.addEventListener("blur", left)
    return () => {
      document.removeEventListener("visibilitychange", shown)
      window.removeEventListener("focus", focused)
      window.removeEventListener("blur", left)
    }
  }, [alerts])

  // Off the chat page the title flashes with the count while a new message is unseen; the chat page runs its own.
  const flashing = useSelector(alerts, (s) => s.matches({ title: "flashing" }))
  const unread = useSelector(alerts, (s) => s.context.unread)
  useEffect(() => {
    if (onChatPage) return
    titleFlasher.set(flashing ? unread : 0, document.title)
  }, [onChatPage, flashing, unread])
}

interface Connection {
  readonly actor: ChatConnection
  readonly alerts: ChatAlerts
}

/** The connection's actors, handed up to the provider while they run. */
function Connected({ onStart }: { readonly onStart: (connection: Connection | null) => void }) {
  const actor = useActorRef(wiredChatConnectionMachine, { input: {} })
  const alerts = useActorRef(wiredChatAlertsMachine, { input: { onChatPage: isChatPath(location.pathname), attentive: looking(), news: actor } })
  useEffect(() => {
    onStart({ actor, alerts })
    return () => onStart(null)
  }, [actor, alerts, onStart])
  useEffect(() => {
    const subscription = actor.on("chat.push", (event) => showPushNotice(event.notice))
    return () => subscription.unsubscribe()
  }, [actor])
  useMessageAlerts(alerts)
  return null
}

/**
 * One websocket per signed-in page (spec 1 §7): opened while a member is signed in, closed
 * on logout. Pushed notices show as notifications on every page, and so do new chat messages
 * away from the chat page (with the header's unread count and the title flash); pages listen
 * to messages and friend changes through `useChatConnection()`.
 *
 * The connection runs beside the page, not around it: a session restored after the first
 * render (every signed-in page load) starts it without mounting the page again.
 */
export function ChatProvider({ children }: { readonly children: ReactNode }) {
  const { status, user } = useSession()
  const [connection, setConnection] = useState<Connection | null>(null)
  // A framed copy of the portal (the layout's hidden login frame /iframe) opens no second
  // connection and shows no second notice: the page around it has both.
  const connected = status === "member" && !framed
  const live = connected ? connection : null
  return (
    <ChatContext.Provider value={live?.actor ?? null}>
      <AlertsContext.Provider value={live?.alerts ?? null}>
        {connected && <Connected key={user?.userId ?? 0} onStart={setConnection} />}
        {children}
      </AlertsContext.Provider>
    </ChatContext.Provider>
  )
}

/** The page's chat connection, or null for a visitor. */
export function useChatConnection(): ChatConnection | null {
  return useContext(ChatContext)
}

/** Unread chat messages for the header's chat entry; 0 for a visitor. */
export function useChatUnread(): number {
  const alerts = useContext(AlertsContext)
  return useSelector(alerts ?? undefined, (s) => s?.context.unread ?? 0) ?? 0
}
