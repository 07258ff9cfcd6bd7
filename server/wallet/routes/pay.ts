import { eq } from "drizzle-orm"
import { firstFormError } from "../../../domain/core/validation/form-errors.ts"
import { validatePayPassword } from "../../../domain/wallet/pay-password-form.ts"
import { maskPhone } from "../../../domain/core/masking.ts"
import {
  checkAmountCents,
  checkRechargeCents,
  validateWithdrawAccount,
  WALLET_MESSAGES,
  WITHDRAW_MAX_CENTS,
  WITHDRAW_MIN_CENTS,
} from "../../../domain/wallet/wallet.ts"
import type { Tx } from "../../core/db/client.ts"
import { users } from "../../session/tables/users.ts"
import { walletAccounts } from "../tables.ts"
import type { AppDeps } from "../../core/deps.ts"
import { DomainError, badRequest, conflict, notFound } from "../../../domain/core/errors.ts"
import type { AreaHandlers } from "../../core/http/handler.ts"
import { createRecharge, findForCashier, findRecharge, settlePayment } from "../services/payments/payments.ts"
import { once } from "../services/idempotency.ts"
import { balances } from "../services/ledger.ts"
import {
  createShopFeeOrder,
  createVipOrder,
  findOrder,
  orderView,
  payOrderFromBalance,
  type WalletOrderKind,
} from "../services/orders.ts"
import { payPasswordState, setPayPassword, verifyPayPassword } from "../services/pay-password.ts"
import {
  approveWithdrawal,
  findWithdrawal,
  listWithdrawals,
  maskedWithdrawAccount,
  pendingWithdrawalCents,
  recentWithdrawals,
  rejectWithdrawal,
  requestWithdrawal,
} from "../services/withdrawals.ts"
import { gradeOf } from "./account.ts"
import { decryptOrNull, decryptSecret } from "./secret.ts"

const phoneOf = async (deps: AppDeps, userId: number): Promise<string> => {
  const [row] = await deps.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId))
  if (!row?.phone) throw conflict(WALLET_MESSAGES.noPhone)
  return row.phone
}

/**
 * Decrypts the payment password sent with a payment and checks it. A value that does not
 * decrypt counts as a wrong entry, so the lock limits guessing at the ciphertext too.
 */
const checkPayPass = async (deps: AppDeps, userId: number, encrypted: string): Promise<void> => {
  await verifyPayPassword(deps.db, userId, decryptOrNull(deps, encrypted) ?? "", deps.now())
}

const payOrder = async (
  deps: AppDeps,
  userId: number,
  kind: WalletOrderKind,
  body: { readonly orderId: number; readonly payPass: string; readonly idempotencyKey: string },
) => {
  await checkPayPass(deps, userId, body.payPass)
  const now = deps.now()
  return deps.db.transaction((tx) =>
    once(tx, { userId, key: body.idempotencyKey, scope: `${kind}Pay:${body.orderId}` }, async () => {
      const order = await payOrderFromBalance(tx, { userId, kind, orderId: body.orderId, idempotencyKey: body.idempotencyKey }, now)
      const [grade, money] = await Promise.all([gradeOf(tx, userId, now), balances(tx, userId)])
      return { order, grade, balance: money.balanceCents }
    }),
  )
}

const orderStatus = async (tx: Tx, userId: number, kind: WalletOrderKind, id: number) => orderView(await findOrder(tx, userId, kind, id))

const sandboxOnly = (deps: AppDeps) => {
  if (!deps.payments.sandbox) throw notFound(WALLET_MESSAGES.paymentNotFound)
}

