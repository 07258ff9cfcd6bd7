/**
 * The wallet's rules (spec 2 §4, §5, §8, §9): balance and points movements and their bill
 * types, amount limits of recharge and withdrawal, the payment password lock, VIP periods and
 * the messages the server and the forms share. Money is in cents, points are whole points.
 */
import { CENTS_PER_YUAN, PAY_PASSWORD_LENGTH } from "../core/constants.ts"
import { NOTICE_MESSAGES, PAYMENT_MESSAGES } from "../core/messages.ts"
import { cents, formatMoney, parseYuan } from "../core/money.ts"
import { RULE_MESSAGES } from "../core/validation/rules.ts"
import { DAY } from "../core/durations.ts"

// Limits

/** Wrong payment passwords in a row before the payment password locks. */
export const PAY_PASSWORD_MAX_FAILURES = 5
/** How long the payment password stays locked after too many wrong entries. */
export const PAY_PASSWORD_LOCK_MINUTES = 30

export const RECHARGE_MIN_CENTS = cents(1 * CENTS_PER_YUAN)
export const RECHARGE_MAX_CENTS = cents(50_000 * CENTS_PER_YUAN)
/** Amounts offered as one-click choices on the recharge page. */
export const RECHARGE_PRESETS_CENTS: ReadonlyArray<number> = [5_000, 10_000, 20_000, 50_000, 100_000, 200_000]

export const WITHDRAW_MIN_CENTS = cents(10 * CENTS_PER_YUAN)
export const WITHDRAW_MAX_CENTS = cents(50_000 * CENTS_PER_YUAN)

/** A payment the payer has not confirmed within this time can no longer be confirmed. */
export const PAYMENT_EXPIRY_MINUTES = 30

/** The shop service fee (/account/shop/pay): one year of the shop's technical service. */
export const SHOP_SERVICE_FEE = {
  title: "店铺年度技术服务费",
  cents: cents(69_800),
  months: 12,
} as const

export const GRADE_LABELS = {
  member: "普通会员",
  vip: "VIP会员",
} as const

// Ledger kinds and bill types

/** What a ledger row is for. Areas paying through the wallet add their kind here. */
export type LedgerKind =
  | "recharge"
  | "vip"
  | "shop_fee"
  | "withdraw"
  | "withdraw_refund"
  | "course"
  | "product"
  | "gift"
  | "prize"
  | "sign_in"
  | "refund"
  | "reward"
  | "comment_reward"
  | "invite_reward"
  | "adjust"
  | "maker_deposit"
  | "maker_deposit_refund"
  | "course_income"

export const LEDGER_KIND_LABELS: Readonly<Record<LedgerKind, string>> = {
  recharge: "余额充值",
  vip: "开通会员",
  shop_fee: "店铺服务费",
  withdraw: "余额提现",
  withdraw_refund: "提现退回",
  course: "购买课程",
  product: "商城购物",
  gift: "积分兑换",
  prize: "幸运抽奖",
  sign_in: "签到奖励",
  refund: "退款",
  reward: "活动奖励",
  comment_reward: "评论奖励",
  invite_reward: "邀请奖励",
  adjust: "系统调整",
  maker_deposit: "创客保证金",
  maker_deposit_refund: "创客保证金退回",
  course_income: "课程收入",
}

export const LEDGER_KINDS = Object.keys(LEDGER_KIND_LABELS) as ReadonlyArray<LedgerKind>

export type Currency = "balance" | "points"

/** The bill's filter: what kind of movement a row is, seen by the member. */
export const BILL_TYPE_KEYS = ["recharge", "consume", "withdraw", "refund", "income"] as const
export type BillType = (typeof BILL_TYPE_KEYS)[number]

export const BILL_TYPES: ReadonlyArray<{ readonly key: BillType; readonly label: string }> = [
  { key: "recharge", label: "充值" },
  { key: "consume", label: "消费" },
  { key: "withdraw", label: "提现" },
  { key: "refund", label: "退款" },
  { key: "income", label: "收入" },
]

/**
 * The bill type of a movement: recharges, withdrawals and refunds by their kind; any other
 * debit is a purchase (consume), any other credit an income (rewards, prizes, sign-in).
 */
export function billTypeOf(kind: LedgerKind, amount: number): BillType {
  switch (kind) {
    case "recharge":
      return "recharge"
    case "withdraw":
      return "withdraw"
    case "withdraw_refund":
    case "maker_deposit_refund":
    case "refund":
      return "refund"
    default:
      return amount < 0 ? "consume" : "income"
  }
}

export function billTypeLabel(type: BillType): string {
  return BILL_TYPES.find((t) => t.key === type)?.label ?? type
}

/** A signed amount for the bill: `+￥12.00` or `-￥12.00`. */
export function formatSignedMoney(cents: number): string {
  return cents > 0 ? `+${formatMoney(cents)}` : formatMoney(cents)
}

