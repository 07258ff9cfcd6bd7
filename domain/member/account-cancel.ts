/**
 * Closing an account (/account/cancel, `GET api/Account/cancel_account`) and a member's shop
 * (/account/shopCancel, /smallShop/cancel). Closing needs the agreement read and every
 * condition met: the sign-in details unchanged for a while, nothing left in the wallet and
 * nothing still open.
 */

import { DAY } from "../core/durations.ts"

/** Days the password and the phone must have stayed unchanged before the account can close. */
export const CANCEL_QUIET_DAYS = 30

/** Whether a password or phone change at `changedAt` (ms) is still within the quiet days at `now`. */
export function changedRecently(changedAt: number | null, now: number): boolean {
  return changedAt !== null && now - changedAt < CANCEL_QUIET_DAYS * DAY
}

export interface CancelFacts {
  /** The password or the bound phone changed within the quiet days (someone else may hold the account). */
  readonly credentialsChangedRecently: boolean
  readonly balanceCents: number
  /** Withdrawals waiting for review. */
  readonly frozenCents: number
  readonly points: number
  /** Gift exchanges and claimed prizes not yet delivered. */
  readonly openGiftOrders: number
  /** Wallet orders created but not paid. */
  readonly unpaidOrders: number
  /** Real-name request under review. */
  readonly realNamePending: boolean
}

/** The conditions of closing, in the order the page lists them. */
export const CANCEL_CHECK_KEYS = ["security", "balance", "withdrawals", "giftOrders", "orders", "realName"] as const

export interface CancelCheck {
  readonly key: (typeof CANCEL_CHECK_KEYS)[number]
  readonly label: string
  readonly passed: boolean
  /** What the member should do when it has not passed. */
  readonly hint: string
}

export const CANCEL_MESSAGES = {
  agreementRequired: "请先阅读并同意《账号注销协议》",
  conditionsUnmet: "您的账号暂不满足注销条件",
  done: "账号已注销，感谢您的陪伴",
  confirm: "注销后账号将无法登录，所有数据将被清除且无法恢复，确定注销吗？",
  pointsForfeit: "注销后剩余积分将作废",
  adminRefused: "管理员账号不能注销",
} as const

/** The conditions, in the order the page lists them. Points do not block: they lapse. */
export function cancelChecks(facts: CancelFacts): ReadonlyArray<CancelCheck> {
  return [
    {
      key: "security",
      label: `近${CANCEL_QUIET_DAYS}日内未修改密码或更换手机号`,
      passed: !facts.credentialsChangedRecently,
      hint: `请在修改满${CANCEL_QUIET_DAYS}日后再申请注销`,
    },
    { key: "balance", label: "账户余额为零", passed: facts.balanceCents === 0, hint: "请先将余额提现" },
    { key: "withdrawals", label: "没有审核中的提现", passed: facts.frozenCents === 0, hint: "请等待提现审核完成" },
    { key: "giftOrders", label: "没有未完成的兑换订单", passed: facts.openGiftOrders === 0, hint: "请等待兑换的礼品送达" },
    { key: "orders", label: "没有未支付的订单", passed: facts.unpaidOrders === 0, hint: "请支付或取消未支付的订单" },
    { key: "realName", label: "没有审核中的实名认证", passed: !facts.realNamePending, hint: "请等待实名认证审核完成" },
  ]
}

export function canCancel(checks: ReadonlyArray<CancelCheck>): boolean {
  return checks.every((c) => c.passed)
}

/** The shop application of a member (GET /api/memberShop/center/queryApplyStatus). */
export type ShopApplyStatus = "none" | "pending" | "approved" | "rejected" | "cancelled"

export const SHOP_STATUS_LABELS: Readonly<Record<ShopApplyStatus, string>> = {
  none: "未开通店铺",
  pending: "开店申请审核中",
  approved: "店铺已开通",
  rejected: "开店申请未通过",
  cancelled: "店铺已注销",
}

export const SHOP_CANCEL_MESSAGES = {
  noShop: "您还没有开通店铺",
  pending: "开店申请审核中，暂不能注销",
  done: "店铺已注销",
  confirm: "注销后店铺将关闭，商品全部下架且无法恢复，确定注销店铺吗？",
  agreementRequired: "请先阅读并同意《店铺注销协议》",
} as const
