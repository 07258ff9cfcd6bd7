import { useActorRef } from "./flow-hooks.ts"
import { createContext, useContext, useEffect, type ReactNode } from "react"
import type { ActorRefFrom } from "xstate"
import { useSession } from "../session/index.ts"
import { showPushNotice, wiredChatConnectionMachine } from "./chat-connection-wiring.ts"

export type ChatConnection = ActorRefFrom<typeof wiredChatConnectionMachine>

const framed = typeof window !== "undefined" && window.self !== window.top

const ChatContext = createContext<ChatConnection | null>(null)

function Connected({ children }: { readonly children: ReactNode }) {
  const actor = useActorRef(wiredChatConnectionMachine, { input: {} })
  useEffect(() => {
    const subscription = actor.on("chat.push", (event) => showPushNotice(event.notice))
    return () => subscription.unsubscribe()
  }, [actor])
  return <ChatContext.Provider value={actor}>{children}</ChatContext.Provider>
}

/**
 * One websocket per signed-in page (spec 1 §7): opened while a member is signed in, closed
 * on logout. Pushed notices show as notifications on every page; pages listen to messages
 * and friend changes through `useChatConnection()`.
 */
export function ChatProvider({ children }: { readonly children: ReactNode }) {
  const { status, user } = useSession()
  // A framed copy of the portal (the layout's hidden login frame /iframe) opens no second
  // connection and shows no second notice: the page around it has both.
  if (status !== "member" || framed) return <ChatContext.Provider value={null}>{children}</ChatContext.Provider>
  return <Connected key={user?.userId ?? 0}>{children}</Connected>
}

/** The page's chat connection, or null for a visitor. */
export function useChatConnection(): ChatConnection | null {
  return useContext(ChatContext)
}
