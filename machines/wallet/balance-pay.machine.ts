import { assign, setup } from "xstate"
import { canAfford } from "../../domain/core/money.ts"
import { firstFormError } from "../../domain/core/validation/form-errors.ts"
import { validateBalancePay } from "../../domain/wallet/pay-password-form.ts"
import { WALLET_CODES, type Currency } from "../../domain/wallet/wallet.ts"
import { callFailure, type Failure } from "../core/failure.ts"
import { isRefusedWith } from "../core/guards.ts"
import { requiredActor } from "../core/required-actor.ts"

const failureOf = (error: unknown): Failure => callFailure(error, "支付失败，请稍后再试")

export interface BalancePayInput {
  /** What is due: cents for the balance, points for points. */
  readonly amount: number
  readonly currency: Currency
  /** What the member has now, in the same unit. */
  readonly available: number
  readonly hasPayPassword: boolean
  /** One key per payment meant: a retry sends it again and cannot pay twice. */
  readonly idempotencyKey: string
}

export interface BalancePayContext extends BalancePayInput {
  readonly password: string
  readonly error: string | null
  readonly result: unknown
}

/**
 * Paying from the balance or with points (spec 2 §4, §5, §8), the widget courses, gifts, VIP
 * and the shop fee share. Payment is offered only when what the member has covers the amount:
 * otherwise 账号余额不足，请您先 充值余额 再进行支付 (with its recharge link) or
 * 用户积分不足，不能进行积分兑换. A member who can pay but has no payment password is asked to set
 * one first.
 * The six-digit password goes to the caller's `pay` actor (which encrypts it) with the payment's
 * idempotency key. A wrong password comes back to the entry with the server's message (attempts
 * left); a locked password shows the lock; a failed call can be retried with the same key.
 */
export const balancePayMachine = setup({
  types: {
    context: {} as BalancePayContext,
    events: {} as
      | { type: "pay.submit"; password: string }
      | { type: "password.set" }
      | { type: "balance.update"; available: number }
      | { type: "pay.retry" },
    input: {} as BalancePayInput,
    output: {} as { result: unknown },
  },
  actors: {
    pay: requiredActor<unknown, { password: string; idempotencyKey: string }>("balancePayMachine needs a pay actor"),
  },
  guards: {
    needsPassword: ({ context }) => !context.hasPayPassword,
    isCovered: ({ context }) => canAfford(context.available, context.amount),
    isPasswordValid: ({ event }) => event.type === "pay.submit" && firstFormError(validateBalancePay({ password: event.password })) === undefined,
    isInsufficient: ({ event }) => {
      const { code } = failureOf((event as { error?: unknown }).error)
      return code === WALLET_CODES.insufficientBalance || code === WALLET_CODES.insufficientPoints
    },
    isNoPassword: ({ event }) => {
      return failureOf((event as { error?: unknown }).error).code === WALLET_CODES.noPayPassword
    },
    isLocked: isRefusedWith(429),
    isWrongPassword: isRefusedWith(400),
  },
  actions: {
    assignFailure: assign({ error: ({ event }) => failureOf((event as { error?: unknown }).error).message, password: "" }),
  },
}).createMachine({
  id: "balancePay",
  context: ({ input }) => ({ ...input, password: "", error: null, result: null }),
  initial: "checking",
  output: ({ context }) => ({ result: context.result }),
  states: {
    checking: {
      // Without enough money there is nothing to pay with, so that comes first.
      always: [
        { guard: "isCovered", target: "passwordCheck" },
        { target: "insufficient" },
      ],
    },
    passwordCheck: {
      always: [{ guard: "needsPassword", target: "needsPassword" }, { target: "ready" }],
    },
    needsPassword: {
      on: { "password.set": { target: "checking", actions: assign({ hasPayPassword: true, error: null }) } },
    },
    insufficient: {
      on: { "balance.update": { target: "checking", actions: assign({ available: ({ event }) => event.available }) } },
    },
    ready: {
      on: {
        "pay.submit": [
          { guard: "isPasswordValid", target: "paying", actions: assign({ password: ({ event }) => event.password, error: null }) },
          { actions: assign({ error: ({ event }) => firstFormError(validateBalancePay({ password: event.password })) ?? null }) },
        ],
        "balance.update": { target: "checking", actions: assign({ available: ({ event }) => event.available }) },
      },
    },
    paying: {
      tags: ["busy"],
      invoke: {
        src: "pay",
        input: ({ context }) => ({ password: context.password, idempotencyKey: context.idempotencyKey }),
        onDone: { target: "paid", actions: assign({ result: ({ event }) => event.output, password: "", error: null }) },
        onError: [
          { guard: "isInsufficient", target: "insufficient", actions: "assignFailure" },
          { guard: "isNoPassword", target: "needsPassword", actions: ["assignFailure", assign({ hasPayPassword: false })] },
          { guard: "isLocked", target: "locked", actions: "assignFailure" },
          { guard: "isWrongPassword", target: "ready", actions: "assignFailure" },
          { target: "failure", actions: assign({ error: ({ event }) => failureOf(event.error).message }) },
        ],
      },
    },
    locked: {
      on: { "pay.retry": { target: "ready", actions: assign({ error: null }) } },
    },
    failure: {
      on: { "pay.retry": { target: "paying", actions: assign({ error: null }) } },
    },
    paid: { type: "final" },
  },
})