/** Payment password, withdrawals, recharge, the sandbox cashier and balance payments of orders. */
export const walletPayHandlers = {
  payPasswordInfoCode: async (_input, { deps, user, ip }) => {
    const phone = await phoneOf(deps, user.id)
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
    const password = decryptSecret(deps, body.password)
    const confirm = decryptSecret(deps, body.confirm)
    const message = firstFormError(validatePayPassword({ password, confirm, infoCode: body.infoCode, uuid: body.uuid }))
    if (message !== undefined) throw badRequest(message)
    if (!/^\d{6}$/.test(password)) throw badRequest("请输入6位数的支付密码")
    const phone = await phoneOf(deps, user.id)
    await deps.sms.require({ uuid: body.uuid, code: body.infoCode, phone, purpose: "payPassword" })
    await setPayPassword(deps.db, user.id, password, deps.now())
    return { hasPayPassword: true, message: WALLET_MESSAGES.payPasswordSet }
  },

  withdrawAccountBind: async ({ body }, { deps, user }) => {
    const problems = validateWithdrawAccount(body.account, body.name)
    const problem = problems.account ?? problems.name
    if (problem) throw badRequest(problem)
    await checkPayPass(deps, user.id, body.payPass)
    const account = body.account.trim()
    const name = body.name.trim()
    await deps.db
      .update(walletAccounts)
      .set({ withdrawAccount: account, withdrawName: name, updatedAt: new Date(deps.now()) })
      .where(eq(walletAccounts.userId, user.id))
    const masked = maskedWithdrawAccount(account, name)
    if (!masked) throw new DomainError(409, "withdraw_account_missing", "提现账户未保存")
    return masked
  },

  accountExtract: async (_input, { deps, user }) => {
    const [money, frozen, [account], payPassword, recent] = await Promise.all([
      balances(deps.db, user.id),
      pendingWithdrawalCents(deps.db, user.id),
      deps.db
        .select({ account: walletAccounts.withdrawAccount, name: walletAccounts.withdrawName })
        .from(walletAccounts)
        .where(eq(walletAccounts.userId, user.id)),
      payPasswordState(deps.db, user.id, deps.now()),
      recentWithdrawals(deps.db, user.id),
    ])
    return {
      balance: money.balanceCents,
      frozen,
      minAmount: WITHDRAW_MIN_CENTS,
      maxAmount: WITHDRAW_MAX_CENTS,
      hasPayPassword: payPassword.hasPayPassword,
      withdrawAccount: maskedWithdrawAccount(account?.account ?? null, account?.name ?? null),
      recent,
    }
  },

  balanceExtract: async ({ body }, { deps, user }) => {
    // Only the fixed limits before the password: the balance is checked inside the payment,
    // so that a retry of a request that went through still answers it.
    const range = checkAmountCents(body.amount, WITHDRAW_MIN_CENTS, WITHDRAW_MAX_CENTS, WALLET_MESSAGES.withdrawRange)
    if (!range.ok) throw badRequest(range.message)
    await checkPayPass(deps, user.id, body.payPass)
    const now = deps.now()
    return deps.db.transaction((tx) =>
      once(tx, { userId: user.id, key: body.idempotencyKey, scope: "withdraw" }, () => requestWithdrawal(tx, user.id, body.amount, now)),
    )
  },

  withdrawalDetail: async ({ params }, { deps, user }) => findWithdrawal(deps.db, user.id, params.id),

  adminWithdrawals: async ({ query }, { deps }) =>
    listWithdrawals(deps.db, { status: query.status, page: query.page ?? 0, size: query.size ?? 20 }),

  adminWithdrawalApprove: async ({ params }, { deps, user }) =>
    deps.db.transaction((tx) => approveWithdrawal(tx, params.id, user.id, deps.now())),

  adminWithdrawalReject: async ({ params, body }, { deps, user }) => {
    const reason = body.reason.trim()
    if (reason === "") throw badRequest(WALLET_MESSAGES.rejectReasonRequired)
    return deps.db.transaction((tx) => rejectWithdrawal(tx, params.id, user.id, reason, deps.now()))
  },

  rechargeCreate: async ({ body }, { deps, user }) => {
    if (deps.payments.name === "none") throw new DomainError(503, "payment_unavailable", WALLET_MESSAGES.paymentUnavailable)
    const range = checkRechargeCents(body.amount)
    if (!range.ok) throw badRequest(range.message)
    const now = deps.now()
    return deps.db.transaction((tx) =>
      once(tx, { userId: user.id, key: body.idempotencyKey, scope: "recharge" }, () =>
        createRecharge(tx, deps.payments, { userId: user.id, amountCents: body.amount }, now),
      ),
    )
  },

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

  vipOrderCreate: async ({ body }, { deps, user }) => {
    const now = deps.now()
    return deps.db.transaction((tx) =>
      once(tx, { userId: user.id, key: body.idempotencyKey, scope: "vipCreate" }, () => createVipOrder(tx, user.id, body.feeId, now)),
    )
  },

  vipOrderBalancePay: async ({ body }, { deps, user }) => payOrder(deps, user.id, "vip", body),

  vipOrderStatus: async ({ params }, { deps, user }) => orderStatus(deps.db, user.id, "vip", params.id),

  shopFeeOrderCreate: async ({ body }, { deps, user }) => {
    const now = deps.now()
    return deps.db.transaction((tx) =>
      once(tx, { userId: user.id, key: body.idempotencyKey, scope: "shopFeeCreate" }, () => createShopFeeOrder(tx, user.id, now)),
    )
  },

  shopFeeOrderBalancePay: async ({ body }, { deps, user }) => payOrder(deps, user.id, "shop_fee", body),

  shopFeeOrderStatus: async ({ params }, { deps, user }) => orderStatus(deps.db, user.id, "shop_fee", params.id),
} satisfies AreaHandlers
