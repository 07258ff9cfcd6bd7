import { describe, expect, it } from "vitest"
import { createFirstAnswers, type FirstAnswerSource } from "./first-answers.ts"

const source = (overrides: Partial<FirstAnswerSource> = {}): FirstAnswerSource => ({
  text: () => JSON.stringify({ "/api/a": { n: 1 }, "/api/b?x=1": [2] }),
  now: () => 1_000,
  signedIn: () => false,
  ...overrides,
})

describe("the document's first answers", () => {
  it("hand out the answer of a key, as often as it is asked for", () => {
    const take = createFirstAnswers(source())
    expect(take("/api/b?x=1")).toEqual({ data: [2] })
    expect(take("/api/b?x=1")).toEqual({ data: [2] })
    expect(take("/api/c")).toBeNull()
    expect(take("/api/a")).toEqual({ data: { n: 1 } })
  })

  it("read the element once", () => {
    let reads = 0
    const take = createFirstAnswers(source({ text: () => (reads++ === 0 ? JSON.stringify({ "/api/a": 1 }) : null) }))
    take("/api/x")
    expect(take("/api/a")).toEqual({ data: 1 })
    expect(reads).toBe(1)
  })

  it("are not taken after the page's first half minute, nor once a member is signed in", () => {
    let now = 29_000
    const late = createFirstAnswers(source({ now: () => now }))
    expect(late("/api/a")).toEqual({ data: { n: 1 } })
    now = 31_000
    expect(late("/api/b?x=1")).toBeNull()
    now = 0
    expect(late("/api/b?x=1")).toBeNull()
    const member = createFirstAnswers(source({ signedIn: () => true }))
    expect(member("/api/a")).toBeNull()
  })

  it("give nothing for a missing, damaged or non-object element", () => {
    for (const text of [null, "", "{", "[1]", "null", "3"]) expect(createFirstAnswers(source({ text: () => text }))("/api/a")).toBeNull()
  })
})
