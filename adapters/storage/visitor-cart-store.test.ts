import { describe, expect, it } from "vitest"
import { MapStorage } from "../../tests/setup/memory-storage.ts"
import type { KeyValueStorage } from "./search-history-store.ts"
import { createVisitorCartStore, VISITOR_CART_KEY } from "./visitor-cart-store.ts"

describe("visitor cart store", () => {
  it("keeps SKU ids and quantities in storage and survives a reload", () => {
    const storage = new MapStorage()
    const store = createVisitorCartStore(storage)
    let calls = 0
    store.subscribe(() => calls++)
    store.add({ skuId: 3, quantity: 2 })
    store.add({ skuId: 3, quantity: 1 })
    store.change({ kind: "check", skuIds: [3], checked: false })
    expect(calls).toBe(3)
    expect(JSON.parse(storage.getItem(VISITOR_CART_KEY) ?? "")).toEqual({ lines: [{ skuId: 3, quantity: 3 }], unchecked: [3] })
    expect(createVisitorCartStore(storage).snapshot()).toEqual({ lines: [{ skuId: 3, quantity: 3 }], unchecked: [3] })
    store.clear()
    expect(storage.getItem(VISITOR_CART_KEY)).toBeNull()
    expect(store.snapshot().lines).toEqual([])
  })

  it("reads tampered entries as what is valid in them, and a refusing storage as memory", () => {
    const storage = new MapStorage()
    storage.setItem(VISITOR_CART_KEY, JSON.stringify({ lines: [{ skuId: 5, quantity: 1 }, { skuId: -1, quantity: 2 }, { skuId: 6, quantity: 1000 }, "x"], unchecked: [5, 77, "a"] }))
    expect(createVisitorCartStore(storage).snapshot()).toEqual({ lines: [{ skuId: 5, quantity: 1 }], unchecked: [5] })
    storage.setItem(VISITOR_CART_KEY, "{not json")
    expect(createVisitorCartStore(storage).snapshot().lines).toEqual([])
    const refusing: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error("quota")
      },
      removeItem: () => undefined,
    }
    const store = createVisitorCartStore(refusing)
    expect(store.add({ skuId: 1, quantity: 1 }).lines).toEqual([{ skuId: 1, quantity: 1 }])
    expect(createVisitorCartStore(null).snapshot().lines).toEqual([])
  })

  it("follows another tab's change through the storage event", () => {
    const storage = new MapStorage()
    const target = new EventTarget()
    const store = createVisitorCartStore(storage, VISITOR_CART_KEY, target as unknown as Window)
    let calls = 0
    const stop = store.subscribe(() => calls++)
    storage.setItem(VISITOR_CART_KEY, JSON.stringify({ lines: [{ skuId: 9, quantity: 2 }], unchecked: [] }))
    const event = new Event("storage") as Event & { key: string }
    Object.defineProperty(event, "key", { value: VISITOR_CART_KEY })
    target.dispatchEvent(event)
    expect(calls).toBe(1)
    expect(store.snapshot().lines).toEqual([{ skuId: 9, quantity: 2 }])
    stop()
  })
})
