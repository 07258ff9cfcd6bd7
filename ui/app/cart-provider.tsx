import { useSelector } from "@xstate/react"
import { css, cx } from "styled-system/css"
import { badge } from "styled-system/recipes"
import { createContext, useContext, useEffect, type ReactNode } from "react"
import type { ActorRefFrom } from "xstate"
import { useSession } from "../session/index.ts"
import { useActorRef } from "./flow-hooks.ts"
import { visitorCart, visitorCartPieces, wiredCartBadgeMachine } from "./cart-badge-wiring.ts"

type CartBadge = ActorRefFrom<typeof wiredCartBadgeMachine>

const CartBadgeContext = createContext<CartBadge | null>(null)

/**
 * The cart count of every page (the top bar, the mall's header): a visitor's from the browser's
 * cart, a member's from the server once the visitor's lines joined it at login. Pages that add,
 * change or remove lines report the new count through `useCartCountReport()`.
 */
export function CartBadgeProvider({ children }: { readonly children: ReactNode }) {
  const { status } = useSession()
  const actor = useActorRef(wiredCartBadgeMachine, { input: { member: status === "member", pieces: visitorCartPieces() } })
  useEffect(() => {
    if (status === "member") actor.send({ type: "session.member" })
    if (status === "anonymous") actor.send({ type: "session.visitor", pieces: visitorCartPieces() })
  }, [status, actor])
  useEffect(
    () =>
      visitorCart.subscribe(() => {
        if (actor.getSnapshot().matches("visitor")) actor.send({ type: "cart.count", pieces: visitorCartPieces() })
      }),
    [actor],
  )
  return <CartBadgeContext.Provider value={actor}>{children}</CartBadgeContext.Provider>
}

/** Pieces in the cart, for the cart links. */
function useCartCount(): number {
  const actor = useContext(CartBadgeContext)
  return useSelector(actor ?? undefined, (s) => s?.context.pieces ?? 0)
}

/** The count beside a 购物车 link (nothing when the cart is empty); 99+ above 99. */
export function CartCount({ className }: { readonly className?: string }) {
  const pieces = useCartCount()
  if (pieces <= 0) return null
  return (
    <span data-testid="cart-count" aria-label={`${pieces}件商品`} className={cx(badge({ tone: "count" }), css({ ml: "1" }), className)}>
      {pieces > 99 ? "99+" : pieces}
    </span>
  )
}

/** Reports the cart's new count after a page changed it. */
export function useCartCountReport(): (pieces: number) => void {
  const actor = useContext(CartBadgeContext)
  return (pieces) => actor?.send({ type: "cart.count", pieces })
}

/** Reads the member's cart count again (after an order took lines out of the cart). */
export function useCartCountRefresh(): () => void {
  const actor = useContext(CartBadgeContext)
  return () => actor?.send({ type: "cart.refresh" })
}
