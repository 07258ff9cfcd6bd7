import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import autocannon from "autocannon"
import { startChildServer } from "./child-server.ts"

/**
 * API read throughput and latency at 50 connections against a bare node:http
 * server answering the same bytes, both in processes of their own, measured in
 * the same run on the same machine. Target: at least 40% of the bare server's
 * requests per second and a p99 under 50 ms on the embedded database.
 */
const CONNECTIONS = 50
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8)
const ROUTES = ["/api/SystemConfig", "/api/product/category/tree", "/api/advert?key=aboutus"]

const measure = async (url: string) => {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S })
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failures: result.errors + result.non2xx }
}

export const benchApi = async (): Promise<{ ok: boolean; lines: string[] }> => {
  const scratch = mkdtempSync(path.join(tmpdir(), "portal-bench-body-"))
  const portal = await startChildServer(["portal"])
  const lines: string[] = []
  let ok = true
  try {
    for (const route of ROUTES) {
      const file = path.join(scratch, "body.json")
      writeFileSync(file, await (await fetch(portal.url + route)).text())
      const bare = await startChildServer(["bare", file])
      const baseline = await measure(bare.url + route)
      await bare.stop()
      const ours = await measure(portal.url + route)
      const ratio = ours.rps / baseline.rps
      const pass = ratio >= 0.4 && ours.p99 < 50 && ours.failures === 0
      ok &&= pass
      lines.push(
        `${pass ? "✓" : "✗"} GET ${route}: ${ours.rps.toFixed(0)} req/s = ${(ratio * 100).toFixed(0)}% of bare node:http (${baseline.rps.toFixed(0)} req/s); p50 ${ours.p50} ms, p99 ${ours.p99} ms; target ≥ 40% and p99 < 50 ms`,
      )
    }
  } finally {
    await portal.stop()
    rmSync(scratch, { recursive: true, force: true })
  }
  return { ok, lines }
}
