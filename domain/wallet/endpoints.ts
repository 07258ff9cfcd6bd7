import { PERMISSIONS, requires } from "../admin/index.ts"
import { Schema } from "effect"
import { IdNumber, Int4FromString } from "../core/validation/boundary.ts"
import { Encrypted, IdempotencyKey, PositiveIdFromString as IdFromString } from "../core/endpoint-fields.ts"
import { endpoint } from "../core/endpoint.ts"
import { isInstantText } from "../core/validation/rules.ts"
import { WALLET_MESSAGES } from "./wallet.ts"
import {
  AccountCenter,
  AccountSecurity,
  AdminWithdrawalPage,
  AdminWithdrawal,
  BillPage,
  BillType,
  ExtractInfo,
  MemberFee,
  OrderPayResult,
  OrderTotal,
  PointsPage,
  RechargePayment,
  SandboxPayment,
  SmsTicket,
  VipGrade,
  VipPrivilege,
  WalletOrder,
  WithdrawAccount,
  Withdrawal,
  WithdrawalStatus,
} from "./entities/wallet.ts"

/**
 * The wallet (spec 2 §7 Account, payment password): account summary, bill and points,
 * grades and VIP plans, the payment password, recharge through the payment provider,
 * withdrawals and their review, and balance payments of wallet orders (VIP, shop fee).
 *
 * Pay calls carry `idempotencyKey`: the browser makes one per payment it means and sends it
 * again on a retry, which then answers the first result without paying twice.
 * Passwords (`password`, `confirm`, `payPass`) travel RSA-encrypted.
 */

const IntFromString = Int4FromString
const IdParam = Schema.Struct({ id: IdFromString })
/** A recharge payment's id in the path (the provider's id, as the sandbox cashier shows it too). */
const PaymentIdParam = Schema.Struct({ id: Schema.String.check(Schema.isMaxLength(64)) })
const PositiveInt = IdNumber


const PageQuery = {
  page: Schema.optional(IntFromString.check(Schema.isGreaterThanOrEqualTo(0))),
  size: Schema.optional(IntFromString.check(Schema.isBetween({ minimum: 1, maximum: 100 }))),
}

/** ISO 8601 instants bounding a list (inclusive), on days and at times that exist. */
const TimeBound = Schema.String.check(Schema.makeFilter<string>((s) => isInstantText(s) || WALLET_MESSAGES.timeFormat))

