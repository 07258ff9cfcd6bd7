import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { databaseKinds } from "../setup/databases.ts"
import { fuzzEndpoints } from "../setup/hold-fuzz.ts"
import { startTestServer, type TestServer } from "../setup/test-server.ts"

/**
 * Every endpoint of the table, fuzzed from its own schemas with hostile values: no answer of
 * 500 or more, every error JSON with a Chinese message and a code. Small counts here;
 * `npm run bench -- hold` runs the large ones.
 */
describe.each(databaseKinds())("fuzzing every endpoint on %s", (kind) => {
  let server: TestServer
  beforeAll(async () => {
    vi.spyOn(console, "error").mockImplementation(() => {})
    server = await startTestServer(kind)
  })
  afterAll(async () => {
    await server?.close()
    vi.restoreAllMocks()
  })

  it("answers hostile input to each endpoint without a server error", async () => {
    const report = await fuzzEndpoints(server, { samples: 2, hugeBodies: 2 })
    expect(report.failures).toEqual([])
    expect(report.serverErrors).toBe(0)
    expect(report.requests).toBeGreaterThan(500)
  }, 600_000)
})
