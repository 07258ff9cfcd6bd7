import { describe, expect, it } from "vitest"
import { ReadCache } from "./read-cache.ts"

describe("read cache", () => {
  it("shares one load until the entry expires", async () => {
    let now = 0
    const cache = new ReadCache(1000, () => now)
    let loads = 0
    const load = async () => ++loads
    expect(await Promise.all([cache.get("k", load), cache.get("k", load)])).toEqual([1, 1])
    now = 999
    expect(await cache.get("k", load)).toBe(1)
    now = 1000
    expect(await cache.get("k", load)).toBe(2)
    cache.clear()
    expect(await cache.get("k", load)).toBe(3)
  })

  it("forgets a failed load", async () => {
    const cache = new ReadCache(1000, () => 0)
    await expect(cache.get("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down")
    expect(await cache.get("k", async () => "up")).toBe("up")
  })

  it("freezes what it holds, deeply, so no request can change another's answer", async () => {
    const cache = new ReadCache(1000, () => 0)
    const value = await cache.get("tree", async () => ({ nodes: [{ name: "护肤", children: [{ name: "面霜" }] }] }))
    expect(Object.isFrozen(value)).toBe(true)
    expect(Object.isFrozen(value.nodes[0]?.children[0])).toBe(true)
    expect(() => {
      ;(value.nodes as Array<{ name: string }>).push({ name: "x" })
    }).toThrow(TypeError)
  })

  it("keeps at most its bound of entries, dropping the expired first and then the oldest", async () => {
    let now = 0
    const cache = new ReadCache(1000, () => now, 2)
    let loads = 0
    const load = async () => ++loads
    await cache.get("a", load)
    now = 500
    await cache.get("b", load)
    now = 1200
    // "a" has expired: it makes room, "b" stays.
    await cache.get("c", load)
    expect(await cache.get("b", load)).toBe(2)
    // Nothing has expired: the oldest ("b") goes.
    await cache.get("d", load)
    expect(await cache.get("c", load)).toBe(3)
    expect(await cache.get("b", load)).toBe(5)
  })

  it("keeps a newer load when an older one for the same key fails late", async () => {
    let now = 0
    const cache = new ReadCache(1000, () => now)
    let fail: (error: Error) => void = () => {}
    const slow = cache.get("k", () => new Promise<string>((_, reject) => (fail = reject)))
    now = 1000
    expect(await cache.get("k", async () => "fresh")).toBe("fresh")
    fail(new Error("late"))
    await expect(slow).rejects.toThrow("late")
    expect(await cache.get("k", async () => "again")).toBe("fresh")
  })

  it("tells when an entry expires and counts the times it was emptied", async () => {
    let now = 0
    const cache = new ReadCache(1000, () => now)
    expect(cache.expiryOf("k")).toBeUndefined()
    await cache.get("k", async () => 1)
    expect(cache.expiryOf("k")).toBe(1000)
    now = 1000
    expect(cache.expiryOf("k")).toBeUndefined()
    const before = cache.generation
    cache.clear()
    expect(cache.generation).toBe(before + 1)
  })
})
