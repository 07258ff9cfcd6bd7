import { Schema } from "effect"
import { Cents } from "../core/entities/common.ts"

/**
 * A member seen from the back office (客服): the account, the wallet with its latest ledger
 * rows, points, the real-name state, orders of every kind and the reports against what the
 * member wrote; a password reset and points adjustments with a reason.
 */

/** The most a single adjustment moves, either way. */
export const MAX_POINTS_ADJUSTMENT = 100_000
export const ADJUST_REASON_MAX = 100

export const MEMBER_ADMIN_MESSAGES = {
  pointsRequired: "请输入调整的积分（正数为增加，负数为扣减）",
  pointsWhole: "积分必须是不为 0 的整数",
  pointsTooMany: `单次调整不能超过 ${MAX_POINTS_ADJUSTMENT.toLocaleString("en-US")} 积分`,
  reasonRequired: "请填写调整原因",
  reasonTooLong: `调整原因不能超过 ${ADJUST_REASON_MAX} 个字`,
  belowZero: "扣减后积分不能小于 0",
  notFound: "会员不存在",
  noPhone: "该账号没有绑定手机号，无法通过短信告知新密码",
  notMember: "只能重置会员和商家账号的密码",
  passwordReset: "已重置密码，临时密码已通过短信发送给会员",
} as const

/** The form's and the server's one rule for an adjustment: a whole, non-zero number of points within the limit, and a reason. */
export function validatePointsAdjustment(input: { readonly points: string | number; readonly reason: string }): string[] {
  const problems: string[] = []
  const raw = typeof input.points === "number" ? String(input.points) : input.points.trim()
  if (raw === "") problems.push(MEMBER_ADMIN_MESSAGES.pointsRequired)
  else if (!/^[-+]?\d+$/.test(raw) || Number(raw) === 0) problems.push(MEMBER_ADMIN_MESSAGES.pointsWhole)
  else if (Math.abs(Number(raw)) > MAX_POINTS_ADJUSTMENT) problems.push(MEMBER_ADMIN_MESSAGES.pointsTooMany)
  const reason = input.reason.trim()
  if (reason === "") problems.push(MEMBER_ADMIN_MESSAGES.reasonRequired)
  else if (reason.length > ADJUST_REASON_MAX) problems.push(MEMBER_ADMIN_MESSAGES.reasonTooLong)
  return problems
}

/** The kinds of order a member can have, as the member view groups them. */
export const MEMBER_ORDER_KINDS = { mall: "商城订单", course: "课程订单", gift: "积分兑换", service: "会员与服务费" } as const
export type MemberOrderKind = keyof typeof MEMBER_ORDER_KINDS

export const MemberOrderLine = Schema.Struct({
  kind: Schema.Literals(["mall", "course", "gift", "service"]),
  orderNo: Schema.String,
  title: Schema.String,
  /** Cents for money orders, points for gift exchanges. */
  amount: Schema.Number,
  currency: Schema.Literals(["balance", "points"]),
  state: Schema.String,
  createdAt: Schema.String,
})
export type MemberOrderLine = typeof MemberOrderLine.Type

export const MemberLedgerLine = Schema.Struct({
  id: Schema.Number,
  currency: Schema.Literals(["balance", "points"]),
  amount: Schema.Number,
  balanceAfter: Schema.Number,
  title: Schema.String,
  createdAt: Schema.String,
})

export const MemberReportLine = Schema.Struct({
  id: Schema.Number,
  targetType: Schema.Literals(["topic", "reply"]),
  topicId: Schema.Number,
  topicTitle: Schema.String,
  reason: Schema.String,
  status: Schema.String,
  createdAt: Schema.String,
})

export const MemberDetail = Schema.Struct({
  userId: Schema.Number,
  username: Schema.String,
  nickName: Schema.String,
  phone: Schema.NullOr(Schema.String),
  type: Schema.String,
  enabled: Schema.Boolean,
  grade: Schema.String,
  createdAt: Schema.String,
  /** not_certified, auth_examine, auth_fail or certified. */
  authState: Schema.String,
  realName: Schema.NullOr(Schema.String),
  balanceCents: Cents,
  points: Schema.Number,
  /** The latest 20 ledger rows, newest first. */
  ledger: Schema.Array(MemberLedgerLine),
  /** How many orders of each kind, and the latest 20 of all kinds, newest first. */
  orderCounts: Schema.Struct({ mall: Schema.Number, course: Schema.Number, gift: Schema.Number, service: Schema.Number }),
  orders: Schema.Array(MemberOrderLine),
  /** Reports of the member's topics and replies, newest first (at most 20). */
  reports: Schema.Array(MemberReportLine),
})
export type MemberDetail = typeof MemberDetail.Type

export const AUTH_STATE_LABELS: Readonly<Record<string, string>> = {
  not_certified: "未认证",
  auth_examine: "审核中",
  auth_fail: "未通过",
  certified: "已认证",
}

/** The SMS that tells a member their temporary password. */
export const temporaryPasswordText = (siteName: string, password: string): string =>
  `【${siteName}】客服已为您重置登录密码，临时密码为${password}，请登录后立即在账号设置中修改，请勿泄露给他人。`
