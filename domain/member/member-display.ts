/** What the header and profile card show for a member (spec 1 §2.4, §6). */

export const MEMBER_LABELS = {
  vipBadge: "VIP",
  openVip: "开通VIP",
  makerMember: "创客会员",
  official: "官方",
  merchant: "商家",
  chatOnline: "在线沟通",
  sendMessage: "发消息",
  addFriend: "加好友",
  applied: "已申请",
  deleteFriend: "删除好友",
} as const

export interface GradeLike {
  readonly amount?: number | string | null
  readonly expireDate?: number | string | null
  readonly isShop?: boolean | null
}

export type VipDisplay = "vipBadge" | "openVip" | "none"

const positive = (value: number | string | null | undefined): boolean =>
  value !== null && value !== undefined && value !== "" && Number(value) > 0

/**
 * When the grade carries an amount: a VIP badge if `expireDate` is above 0, else the
 * "open VIP" link. Without an amount nothing shows.
 */
export function vipDisplay(grade: GradeLike | null | undefined): VipDisplay {
  if (grade === null || grade === undefined || !positive(grade.amount)) return "none"
  return positive(grade.expireDate) ? "vipBadge" : "openVip"
}

/** Maker members (isShop) show the "maker member" label. */
export function isMakerMember(grade: GradeLike | null | undefined): boolean {
  return grade?.isShop === true
}

/** 官方 for official (sys) accounts, 商家 for any other non-member type, nothing for members. */
export function profileCardLabel(type: string): string | null {
  if (type === "member") return null
  return type === "sys" ? MEMBER_LABELS.official : MEMBER_LABELS.merchant
}

export interface ProfileCardButtons {
  /** Send-message button: for friends and non-member targets; for oneself it reads 在线沟通. */
  readonly message: { readonly label: string } | null
  readonly addFriend: boolean
  readonly deleteFriend: boolean
}

/**
 * Buttons of the profile card. Oneself: 在线沟通 (opens the chat page). A friend: 发消息 and
 * 删除好友. A member who is not a friend: 加好友. A non-member (official or merchant): 发消息.
 */
export function profileCardButtons(card: {
  readonly relation: "nofriend" | "friend" | "oneself"
  readonly type: string
}): ProfileCardButtons {
  if (card.relation === "oneself") {
    return { message: { label: MEMBER_LABELS.chatOnline }, addFriend: false, deleteFriend: false }
  }
  const nonMember = card.type !== "member"
  const friend = card.relation === "friend"
  return {
    message: friend || nonMember ? { label: MEMBER_LABELS.sendMessage } : null,
    addFriend: !friend && !nonMember,
    deleteFriend: friend,
  }
}
