import { databaseKinds } from "../tests/setup/databases.ts"
import { fuzzEndpoints } from "../tests/setup/hold-fuzz.ts"
import { startTestServer } from "../tests/setup/test-server.ts"

/**
 * `npm run bench -- hold`: the reliability fuzzing of `npm test` with large counts. Every
 * endpoint of the table, on each database (PostgreSQL when TEST_DATABASE_URL is set), with
 * HOLD_SAMPLES random inputs per endpoint and caller (default 40) besides the fixed hostile
 * ones, and a 10 MB body for every endpoint that takes one. Target: no answer of 5xx and every
 * error JSON with a Chinese message.
 */
export const benchHold = async (): Promise<{ ok: boolean; lines: string[] }> => {
  const samples = Number(process.env.HOLD_SAMPLES ?? 40)
  const lines: string[] = []
  let ok = true
  const quiet = console.error
  console.error = () => {}
  try {
    for (const kind of databaseKinds()) {
      const server = await startTestServer(kind)
      try {
        const started = Date.now()
        const report = await fuzzEndpoints(server, { samples, hugeBodies: Number.POSITIVE_INFINITY, seed: Date.now() })
        const seconds = ((Date.now() - started) / 1000).toFixed(1)
        lines.push(`${kind}: requests fuzzed ${report.requests}, 5xx ${report.serverErrors}, answers breaking the error form ${report.failures.length - report.serverErrors} (${seconds} s)`)
        for (const failure of report.failures.slice(0, 20)) lines.push(`  ${failure}`)
        ok &&= report.failures.length === 0
      } finally {
        await server.close()
      }
    }
  } finally {
    console.error = quiet
  }
  lines.push("authorization, money and crash runs: not part of this bench yet (see tests/server/*-concurrency.test.ts for the money runs of npm test)")
  return { ok, lines }
}