export const walletEndpoints = {
  accountCenter: endpoint({
    method: "GET",
    path: "/api/Account/center",
    access: "member",
    response: AccountCenter,
    errors: [],
  }),
  accountSecurity: endpoint({
    method: "GET",
    path: "/api/Account/security",
    access: "member",
    response: AccountSecurity,
    errors: [],
  }),
  accountOrderTotal: endpoint({
    method: "GET",
    path: "/api/Account/order/total",
    access: "member",
    response: OrderTotal,
    errors: [],
  }),
  accountBill: endpoint({
    method: "GET",
    path: "/api/account/bill",
    access: "member",
    query: Schema.Struct({
      ...PageQuery,
      type: Schema.optional(BillType),
      start: Schema.optional(TimeBound),
      end: Schema.optional(TimeBound),
    }),
    response: BillPage,
    errors: [400],
  }),
  accountPoints: endpoint({
    method: "GET",
    path: "/api/account/points",
    access: "member",
    query: Schema.Struct({ ...PageQuery, start: Schema.optional(TimeBound), end: Schema.optional(TimeBound) }),
    response: PointsPage,
    errors: [400],
  }),
  gradeAll: endpoint({
    method: "GET",
    path: "/api/account/grade/all",
    access: "public",
    response: Schema.Array(VipGrade),
    errors: [],
  }),
  gradePrivilegeAll: endpoint({
    method: "GET",
    path: "/api/account/grade/privilege/all",
    access: "public",
    response: Schema.Array(VipPrivilege),
    errors: [],
  }),
  memberFeeAll: endpoint({
    method: "GET",
    path: "/api/member/fee/all",
    access: "public",
    response: Schema.Array(MemberFee),
    errors: [],
  }),

  // Payment password
  payPasswordInfoCode: endpoint({
    method: "GET",
    path: "/api/Account/infoCode",
    access: "member",
    ownPagesOnly: true,
    response: SmsTicket,
    errors: [409, 429, 503],
  }),
  payPasswordUpdate: endpoint({
    method: "POST",
    path: "/api/Account/update/pay/password",
    access: "member",
    body: Schema.Struct({
      password: Encrypted,
      confirm: Encrypted,
      infoCode: Schema.String.check(Schema.isMaxLength(16)),
      uuid: Schema.String.check(Schema.isMaxLength(64)),
      updateType: Schema.Literal("basics"),
    }),
    response: Schema.Struct({ hasPayPassword: Schema.Boolean, message: Schema.String }),
    errors: [400, 409, 429],
  }),

  // Withdrawals
  withdrawAccountBind: endpoint({
    method: "POST",
    path: "/api/Account/update/alipay",
    access: "member",
    body: Schema.Struct({
      account: Schema.String.check(Schema.isMaxLength(100)),
      name: Schema.String.check(Schema.isMaxLength(40)),
      payPass: Encrypted,
    }),
    response: WithdrawAccount,
    errors: [400, 409, 429],
  }),
  accountExtract: endpoint({
    method: "GET",
    path: "/api/Account/extract",
    access: "member",
    response: ExtractInfo,
    errors: [],
  }),
  balanceExtract: endpoint({
    method: "POST",
    path: "/api/Account/balance/extract",
    access: "member",
    body: Schema.Struct({ amount: PositiveInt, payPass: Encrypted, idempotencyKey: IdempotencyKey }),
    response: Withdrawal,
    errors: [400, 409, 429],
  }),
  withdrawalDetail: endpoint({
    method: "GET",
    path: "/api/Account/extract/{id}",
    access: "member",
    params: IdParam,
    response: Withdrawal,
    errors: [404],
  }),
  adminWithdrawals: endpoint({
    method: "GET",
    path: "/api/admin/withdrawals",
    access: requires(PERMISSIONS.money),
    query: Schema.Struct({ ...PageQuery, status: Schema.optional(WithdrawalStatus) }),
    response: AdminWithdrawalPage,
    errors: [400],
  }),
  adminWithdrawalApprove: endpoint({
    method: "POST",
    path: "/api/admin/withdrawals/{id}/approve",
    access: requires(PERMISSIONS.money),
    params: IdParam,
    response: AdminWithdrawal,
    errors: [404, 409],
  }),
  adminWithdrawalReject: endpoint({
    method: "POST",
    path: "/api/admin/withdrawals/{id}/reject",
    access: requires(PERMISSIONS.money),
    params: IdParam,
    body: Schema.Struct({ reason: Schema.String.check(Schema.isMaxLength(200)) }),
    response: AdminWithdrawal,
    errors: [400, 404, 409],
  }),

  // Recharge through the payment provider
  rechargeCreate: endpoint({
    method: "POST",
    path: "/api/account/recharge",
    access: "member",
    body: Schema.Struct({ amount: PositiveInt, idempotencyKey: IdempotencyKey }),
    response: RechargePayment,
    errors: [400, 409, 503],
  }),
  rechargeStatus: endpoint({
    method: "GET",
    path: "/api/account/recharge/{id}",
    access: "member",
    params: PaymentIdParam,
    response: RechargePayment,
    errors: [404],
  }),
  sandboxPayment: endpoint({
    method: "GET",
    path: "/api/sandbox/pay/{id}",
    access: "member",
    params: PaymentIdParam,
    response: SandboxPayment,
    errors: [404],
  }),
  sandboxPaymentConfirm: endpoint({
    method: "POST",
    path: "/api/sandbox/pay/{id}/confirm",
    access: "member",
    params: PaymentIdParam,
    response: SandboxPayment,
    errors: [404, 409],
  }),
  sandboxPaymentFail: endpoint({
    method: "POST",
    path: "/api/sandbox/pay/{id}/fail",
    access: "member",
    params: PaymentIdParam,
    response: SandboxPayment,
    errors: [404, 409],
  }),

  // VIP membership
  vipOrderCreate: endpoint({
    method: "POST",
    path: "/api/account/order/annual/create/pay",
    access: "member",
    body: Schema.Struct({ feeId: PositiveInt, idempotencyKey: IdempotencyKey }),
    response: WalletOrder,
    errors: [400, 404, 409],
  }),
  vipOrderBalancePay: endpoint({
    method: "POST",
    path: "/api/account/order/annual/balance/pay",
    access: "member",
    body: Schema.Struct({ orderId: PositiveInt, payPass: Encrypted, idempotencyKey: IdempotencyKey }),
    response: OrderPayResult,
    errors: [400, 404, 409, 429],
  }),
  vipOrderStatus: endpoint({
    method: "GET",
    path: "/api/account/order/annual/status/pay/{id}",
    access: "member",
    params: IdParam,
    response: WalletOrder,
    errors: [404],
  }),

  // Shop service fee
  shopFeeOrderCreate: endpoint({
    method: "POST",
    path: "/api/account/shop/order/create/pay",
    access: "member",
    body: Schema.Struct({ idempotencyKey: IdempotencyKey }),
    response: WalletOrder,
    errors: [400, 409],
  }),
  shopFeeOrderBalancePay: endpoint({
    method: "POST",
    path: "/api/account/shop/order/balance/pay",
    access: "member",
    body: Schema.Struct({ orderId: PositiveInt, payPass: Encrypted, idempotencyKey: IdempotencyKey }),
    response: OrderPayResult,
    errors: [400, 404, 409, 429],
  }),
  shopFeeOrderStatus: endpoint({
    method: "GET",
    path: "/api/account/shop/order/status/pay/{id}",
    access: "member",
    params: IdParam,
    response: WalletOrder,
    errors: [404],
  }),
} as const
