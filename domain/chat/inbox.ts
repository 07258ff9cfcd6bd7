/**
 * The conversation list of the chat page (spec 1 §4): each conversation's last message and
 * unread count. A message counts as unread unless it is the member's own or its conversation
 * is open with the list scrolled to the bottom; opening a conversation and reaching the
 * bottom clear its count.
 */
import type { ChatMessageRecord, Conversation } from "./protocol.ts"

export interface InboxView {
  /** The member's own user id. */
  readonly me: number
  /** The open conversation's peer, if any. */
  readonly activeId: number | null
  /** Whether the open conversation's list is scrolled to the bottom. */
  readonly atBottom: boolean
}

/** The other side of a message, seen from `me`. */
function peerOf(message: ChatMessageRecord, me: number): number {
  return message.from === me ? message.to : message.from
}

/** Whether a message arriving now stays unread. */
export function staysUnread(message: ChatMessageRecord, view: InboxView): boolean {
  if (message.from === view.me) return false
  return !(message.from === view.activeId && view.atBottom)
}

/**
 * A message arrived: its conversation moves to the top with it as the last message, and
 * counts one more unread when it stays unread. Unknown peers leave the list as it is
 * (`known: false`), so the caller reloads the list.
 */
export function receive(
  list: ReadonlyArray<Conversation>,
  message: ChatMessageRecord,
  view: InboxView,
): { readonly list: ReadonlyArray<Conversation>; readonly known: boolean } {
  const peer = peerOf(message, view.me)
  const found = list.find((c) => c.peer.userId === peer)
  if (!found) return { list, known: false }
  if (found.lastMessage && found.lastMessage.id >= message.id) {
    // Delivered twice (live and by a catch-up): already counted.
    return { list, known: true }
  }
  const updated: Conversation = {
    ...found,
    lastMessage: message,
    unread: found.unread + (staysUnread(message, view) ? 1 : 0),
  }
  return { list: [updated, ...list.filter((c) => c !== found)], known: true }
}

/** The conversation with `peerId` read: its count goes to 0. */
export function clearUnread(list: ReadonlyArray<Conversation>, peerId: number): ReadonlyArray<Conversation> {
  return list.some((c) => c.peer.userId === peerId && c.unread > 0)
    ? list.map((c) => (c.peer.userId === peerId ? { ...c, unread: 0 } : c))
    : list
}

/** All unread messages (the title and the desktop notification show it). */
export function totalUnread(list: ReadonlyArray<Conversation>): number {
  return list.reduce((sum, c) => sum + c.unread, 0)
}

/** Adds a conversation that is not listed yet (opened through `?token=`), at the top. */
export function ensureConversation(list: ReadonlyArray<Conversation>, conversation: Conversation): ReadonlyArray<Conversation> {
  return list.some((c) => c.peer.userId === conversation.peer.userId) ? list : [conversation, ...list]
}

/** Reaching the top of the history this many times loads earlier messages (spec 1 §4). */
export const TOP_HITS_TO_LOAD = 2
