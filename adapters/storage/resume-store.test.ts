import { describe, expect, it } from "vitest"
import { createResumeStore } from "./resume-store.ts"

class MemoryStorage implements Storage {
  private data = new Map<string, string>()
  failWrites = false
  get length() {
    return this.data.size
  }
  clear() {
    this.data.clear()
  }
  getItem(key: string) {
    return this.data.get(key) ?? null
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.data.delete(key)
  }
  setItem(key: string, value: string) {
    if (this.failWrites) throw new Error("QuotaExceededError")
    this.data.set(key, value)
  }
}

describe("resume store", () => {
  it("keeps the position of each lesson with when it was saved", () => {
    let now = 1000
    const store = createResumeStore(new MemoryStorage(), () => now)
    expect(store.load(12)).toBeNull()
    store.save(12, 18.7)
    now = 2000
    store.save("13", 5)
    expect(store.load(12)).toEqual({ position: 18, at: 1000 })
    expect(store.load(13)).toEqual({ position: 5, at: 2000 })
  })

  it("forgets the oldest lessons beyond 200, and survives broken or full storage", () => {
    const storage = new MemoryStorage()
    const store = createResumeStore(storage)
    for (let i = 300; i >= 1; i--) store.save(i, i)
    expect(store.load(300)).toBeNull()
    expect(store.load(201)).toBeNull()
    expect(store.load(200)?.position).toBe(200)
    expect(store.load(1)?.position).toBe(1)
    storage.setItem("course_resume", "{not json")
    expect(store.load(1)).toBeNull()
    storage.failWrites = true
    expect(() => store.save(1, 3)).not.toThrow()
  })
})
