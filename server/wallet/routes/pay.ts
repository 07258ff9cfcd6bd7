import { maskPhone } from "../../../domain/core/masking.ts"
import { WALLET_MESSAGES } from "../../../domain/wallet/wallet.ts"
import type { AppDeps } from "../../core/deps.ts"
import { notFound } from "../../../domain/core/errors.ts"
import type { AreaHandlers } from "../../core/http/handler.ts"
import { findForCashier, findRecharge, settlePayment, startRecharge } from "../services/payments/payments.ts"
import { payWalletOrder, placeShopFeeOrder, placeVipOrder } from "../services/order-payment.ts"
import { walletOrderStatus } from "../services/orders.ts"
import { changePayPassword, memberPhone } from "../services/pay-password.ts"
import {
  approveWithdrawal,
  bindWithdrawAccount,
  findWithdrawal,
  listWithdrawals,
  rejectWithdrawal,
  withdrawalSummary,
  withdrawWithPassword,
} from "../services/withdrawals.ts"

const sandboxOnly = (deps: AppDeps) => {
  if (!deps.payments.sandbox) throw notFound(WALLET_MESSAGES.paymentNotFound)
}

/** Payment password, withdrawals, recharge, the sandbox cashier and balance payments of orders. */
export const walletPayHandlers = {
  payPasswordInfoCode: async (_input, { deps, user, ip }) => {
    const phone = await memberPhone(deps.db, user.id)
    const ticket = await deps.sms.issue({ phone, purpose: "payPassword", ip })
    const now = deps.now()
    return {
      uuid: ticket.uuid,
      phone: maskPhone(phone),
      expiresIn: Math.max(0, Math.round((ticket.expiresAt.getTime() - now) / 1000)),
      resendIn: Math.max(0, Math.round((ticket.resendAt.getTime() - now) / 1000)),
    }
  },

  payPasswordUpdate: async ({ body }, { deps, user }) => {
    const prove = (phone: string) => deps.sms.require({ uuid: body.uuid, code: body.infoCode, phone, purpose: "payPassword" })
    await changePayPassword(deps.db, deps.rsa, user.id, body, prove, deps.now())
    return { hasPayPassword: true, message: WALLET_MESSAGES.payPasswordSet }
  },

  withdrawAccountBind: async ({ body }, { deps, user }) => bindWithdrawAccount(deps.db, deps.rsa, user.id, body, deps.now()),

  accountExtract: async (_input, { deps, user }) => withdrawalSummary(deps.db, user.id, deps.now()),

  balanceExtract: async ({ body }, { deps, user }) => withdrawWithPassword(deps.db, deps.rsa, user.id, body, deps.now()),

  withdrawalDetail: async ({ params }, { deps, user }) => findWithdrawal(deps.db, user.id, params.id),

  adminWithdrawals: async ({ query }, { deps }) =>
    listWithdrawals(deps.db, { status: query.status, page: query.page ?? 0, size: query.size ?? 20 }),

  adminWithdrawalApprove: async ({ params }, { deps, user }) => approveWithdrawal(deps.db, params.id, user.id, deps.now()),

  adminWithdrawalReject: async ({ params, body }, { deps, user }) => rejectWithdrawal(deps.db, params.id, user.id, body.reason, deps.now()),

  rechargeCreate: async ({ body }, { deps, user }) => startRecharge(deps.db, deps.payments, user.id, body, deps.now()),

  rechargeStatus: async ({ params }, { deps, user }) => findRecharge(deps.db, deps.payments, user.id, params.id, deps.now()),

  sandboxPayment: async ({ params }, { deps, user }) => {
    sandboxOnly(deps)
    return findForCashier(deps.db, deps.payments, params.id, deps.now(), user.id)
  },

  // The sandbox cashier settles only the payer's own payment: another member's id is not found.
  sandboxPaymentConfirm: async ({ params }, { deps, user }) => {
    sandboxOnly(deps)
    await findForCashier(deps.db, deps.payments, params.id, deps.now(), user.id)
    return settlePayment(deps.db, deps.payments, params.id, "paid", deps.now())
  },

  sandboxPaymentFail: async ({ params }, { deps, user }) => {
    sandboxOnly(deps)
    await findForCashier(deps.db, deps.payments, params.id, deps.now(), user.id)
    return settlePayment(deps.db, deps.payments, params.id, "failed", deps.now())
  },

  vipOrderCreate: async ({ body }, { deps, user }) => placeVipOrder(deps.db, user.id, body.feeId, body.idempotencyKey, deps.now()),

  vipOrderBalancePay: async ({ body }, { deps, user }) => payWalletOrder(deps.db, deps.rsa, user.id, "vip", body, deps.now()),

  vipOrderStatus: async ({ params }, { deps, user }) => walletOrderStatus(deps.db, user.id, "vip", params.id),

  shopFeeOrderCreate: async ({ body }, { deps, user }) => placeShopFeeOrder(deps.db, user.id, body.idempotencyKey, deps.now()),

  shopFeeOrderBalancePay: async ({ body }, { deps, user }) => payWalletOrder(deps.db, deps.rsa, user.id, "shop_fee", body, deps.now()),

  shopFeeOrderStatus: async ({ params }, { deps, user }) => walletOrderStatus(deps.db, user.id, "shop_fee", params.id),
} satisfies AreaHandlers
