import { fromPromise } from "xstate"
import type { Cart } from "../../domain/mall/cart.ts"
import { cartTotals } from "../../domain/mall/cart.ts"
import { withVisitorTicks, type CartChange } from "../../domain/mall/cart-changes.ts"
import { visitorPieces } from "../../domain/mall/visitor-cart.ts"
import type { CheckoutLine } from "../../domain/mall/order.ts"
import { resourceMachine } from "../../machines/core/resource.machine.ts"
import { buyBoxMachine } from "../../machines/mall/buy-box.machine.ts"
import { cartMachine } from "../../machines/mall/cart.machine.ts"
import { checkoutMachine } from "../../machines/mall/checkout.machine.ts"
import { orderPaymentMachine } from "../../machines/mall/order-payment.machine.ts"
import { shopFollowMachine } from "../../machines/mall/shop-follow.machine.ts"
import { notify } from "../notify/toast-store.ts"
import { visitorCart } from "./cart-badge-wiring.ts"
import { api } from "./services.ts"

/**
 * The mall's buying machines wired to the request client and the visitor's cart in browser
 * storage. Calls whose refusal a machine shows in place are silent.
 */

let merging: Promise<Cart | null> | null = null

/**
 * Moves the visitor's lines into the signed-in member's cart, once: the lines leave the browser
 * when the server has them. Callers that come while it runs wait for the same call; null when
 * there was nothing to move.
 */
const mergeVisitorCart = (): Promise<Cart | null> => {
  merging ??= (async () => {
    const { lines } = visitorCart.snapshot()
    if (lines.length === 0) return null
    const cart = await api.call("cartMerge", { body: { lines: [...lines] } }, { silent: true })
    visitorCart.clear()
    return cart
  })().finally(() => {
    merging = null
  })
  return merging
}

const memberCart = async (): Promise<Cart> => (await mergeVisitorCart()) ?? api.call("cartList", undefined, { silent: true })

const saveMemberChange = (change: CartChange): Promise<Cart> => {
  switch (change.kind) {
    case "quantity":
      return api.call("cartUpdate", { params: { skuId: change.skuId }, body: { quantity: change.quantity } }, { silent: true })
    case "check":
      return change.skuIds.length === 1
        ? api.call("cartUpdate", { params: { skuId: change.skuIds[0]! }, body: { checked: change.checked } }, { silent: true })
        : api.call("cartCheck", { body: { skuIds: [...change.skuIds], checked: change.checked } }, { silent: true })
    case "remove":
      return api.call("cartRemove", { body: { skuIds: [...change.skuIds] } }, { silent: true })
    case "clear":
      return api.call("cartClear", undefined, { silent: true })
  }
}

/** The visitor's lines as the server prices them, with the visitor's own ticks. */
const visitorCartView = async (): Promise<Cart> => {
  const cart = visitorCart.snapshot()
  if (cart.lines.length === 0) return { items: [] }
  const preview = await api.call("cartPreview", { body: { lines: [...cart.lines] } }, { silent: true })
  return { items: [...withVisitorTicks(preview.items, cart)] }
}

/** The cart page's machine: the server keeps a member's cart, the browser a visitor's. */
export const wiredCartMachine = (member: boolean) =>
  cartMachine.provide({
    actors: member
      ? {
          loadCart: fromPromise(memberCart),
          saveChange: fromPromise(({ input }) => saveMemberChange(input)),
        }
      : {
          loadCart: fromPromise(visitorCartView),
          saveChange: fromPromise(async ({ input }) => {
            visitorCart.change(input)
            return visitorCartView()
          }),
        },
  })

/** A member's pieces, after the visitor's lines joined the cart. */
export const memberCartPieces = async (): Promise<number> => cartTotals((await memberCart()).items).pieces

/** The product page's buy box: a member's add goes to the server, a visitor's to the browser. */
export const wiredBuyBoxMachine = (member: boolean) =>
  buyBoxMachine.provide({
    actors: {
      loadSpecs: fromPromise(({ input }) => api.call("productSkus", { params: { spuId: input.spuId } }, { silent: true })),
      addToCart: fromPromise(async ({ input }) => {
        if (!member) return { pieces: visitorPieces(visitorCart.add(input)) }
        await mergeVisitorCart()
        const cart = await api.call("cartAdd", { body: input }, { silent: true })
        return { pieces: cartTotals(cart.items).pieces }
      }),
    },
  })

export const wiredCheckoutMachine = checkoutMachine.provide({
  actors: {
    loadAddresses: fromPromise(async () => (await api.call("addressAll", { query: { page: 0, size: 20 } }, { silent: true })).content),
    loadPreview: fromPromise(async ({ input }) => {
      // A visitor who logged in to check out: the cart's lines join first.
      if (input.lines === null) await mergeVisitorCart()
      return api.call(
        "checkoutPreview",
        {
          body: {
            ...(input.lines === null ? {} : { lines: [...input.lines] }),
            ...(input.addressId === null ? {} : { addressId: input.addressId }),
            ...(input.couponId === undefined ? {} : { couponId: input.couponId }),
          },
        },
        { silent: true },
      )
    }),
    createOrder: fromPromise(({ input }) =>
      api.call(
        "orderCreate",
        {
          body: {
            ...(input.lines === null ? {} : { lines: [...input.lines] as CheckoutLine[] }),
            addressId: input.addressId,
            notes: [...input.notes],
            ...(input.couponId === undefined ? {} : { couponId: input.couponId }),
            idempotencyKey: input.idempotencyKey,
          },
        },
        { silent: true },
      ),
    ),
  },
})

export const wiredOrderPaymentMachine = orderPaymentMachine.provide({
  actors: {
    loadOrders: fromPromise(async ({ input }) => {
      const orders = await Promise.all(input.orderNums.map((orderNum) => api.call("orderDetail", { params: { orderNum } }, { silent: true })))
      return { orders, now: Date.now() }
    }),
  },
})

/** Pays the orders from the balance (the balance-pay widget hands the encrypted password). */
export const payOrders = (orderNums: ReadonlyArray<string>) => (payPass: string, idempotencyKey: string) =>
  api.call("orderPay", { body: { orderNums: [...orderNums], payPass, idempotencyKey } }, { silent: true })

export const wiredShopFollowMachine = shopFollowMachine.provide({
  actors: {
    saveFollow: fromPromise(({ input }) => api.call("shopFollow", { params: { shopId: input.shopId }, body: { follow: input.follow } }, { silent: true })),
  },
  actions: { confirm: (_, { message }) => notify.success(message) },
})

/** A product's page (shows its own not-found state, so the call is silent). */
export const productDetailMachine = (spuId: number) =>
  resourceMachine.provide({ actors: { load: fromPromise((): Promise<unknown> => api.call("productDetail", { params: { spuId } }, { silent: true })) } })
