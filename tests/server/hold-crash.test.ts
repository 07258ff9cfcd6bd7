import { describe, expect, it } from "vitest"
import { crashCycles } from "../setup/hold-crash.ts"

/**
 * kill -9 under write load, restart on the same data folder: every acknowledged write is still
 * there. Two cycles here; `npm run bench -- hold` runs more.
 */
describe("crash under write load", () => {
  it("loses no acknowledged write across kill -9 and restart", async () => {
    const report = await crashCycles({ cycles: 2 })
    expect(report.problems).toEqual([])
    expect(report.lost).toBe(0)
    expect(report.acknowledged).toBeGreaterThan(0)
  }, 900_000)
})
