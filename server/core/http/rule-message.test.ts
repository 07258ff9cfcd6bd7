import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { DashboardDays } from "../../../domain/member/endpoints/common.ts"
import { DAY_TEXT_MESSAGE } from "../../../domain/member/china-day.ts"
import { BOUNDARY_MESSAGES, IdFromString, SafeText } from "../../../domain/core/validation/boundary.ts"
import { ruleMessage } from "./rule-message.ts"

const refusal = (schema: Schema.Top, value: unknown): string | undefined => {
  const result = Schema.decodeUnknownResult(schema as Schema.Codec<unknown, unknown>)(value)
  if (result._tag === "Success") throw new Error("the value was accepted")
  return ruleMessage(result.failure.issue)
}

describe("the message of the rule that refused an input", () => {
  it("is the domain rule's own text, found inside the struct that holds it", () => {
    expect(refusal(DashboardDays, { from: "2026-02-30", to: "2026-03-01" })).toBe(DAY_TEXT_MESSAGE)
    expect(refusal(Schema.Struct({ id: IdFromString }), { id: "99999999999" })).toBe(BOUNDARY_MESSAGES.numberOutOfRange)
  })

  it("is absent when only the shape is wrong, so the answer keeps the generic message", () => {
    expect(refusal(DashboardDays, { from: "2026-02-01" })).toBeUndefined()
    expect(refusal(Schema.Struct({ id: IdFromString }), { id: "abc" })).toBeUndefined()
    expect(refusal(Schema.Struct({ id: IdFromString }), { id: "0" })).toBeUndefined()
    expect(refusal(Schema.Struct({ text: SafeText(3) }), { text: "四个汉字" })).toBeUndefined()
  })
})
