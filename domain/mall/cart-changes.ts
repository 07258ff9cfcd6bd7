/**
 * What a member does to the cart page, as data: change a quantity, tick lines, remove lines,
 * empty the cart. The page applies a change to what it shows at once (totals follow in the
 * same render) and sends it to the cart's keeper: the server for a member, the browser's
 * storage for a visitor. The keeper's answer replaces what was shown.
 */
import { cartTotals, mergeLines, type CartItem, type CartLineInput } from "./cart.ts"
import { clampQuantity, MAX_QUANTITY } from "./sku.ts"

export type CartChange =
  | { readonly kind: "quantity"; readonly skuId: number; readonly quantity: number }
  | { readonly kind: "check"; readonly skuIds: ReadonlyArray<number>; readonly checked: boolean }
  | { readonly kind: "remove"; readonly skuIds: ReadonlyArray<number> }
  | { readonly kind: "clear" }

/** A line can be bought now: on the shelf, in stock, and no more asked for than there is. */
export const isBuyable = (item: Pick<CartItem, "available" | "quantity" | "stock">): boolean => item.available && item.quantity <= item.stock

/** A quantity the line may hold: 1 to its stock (at most MAX_QUANTITY); a line without stock keeps 1. */
export const lineQuantity = (quantity: number, stock: number): number => clampQuantity(quantity, stock)

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

/**
 * A visitor's cart as the browser keeps it: the lines and the SKUs left unticked (a visitor's
 * lines are ticked unless unticked on the cart page).
 */
export interface VisitorCart {
  readonly lines: ReadonlyArray<CartLineInput>
  readonly unchecked: ReadonlyArray<number>
}

export const emptyVisitorCart: VisitorCart = { lines: [], unchecked: [] }

/** Adds a SKU to a visitor's cart: the same SKU adds up (at most MAX_QUANTITY) and is ticked. */
export function addVisitorLine(cart: VisitorCart, line: CartLineInput): VisitorCart {
  return { lines: mergeLines(cart.lines, [line]), unchecked: cart.unchecked.filter((id) => id !== line.skuId) }
}

/**
 * A change to a visitor's cart. Quantities are kept between 1 and MAX_QUANTITY here; the
 * cart page keeps them within stock, which only the server knows.
 */
export function applyVisitorChange(cart: VisitorCart, change: CartChange): VisitorCart {
  switch (change.kind) {
    case "quantity": {
      const quantity = Math.max(1, Math.min(MAX_QUANTITY, Math.floor(change.quantity) || 1))
      return { ...cart, lines: cart.lines.map((l) => (l.skuId === change.skuId ? { ...l, quantity } : l)) }
    }
    case "check": {
      const ids = new Set(change.skuIds)
      const rest = cart.unchecked.filter((id) => !ids.has(id))
      return { ...cart, unchecked: change.checked ? rest : [...rest, ...change.skuIds.filter((id) => cart.lines.some((l) => l.skuId === id))] }
    }
    case "remove": {
      const ids = new Set(change.skuIds)
      return { lines: cart.lines.filter((l) => !ids.has(l.skuId)), unchecked: cart.unchecked.filter((id) => !ids.has(id)) }
    }
    case "clear":
      return emptyVisitorCart
  }
}

/** Pieces in a visitor's cart (the top bar's count before the server is asked). */
export const visitorPieces = (cart: VisitorCart): number => cart.lines.reduce((n, l) => n + l.quantity, 0)

/** The server's preview of a visitor's lines with the visitor's own ticks. */
export const withVisitorTicks = (items: ReadonlyArray<CartItem>, cart: VisitorCart): ReadonlyArray<CartItem> => {
  const unchecked = new Set(cart.unchecked)
  return items.map((i) => ({ ...i, checked: !unchecked.has(i.skuId) }))
}
