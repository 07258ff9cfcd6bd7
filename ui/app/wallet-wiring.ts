import { fromPromise } from "xstate"
import { NOTICE_MESSAGES } from "../../domain/core/messages.ts"
import { rechargeMachine } from "../../machines/wallet/recharge.machine.ts"
import { sandboxCashierMachine } from "../../machines/wallet/sandbox-cashier.machine.ts"
import { setPayPasswordMachine } from "../../machines/wallet/set-pay-password.machine.ts"
import { vipPurchaseMachine } from "../../machines/wallet/vip-purchase.machine.ts"
import { withdrawalMachine } from "../../machines/wallet/withdrawal.machine.ts"
import { notify } from "../notify/toast-store.ts"
import { api } from "./services.ts"
import { encryptPassword } from "./session-wiring.ts"

/**
 * The wallet's machines wired to the request client, the RSA encryption of payment passwords
 * and the page's navigation. Calls whose refusal a machine shows in place are silent (no
 * toast on top of the message).
 */

/** A fresh base for the idempotency keys of one payment the member means to make. */
export const newPaymentKey = (): string => crypto.randomUUID().replace(/-/g, "")

/** Encrypts a payment password for the server. */
export const encryptPayPassword = (password: string): Promise<string> => encryptPassword(password)

export const wiredSetPayPasswordMachine = setPayPasswordMachine.provide({
  actors: {
    sendCode: fromPromise(async () => {
      const { uuid, resendIn } = await api.call("payPasswordInfoCode", undefined, { silent: true })
      return { uuid, resendIn }
    }),
    submitPassword: fromPromise(async ({ input }) => {
      const [password, confirm] = await Promise.all([encryptPassword(input.password), encryptPassword(input.confirm)])
      return api.call(
        "payPasswordUpdate",
        { body: { password, confirm, infoCode: input.infoCode, uuid: input.uuid, updateType: "basics" } },
        { silent: true },
      )
    }),
  },
  actions: {
    notifySent: () => notify.warning(NOTICE_MESSAGES.smsSent),
    notifyDone: () => notify.success(NOTICE_MESSAGES.payPasswordSet, NOTICE_MESSAGES.success),
  },
})

export const wiredRechargeMachine = rechargeMachine.provide({
  actors: {
    createRecharge: fromPromise(({ input }) => api.call("rechargeCreate", { body: input }, { silent: true })),
    fetchStatus: fromPromise(({ input }) => api.call("rechargeStatus", { params: { id: input.id } }, { silent: true })),
  },
  // The cashier belongs to the payment provider: the page is left as for any provider.
  actions: { goToCashier: (_, params) => location.assign(params.payUrl) },
})

export const wiredWithdrawalMachine = withdrawalMachine.provide({
  actors: {
    bindAccount: fromPromise(async ({ input }) =>
      api.call(
        "withdrawAccountBind",
        { body: { account: input.account, name: input.name, payPass: await encryptPayPassword(input.password) } },
        { silent: true },
      ),
    ),
    requestWithdrawal: fromPromise(async ({ input }) =>
      api.call(
        "balanceExtract",
        { body: { amount: input.amount, payPass: await encryptPayPassword(input.password), idempotencyKey: input.idempotencyKey } },
        { silent: true },
      ),
    ),
  },
})

export const wiredVipPurchaseMachine = vipPurchaseMachine.provide({
  actors: {
    createOrder: fromPromise(async ({ input }) =>
      api.call("vipOrderCreate", { body: { feeId: input.planId ?? 0, idempotencyKey: input.idempotencyKey } }, { silent: true }),
    ),
  },
})

export const wiredShopFeePurchaseMachine = vipPurchaseMachine.provide({
  actors: {
    createOrder: fromPromise(({ input }) => api.call("shopFeeOrderCreate", { body: { idempotencyKey: input.idempotencyKey } }, { silent: true })),
  },
})

/** The sandbox cashier of one payment; `go` leaves for the merchant's return page. */
export const cashierMachineFor = (id: string, go: (url: string) => void) =>
  sandboxCashierMachine.provide({
    actors: {
      load: fromPromise(() => api.call("sandboxPayment", { params: { id } }, { silent: true })),
      settle: fromPromise(({ input }) =>
        api.call(input.outcome === "paid" ? "sandboxPaymentConfirm" : "sandboxPaymentFail", { params: { id } }, { silent: true }),
      ),
    },
    actions: { returnToMerchant: (_, params) => go(params.url) },
  })

/**
 * The balance payments of each kind of order, for the balance-pay widget: each takes the
 * encrypted payment password and the payment's idempotency key (the same on a retry).
 */
export const balancePayments = {
  courseOrder: (orderNum: string) => (payPass: string, idempotencyKey: string) =>
    api.call("courseOrderBalancePay", { body: { orderNum, payPass, idempotencyKey } }, { silent: true }),
  vipOrder: (orderId: number) => (payPass: string, idempotencyKey: string) =>
    api.call("vipOrderBalancePay", { body: { orderId, payPass, idempotencyKey } }, { silent: true }),
  shopFeeOrder: (orderId: number) => (payPass: string, idempotencyKey: string) =>
    api.call("shopFeeOrderBalancePay", { body: { orderId, payPass, idempotencyKey } }, { silent: true }),
}
