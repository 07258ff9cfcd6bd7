/**
 * What the wallet's calls answer (spec 2 §3, §7 Account). The spec shows only the grade; the
 * other shapes are ours (docs/decisions.md, "Wallet call shapes"). Money is in cents, points
 * whole, times ISO 8601 text; personal data (phone, e-mail, withdrawal account, real name)
 * is masked except on the administrator's withdrawal list.
 */
import { Schema } from "effect"
import { BILL_TYPE_KEYS } from "../wallet.ts"
import { Cents, Count, Id, TotalledPage } from "../../core/entities/common.ts"

const IsoTime = Schema.String

/** A page of the wallet's lists: both totals, and the page (from 0) and size it answers. */
const WalletPage = <S extends Schema.Top>(item: S) => Schema.Struct({ ...TotalledPage(item).fields, page: Count, size: Count })

/** The member's grade (spec 1 §3, spec 2 §3): label, VIP amount, days of VIP left, maker flag. */
export const AccountGrade = Schema.Struct({
  grade: Schema.String,
  /** What the current VIP membership cost, in cents; 0 when the member never was VIP. */
  amount: Cents,
  /** Whole days of VIP left; 0 when not VIP or expired. */
  expireDate: Count,
  /** When the VIP membership ends, or null. */
  expireAt: Schema.NullOr(IsoTime),
  isShop: Schema.Boolean,
})
export type AccountGrade = typeof AccountGrade.Type

export const BillType = Schema.Literals(BILL_TYPE_KEYS)

/** The member's withdrawal account, masked. */
export const WithdrawAccount = Schema.Struct({ account: Schema.String, name: Schema.String })
export type WithdrawAccount = typeof WithdrawAccount.Type

export const AccountCenter = Schema.Struct({
  userId: Id,
  username: Schema.String,
  nickName: Schema.String,
  avatarPath: Schema.String,
  /** Masked (138****5678), or null without a phone. */
  phone: Schema.NullOr(Schema.String),
  /** Available balance, cents. */
  balance: Cents,
  /** Withdrawals waiting for review, cents (already out of the balance). */
  frozen: Cents,
  points: Count,
  grade: AccountGrade,
  hasPayPassword: Schema.Boolean,
  /** Until when the shop service fee is paid, or null. */
  shopServiceUntil: Schema.NullOr(IsoTime),
})
export type AccountCenter = typeof AccountCenter.Type

export const AccountSecurity = Schema.Struct({
  phone: Schema.NullOr(Schema.String),
  email: Schema.NullOr(Schema.String),
  authState: Schema.String,
  hasPayPassword: Schema.Boolean,
  /** When a locked payment password opens again, or null when it is not locked. */
  payPasswordLockedUntil: Schema.NullOr(IsoTime),
  withdrawAccount: Schema.NullOr(WithdrawAccount),
})
export type AccountSecurity = typeof AccountSecurity.Type

/** Totals of the member's money movements, from the ledger. */
export const OrderTotal = Schema.Struct({
  /** Purchases paid from the balance. */
  orderCount: Count,
  spent: Cents,
  recharged: Cents,
  withdrawn: Cents,
  pointsEarned: Count,
  pointsSpent: Count,
})
export type OrderTotal = typeof OrderTotal.Type

/** One line of the bill or of the points history. */
export const LedgerLine = Schema.Struct({
  id: Id,
  type: BillType,
  kind: Schema.String,
  title: Schema.String,
  /** Signed: negative when money or points left. */
  amount: Schema.Number.check(Schema.isInt()),
  balanceAfter: Schema.Number.check(Schema.isInt()),
  ref: Schema.String,
  createTime: IsoTime,
})
export type LedgerLine = typeof LedgerLine.Type

export const BillPage = WalletPage(LedgerLine)
export type BillPage = typeof BillPage.Type

/** The points history: the member's points now, and a page of the ledger's points lines. */
export const PointsPage = Schema.Struct({ points: Count, ...BillPage.fields })
export type PointsPage = typeof PointsPage.Type

export const VipGrade = Schema.Struct({ id: Id, name: Schema.String, level: Count, description: Schema.String })
export type VipGrade = typeof VipGrade.Type

