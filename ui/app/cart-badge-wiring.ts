import { fromPromise } from "xstate"
import { createVisitorCartStore } from "../../adapters/storage/visitor-cart-store.ts"
import { visitorPieces } from "../../domain/mall/visitor-cart.ts"
import { cartBadgeMachine } from "../../machines/mall/cart-badge.machine.ts"

/**
 * The cart count of every page, kept light for the first page: the visitor's cart is read from
 * local storage without schema code; the member's cart (and the merge at login) loads the mall's
 * wiring when first asked.
 */

const localStore = () => {
  try {
    return typeof window === "undefined" ? null : window.localStorage
  } catch {
    return null
  }
}

/** A visitor's cart: SKU ids and quantities in local storage. */
export const visitorCart = createVisitorCartStore(localStore(), undefined, typeof window === "undefined" ? null : window)

export const visitorCartPieces = (): number => visitorPieces(visitorCart.snapshot())

/** The cart count: a visitor's from the browser, a member's (after the merge) from the server. */
export const wiredCartBadgeMachine = cartBadgeMachine.provide({
  actors: {
    syncCart: fromPromise(async () => {
      const { memberCartPieces } = await import("./mall-wiring.ts")
      return { pieces: await memberCartPieces() }
    }),
  },
})
