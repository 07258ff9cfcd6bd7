/**
 * The cart: lines of SKUs with quantities, ticked or not, grouped by shop. The same SKU added
 * again adds up; a quantity stays within the SKU's stock. A visitor's cart lives in the
 * browser as lines (SKU and quantity) and joins the member's cart at login.
 */
import { Schema } from "effect"
import { MAX_QUANTITY, skuLineFields } from "./sku.ts"
import { Whole } from "../core/entities/common.ts"
import { IdNumber } from "../core/validation/boundary.ts"

/** The most lines a cart holds. */
export const MAX_CART_LINES = 100

export const CartLineInput = Schema.Struct({
  skuId: IdNumber,
  quantity: Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: MAX_QUANTITY })),
})
export type CartLineInput = typeof CartLineInput.Type

export const CartShop = Schema.Struct({ id: IdNumber, name: Schema.String })
export type CartShop = typeof CartShop.Type

export const CartItem = Schema.Struct({
  ...skuLineFields,
  stock: Whole,
  checked: Schema.Boolean,
  /** On the shelf with stock: can be bought. */
  available: Schema.Boolean,
  shop: CartShop,
})
export type CartItem = typeof CartItem.Type

export const Cart = Schema.Struct({ items: Schema.Array(CartItem) })
export type Cart = typeof Cart.Type

export interface CartTotals {
  /** Pieces in the cart (the top bar's count). */
  readonly pieces: number
  readonly checkedPieces: number
  readonly checkedCents: number
  readonly allChecked: boolean
}

const buyable = (item: CartItem) => item.available && item.quantity <= item.stock

export function cartTotals(items: ReadonlyArray<CartItem>): CartTotals {
  const checked = items.filter((i) => i.checked && buyable(i))
  return {
    pieces: items.reduce((n, i) => n + i.quantity, 0),
    checkedPieces: checked.reduce((n, i) => n + i.quantity, 0),
    checkedCents: checked.reduce((n, i) => n + i.priceCents * i.quantity, 0),
    allChecked: items.some(buyable) && items.filter(buyable).every((i) => i.checked),
  }
}

/** The cart's lines by shop, shops in the order their first line appears. */
export function groupByShop<I extends { readonly shop: CartShop }>(items: ReadonlyArray<I>): ReadonlyArray<{ readonly shop: CartShop; readonly items: ReadonlyArray<I> }> {
  const groups = new Map<number, { shop: CartShop; items: I[] }>()
  for (const item of items) {
    const group = groups.get(item.shop.id) ?? { shop: item.shop, items: [] }
    group.items.push(item)
    groups.set(item.shop.id, group)
  }
  return [...groups.values()]
}

/** Adds lines into lines: the same SKU adds up, each line capped at MAX_QUANTITY. */
export function mergeLines(into: ReadonlyArray<CartLineInput>, add: ReadonlyArray<CartLineInput>): ReadonlyArray<CartLineInput> {
  const out = new Map<number, number>()
  for (const line of [...into, ...add]) out.set(line.skuId, Math.min(MAX_QUANTITY, (out.get(line.skuId) ?? 0) + line.quantity))
  return [...out].map(([skuId, quantity]) => ({ skuId, quantity })).slice(0, MAX_CART_LINES)
}

/** Reads the lines a visitor's browser kept; anything unreadable is dropped. */
export function parseStoredLines(text: string | null): ReadonlyArray<CartLineInput> {
  if (!text) return []
  try {
    const data: unknown = JSON.parse(text)
    const lines = Schema.decodeUnknownSync(Schema.Array(Schema.Unknown))(data).flatMap((item) => {
      try {
        return [Schema.decodeUnknownSync(CartLineInput)(item)]
      } catch {
        return []
      }
    })
    return mergeLines([], lines)
  } catch {
    return []
  }
}
