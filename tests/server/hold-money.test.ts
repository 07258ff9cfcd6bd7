import { describe, expect, it } from "vitest"
import { databaseKinds } from "../setup/databases.ts"
import { moneyRuns } from "../setup/hold-money.ts"
import { useTestServer } from "../setup/server-suite.ts"

/**
 * Parallel payments, withdrawals, sign-ins, draws and exchanges, then every account equals its
 * ledger and no stock is below zero. Two rounds here; `npm run bench -- hold` runs more.
 */
describe.each(databaseKinds())("money under parallel spending on %s", (kind) => {
  const suite = useTestServer(kind)

  it("keeps every balance equal to its ledger and every stock at zero or above", async () => {
    const report = await moneyRuns(suite.server, { rounds: 2 })
    expect(report.anomalies).toEqual([])
    expect(report.operations).toBeGreaterThan(100)
  }, 600_000)
})
