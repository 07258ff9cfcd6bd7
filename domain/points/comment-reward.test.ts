import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { COMMENT_POINTS, COMMENT_POINTS_DAILY_CAP, commentRewardKeys } from "./comment-reward.ts"

describe("comment reward", () => {
  test("a day has as many reward keys as the cap allows, distinct, and the next China day has others", () => {
    const now = Date.UTC(2026, 10, 23, 15, 59)
    const keys = commentRewardKeys(now)
    expect(keys.length * COMMENT_POINTS).toBe(COMMENT_POINTS_DAILY_CAP)
    expect(new Set(keys).size).toBe(keys.length)
    // 16:00 UTC is midnight in China.
    expect(commentRewardKeys(Date.UTC(2026, 10, 23, 16, 0)).some((k) => keys.includes(k))).toBe(false)
  })

  test.prop([fc.integer({ min: 0, max: 4_000_000_000_000 })])("keys name the China day", (now) => {
    for (const key of commentRewardKeys(now)) expect(key).toMatch(/^comment-reward-\d{4}-\d{2}-\d{2}-[1-5]$/)
  })
})
