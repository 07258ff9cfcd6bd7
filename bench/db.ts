import { againstBare, CONNECTIONS, DURATION_S } from "./against-bare.ts"
import { startChildServer } from "./child-server.ts"
import { benchPayments } from "./payments.ts"
import { BENCH_POSTGRES_URL, freshPostgres } from "./postgres.ts"

/**
 * Catalogue reads, at 50 connections, each against a bare node:http server answering the same
 * bytes in the same run: as visitors meet them (one shared copy a moment) and with every read
 * asking the database, on embedded PGlite, and on PostgreSQL when one answers at
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; the bench makes a
 * database of its own there and drops it afterwards). Target on PGlite: at least 40% of bare
 * node:http's requests per second with a p99 of at most 50 ms.
 */
interface Page {
  readonly title: string
  /** The path to read, found from the running app's own answers. */
  readonly path: (base: string) => Promise<string>
}

const json = async <T>(url: string): Promise<T> => {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return (await response.json()) as T
}
const firstCourseId = async (base: string) => {
  const page = await json<{ content: { id: number }[] }>(`${base}/api/video/course?page=0&size=1`)
  const id = page.content[0]?.id
  if (!id) throw new Error("the demo has no course")
  return id
}

export const DB_PAGES: readonly Page[] = [
  { title: "course list", path: async () => "/api/video/course?page=0&size=12" },
  { title: "course detail", path: async (base) => `/api/video/course/detail/${await firstCourseId(base)}` },
  { title: "comment page, 5 and 4 stars", path: async (base) => `/api/course/comment?courseId=${await firstCourseId(base)}&page=0&size=10&grade=5&grade=4` },
  { title: "product search 面膜", path: async () => `/api/product/spu?keyword=${encodeURIComponent("面膜")}&page=0&size=20` },
  { title: "news list", path: async () => "/api/news?page=0&size=10" },
]

const benchOn = async (label: string, args: string[], target: boolean, env: NodeJS.ProcessEnv = {}): Promise<{ ok: boolean; lines: string[] }> => {
  const portal = await startChildServer(args, { env })
  const lines: string[] = []
  let ok = true
  try {
    for (const page of DB_PAGES) {
      const route = await page.path(portal.url)
      const { ours, baseline, ratio } = await againstBare(portal.url, route)
      const pass = !target || (ratio >= 0.4 && ours.p99 <= 50 && ours.failures === 0)
      ok &&= pass
      lines.push(
        `${pass ? "✓" : "✗"} [${label}] ${page.title} (GET ${route}): ${ours.rps.toFixed(0)} req/s = ${(ratio * 100).toFixed(0)}% of bare node:http (${baseline.rps.toFixed(0)} req/s); p50 ${ours.p50} ms, p99 ${ours.p99} ms${ours.failures ? `; ${ours.failures} failed` : ""}`,
      )
    }
  } finally {
    await portal.stop()
  }
  return { ok, lines }
}

/** Every visitor's read asks the database: the app with its shared reads turned off. */
const EVERY_READ = { SHARED_READ_MS: "0" }

export const benchDb = async (): Promise<{ ok: boolean; lines: string[] }> => {
  // As a visitor meets them (one shared copy a moment, server/core/http/register.ts), then each read asking the database.
  const pglite = await benchOn("PGlite", ["portal"], true)
  const lines = [...pglite.lines, ...(await benchOn("PGlite, every read from the database", ["portal"], false, EVERY_READ)).lines]
  const postgres = await freshPostgres("portal_bench")
  if (!postgres) lines.push(`PostgreSQL: none answers at ${BENCH_POSTGRES_URL}; measured on PGlite only`)
  else {
    try {
      lines.push(...(await benchOn("PostgreSQL, every read from the database", ["portal", postgres.url], false, EVERY_READ)).lines)
    } finally {
      await postgres.drop()
    }
  }
  lines.push(`(${CONNECTIONS} connections, ${DURATION_S} s per measurement; target on PGlite: ≥ 40% of bare and p99 ≤ 50 ms)`)
  const payments = await benchPayments()
  lines.push(...payments.lines)
  return { ok: pglite.ok && payments.ok, lines }
}