export const VipPrivilege = Schema.Struct({
  id: Id,
  gradeId: Id,
  gradeName: Schema.String,
  title: Schema.String,
  description: Schema.String,
  icon: Schema.String,
})
export type VipPrivilege = typeof VipPrivilege.Type

export const MemberFee = Schema.Struct({
  id: Id,
  gradeId: Id,
  gradeName: Schema.String,
  name: Schema.String,
  months: Count,
  price: Cents,
  originalPrice: Cents,
  description: Schema.String,
  recommended: Schema.Boolean,
})
export type MemberFee = typeof MemberFee.Type

/** The SMS ticket of the payment password form: the code goes to the member's phone. */
export const SmsTicket = Schema.Struct({
  uuid: Schema.String,
  /** The phone the code went to, masked. */
  phone: Schema.String,
  /** Seconds the code stays valid. */
  expiresIn: Count,
  /** Seconds before another code may be sent. */
  resendIn: Count,
})
export type SmsTicket = typeof SmsTicket.Type

export const WithdrawalStatus = Schema.Literals(["pending", "approved", "rejected"])

export const Withdrawal = Schema.Struct({
  id: Id,
  amount: Cents,
  status: WithdrawalStatus,
  account: Schema.String,
  accountName: Schema.String,
  createTime: IsoTime,
  reviewTime: Schema.NullOr(IsoTime),
  rejectReason: Schema.NullOr(Schema.String),
})
export type Withdrawal = typeof Withdrawal.Type

/** What the withdrawal page needs. */
export const ExtractInfo = Schema.Struct({
  balance: Cents,
  frozen: Cents,
  minAmount: Cents,
  maxAmount: Cents,
  hasPayPassword: Schema.Boolean,
  withdrawAccount: Schema.NullOr(WithdrawAccount),
  recent: Schema.Array(Withdrawal),
})
export type ExtractInfo = typeof ExtractInfo.Type

/** A withdrawal as the administrator sees it: account in full, with the member. */
export const AdminWithdrawal = Schema.Struct({
  ...Withdrawal.fields,
  userId: Id,
  username: Schema.String,
  nickName: Schema.String,
})
export type AdminWithdrawal = typeof AdminWithdrawal.Type

export const AdminWithdrawalPage = WalletPage(AdminWithdrawal)

const PaymentStatus = Schema.Literals(["pending", "paid", "failed", "expired"])

/** A recharge payment as its member sees it. */
export const RechargePayment = Schema.Struct({
  id: Schema.String,
  amount: Cents,
  subject: Schema.String,
  status: PaymentStatus,
  /** Where the payer pays (the provider's page). */
  payUrl: Schema.String,
  createTime: IsoTime,
  expireTime: IsoTime,
  settleTime: Schema.NullOr(IsoTime),
  /** The balance after the credit, once paid. */
  balance: Cents,
})
export type RechargePayment = typeof RechargePayment.Type

/** What the sandbox provider's payer page shows. */
export const SandboxPayment = Schema.Struct({
  id: Schema.String,
  merchant: Schema.String,
  subject: Schema.String,
  amount: Cents,
  status: PaymentStatus,
  /** The payee's member, masked nickname. */
  payee: Schema.String,
  expireTime: IsoTime,
  /** Where the payer returns to afterwards. */
  returnUrl: Schema.String,
})
export type SandboxPayment = typeof SandboxPayment.Type

const WalletOrderKind = Schema.Literals(["vip", "shop_fee"])
const WalletOrderStatus = Schema.Literals(["unpaid", "paid", "closed"])

export const WalletOrder = Schema.Struct({
  id: Id,
  orderNo: Schema.String,
  kind: WalletOrderKind,
  title: Schema.String,
  amount: Cents,
  months: Count,
  status: WalletOrderStatus,
  createTime: IsoTime,
  payTime: Schema.NullOr(IsoTime),
  /** The end of the period the payment covers, once paid. */
  periodEnd: Schema.NullOr(IsoTime),
})
export type WalletOrder = typeof WalletOrder.Type

/** The answer of a balance payment: the order, the member's grade and balance afterwards. */
export const OrderPayResult = Schema.Struct({
  order: WalletOrder,
  grade: AccountGrade,
  balance: Cents,
})
export type OrderPayResult = typeof OrderPayResult.Type
