/**
 * Rules of the real-time chat (spec 1 §2.4, §4, §5, §6): who may write to whom, the chat box's
 * text, merging messages that arrive twice (live and through a catch-up), the reconnect delay.
 */
import { charLength } from "../core/validation/text.ts"

/** The value of `/account/wechat?token=` that reaches the official customer-service account. */
export const OFFICIAL_AUTHORITY = "official_authority"

/** Longest chat message, in characters. */
export const CHAT_TEXT_MAX = 500
/** Messages of one history page (paging backwards from the oldest shown). */
export const CHAT_HISTORY_PAGE_SIZE = 20
/** Most messages a catch-up answer carries; the client asks again while `more` is true. */
export const CHAT_SYNC_BATCH = 200
/** Close code of a socket whose token was revoked or expired: the client does not reconnect. */
export const WS_CLOSE_TOKEN_REVOKED = 4001
/** Close code of a socket that sent something the server does not understand. */
export const WS_CLOSE_BAD_FRAME = 4002
/** Close code of a socket that sent frames faster than the limit; the client reconnects after its delay. */
export const WS_CLOSE_TOO_MANY_FRAMES = 4008
/** Frames a socket may send at once, and how many more it earns each second. */
export const WS_FRAME_BURST = 20
export const WS_FRAMES_PER_SECOND = 5
/** Open sockets of one member (tabs and devices); one more is refused with 429. */
export const WS_SOCKETS_PER_MEMBER = 10

export const CHAT_MESSAGES = {
  empty: "消息内容不能为空",
  tooLong: `消息内容不能超过${CHAT_TEXT_MAX}个字`,
  notAllowed: "对方不是您的好友，无法发送消息",
  noPeer: "用户不存在",
  toSelf: "不能给自己发送消息",
  noOfficial: "客服暂不在线，请稍后再试",
} as const

export const FRIEND_REQUEST_MESSAGES = {
  noUser: "用户不存在",
  self: "不能添加自己为好友",
  already: "对方已经是您的好友",
  pending: "已发送过好友请求，请等待对方确认",
  notMember: "官方和商家账号无需添加好友，可直接发消息",
  requestGone: "好友请求不存在或已处理",
  notFriend: "好友不存在",
  accepted: "已添加好友",
  declined: "已拒绝好友请求",
} as const

export interface MessagePermission {
  readonly senderType: string
  readonly targetType: string
  readonly friends: boolean
  /** The target has written to the sender before (a customer asking a merchant or the official account). */
  readonly targetWroteFirst: boolean
}

/**
 * Who may write to whom: friends always; anyone may write to an official (sys) or merchant
 * account; an official or merchant account answers members who wrote to it first. Members who
 * are not friends cannot write to each other.
 */
export function mayMessage(p: MessagePermission): boolean {
  if (p.friends) return true
  if (p.targetType !== "member") return true
  return p.senderType !== "member" && p.targetWroteFirst
}

/** The chat box's text as sent: trimmed; an error message when empty or too long. */
export function chatText(raw: string): { readonly ok: true; readonly text: string } | { readonly ok: false; readonly message: string } {
  const text = raw.trim()
  if (text === "") return { ok: false, message: CHAT_MESSAGES.empty }
  if (charLength(text) > CHAT_TEXT_MAX) return { ok: false, message: CHAT_MESSAGES.tooLong }
  return { ok: true, text }
}

/** Chat box keys: Enter sends, Shift+Enter (a new line) does not; nor does Enter while composing. */
export function isSendKey(key: { readonly key: string; readonly shiftKey: boolean; readonly isComposing?: boolean }): boolean {
  return key.key === "Enter" && !key.shiftKey && key.isComposing !== true
}

/** Anything with a numeric id ordered by it (messages are numbered as they are stored). */
export interface HasId {
  readonly id: number
}

/**
 * Merges messages into a list sorted by id: a message already there (delivered live and again
 * by a catch-up) is kept once.
 */
export function mergeById<T extends HasId>(list: ReadonlyArray<T>, incoming: ReadonlyArray<T>): ReadonlyArray<T> {
  if (incoming.length === 0) return list
  const byId = new Map<number, T>()
  for (const m of list) byId.set(m.id, m)
  for (const m of incoming) byId.set(m.id, m)
  return [...byId.values()].sort((a, b) => a.id - b.id)
}

/** The highest id of a list, or the previous value when the list is empty or older. */
export function lastIdOf(previous: number, messages: ReadonlyArray<HasId>): number {
  return messages.reduce((max, m) => (m.id > max ? m.id : max), previous)
}

const RECONNECT_BASE_MS = 1000
export const RECONNECT_MAX_MS = 30_000

/** Delay before the n-th reconnect attempt (0-based): 1 s, 2 s, 4 s ... at most 30 s. */
export function reconnectDelay(attempt: number): number {
  const n = Math.max(0, Math.floor(attempt))
  return Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.min(n, 16))
}

/** The browser title while messages are unread, flashing between the two texts. */
export function unreadTitle(count: number, base: string, on: boolean): string {
  if (count <= 0 || !on) return base
  return `【${count}条新消息】${base}`
}