/** Signed points: `+20` or `-500`. */
export function formatSignedPoints(points: number): string {
  return points > 0 ? `+${points}` : String(points)
}

// Payment status

export type PaymentStatus = "pending" | "paid" | "failed" | "expired"

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  pending: "待支付",
  paid: "支付成功",
  failed: "支付失败",
  expired: "已过期",
}

export type OrderStatus = "unpaid" | "paid" | "closed"

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  unpaid: "待支付",
  paid: "已支付",
  closed: "已关闭",
}

export type WithdrawalStatus = "pending" | "approved" | "rejected"

export const WITHDRAWAL_STATUS_LABELS: Readonly<Record<WithdrawalStatus, string>> = {
  pending: "待审核",
  approved: "审核通过",
  rejected: "已驳回",
}

/**
 * What the withdrawal result page says: its heading (also the page's title) and its text
 * follow the request's state, so the page never claims a success the review has not given.
 */
export const withdrawalResult = (status: WithdrawalStatus, rejectReason: string | null = null): { readonly title: string; readonly description: string } =>
  status === "pending"
    ? { title: "提现申请已提交", description: "提现金额已从余额转出，审核通过后1-3个工作日内到账；如被驳回，金额将退回余额" }
    : status === "approved"
      ? { title: "提现审核通过", description: "款项正在转入您的支付宝账户" }
      : { title: "提现申请已驳回", description: `驳回原因：${rejectReason ?? ""}，金额已退回余额` }

// Codes of the wallet's refusals, which machines branch on (the messages are for people).
export const WALLET_CODES = {
  insufficientBalance: "insufficient_balance",
  insufficientPoints: "insufficient_points",
  noPayPassword: "no_pay_password",
  payPasswordWrong: "pay_password_wrong",
  payPasswordLocked: "pay_password_locked",
} as const

// Messages

export const WALLET_MESSAGES = {
  insufficientBalance: PAYMENT_MESSAGES.insufficientBalance,
  insufficientPoints: PAYMENT_MESSAGES.insufficientPoints,
  noPayPassword: PAYMENT_MESSAGES.noPayPassword,
  payPasswordSet: NOTICE_MESSAGES.payPasswordSet,
  noPhone: "请先绑定手机号码",
  amountRequired: "请输入金额",
  amountFormat: RULE_MESSAGES.money,
  rechargeRange: `单次充值金额为${formatMoney(RECHARGE_MIN_CENTS)}至${formatMoney(RECHARGE_MAX_CENTS)}`,
  withdrawRange: `单笔提现金额为${formatMoney(WITHDRAW_MIN_CENTS)}至${formatMoney(WITHDRAW_MAX_CENTS)}`,
  withdrawOverBalance: "提现金额不能超过可用余额",
  noWithdrawAccount: "请先绑定支付宝提现账户",
  withdrawAccountRequired: "请输入支付宝账号",
  withdrawAccountFormat: "请输入正确的支付宝账号（手机号码或邮箱）",
  withdrawNameRequired: "请输入真实姓名",
  withdrawNameFormat: "请输入正确的真实姓名",
  withdrawAccountBound: "提现账户绑定成功",
  withdrawSubmitted: "提现申请已提交，请等待审核",
  withdrawalHandled: "该提现申请已处理",
  withdrawalNotFound: "提现申请不存在",
  rejectReasonRequired: "请填写驳回原因",
  orderNotFound: "订单不存在",
  orderClosed: "订单已关闭，请重新下单",
  feeNotFound: "会员套餐不存在",
  paymentNotFound: "支付单不存在",
  paymentExpired: "支付单已过期，请重新发起充值",
  paymentClosed: "该支付单已处理",
  paymentUnavailable: "在线充值暂不可用，请稍后再试",
  idempotencyReused: "请求标识已用于其他操作，请刷新页面后重试",
  confirmMembership: NOTICE_MESSAGES.confirmMembership,
  vipOpened: "会员开通成功",
  shopFeePaid: "店铺服务费支付成功",
  timeFormat: "时间格式不正确，应为带时区的 ISO 8601 时间，如 2026-02-28T00:00:00+08:00",
  rangeOrder: "开始时间不能晚于结束时间",
} as const

/** `支付密码错误，您还可以输入3次` */
export function payPasswordWrongMessage(failures: number): string {
  return `支付密码错误，您还可以输入${remainingPayPasswordAttempts(failures)}次`
}

/** `支付密码错误次数过多，已锁定，请30分钟后再试` */
export function payPasswordLockedMessage(minutesLeft: number): string {
  return `支付密码错误次数过多，已锁定，请${Math.max(1, minutesLeft)}分钟后再试`
}

// Payment password lock

export function remainingPayPasswordAttempts(failures: number): number {
  return Math.max(0, PAY_PASSWORD_MAX_FAILURES - failures)
}

