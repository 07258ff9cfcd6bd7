/**
 * New chat messages off the chat page (spec 1 §4, §8): a notice naming the sender with the
 * start of the message and a count on the header's chat entry; the title flashes with the
 * unread count (domain/chat/rules.ts unreadTitle) while the member looks elsewhere.
 */
import type { ChatMessageRecord, Conversation } from "./protocol.ts"

/** The chat page; messages arriving there are shown by the page itself. */
export const CHAT_PATH = "/account/wechat"

/** How much of a message the notice shows. */
export const EXCERPT_LENGTH = 40

/** Whether a path is the chat page. */
export const isChatPath = (path: string): boolean => path === CHAT_PATH || path.startsWith(`${CHAT_PATH}?`) || path.startsWith(`${CHAT_PATH}/`)

/** Whether a message that arrived live calls for a notice: someone else wrote to the member, who is not on the chat page. */
export function alertsFor(message: ChatMessageRecord, me: number, onChatPage: boolean): boolean {
  return !onChatPage && message.from !== me && message.to === me
}

/** The start of a message, on one line, cut at EXCERPT_LENGTH characters with an ellipsis. */
export function excerpt(text: string, max = EXCERPT_LENGTH): string {
  const line = text.replace(/\s+/g, " ").trim()
  const chars = Array.from(line)
  return chars.length <= max ? line : `${chars.slice(0, max).join("")}…`
}

/** The notice's title: 「昵称」发来新消息, or 收到新消息 while the sender is not known yet. */
export const alertTitle = (senderName: string | null): string => (senderName ? `${senderName}发来新消息` : "收到新消息")

/** Where the notice leads: the chat page with the sender's conversation open. */
export const conversationHref = (peerId: number): string => `${CHAT_PATH}?token=${peerId}`

/** Unread messages over all conversations and the names of the peers. */
export function inboxSummary(conversations: ReadonlyArray<Conversation>): { unread: number; names: Record<number, string> } {
  const names: Record<number, string> = {}
  let unread = 0
  for (const c of conversations) {
    unread += c.unread
    names[c.peer.userId] = c.peer.nickName || c.peer.userName
  }
  return { unread, names }
}

/** The badge text: the count, 99+ above ninety-nine, nothing at zero. */
export const badgeText = (unread: number): string => (unread <= 0 ? "" : unread > 99 ? "99+" : String(unread))
