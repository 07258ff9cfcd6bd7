import { assign, setup } from "xstate"
import { MERCHANT_MESSAGES, type Purchase } from "../../domain/merchant/index.ts"
import { requiredActor } from "../core/required-actor.ts"

export interface FinishResult {
  readonly itemId: number
  readonly done: boolean
  readonly reason: string
}

export interface PurchaseOrderContext {
  readonly purchase: Purchase
  readonly error: string | null
  /** What the step under way sends. */
  readonly pending: { readonly buyer: string; readonly buyerPhone: string } | ReadonlyArray<FinishResult> | null
}

export type PurchaseOrderEvent =
  | { type: "purchase.assign"; buyer: string; buyerPhone: string }
  | { type: "purchase.receive" }
  | { type: "purchase.finish"; items: ReadonlyArray<FinishResult> }
  | { type: "purchase.sync"; purchase: Purchase }

const moved = (purchase: Purchase) => ({ purchase, error: null, pending: null })
/** A newer copy of the order, as the list read it again; a step under way ignores it, since its own answer is newer. */
const SYNC = { "purchase.sync": { guard: "notOlder", target: "routing", actions: "takeSynced" } } as const
const failure = ({ event }: { event: { error: unknown } }) => (event.error as { message?: string }).message ?? "操作失败，请重试"

/**
 * One 采购单 (ware_purchase_order): 新建 -> 分配 (a buyer and phone) -> 已分配 -> 领取 -> 已领取 ->
 * 完成采购 (each item bought or failed with a reason) -> 已完成 or 有异常. Every step asks the server;
 * its answer is the order as it now is.
 */
export const purchaseOrderMachine = setup({
  types: { context: {} as PurchaseOrderContext, events: {} as PurchaseOrderEvent, input: {} as { purchase: Purchase } },
  actors: {
    assign: requiredActor<Purchase, { id: number; buyer: string; buyerPhone: string }>("purchaseOrderMachine needs an assign actor"),
    receive: requiredActor<Purchase, { id: number }>("purchaseOrderMachine needs a receive actor"),
    finish: requiredActor<Purchase, { id: number; items: ReadonlyArray<FinishResult> }>("purchaseOrderMachine needs a finish actor"),
  },
  actions: {
    takeSynced: assign(({ event }) => (event.type === "purchase.sync" ? moved(event.purchase) : {})),
  },
  guards: {
    isNew: ({ context }) => context.purchase.status === 0,
    isAssigned: ({ context }) => context.purchase.status === 1,
    isReceived: ({ context }) => context.purchase.status === 2,
    hasBuyer: ({ event }) => event.type === "purchase.assign" && event.buyer.trim() !== "",
    /** An order only moves forward (新建 -> 已分配 -> 已领取 -> 已完成 or 有异常), so a copy at an earlier step is stale. */
    notOlder: ({ context, event }) => event.type === "purchase.sync" && event.purchase.id === context.purchase.id && event.purchase.status >= context.purchase.status,
    hasReasons: ({ event }) => event.type === "purchase.finish" && event.items.every((i) => i.done || i.reason.trim() !== ""),
  },
}).createMachine({
  id: "purchaseOrder",
  context: ({ input }) => ({ purchase: input.purchase, error: null, pending: null }),
  initial: "routing",
  states: {
    routing: {
      always: [{ guard: "isNew", target: "created" }, { guard: "isAssigned", target: "assigned" }, { guard: "isReceived", target: "received" }, { target: "over" }],
    },
    created: {
      on: {
        ...SYNC,
        "purchase.assign": [
          { guard: "hasBuyer", target: "assigning", actions: assign({ pending: ({ event }) => ({ buyer: event.buyer.trim(), buyerPhone: event.buyerPhone.trim() }), error: null }) },
          { actions: assign({ error: MERCHANT_MESSAGES.buyerRequired }) },
        ],
      },
    },
    assigning: {
      tags: ["busy"],
      invoke: {
        src: "assign",
        input: ({ context }) => ({ id: context.purchase.id, ...(context.pending as { buyer: string; buyerPhone: string }) }),
        onDone: { target: "routing", actions: assign(({ event }) => moved(event.output)) },
        onError: { target: "created", actions: assign({ error: failure }) },
      },
    },
    assigned: {
      on: { ...SYNC, "purchase.receive": { target: "receiving", actions: assign({ error: null }) } },
    },
    receiving: {
      tags: ["busy"],
      invoke: {
        src: "receive",
        input: ({ context }) => ({ id: context.purchase.id }),
        onDone: { target: "routing", actions: assign(({ event }) => moved(event.output)) },
        onError: { target: "assigned", actions: assign({ error: failure }) },
      },
    },
    received: {
      on: {
        ...SYNC,
        "purchase.finish": [
          { guard: "hasReasons", target: "finishing", actions: assign({ pending: ({ event }) => event.items, error: null }) },
          { actions: assign({ error: MERCHANT_MESSAGES.failReasonRequired }) },
        ],
      },
    },
    finishing: {
      tags: ["busy"],
      invoke: {
        src: "finish",
        input: ({ context }) => ({ id: context.purchase.id, items: context.pending as ReadonlyArray<FinishResult> }),
        onDone: { target: "routing", actions: assign(({ event }) => moved(event.output)) },
        onError: { target: "received", actions: assign({ error: failure }) },
      },
    },
    /** 已完成 or 有异常: nothing more to do. */
    over: { on: SYNC },
  },
})
