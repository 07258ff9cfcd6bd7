/** Server-pushed account messages turned into notifications (spec 1 §8). */

export type NotificationKind = "info" | "error" | "warning" | "success" | "tips" | "plain"

const NOTIFICATION_TITLES = {
  INFO: "消息",
  ERROR: "错误",
  WARNING: "警告",
  SUCCESS: "成功",
  TIPS: "提示",
} as const

type PushType = keyof typeof NOTIFICATION_TITLES

/** Pushes of this type carry a token for another purpose and show nothing. */
const IGNORED_PUSH_TYPE = "TOKEN-WEB"

export interface PushMessage {
  readonly msgType?: string | null
  readonly msg: string
  readonly title?: string | null
}

export interface NotificationView {
  readonly kind: NotificationKind
  readonly title: string
  readonly message: string
}

const isPushType = (t: string): t is PushType => Object.prototype.hasOwnProperty.call(NOTIFICATION_TITLES, t)

/**
 * INFO, ERROR, WARNING, SUCCESS, TIPS give a notification of that kind with the message's own
 * title or the default one; TOKEN-WEB gives nothing (`null`); no type (or an unknown one)
 * gives a plain notification.
 */
export function notificationFor(push: PushMessage): NotificationView | null {
  const type = push.msgType ?? ""
  if (type === IGNORED_PUSH_TYPE) return null
  const own = push.title ?? ""
  if (!isPushType(type)) return { kind: "plain", title: own, message: push.msg }
  return {
    kind: type.toLowerCase() as Lowercase<PushType>,
    title: own === "" ? NOTIFICATION_TITLES[type] : own,
    message: push.msg,
  }
}
