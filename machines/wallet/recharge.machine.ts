import { assign, setup } from "xstate"
import { centsToYuan } from "../../domain/core/money.ts"
import { checkAmountInput, RECHARGE_MAX_CENTS, RECHARGE_MIN_CENTS, WALLET_MESSAGES, type PaymentStatus } from "../../domain/wallet/wallet.ts"
import { callMessage } from "../core/failure.ts"
import { outputIs } from "../core/guards.ts"
import { requiredActor } from "../core/required-actor.ts"

const messageOf = callMessage

/** What the recharge calls answer, as far as the flow needs it. */
export interface RechargeView {
  readonly id: string
  readonly amount: number
  readonly status: PaymentStatus
  readonly payUrl: string
  readonly balance: number
}

/** How often the return page asks the server about a payment, and how many times before it offers a manual check. */
export const RECHARGE_POLL_MS = 2000
export const RECHARGE_MAX_POLLS = 30

export interface RechargeContext {
  readonly amountText: string
  readonly error: string | null
  readonly payment: RechargeView | null
  readonly paymentId: string | null
  readonly polls: number
  /** The key of this recharge; a new amount makes a new recharge (attempt + 1). */
  readonly keyBase: string
  readonly attempt: number
  /** Checks before offering a manual one (RECHARGE_MAX_POLLS unless given). */
  readonly maxPolls: number
}

/**
 * Recharging the balance through the payment provider. On the recharge page: the member
 * chooses or types an amount (yuan, 2 decimals, within the limits), the payment is created
 * with an idempotency key and the payer is sent to the provider's cashier (`goToCashier`);
 * the balance is never credited from here. Back on the return page (input `paymentId`) the
 * flow asks the server until the provider's outcome is known: paid, failed or expired, or,
 * after a minute, offers to check again.
 */
export const rechargeMachine = setup({
  types: {
    context: {} as RechargeContext,
    events: {} as
      | { type: "amount.change"; text: string }
      | { type: "amount.preset"; cents: number }
      | { type: "recharge.submit" }
      | { type: "status.refresh" },
    input: {} as { paymentId: string | null; keyBase: string; maxPolls?: number },
  },
  actors: {
    createRecharge: requiredActor<RechargeView, { amount: number; idempotencyKey: string }>("rechargeMachine needs a createRecharge actor"),
    fetchStatus: requiredActor<RechargeView, { id: string }>("rechargeMachine needs a fetchStatus actor"),
  },
  actions: {
    goToCashier: (_, _params: { payUrl: string }) => {},
  },
  delays: { poll: RECHARGE_POLL_MS },
  guards: {
    isReturning: ({ context }) => context.paymentId !== null,
    isAmountValid: ({ context }) => checkAmountInput(context.amountText, RECHARGE_MIN_CENTS, RECHARGE_MAX_CENTS, WALLET_MESSAGES.rechargeRange).ok,
    isPaid: outputIs<RechargeView>((view) => view.status === "paid"),
    isFailed: outputIs<RechargeView>((view) => view.status === "failed"),
    isExpired: outputIs<RechargeView>((view) => view.status === "expired"),
    hasPollsLeft: ({ context }) => context.polls < context.maxPolls,
  },
}).createMachine({
  id: "recharge",
  context: ({ input }) => ({
    amountText: "",
    error: null,
    payment: null,
    paymentId: input.paymentId,
    polls: 0,
    keyBase: input.keyBase,
    attempt: 0,
    maxPolls: input.maxPolls ?? RECHARGE_MAX_POLLS,
  }),
  initial: "start",
  states: {
    start: {
      always: [{ guard: "isReturning", target: "checking" }, { target: "editing" }],
    },
    editing: {
      on: {
        "amount.change": {
          actions: assign(({ context, event }) => ({
            amountText: event.text,
            error: null,
            attempt: event.text === context.amountText ? context.attempt : context.attempt + 1,
          })),
        },
        "amount.preset": {
          actions: assign(({ context, event }) => {
            const text = centsToYuan(event.cents).replace(/\.00$/, "")
            return { amountText: text, error: null, attempt: text === context.amountText ? context.attempt : context.attempt + 1 }
          }),
        },
        "recharge.submit": [
          { guard: "isAmountValid", target: "creating" },
          {
            actions: assign({
              error: ({ context }) => {
                const check = checkAmountInput(context.amountText, RECHARGE_MIN_CENTS, RECHARGE_MAX_CENTS, WALLET_MESSAGES.rechargeRange)
                return check.ok ? null : check.message
              },
            }),
          },
        ],
      },
    },
    creating: {
      tags: ["busy"],
      invoke: {
        src: "createRecharge",
        input: ({ context }) => {
          const check = checkAmountInput(context.amountText, RECHARGE_MIN_CENTS, RECHARGE_MAX_CENTS, WALLET_MESSAGES.rechargeRange)
          return { amount: check.ok ? check.cents : 0, idempotencyKey: `${context.keyBase}-${context.attempt}` }
        },
        onDone: { target: "redirecting", actions: assign({ payment: ({ event }) => event.output }) },
        onError: { target: "editing", actions: assign({ error: ({ event }) => messageOf(event.error, "充值失败，请稍后再试") }) },
      },
    },
    redirecting: {
      tags: ["busy"],
      entry: { type: "goToCashier", params: ({ context }) => ({ payUrl: context.payment?.payUrl ?? "" }) },
    },
    checking: {
      tags: ["busy"],
      invoke: {
        src: "fetchStatus",
        input: ({ context }) => ({ id: context.paymentId ?? "" }),
        onDone: [
          { guard: "isPaid", target: "paid", actions: assign({ payment: ({ event }) => event.output }) },
          { guard: "isFailed", target: "failed", actions: assign({ payment: ({ event }) => event.output }) },
          { guard: "isExpired", target: "expired", actions: assign({ payment: ({ event }) => event.output }) },
          { target: "waiting", actions: assign({ payment: ({ event }) => event.output }) },
        ],
        onError: { target: "checkFailed", actions: assign({ error: ({ event }) => messageOf(event.error, "查询支付结果失败") }) },
      },
    },
    waiting: {
      after: {
        poll: [
          { guard: "hasPollsLeft", target: "checking", actions: assign({ polls: ({ context }) => context.polls + 1 }) },
          { target: "stillPending" },
        ],
      },
      on: { "status.refresh": { target: "checking" } },
    },
    stillPending: {
      on: { "status.refresh": { target: "checking", actions: assign({ polls: 0 }) } },
    },
    checkFailed: {
      on: { "status.refresh": { target: "checking", actions: assign({ error: null }) } },
    },
    paid: { type: "final" },
    failed: { type: "final" },
    expired: { type: "final" },
  },
})
