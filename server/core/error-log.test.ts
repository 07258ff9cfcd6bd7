import { describe, expect, it } from "vitest"
import { describeFailure } from "./error-log.ts"

describe("failure log line", () => {
  it("never repeats a failed query's SQL or parameters", () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: "22021", table: "users" })
    const failed = Object.assign(new Error('Failed query: update "users" set "nick_name" = $1 where "id" = $2\nparams: 秘密昵称,7'), {
      query: 'update "users" set "nick_name" = $1 where "id" = $2',
      params: ["秘密昵称", 7],
      cause,
    })
    const line = describeFailure(failed)
    expect(line).toMatch(/^database query failed, code 22021, table users/)
    expect(line).not.toContain("秘密昵称")
    expect(line).not.toContain("nick_name")
  })

  it("keeps the stack of other errors", () => {
    expect(describeFailure(new TypeError("boom"))).toMatch(/^TypeError: boom\n\s+at /)
  })
})
