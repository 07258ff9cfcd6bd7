import { describe, expect, it } from "vitest"
import { databaseKinds } from "../setup/databases.ts"
import { quietConsoleErrors } from "../setup/quiet-console.ts"
import { fuzzEndpoints } from "../setup/hold-fuzz.ts"
import { useTestServer } from "../setup/server-suite.ts"

/**
 * Every endpoint of the table, fuzzed from its own schemas with hostile values: no answer of
 * 500 or more, every error JSON with a Chinese message and a code. Small counts here;
 * `npm run bench -- hold` runs the large ones.
 */
describe.each(databaseKinds())("fuzzing every endpoint on %s", (kind) => {
  quietConsoleErrors()
  const suite = useTestServer(kind)

  it("answers hostile input to each endpoint without a server error", async () => {
    const report = await fuzzEndpoints(suite.server, { samples: 2, hugeBodies: 2 })
    expect(report.failures).toEqual([])
    expect(report.serverErrors).toBe(0)
    expect(report.requests).toBeGreaterThan(500)
  }, 600_000)
})
