import pg from "pg"

/** The PostgreSQL server the benches use when one answers (they make databases of their own there). */
export const BENCH_POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres"

export interface ScratchDatabase {
  readonly url: string
  drop(): Promise<void>
}

/** A fresh database named after `prefix` on the bench's PostgreSQL server, or null when none answers. */
export const freshPostgres = async (prefix: string): Promise<ScratchDatabase | null> => {
  const admin = new pg.Client({ connectionString: BENCH_POSTGRES_URL, connectionTimeoutMillis: 2000 })
  try {
    await admin.connect()
  } catch {
    return null
  }
  const name = `${prefix}_${process.pid}_${Date.now()}`
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(BENCH_POSTGRES_URL)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    },
  }
}
