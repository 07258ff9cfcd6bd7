import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import autocannon from "autocannon"
import { startChildServer } from "./child-server.ts"

export const CONNECTIONS = 50
export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8)

export interface Measured {
  readonly rps: number
  readonly p50: number
  readonly p99: number
  /** Connection errors, timeouts and answers other than 2xx. */
  readonly failures: number
}

const measure = async (url: string): Promise<Measured> => {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S })
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failures: result.errors + result.non2xx + result.timeouts }
}

/**
 * One read of the running portal against a bare node:http server answering the same bytes, each
 * in a process of its own, at 50 connections for BENCH_SECONDS (8 by default), the bare one first;
 * `ratio` is the portal's requests per second over the bare server's.
 */
export const againstBare = async (portalUrl: string, route: string): Promise<{ ours: Measured; baseline: Measured; ratio: number }> => {
  const sample = await fetch(portalUrl + route)
  if (!sample.ok) throw new Error(`${route} answered ${sample.status}`)
  const scratch = mkdtempSync(path.join(tmpdir(), "portal-bench-body-"))
  try {
    const file = path.join(scratch, "body.json")
    writeFileSync(file, await sample.text())
    const bare = await startChildServer(["bare", file])
    const baseline = await measure(bare.url + route)
    await bare.stop()
    const ours = await measure(portalUrl + route)
    return { ours, baseline, ratio: ours.rps / baseline.rps }
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}
