import { addVisitorLine, applyVisitorChange, emptyVisitorCart, readVisitorCart, type CartChange, type VisitorCart, type VisitorLine } from "../../domain/mall/visitor-cart.ts"
import type { KeyValueStorage } from "./search-history-store.ts"

/** The local-storage entry of a visitor's cart: `{ lines: [{ skuId, quantity }], unchecked: [skuId] }`. */
export const VISITOR_CART_KEY = "portal.cart"

export interface VisitorCartStore {
  /** The cart as last read or written (stable between changes, for useSyncExternalStore). */
  snapshot(): VisitorCart
  add(line: VisitorLine): VisitorCart
  change(change: CartChange): VisitorCart
  /** Empties the cart (after its lines joined the member's cart). */
  clear(): void
  subscribe(listener: () => void): () => void
}

const parse = (text: string | null): VisitorCart => {
  if (!text) return emptyVisitorCart
  try {
    return readVisitorCart(JSON.parse(text))
  } catch {
    return emptyVisitorCart
  }
}

/**
 * A visitor's cart kept in browser storage (SKU ids and quantities only; prices, stock and
 * names always come from the server). Unreadable or tampered entries read as an empty cart;
 * a storage that refuses writes keeps the cart in memory for the page. Another tab's change
 * is picked up through the storage event.
 */
export function createVisitorCartStore(storage: KeyValueStorage | null, key = VISITOR_CART_KEY, events: Pick<Window, "addEventListener" | "removeEventListener"> | null = null): VisitorCartStore {
  const read = (): VisitorCart => {
    try {
      return parse(storage?.getItem(key) ?? null)
    } catch {
      return emptyVisitorCart
    }
  }
  let current = read()
  const listeners = new Set<() => void>()
  const emit = () => {
    for (const listener of listeners) listener()
  }
  const write = (next: VisitorCart): VisitorCart => {
    current = next
    try {
      if (next.lines.length === 0) storage?.removeItem(key)
      else storage?.setItem(key, JSON.stringify(next))
    } catch {
      // Kept in memory for this page.
    }
    emit()
    return current
  }
  const onStorage = (event: Event) => {
    if ((event as StorageEvent).key !== key && (event as StorageEvent).key !== null) return
    current = read()
    emit()
  }
  return {
    snapshot: () => current,
    add: (line) => write(addVisitorLine(read(), line)),
    change: (change) => write(applyVisitorChange(read(), change)),
    clear: () => {
      write(emptyVisitorCart)
    },
    subscribe(listener) {
      if (listeners.size === 0) events?.addEventListener("storage", onStorage)
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) events?.removeEventListener("storage", onStorage)
      }
    },
  }
}
