import { describe, expect, it } from "vitest"
import { MEMBER_ADMIN_MESSAGES as M, temporaryPasswordText, validatePointsAdjustment } from "./members.ts"

describe("a points adjustment", () => {
  it("takes a whole non-zero number within the limit and a reason", () => {
    expect(validatePointsAdjustment({ points: "+200", reason: "活动补发" })).toEqual([])
    expect(validatePointsAdjustment({ points: -100_000, reason: "收回" })).toEqual([])
    expect(validatePointsAdjustment({ points: "", reason: "" })).toEqual([M.pointsRequired, M.reasonRequired])
    expect(validatePointsAdjustment({ points: "0", reason: "x" })).toEqual([M.pointsWhole])
    expect(validatePointsAdjustment({ points: "1.5", reason: "x" })).toEqual([M.pointsWhole])
    expect(validatePointsAdjustment({ points: "100001", reason: "x" })).toEqual([M.pointsTooMany])
    expect(validatePointsAdjustment({ points: "5", reason: "长".repeat(101) })).toEqual([M.reasonTooLong])
  })

  it("tells the temporary password under the site's signature", () => {
    expect(temporaryPasswordText("悦享健康", "Ab3dEf7hJk")).toMatch(/^【悦享健康】.*临时密码为Ab3dEf7hJk，/)
  })
})
