import { and, assign, setup } from "xstate"
import type { Cart, CartItem } from "../../domain/mall/cart.ts"
import { applyCartChange, buyableIds, canCheckOut, type CartChange } from "../../domain/mall/cart-changes.ts"
import { BUYING_MESSAGES } from "../../domain/mall/buying-messages.ts"
import { MALL_MESSAGES } from "../../domain/mall/messages.ts"
import { callMessage } from "../core/failure.ts"
import { requiredActor } from "../core/required-actor.ts"

const messageOf = callMessage

export interface CartInput {
  /** A signed-in member (the server keeps the cart) or a visitor (the browser keeps it). */
  readonly member: boolean
}

export interface CartContext extends CartInput {
  /** What the page shows: the keeper's last answer with the changes not yet answered applied. */
  readonly items: ReadonlyArray<CartItem>
  /** The keeper's last answer. */
  readonly saved: ReadonlyArray<CartItem>
  /** Changes waiting for the keeper, oldest first; the first is on its way. */
  readonly queue: ReadonlyArray<CartChange>
  readonly error: string | null
}

type CartEvent =
  | { type: "cart.quantity"; skuId: number; quantity: number }
  | { type: "cart.check"; skuId: number; checked: boolean }
  | { type: "cart.checkShop"; shopId: number; checked: boolean }
  | { type: "cart.checkAll"; checked: boolean }
  | { type: "cart.remove"; skuIds: ReadonlyArray<number> }
  | { type: "cart.clear" }
  | { type: "cart.retry" }
  | { type: "cart.reload" }
  | { type: "cart.checkout" }

const changeOf = (context: CartContext, event: CartEvent): CartChange | null => {
  switch (event.type) {
    case "cart.quantity":
      return { kind: "quantity", skuId: event.skuId, quantity: event.quantity }
    case "cart.check":
      return { kind: "check", skuIds: [event.skuId], checked: event.checked }
    case "cart.checkShop":
      return { kind: "check", skuIds: buyableIds(context.items, event.shopId), checked: event.checked }
    case "cart.checkAll":
      return { kind: "check", skuIds: buyableIds(context.items), checked: event.checked }
    case "cart.remove":
      return { kind: "remove", skuIds: event.skuIds }
    case "cart.clear":
      return { kind: "clear" }
    default:
      return null
  }
}

/**
 * The cart page (spec 1 §2.2 /shopping/cart, /account/shopping/cart, /product/Cart): lines
 * grouped by shop, ticked one by one, by shop or all at once, quantities within stock,
 * removing lines, emptying the cart. Each change shows at once with its totals and goes to
 * the cart's keeper (`saveChange`: the server for a member, browser storage for a visitor)
 * one after the other; the keeper's answer replaces what is shown. When the keeper refuses,
 * the page goes back to the keeper's last answer and says so. 去结算 goes on to checkout once
 * every change is saved (a visitor logs in first).
 */
/** A change from the idle page starts saving; during a save it waits its turn. */
const change = { guard: "isChange", target: "saving", actions: ["enqueue", "countChanged"] } as const
const queued = { guard: "isChange", actions: ["enqueue", "countChanged"] } as const

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput,
  },
  actors: {
    loadCart: requiredActor<Cart>("cartMachine needs a loadCart actor"),
    saveChange: requiredActor<Cart, CartChange>("cartMachine needs a saveChange actor"),
  },
  actions: {
    /** The top bar's cart count follows the page (the pieces of `items`). */
    countChanged: () => {},
    /** A change shows at once and waits for the keeper. */
    enqueue: assign(({ context, event }) => {
      const next = changeOf(context, event)!
      return { items: applyCartChange(context.items, next), queue: [...context.queue, next], error: null }
    }),
    /** 去结算: to /shopping/cart/checkout. */
    goToCheckout: () => {},
    /** A visitor's 去结算: to the login page, then on to checkout. */
    goToLogin: () => {},
  },
  guards: {
    isMember: ({ context }) => context.member,
    hasMore: ({ context }) => context.queue.length > 1,
    canCheckOut: ({ context }) => canCheckOut(context.items),
    isChange: ({ context, event }) => {
      const change = changeOf(context, event)
      return change !== null && !(change.kind !== "clear" && change.kind !== "quantity" && change.skuIds.length === 0)
    },
  },
}).createMachine({
  id: "cart",
  context: ({ input }) => ({ ...input, items: [], saved: [], queue: [], error: null }),
  initial: "loading",
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        src: "loadCart",
        onDone: {
          target: "ready",
          actions: [
            assign(({ event }) => ({ items: event.output.items, saved: event.output.items, error: null })),
            "countChanged",
          ],
        },
        onError: { target: "failure", actions: assign({ error: ({ event }) => messageOf(event.error, BUYING_MESSAGES.cartLoadFailed) }) },
      },
    },
    failure: {
      on: { "cart.retry": { target: "loading", actions: assign({ error: null }) } },
    },
    ready: {
      initial: "idle",
      states: {
        idle: {
          on: {
            // The page is shown again (another page may have changed the cart).
            "cart.reload": "#cart.loading",
            "cart.quantity": change,
            "cart.check": change,
            "cart.checkShop": change,
            "cart.checkAll": change,
            "cart.remove": change,
            "cart.clear": change,
            "cart.checkout": [
              { guard: and(["canCheckOut", "isMember"]), actions: "goToCheckout" },
              { guard: "canCheckOut", actions: "goToLogin" },
              { actions: assign({ error: MALL_MESSAGES.nothingChecked }) },
            ],
          },
        },
        saving: {
          tags: ["saving"],
          on: {
            "cart.quantity": queued,
            "cart.check": queued,
            "cart.checkShop": queued,
            "cart.checkAll": queued,
            "cart.remove": queued,
            "cart.clear": queued,
          },
          invoke: {
            src: "saveChange",
            input: ({ context }) => context.queue[0]!,
            onDone: [
              {
                guard: "hasMore",
                target: "saving",
                reenter: true,
                actions: assign(({ context, event }) => {
                  const queue = context.queue.slice(1)
                  return { saved: event.output.items, queue, items: queue.reduce(applyCartChange, event.output.items) }
                }),
              },
              {
                target: "idle",
                actions: [
                  assign(({ event }) => ({ saved: event.output.items, items: event.output.items, queue: [] })),
                  "countChanged",
                ],
              },
            ],
            onError: {
              target: "idle",
              actions: [
                assign(({ context, event }) => ({ items: context.saved, queue: [], error: messageOf(event.error, BUYING_MESSAGES.cartSaveFailed) })),
                "countChanged",
              ],
            },
          },
        },
      },
    },
  },
})
