import { Schema } from "effect"
import { SafeText } from "../core/validation/boundary.ts"
import { Cents } from "../core/entities/common.ts"
import { DAY_PATTERN, DAY_TEXT_MESSAGE, daysBetween, isChinaDay } from "../member/china-day.ts"

/**
 * Money oversight (财务): orders of every kind with filters, their spreadsheet export, and the
 * daily totals of the balance ledger with a chart. Days are China days (UTC+8).
 */

export const MONEY_PAGE_SIZE = 20
/** The export holds at most this many rows (the newest of the filter). */
export const MONEY_EXPORT_MAX_ROWS = 10_000
/** The longest range of daily totals. */
export const MONEY_DAILY_MAX_DAYS = 92

export const MONEY_ORDER_STATES = { unpaid: "待付款", paid: "已付款", closed: "已关闭" } as const
export type MoneyOrderState = keyof typeof MONEY_ORDER_STATES

export const MONEY_MESSAGES = {
  dayFormat: DAY_TEXT_MESSAGE,
  rangeOrder: "开始日期不能晚于结束日期",
  rangeTooLong: `日期范围不能超过 ${MONEY_DAILY_MAX_DAYS} 天`,
} as const

/** The rule of a date range, in the form and on the server; `required` for the daily totals. */
export function validateDayRange(from: string | undefined, to: string | undefined, required: boolean): string[] {
  const present = [from, to].filter((d): d is string => d !== undefined && d !== "")
  if (required && present.length < 2) return [MONEY_MESSAGES.dayFormat]
  if (!present.every(isChinaDay)) return [MONEY_MESSAGES.dayFormat]
  if (from && to) {
    if (daysBetween(from, to) < 0) return [MONEY_MESSAGES.rangeOrder]
    if (required && daysBetween(from, to) + 1 > MONEY_DAILY_MAX_DAYS) return [MONEY_MESSAGES.rangeTooLong]
  }
  return []
}

// The shape only: a day that does not exist gets the range rule's own message from the service.
const Day = Schema.String.check(Schema.isPattern(DAY_PATTERN))

export const MoneyOrderQuery = {
  kind: Schema.optional(Schema.Literals(["mall", "course", "gift", "service"])),
  state: Schema.optional(Schema.Literals(["unpaid", "paid", "closed"])),
  from: Schema.optional(Day),
  to: Schema.optional(Day),
  /** The order number or the member's username, in part. */
  keyword: Schema.optional(SafeText(40)),
}

export const MoneyOrderRow = Schema.Struct({
  kind: Schema.Literals(["mall", "course", "gift", "service"]),
  orderNo: Schema.String,
  username: Schema.String,
  title: Schema.String,
  /** Cents, or points for gift exchanges. */
  amount: Schema.Number,
  currency: Schema.Literals(["balance", "points"]),
  state: Schema.Literals(["unpaid", "paid", "closed"]),
  /** The order's own state label (待发货, 已发货…). */
  stateLabel: Schema.String,
  createdAt: Schema.String,
})
export type MoneyOrderRow = typeof MoneyOrderRow.Type

/** One China day of the balance ledger: every credit and debit of members' balances. */
export const DailyTotal = Schema.Struct({
  day: Schema.String,
  /** Credits other than refunds (recharges, rewards). */
  income: Cents,
  /** Debits (purchases, fees, withdrawals), as a positive amount. */
  spending: Cents,
  /** Refunds credited back (order refunds, withdrawals returned, deposits returned). */
  refunds: Cents,
  /** income - spending + refunds: the day's change of all balances. */
  net: Cents,
  entries: Schema.Number,
})
export type DailyTotal = typeof DailyTotal.Type

/** The ledger kinds counted as refunds in the daily totals. */
export const REFUND_KINDS = ["refund", "withdraw_refund", "maker_deposit_refund"] as const

export const EXPORT_COLUMNS = ["类型", "订单号", "会员", "内容", "金额", "单位", "状态", "下单时间"] as const

/** A return of a mall order as the finance staff see it; its refund reaches the balance when completed. */
export const MoneyRefundRow = Schema.Struct({
  returnNo: Schema.String,
  orderNo: Schema.String,
  username: Schema.String,
  refundCents: Cents,
  reason: Schema.String,
  /** 待处理, 退货中, 已完成 or 已拒绝. */
  statusLabel: Schema.String,
  createdAt: Schema.String,
  refundedAt: Schema.NullOr(Schema.String),
})
export type MoneyRefundRow = typeof MoneyRefundRow.Type
