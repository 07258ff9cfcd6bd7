import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { databaseKinds } from "../setup/databases.ts"
import { moneyRuns } from "../setup/hold-money.ts"
import { startTestServer, type TestServer } from "../setup/test-server.ts"

/**
 * Parallel payments, withdrawals, sign-ins, draws and exchanges, then every account equals its
 * ledger and no stock is below zero. Two rounds here; `npm run bench -- hold` runs more.
 */
describe.each(databaseKinds())("money under parallel spending on %s", (kind) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(kind)
  })
  afterAll(() => server?.close())

  it("keeps every balance equal to its ledger and every stock at zero or above", async () => {
    const report = await moneyRuns(server, { rounds: 2 })
    expect(report.anomalies).toEqual([])
    expect(report.operations).toBeGreaterThan(100)
  }, 600_000)
})
