import { assign, setup } from "xstate"
import { centsToYuan, parseYuan } from "../../domain/core/money.ts"
import { firstFormError } from "../../domain/core/validation/form-errors.ts"
import { validateBalancePay } from "../../domain/wallet/pay-password-form.ts"
import { checkAmountInput, checkWithdrawCents, validateWithdrawAccount, WALLET_MESSAGES, WITHDRAW_MAX_CENTS, WITHDRAW_MIN_CENTS } from "../../domain/wallet/wallet.ts"
import { callFailure } from "../core/failure.ts"
import { requiredActor } from "../core/required-actor.ts"

const failureOf = callFailure

export interface WithdrawAccountView {
  readonly account: string
  readonly name: string
}

export interface WithdrawalInput {
  readonly balance: number
  readonly hasPayPassword: boolean
  /** The bound Alipay account (masked), or null. */
  readonly account: WithdrawAccountView | null
  readonly keyBase: string
}

export interface WithdrawalContext extends WithdrawalInput {
  readonly amountText: string
  readonly accountDraft: { readonly account: string; readonly name: string }
  readonly accountErrors: { readonly account?: string; readonly name?: string }
  readonly password: string
  readonly error: string | null
  readonly attempt: number
  readonly withdrawal: unknown
}

const amountCheck = (context: WithdrawalContext) => {
  const typed = checkAmountInput(context.amountText, WITHDRAW_MIN_CENTS, WITHDRAW_MAX_CENTS, WALLET_MESSAGES.withdrawRange)
  return typed.ok ? checkWithdrawCents(typed.cents, context.balance) : typed
}

const passwordError = (password: string) => firstFormError(validateBalancePay({ password }))

/**
 * A withdrawal of the balance to the member's Alipay account. Without a payment password the
 * member sets one first; without a bound account they bind one (account and real name,
 * confirmed with the payment password). The amount (yuan, within the limits and the balance;
 * 全部提现 fills the whole balance) and the payment password make the request, sent with its
 * idempotency key; the amount then leaves the balance and waits for review.
 */
export const withdrawalMachine = setup({
  types: {
    context: {} as WithdrawalContext,
    events: {} as
      | { type: "password.set" }
      | { type: "account.change"; field: "account" | "name"; value: string }
      | { type: "account.submit"; password: string }
      | { type: "account.edit" }
      | { type: "amount.change"; text: string }
      | { type: "amount.all" }
      | { type: "extract.submit"; password: string }
      | { type: "extract.retry" },
    input: {} as WithdrawalInput,
    output: {} as { withdrawal: unknown },
  },
  actors: {
    bindAccount: requiredActor<WithdrawAccountView, { account: string; name: string; password: string }>("withdrawalMachine needs a bindAccount actor"),
    requestWithdrawal: requiredActor<unknown, { amount: number; password: string; idempotencyKey: string }>("withdrawalMachine needs a requestWithdrawal actor"),
  },
  guards: {
    needsPassword: ({ context }) => !context.hasPayPassword,
    needsAccount: ({ context }) => context.account === null,
    isAccountValid: ({ context, event }) =>
      event.type === "account.submit" &&
      Object.keys(validateWithdrawAccount(context.accountDraft.account, context.accountDraft.name)).length === 0 &&
      passwordError(event.password) === undefined,
    isRequestValid: ({ context, event }) => event.type === "extract.submit" && amountCheck(context).ok && passwordError(event.password) === undefined,
    isRefused: ({ event }) => {
      const status = failureOf((event as { error?: unknown }).error, "").status
      return status !== null && status >= 400 && status < 500
    },
  },
}).createMachine({
  id: "withdrawal",
  context: ({ input }) => ({
    ...input,
    amountText: "",
    accountDraft: { account: "", name: "" },
    accountErrors: {},
    password: "",
    error: null,
    attempt: 0,
    withdrawal: null,
  }),
  initial: "start",
  output: ({ context }) => ({ withdrawal: context.withdrawal }),
  states: {
    start: {
      always: [{ guard: "needsPassword", target: "needsPassword" }, { guard: "needsAccount", target: "needsAccount" }, { target: "editing" }],
    },
    needsPassword: {
      on: { "password.set": { target: "start", actions: assign({ hasPayPassword: true }) } },
    },
    needsAccount: {
      on: {
        "account.change": {
          actions: assign(({ context, event }) => {
            const { [event.field]: _cleared, ...accountErrors } = context.accountErrors
            return { accountDraft: { ...context.accountDraft, [event.field]: event.value }, accountErrors, error: null }
          }),
        },
        "account.submit": [
          { guard: "isAccountValid", target: "binding", actions: assign({ password: ({ event }) => event.password, accountErrors: {}, error: null }) },
          {
            actions: assign(({ context, event }) => ({
              accountErrors: validateWithdrawAccount(context.accountDraft.account, context.accountDraft.name),
              error: passwordError(event.password) ?? null,
            })),
          },
        ],
      },
    },
    binding: {
      tags: ["busy"],
      invoke: {
        src: "bindAccount",
        input: ({ context }) => ({ account: context.accountDraft.account.trim(), name: context.accountDraft.name.trim(), password: context.password }),
        onDone: { target: "editing", actions: assign({ account: ({ event }) => event.output, password: "" }) },
        onError: { target: "needsAccount", actions: assign({ error: ({ event }) => failureOf(event.error, "绑定失败，请稍后再试").message, password: "" }) },
      },
    },
    editing: {
      on: {
        "amount.change": {
          actions: assign(({ context, event }) => ({
            amountText: event.text,
            error: null,
            attempt: parseYuan(event.text) === parseYuan(context.amountText) ? context.attempt : context.attempt + 1,
          })),
        },
        "amount.all": {
          actions: assign(({ context }) => {
            const text = centsToYuan(Math.min(context.balance, WITHDRAW_MAX_CENTS))
            return { amountText: text, error: null, attempt: parseYuan(text) === parseYuan(context.amountText) ? context.attempt : context.attempt + 1 }
          }),
        },
        "account.edit": { target: "needsAccount", actions: assign({ error: null }) },
        "extract.submit": [
          { guard: "isRequestValid", target: "submitting", actions: assign({ password: ({ event }) => event.password, error: null }) },
          {
            actions: assign(({ context, event }) => {
              const amount = amountCheck(context)
              return { error: amount.ok ? (passwordError(event.password) ?? null) : amount.message }
            }),
          },
        ],
      },
    },
    submitting: {
      tags: ["busy"],
      invoke: {
        src: "requestWithdrawal",
        input: ({ context }) => {
          const amount = amountCheck(context)
          return { amount: amount.ok ? amount.cents : 0, password: context.password, idempotencyKey: `${context.keyBase}-${context.attempt}` }
        },
        onDone: { target: "submitted", actions: assign({ withdrawal: ({ event }) => event.output, password: "" }) },
        onError: [
          { guard: "isRefused", target: "editing", actions: assign({ error: ({ event }) => failureOf(event.error, "提现失败").message, password: "" }) },
          { target: "failure", actions: assign({ error: ({ event }) => failureOf(event.error, "提现失败，请稍后再试").message }) },
        ],
      },
    },
    failure: {
      on: { "extract.retry": { target: "submitting", actions: assign({ error: null }) } },
    },
    submitted: { type: "final" },
  },
})
