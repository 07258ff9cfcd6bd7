import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { answerKey } from "./first-answers.ts"

describe("a call's answer key", () => {
  it("is the path, then the query with its keys in order and arrays repeated", () => {
    expect(answerKey("/api/x")).toBe("/api/x")
    expect(answerKey("/api/x", {})).toBe("/api/x")
    expect(answerKey("/api/x", { size: "12", page: "0", type: "video" })).toBe("/api/x?page=0&size=12&type=video")
    expect(answerKey("/api/x", { tag: ["b", "a"], q: "课 程&" })).toBe("/api/x?q=%E8%AF%BE+%E7%A8%8B%26&tag=b&tag=a")
  })

  it("does not depend on the order the query was written in, and reads back to the same query", () => {
    const query = fc.dictionary(fc.string({ minLength: 1 }), fc.oneof(fc.string(), fc.array(fc.string(), { minLength: 1, maxLength: 3 })))
    fc.assert(
      fc.property(query, (q) => {
        const reversed = Object.fromEntries(Object.entries(q).reverse())
        const key = answerKey("/api/x", q)
        expect(answerKey("/api/x", reversed)).toBe(key)
        const read = new URLSearchParams(key.slice("/api/x".length).replace(/^\?/, ""))
        for (const [name, value] of Object.entries(q)) expect(read.getAll(name)).toEqual(typeof value === "string" ? [value] : value)
      }),
    )
  })
})
