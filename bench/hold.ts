import { checkAuthorization } from "../tests/setup/hold-authorization.ts"
import { crashCycles } from "../tests/setup/hold-crash.ts"
import { databaseKinds } from "../tests/setup/databases.ts"
import { fuzzEndpoints } from "../tests/setup/hold-fuzz.ts"
import { moneyRuns } from "../tests/setup/hold-money.ts"
import { startTestServer } from "../tests/setup/test-server.ts"

/**
 * `npm run bench -- hold`: the reliability suite of `npm test` with large counts, on each
 * database (PostgreSQL too when TEST_DATABASE_URL is set):
 *
 * - fuzz: every endpoint of the table with HOLD_SAMPLES random inputs per endpoint and caller
 *   (default 12) besides the fixed hostile ones, and a 10 MB body for every endpoint that takes
 *   one. Target: no 5xx, every error JSON with a Chinese message and a code.
 * - authorization: every endpoint as visitor, member, maker, merchant and administrator with
 *   every id of another member's private records. Target: no leak, no broken access rule.
 * - money: HOLD_MONEY_ROUNDS rounds (default 10) of parallel payments, withdrawals, sign-ins,
 *   draws and exchanges. Target: every account equals its ledger, no stock below zero.
 * - crash (embedded database): HOLD_CRASH_CYCLES kill -9 cycles under write load (default 5).
 *   Target: no acknowledged write lost.
 */
export const benchHold = async (): Promise<{ ok: boolean; lines: string[] }> => {
  const samples = Number(process.env.HOLD_SAMPLES ?? 12)
  const rounds = Number(process.env.HOLD_MONEY_ROUNDS ?? 10)
  const cycles = Number(process.env.HOLD_CRASH_CYCLES ?? 5)
  const lines: string[] = []
  let ok = true
  const details = (list: readonly string[]) => {
    for (const line of list.slice(0, 20)) lines.push(`    ${line}`)
  }
  const quiet = console.error
  console.error = () => {}
  try {
    for (const kind of databaseKinds()) {
      const server = await startTestServer(kind)
      try {
        let started = Date.now()
        const fuzz = await fuzzEndpoints(server, { samples, hugeBodies: Number.POSITIVE_INFINITY, seed: Date.now() })
        const seconds = () => ((Date.now() - started) / 1000).toFixed(1)
        lines.push(
          `${kind} fuzz: requests fuzzed ${fuzz.requests}, 5xx ${fuzz.serverErrors}, answers breaking the error form ${fuzz.failures.length - fuzz.serverErrors} (${seconds()} s)`,
        )
        details(fuzz.failures)
        ok &&= fuzz.failures.length === 0

        started = Date.now()
        const access = await checkAuthorization(server, { idsPerEndpoint: Number.POSITIVE_INFINITY, seed: Date.now() })
        lines.push(`${kind} authorization: calls ${access.calls}, leaks ${access.leaks.length}, broken access rules ${access.violations.length} (${seconds()} s)`)
        details([...access.leaks, ...access.violations])
        ok &&= access.leaks.length === 0 && access.violations.length === 0

        started = Date.now()
        const money = await moneyRuns(server, { rounds })
        lines.push(`${kind} money: runs ${money.runs} (${money.operations} parallel operations), anomalies ${money.anomalies.length} (${seconds()} s)`)
        details(money.anomalies)
        ok &&= money.anomalies.length === 0
      } finally {
        await server.close()
      }
    }
    const started = Date.now()
    const crash = await crashCycles({ cycles })
    lines.push(
      `crash: cycles ${crash.cycles}, acknowledged writes ${crash.acknowledged}, lost writes ${crash.lost} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    )
    details(crash.problems)
    ok &&= crash.lost === 0 && crash.problems.length === 0
  } finally {
    console.error = quiet
  }
  return { ok, lines }
}
