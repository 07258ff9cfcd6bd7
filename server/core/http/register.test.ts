import { Schema } from "effect"
import { describe, expect, it, vi } from "vitest"
import { ContractError, encodeAnswer, errorResponse } from "./register.ts"

const Answer = Schema.Struct({ id: Schema.Number, name: Schema.String })

describe("answers encoded by the response schema", () => {
  it("answers the encoded value, without fields the schema does not name", () => {
    expect(encodeAnswer("sample", Answer, { id: 1, name: "甲", passwordHash: "x" }, false)).toBe(`{"id":1,"name":"甲"}`)
  })

  it("refuses an answer that does not fit, naming the endpoint and the issue, outside production", () => {
    const run = () => encodeAnswer("sample", Answer, { id: "1", name: "甲" }, false)
    expect(run).toThrow(ContractError)
    expect(run).toThrow(/^sample: the answer does not fit its response schema: .*"id"/s)
    expect(errorResponse(new ContractError("sample", "issue"))).toMatchObject({ status: 500, code: "server_error", log: true })
  })

  it("logs the mismatch in production and still answers", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined)
    expect(encodeAnswer("sample", Answer, { id: "1", name: "甲" }, true)).toBe(`{"id":"1","name":"甲"}`)
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^sample: the answer does not fit/))
    log.mockRestore()
  })
})

describe("error answers", () => {
  it("carry a code for the HTTP layer's own refusals", () => {
    expect(errorResponse({ status: 413 })).toEqual({ status: 413, code: "payload_too_large", message: "上传内容过大", log: false })
    expect(errorResponse({ status: 405 })).toMatchObject({ status: 405, code: "bad_request" })
  })
})
