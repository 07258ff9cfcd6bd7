import { describe, expect, it } from "vitest"
import { checkAuthorization } from "../setup/hold-authorization.ts"
import { databaseKinds } from "../setup/databases.ts"
import { quietConsoleErrors } from "../setup/quiet-console.ts"
import { useTestServer } from "../setup/server-suite.ts"

/**
 * Every endpoint of the table called as a visitor, a member, a maker, a merchant and an
 * administrator with another member's ids: the access rule holds, and nothing of that member's
 * private records reaches anyone else or is changed by them. `npm run bench -- hold` calls with
 * every id of the owner.
 */
describe.each(databaseKinds())("authorization of every endpoint on %s", (kind) => {
  quietConsoleErrors()
  const suite = useTestServer(kind)

  it("lets each caller do what the access rule allows and see nothing of another member", async () => {
    const report = await checkAuthorization(suite.server, { idsPerEndpoint: 2 })
    expect(report.violations).toEqual([])
    expect(report.leaks).toEqual([])
    expect(report.calls).toBeGreaterThan(1000)
  }, 600_000)
})
