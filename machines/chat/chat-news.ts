import { fromCallback, type EventObject } from "xstate"
import type { ChatConnectionEmitted } from "./chat-connection.machine.ts"

/**
 * Where live chat news comes from: the chat connection's actor, which emits what the socket
 * brings. Machines that follow the news take it as input and listen through `relayChatNews`,
 * so no page passes events from one machine to another.
 */
export interface ChatNewsSource {
  on(type: "*", handler: (news: ChatConnectionEmitted) => void): { unsubscribe(): void }
}

/** A callback actor that sends its parent the event `translate` makes of each piece of news (none for null). */
export const relayChatNews = <E extends EventObject>(translate: (news: ChatConnectionEmitted) => E | null) =>
  fromCallback<EventObject, { readonly source: ChatNewsSource | null }>(({ input, sendBack }) => {
    if (!input.source) return
    const subscription = input.source.on("*", (news) => {
      const event = translate(news)
      if (event) sendBack(event)
    })
    return () => subscription.unsubscribe()
  })
