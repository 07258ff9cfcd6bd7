import { and, assign, setup } from "xstate"
import type { ProductSkus } from "../../domain/mall/endpoints.ts"
import { MALL_MESSAGES } from "../../domain/mall/messages.ts"
import { chosenSku, clampQuantity, initialSelection, optionState, toggleOption, type Sku, type SkuSelection } from "../../domain/mall/sku.ts"
import { callMessage } from "../core/failure.ts"
import { requiredActor } from "../core/required-actor.ts"

const messageOf = callMessage

export interface BuyBoxInput {
  readonly spuId: number
  /** A signed-in member buys at once; a visitor is asked to log in for 立即购买. */
  readonly member: boolean
}

export interface BuyBoxContext extends BuyBoxInput {
  readonly specs: ProductSkus | null
  readonly selection: SkuSelection
  readonly quantity: number
  readonly error: string | null
  /** 已加入购物车 after an add, until the next choice. */
  readonly notice: string | null
}

/** The SKU the selection names, or null while an attribute is not chosen. */
export const selectedSku = (context: Pick<BuyBoxContext, "specs" | "selection">): Sku | null =>
  context.specs ? chosenSku(context.specs.skus, context.selection, context.specs.saleAttrs.length) : null

const limitOf = (context: Pick<BuyBoxContext, "specs" | "selection">): number => selectedSku(context)?.stock ?? Number.POSITIVE_INFINITY

/**
 * The buy box of a product page: the sale attributes (a value that no SKU in stock has with
 * what is chosen is greyed out and cannot be chosen), the chosen SKU's price, stock and
 * picture, a quantity within its stock, 加入购物车 (visitors too: the browser keeps their
 * cart) and 立即购买 (a member goes to checkout with the SKU, a visitor logs in first).
 */
export const buyBoxMachine = setup({
  types: {
    context: {} as BuyBoxContext,
    events: {} as
      | { type: "option.toggle"; attrIndex: number; value: string }
      | { type: "quantity.set"; quantity: number }
      | { type: "cart.add" }
      | { type: "buy.now" }
      | { type: "specs.retry" },
    input: {} as BuyBoxInput,
  },
  actors: {
    loadSpecs: requiredActor<ProductSkus, { spuId: number }>("buyBoxMachine needs a loadSpecs actor"),
    addToCart: requiredActor<{ pieces: number }, { skuId: number; quantity: number }>("buyBoxMachine needs an addToCart actor"),
  },
  actions: {
    /** The cart count follows the add. */
    cartChanged: (_, _params: { pieces: number }) => {},
    /** 立即购买: to /product/checkout with the SKU and quantity. */
    goToCheckout: (_, _params: { skuId: number; quantity: number }) => {},
    /** A visitor's 立即购买: to login, then to the checkout of the SKU. */
    goToLogin: (_, _params: { skuId: number; quantity: number }) => {},
  },
  guards: {
    isChoosable: ({ context, event }) =>
      event.type === "option.toggle" && context.specs !== null && optionState(context.specs.skus, context.selection, event.attrIndex, event.value) !== "soldOut",
    hasSku: ({ context }) => selectedSku(context) !== null,
    isInStock: ({ context }) => (selectedSku(context)?.stock ?? 0) > 0,
    isMember: ({ context }) => context.member,
  },
}).createMachine({
  id: "buyBox",
  context: ({ input }) => ({ ...input, specs: null, selection: [], quantity: 1, error: null, notice: null }),
  initial: "loading",
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        src: "loadSpecs",
        input: ({ context }) => ({ spuId: context.spuId }),
        onDone: {
          target: "ready",
          actions: assign(({ event }) => ({ specs: event.output, selection: initialSelection(event.output.skus), quantity: 1, error: null })),
        },
        onError: { target: "failure", actions: assign({ error: ({ event }) => messageOf(event.error, "商品规格加载失败") }) },
      },
    },
    failure: {
      on: { "specs.retry": { target: "loading", actions: assign({ error: null }) } },
    },
    ready: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "option.toggle": {
              guard: "isChoosable",
              actions: assign(({ context, event }) => {
                const selection = toggleOption(context.selection, context.specs?.saleAttrs.length ?? 0, event.attrIndex, event.value)
                const next = { ...context, selection }
                return { selection, quantity: clampQuantity(context.quantity, limitOf(next)), error: null, notice: null }
              }),
            },
            "quantity.set": {
              actions: assign(({ context, event }) => ({ quantity: clampQuantity(event.quantity, limitOf(context)), notice: null })),
            },
            "cart.add": [
              { guard: "isInStock", target: "adding", actions: assign({ error: null, notice: null }) },
              { guard: "hasSku", actions: assign({ error: MALL_MESSAGES.soldOut }) },
              { actions: assign({ error: MALL_MESSAGES.chooseSku }) },
            ],
            "buy.now": [
              {
                guard: and(["isInStock", "isMember"]),
                actions: [assign({ error: null }), { type: "goToCheckout", params: ({ context }) => ({ skuId: selectedSku(context)!.skuId, quantity: context.quantity }) }],
              },
              {
                guard: "isInStock",
                actions: [assign({ error: null }), { type: "goToLogin", params: ({ context }) => ({ skuId: selectedSku(context)!.skuId, quantity: context.quantity }) }],
              },
              { guard: "hasSku", actions: assign({ error: MALL_MESSAGES.soldOut }) },
              { actions: assign({ error: MALL_MESSAGES.chooseSku }) },
            ],
          },
        },
        adding: {
          tags: ["busy"],
          invoke: {
            src: "addToCart",
            input: ({ context }) => ({ skuId: selectedSku(context)!.skuId, quantity: context.quantity }),
            onDone: {
              target: "idle",
              actions: [assign({ notice: MALL_MESSAGES.addedToCart }), { type: "cartChanged", params: ({ event }) => ({ pieces: event.output.pieces }) }],
            },
            onError: { target: "idle", actions: assign({ error: ({ event }) => messageOf(event.error, "加入购物车失败，请稍后再试") }) },
          },
        },
      },
    },
  },
})