/** When a lock that starts at `now` ends. */
export function payPasswordLockEnd(now: number): number {
  return now + PAY_PASSWORD_LOCK_MINUTES * 60_000
}

/** Whole minutes (rounded up) until the lock ends; 0 when not locked. */
export function lockMinutesLeft(lockedUntil: number | null, now: number): number {
  if (lockedUntil === null || lockedUntil <= now) return 0
  return Math.ceil((lockedUntil - now) / 60_000)
}

/** A payment password as stored: exactly six digits. */
export function isPayPassword(text: string): boolean {
  return text.length === PAY_PASSWORD_LENGTH && /^\d+$/.test(text)
}

// Amounts

export type AmountCheck = { readonly ok: true; readonly cents: number } | { readonly ok: false; readonly message: string }

/**
 * Reads an amount typed in yuan (at most 2 decimals) and checks it against a range.
 * Used by the recharge and withdrawal forms; the server checks the cents the same way.
 */
export function checkAmountInput(text: string, min: number, max: number, rangeMessage: string): AmountCheck {
  const trimmed = text.trim()
  if (trimmed === "") return { ok: false, message: WALLET_MESSAGES.amountRequired }
  if (!/^(0|[1-9]\d*)(\.\d{1,2})?$/.test(trimmed)) return { ok: false, message: WALLET_MESSAGES.amountFormat }
  const cents = parseYuan(trimmed)
  if (cents === null) return { ok: false, message: WALLET_MESSAGES.amountFormat }
  return checkAmountCents(cents, min, max, rangeMessage)
}

export function checkAmountCents(cents: number, min: number, max: number, rangeMessage: string): AmountCheck {
  if (!Number.isSafeInteger(cents) || cents < min || cents > max) return { ok: false, message: rangeMessage }
  return { ok: true, cents }
}

export function checkRechargeCents(cents: number): AmountCheck {
  return checkAmountCents(cents, RECHARGE_MIN_CENTS, RECHARGE_MAX_CENTS, WALLET_MESSAGES.rechargeRange)
}

/** A withdrawal must be within the limits and covered by the balance. */
export function checkWithdrawCents(cents: number, balance: number): AmountCheck {
  const range = checkAmountCents(cents, WITHDRAW_MIN_CENTS, WITHDRAW_MAX_CENTS, WALLET_MESSAGES.withdrawRange)
  if (!range.ok) return range
  return cents > balance ? { ok: false, message: WALLET_MESSAGES.withdrawOverBalance } : range
}

// Withdrawal account

const ALIPAY_PHONE = /^1[3-9]\d{9}$/
const ALIPAY_EMAIL = /^[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/
const REAL_NAME = /^[\u4e00-\u9fa5·]{2,20}$/

/** An Alipay account is a mainland mobile number or an e-mail address. */
export function validateWithdrawAccount(account: string, name: string): { account?: string; name?: string } {
  const out: { account?: string; name?: string } = {}
  const a = account.trim()
  const n = name.trim()
  if (a === "") out.account = WALLET_MESSAGES.withdrawAccountRequired
  else if (!ALIPAY_PHONE.test(a) && !ALIPAY_EMAIL.test(a)) out.account = WALLET_MESSAGES.withdrawAccountFormat
  if (n === "") out.name = WALLET_MESSAGES.withdrawNameRequired
  else if (!REAL_NAME.test(n)) out.name = WALLET_MESSAGES.withdrawNameFormat
  return out
}

// VIP periods

/**
 * Adds calendar months; a day that the target month lacks becomes its last day
 * (31 January + 1 month = 28 or 29 February). Time of day is kept (UTC).
 */
export function addMonths(from: Date, months: number): Date {
  const y = from.getUTCFullYear()
  const m = from.getUTCMonth() + months
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate()
  const day = Math.min(from.getUTCDate(), lastDay)
  return new Date(
    Date.UTC(y, m, day, from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds(), from.getUTCMilliseconds()),
  )
}

/**
 * The new end of a VIP membership bought at `now` for `months`: a renewal extends the
 * current membership from its end; an expired or absent one starts from now.
 */
export function extendVip(currentEnd: Date | null, now: Date, months: number): Date {
  const start = currentEnd !== null && currentEnd.getTime() > now.getTime() ? currentEnd : now
  return addMonths(start, months)
}

/** Whole days of VIP left at `now` (a started day counts); 0 when none or expired. */
export function vipDaysLeft(expiresAt: Date | null, now: number): number {
  return expiresAt !== null && expiresAt.getTime() > now ? Math.ceil((expiresAt.getTime() - now) / DAY) : 0
}

/** Monthly price of a plan, for the "per month" hint on the VIP page. */
export function pricePerMonth(cents: number, months: number): number {
  return months > 0 ? Math.round(cents / months) : cents
}
