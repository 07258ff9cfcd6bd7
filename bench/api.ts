import { againstBare } from "./against-bare.ts"
import { startChildServer } from "./child-server.ts"

/**
 * API read throughput and latency at 50 connections against a bare node:http
 * server answering the same bytes, both in processes of their own, measured in
 * the same run on the same machine. Target: at least 40% of the bare server's
 * requests per second and a p99 under 50 ms on the embedded database.
 */
const ROUTES = ["/api/SystemConfig", "/api/product/category/tree", "/api/advert?key=aboutus"]

export const benchApi = async (): Promise<{ ok: boolean; lines: string[] }> => {
  const portal = await startChildServer(["portal"])
  const lines: string[] = []
  let ok = true
  try {
    for (const route of ROUTES) {
      const { ours, baseline, ratio } = await againstBare(portal.url, route)
      const pass = ratio >= 0.4 && ours.p99 < 50 && ours.failures === 0
      ok &&= pass
      lines.push(
        `${pass ? "✓" : "✗"} GET ${route}: ${ours.rps.toFixed(0)} req/s = ${(ratio * 100).toFixed(0)}% of bare node:http (${baseline.rps.toFixed(0)} req/s); p50 ${ours.p50} ms, p99 ${ours.p99} ms; target ≥ 40% and p99 < 50 ms`,
      )
    }
  } finally {
    await portal.stop()
  }
  return { ok, lines }
}
