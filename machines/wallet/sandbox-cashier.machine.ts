import { assign, setup } from "xstate"
import type { SandboxPayment } from "../../domain/wallet/entities/wallet.ts"
import { callMessage } from "../core/failure.ts"
import { outputIs } from "../core/guards.ts"
import { requiredActor } from "../core/required-actor.ts"

const messageOf = callMessage

/** The payment as the cashier shows it. */
export type CashierPayment = SandboxPayment

/** How long the outcome shows before the payer is sent back to the merchant. */
export const CASHIER_RETURN_MS = 2000

/**
 * The sandbox provider's cashier (/sandbox/pay/:id): the payer sees the payment and confirms
 * it or makes it fail, as at a real provider; the outcome shows for two seconds and the payer
 * returns to the merchant's page (`returnToMerchant`). A payment already settled or expired
 * shows as it is.
 */
export const sandboxCashierMachine = setup({
  types: {
    context: {} as { payment: CashierPayment | null; error: string | null },
    events: {} as { type: "cashier.confirm" } | { type: "cashier.fail" } | { type: "cashier.retry" },
  },
  actors: {
    load: requiredActor<CashierPayment>("sandboxCashierMachine needs a load actor"),
    settle: requiredActor<CashierPayment, { outcome: "paid" | "failed" }>("sandboxCashierMachine needs a settle actor"),
  },
  actions: {
    returnToMerchant: (_, _params: { url: string }) => {},
  },
  delays: { showOutcome: CASHIER_RETURN_MS },
  guards: {
    isPending: outputIs<CashierPayment>((payment) => payment.status === "pending"),
    isExpired: outputIs<CashierPayment>((payment) => payment.status === "expired"),
  },
}).createMachine({
  id: "sandboxCashier",
  context: { payment: null, error: null },
  initial: "loading",
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        src: "load",
        onDone: [
          { guard: "isPending", target: "pending", actions: assign({ payment: ({ event }) => event.output }) },
          { guard: "isExpired", target: "expired", actions: assign({ payment: ({ event }) => event.output }) },
          { target: "settled", actions: assign({ payment: ({ event }) => event.output }) },
        ],
        onError: { target: "loadFailed", actions: assign({ error: ({ event }) => messageOf(event.error, "支付单加载失败") }) },
      },
    },
    loadFailed: { on: { "cashier.retry": { target: "loading", actions: assign({ error: null }) } } },
    pending: {
      on: { "cashier.confirm": "confirming", "cashier.fail": "failing" },
    },
    confirming: {
      tags: ["busy"],
      invoke: {
        src: "settle",
        input: { outcome: "paid" as const },
        onDone: [
          { guard: "isExpired", target: "expired", actions: assign({ payment: ({ event }) => event.output }) },
          { target: "settled", actions: assign({ payment: ({ event }) => event.output }) },
        ],
        onError: { target: "pending", actions: assign({ error: ({ event }) => messageOf(event.error, "支付失败，请重试") }) },
      },
    },
    failing: {
      tags: ["busy"],
      invoke: {
        src: "settle",
        input: { outcome: "failed" as const },
        onDone: { target: "settled", actions: assign({ payment: ({ event }) => event.output }) },
        onError: { target: "pending", actions: assign({ error: ({ event }) => messageOf(event.error, "操作失败，请重试") }) },
      },
    },
    settled: {
      after: { showOutcome: "returning" },
    },
    returning: {
      entry: { type: "returnToMerchant", params: ({ context }) => ({ url: context.payment?.returnUrl ?? "/" }) },
    },
    expired: {},
  },
})
