/**
 * A stored message as the chat window shows it (spec 1 §3 chat message: img, name, date,
 * text, mine). Times read HH:mm today, MM-DD HH:mm this year, YYYY-MM-DD HH:mm before.
 */
import type { ChatMessage } from "./entities/chat.ts"
import { formatDate } from "../core/time-ago.ts"
import { DEFAULT_AVATAR_PATH } from "./card.ts"
import type { ChatMessageRecord } from "./protocol.ts"

const pad2 = (n: number) => String(n).padStart(2, "0")

export function chatTime(iso: string, now: Date): string {
  const at = new Date(iso)
  if (Number.isNaN(at.getTime())) return ""
  const hm = `${pad2(at.getHours())}:${pad2(at.getMinutes())}`
  if (formatDate(at) === formatDate(now)) return hm
  if (at.getFullYear() === now.getFullYear()) return `${pad2(at.getMonth() + 1)}-${pad2(at.getDate())} ${hm}`
  return `${formatDate(at)} ${hm}`
}

export interface ChatPerson {
  readonly userId: number
  readonly nickName: string
  readonly avatarPath: string
}

export function chatMessageView(message: ChatMessageRecord, me: ChatPerson, peer: ChatPerson, now: Date): ChatMessage & { readonly id: number } {
  const mine = message.from === me.userId
  const who = mine ? me : peer
  return {
    id: message.id,
    img: who.avatarPath || DEFAULT_AVATAR_PATH,
    name: who.nickName,
    date: chatTime(message.createdAt, now),
    text: message.text,
    mine,
  }
}
