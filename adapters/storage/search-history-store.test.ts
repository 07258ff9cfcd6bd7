import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { MapStorage } from "../../tests/setup/memory-storage.ts"
import { SEARCH_TYPES } from "../../domain/shell/search-history.ts"
import { createSearchHistoryStore, SEARCH_HISTORY_PREFIX, type KeyValueStorage } from "./search-history-store.ts"

describe("search history store", () => {
  it("keeps five keywords per type, most recent first, a repeated one moved to the front", () => {
    const storage = new MapStorage()
    const store = createSearchHistoryStore(storage)
    for (const k of ["面膜", "防晒", "祛痘", "减脂", "睡眠", "维生素"]) store.add("courses", k)
    store.add("courses", "祛痘")
    expect(store.snapshot().courses).toEqual(["祛痘", "维生素", "睡眠", "减脂", "防晒"])
    expect(store.snapshot().products).toEqual([])
    expect(JSON.parse(storage.getItem(`${SEARCH_HISTORY_PREFIX}courses`) ?? "")).toEqual(["祛痘", "维生素", "睡眠", "减脂", "防晒"])
  })

  it("survives a reload: a new store over the same storage reads the same lists", () => {
    const storage = new MapStorage()
    createSearchHistoryStore(storage).add("forum", " 养生茶 ")
    expect(createSearchHistoryStore(storage).snapshot().forum).toEqual(["养生茶"])
  })

  it("does not keep blank keywords and does not notify when nothing changed", () => {
    const store = createSearchHistoryStore(new MapStorage())
    let calls = 0
    store.subscribe(() => calls++)
    store.add("news", "   ")
    expect(store.snapshot().news).toEqual([])
    expect(calls).toBe(0)
    store.add("news", "医保")
    expect(calls).toBe(1)
  })

  it("clears one type and removes its entry", () => {
    const storage = new MapStorage()
    const store = createSearchHistoryStore(storage)
    store.add("famous", "王医生")
    store.add("news", "医保")
    store.clear("famous")
    expect(store.snapshot().famous).toEqual([])
    expect(store.snapshot().news).toEqual(["医保"])
    expect(storage.getItem(`${SEARCH_HISTORY_PREFIX}famous`)).toBeNull()
  })

  it("reads tampered or unreadable entries as empty lists", () => {
    const storage = new MapStorage()
    storage.setItem(`${SEARCH_HISTORY_PREFIX}courses`, "{not json")
    storage.setItem(`${SEARCH_HISTORY_PREFIX}products`, JSON.stringify([1, "口红", null, "口红", "", "眼霜"]))
    const store = createSearchHistoryStore(storage)
    expect(store.snapshot().courses).toEqual([])
    expect(store.snapshot().products).toEqual(["口红", "眼霜"])
  })

  it("works in memory when storage refuses writes or is missing", () => {
    const refusing: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError")
      },
      removeItem: () => undefined,
    }
    expect(createSearchHistoryStore(refusing).add("science", "高血压")).toMatchObject({ science: ["高血压"] })
    expect(createSearchHistoryStore(null).add("science", "高血压")).toMatchObject({ science: ["高血压"] })
  })

  const type = fc.constantFrom(...SEARCH_TYPES)
  test.prop([fc.array(fc.tuple(type, fc.string({ maxLength: 8 })), { maxLength: 40 })])(
    "after any searches: at most 5 distinct non-blank keywords per type, the same after a reload",
    (searches) => {
      const storage = new MapStorage()
      const store = createSearchHistoryStore(storage)
      for (const [t, k] of searches) store.add(t, k)
      for (const t of SEARCH_TYPES) {
        const list = store.snapshot()[t]
        expect(list.length).toBeLessThanOrEqual(5)
        expect(new Set(list).size).toBe(list.length)
        expect(list.every((k) => k.trim() === k && k !== "")).toBe(true)
        const last = [...searches].reverse().find(([st, k]) => st === t && k.trim() !== "")
        if (last) expect(list[0]).toBe(last[1].trim())
      }
      expect(createSearchHistoryStore(storage).snapshot()).toEqual(store.snapshot())
    },
  )
})
