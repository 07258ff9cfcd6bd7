/**
 * A visitor's cart as the browser keeps it, and the changes a cart page makes, as data. Kept
 * free of schema code: the first page reads the visitor's count from it before the endpoint
 * table (and effect) load.
 */

/** The most a line holds (domain/mall/sku.ts MAX_QUANTITY; a test keeps them equal). */
export const VISITOR_MAX_QUANTITY = 99
/** The most lines a cart holds (domain/mall/cart.ts MAX_CART_LINES; a test keeps them equal). */
export const VISITOR_MAX_LINES = 100

export interface VisitorLine {
  readonly skuId: number
  readonly quantity: number
}

export type CartChange =
  | { readonly kind: "quantity"; readonly skuId: number; readonly quantity: number }
  | { readonly kind: "check"; readonly skuIds: ReadonlyArray<number>; readonly checked: boolean }
  | { readonly kind: "remove"; readonly skuIds: ReadonlyArray<number> }
  | { readonly kind: "clear" }

const isId = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v > 0 && v <= 2_147_483_647

/** Lines added into lines: the same SKU adds up, each capped, at most VISITOR_MAX_LINES. */
function addLines(into: ReadonlyArray<VisitorLine>, add: ReadonlyArray<VisitorLine>): ReadonlyArray<VisitorLine> {
  const out = new Map<number, number>()
  for (const line of [...into, ...add]) out.set(line.skuId, Math.min(VISITOR_MAX_QUANTITY, (out.get(line.skuId) ?? 0) + line.quantity))
  return [...out].map(([skuId, quantity]) => ({ skuId, quantity })).slice(0, VISITOR_MAX_LINES)
}

/** What the browser kept, read defensively: lines with a valid id and a quantity 1..99; ticks of those lines. */
export function readVisitorCart(data: unknown): VisitorCart {
  const record = typeof data === "object" && data !== null ? (data as { lines?: unknown; unchecked?: unknown }) : {}
  const raw = Array.isArray(record.lines) ? record.lines : []
  const lines = addLines(
    [],
    raw.flatMap((l: unknown) => {
      const line = l as { skuId?: unknown; quantity?: unknown } | null
      return line && isId(line.skuId) && typeof line.quantity === "number" && Number.isInteger(line.quantity) && line.quantity >= 1 && line.quantity <= VISITOR_MAX_QUANTITY
        ? [{ skuId: line.skuId, quantity: line.quantity }]
        : []
    }),
  )
  const ids = new Set(lines.map((l) => l.skuId))
  const unchecked = Array.isArray(record.unchecked) ? record.unchecked.filter((id): id is number => isId(id) && ids.has(id)) : []
  return { lines, unchecked: [...new Set(unchecked)] }
}

/**
 * A visitor's cart as the browser keeps it: the lines and the SKUs left unticked (a visitor's
 * lines are ticked unless unticked on the cart page).
 */
export interface VisitorCart {
  readonly lines: ReadonlyArray<VisitorLine>
  readonly unchecked: ReadonlyArray<number>
}

export const emptyVisitorCart: VisitorCart = { lines: [], unchecked: [] }

/** Adds a SKU to a visitor's cart: the same SKU adds up (at most VISITOR_MAX_QUANTITY) and is ticked. */
export function addVisitorLine(cart: VisitorCart, line: VisitorLine): VisitorCart {
  return { lines: addLines(cart.lines, [line]), unchecked: cart.unchecked.filter((id) => id !== line.skuId) }
}

/**
 * A change to a visitor's cart. Quantities are kept between 1 and VISITOR_MAX_QUANTITY here; the
 * cart page keeps them within stock, which only the server knows.
 */
export function applyVisitorChange(cart: VisitorCart, change: CartChange): VisitorCart {
  switch (change.kind) {
    case "quantity": {
      const quantity = Math.max(1, Math.min(VISITOR_MAX_QUANTITY, Math.floor(change.quantity) || 1))
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

