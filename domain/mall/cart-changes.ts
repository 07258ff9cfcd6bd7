/**
 * What a member does to the cart page, as data: change a quantity, tick lines, remove lines,
 * empty the cart. The page applies a change to what it shows at once (totals follow in the
 * same render) and sends it to the cart's keeper: the server for a member, the browser's
 * storage for a visitor. The keeper's answer replaces what was shown.
 */
import { cartTotals, type CartItem } from "./cart.ts"
import { clampQuantity } from "./sku.ts"
import type { VisitorCart } from "./visitor-cart.ts"

export type { CartChange } from "./visitor-cart.ts"
import type { CartChange } from "./visitor-cart.ts"

/** A line can be bought now: on the shelf, in stock, and no more asked for than there is. */
export const isBuyable = (item: Pick<CartItem, "available" | "quantity" | "stock">): boolean => item.available && item.quantity <= item.stock

/** A quantity the line may hold: 1 to its stock (at most MAX_QUANTITY); a line without stock keeps 1. */
const lineQuantity = (quantity: number, stock: number): number => clampQuantity(quantity, stock)

/** The cart after a change, as the page shows it before the keeper answers. */
export function applyCartChange(items: ReadonlyArray<CartItem>, change: CartChange): ReadonlyArray<CartItem> {
  switch (change.kind) {
    case "quantity":
      return items.map((i) => (i.skuId === change.skuId ? { ...i, quantity: lineQuantity(change.quantity, i.stock) } : i))
    case "check": {
      const ids = new Set(change.skuIds)
      return items.map((i) => (ids.has(i.skuId) ? { ...i, checked: change.checked } : i))
    }
    case "remove": {
      const ids = new Set(change.skuIds)
      return items.filter((i) => !ids.has(i.skuId))
    }
    case "clear":
      return []
  }
}

/** The lines a tick of a shop (or of the whole cart) covers: the buyable ones. */
export const buyableIds = (items: ReadonlyArray<CartItem>, shopId?: number): ReadonlyArray<number> =>
  items.filter((i) => isBuyable(i) && (shopId === undefined || i.shop.id === shopId)).map((i) => i.skuId)

/** Every buyable line of the shop is ticked (and it has one). */
export function shopChecked(items: ReadonlyArray<CartItem>, shopId: number): boolean {
  const lines = items.filter((i) => i.shop.id === shopId && isBuyable(i))
  return lines.length > 0 && lines.every((i) => i.checked)
}

/** Lines no longer for sale (off the shelf, sold out or short of stock): what 清除失效商品 removes. */
export const unavailableIds = (items: ReadonlyArray<CartItem>): ReadonlyArray<number> => items.filter((i) => !isBuyable(i)).map((i) => i.skuId)

/** The cart can go to checkout: some buyable line is ticked. */
export const canCheckOut = (items: ReadonlyArray<CartItem>): boolean => cartTotals(items).checkedPieces > 0

/** The server's preview of a visitor's lines with the visitor's own ticks. */
export const withVisitorTicks = (items: ReadonlyArray<CartItem>, cart: VisitorCart): ReadonlyArray<CartItem> => {
  const unchecked = new Set(cart.unchecked)
  return items.map((i) => ({ ...i, checked: !unchecked.has(i.skuId) }))
}
