/**
 * The profile card's display rules (spec 1 §2.4, §4, §6) on top of the shared member rules:
 * the relation tag, the add button's request-sent state and where the message button goes.
 */
import { MEMBER_LABELS, profileCardButtons } from "../member/member-display.ts"
import { OFFICIAL_AUTHORITY } from "./rules.ts"

export type CardRelation = "nofriend" | "applied" | "friend" | "oneself"

export const RELATION_LABELS: { readonly [R in CardRelation]: string } = {
  nofriend: "陌生人",
  applied: "已申请",
  friend: "好友",
  oneself: "本人",
}

const CHAT_PATH = "/account/wechat"
export const DEFAULT_AVATAR_PATH = "/chat/avatar-default.svg"
export const DEFAULT_CARD_HEADER_PATH = "/chat/card-header.svg"

/** The chat page, opened on a conversation with `token` (a user id or official_authority). */
export function chatHref(token?: number | string | null): string {
  return token === undefined || token === null || token === "" ? CHAT_PATH : `${CHAT_PATH}?token=${encodeURIComponent(String(token))}`
}

export const officialChatHref = (): string => chatHref(OFFICIAL_AUTHORITY)

export interface CardButtons {
  /** 发消息 / 在线沟通 and where it leads, or null. */
  readonly message: { readonly label: string; readonly href: string } | null
  /** 加好友, or 已申请 (disabled) while the request waits; null when adding does not apply. */
  readonly add: { readonly label: string; readonly disabled: boolean } | null
  readonly remove: { readonly label: string } | null
}

/** The card's buttons for a relation (the request-sent state keeps the add button, disabled). */
export function cardButtons(card: { readonly relation: CardRelation; readonly type: string; readonly userId: number }): CardButtons {
  const base = profileCardButtons({ relation: card.relation === "applied" ? "nofriend" : card.relation, type: card.type })
  const message = base.message
    ? { label: base.message.label, href: card.relation === "oneself" ? chatHref() : chatHref(card.userId) }
    : null
  const add = base.addFriend
    ? card.relation === "applied"
      ? { label: MEMBER_LABELS.applied, disabled: true }
      : { label: MEMBER_LABELS.addFriend, disabled: false }
    : null
  return { message, add, remove: base.deleteFriend ? { label: MEMBER_LABELS.deleteFriend } : null }
}
