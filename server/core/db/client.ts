import path from "node:path"
import { fileURLToPath } from "node:url"
import { mkdirSync } from "node:fs"
import { PGlite } from "@electric-sql/pglite"
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm"
import pg from "pg"
import { SerialClient } from "./serial-client.ts"
import { installDrizzleParsers } from "./pglite-parsers.ts"
import { installPreparedStatements } from "./pglite-statements.ts"
import { sql } from "drizzle-orm"
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core"
import { drizzle as drizzlePglite } from "drizzle-orm/pglite"
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator"
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres"
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator"

/** The database, the same dialect whether embedded (PGlite) or PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT>
/** A transaction or the database itself: query functions accept either. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db

export interface Database {
  readonly db: Db
  readonly kind: "pglite" | "postgres"
  /** Flushes what is buffered to disk (PGlite runs with fsync off). */
  checkpoint(): Promise<void>
  /** A copy of an embedded database's data folder, which `openDatabase({ from })` starts from; absent on PostgreSQL. */
  readonly snapshot?: () => Promise<Blob>
  close(): Promise<void>
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations")

export interface OpenOptions {
  /** PostgreSQL connection string; absent means PGlite. */
  readonly url?: string | undefined
  /** PGlite data folder; absent means in memory. */
  readonly dataDir?: string | undefined
  /** For PGlite in memory: a data folder taken by `snapshot` to start from instead of an empty one. */
  readonly from?: Blob | undefined
  readonly poolSize?: number
}

export const openDatabase = async (options: OpenOptions): Promise<Database> => {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, Client: SerialClient })
    // An idle connection that the server ends is worth a line, unless the pool is being closed:
    // then its connections are on their way out (a test's database dropped as it closes, say).
    let closing = false
    pool.on("error", (error) => {
      if (!closing) console.error("database pool error:", error.message)
    })
    const db = drizzlePg(pool, { casing: "snake_case" }) as unknown as Db
    return {
      db,
      kind: "postgres",
      checkpoint: async () => {},
      close: () => {
        closing = true
        return pool.end()
      },
    }
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true })
  const client = options.dataDir
    ? new PGlite(options.dataDir, { extensions: { pg_trgm } })
    : new PGlite({ extensions: { pg_trgm }, ...(options.from ? { loadDataDir: options.from } : {}) })
  await client.waitReady
  // In this order: Drizzle's parsers are dropped from each query before it reaches the statements.
  installPreparedStatements(client)
  installDrizzleParsers(client)
  const db = drizzlePglite(client, { casing: "snake_case" }) as unknown as Db
  return {
    db,
    kind: "pglite",
    checkpoint: async () => {
      await client.exec("CHECKPOINT")
    },
    snapshot: () => client.dumpDataDir("none"),
    close: async () => {
      if (!client.closed) {
        await client.exec("CHECKPOINT")
        await client.close()
      }
    },
  }
}

export const migrateDatabase = async (database: Database): Promise<void> => {
  const config = { migrationsFolder: MIGRATIONS_DIR }
  if (database.kind === "pglite") {
    await migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], config)
  } else {
    await migratePg(database.db as unknown as Parameters<typeof migratePg>[0], config)
  }
}

export const pingDatabase = async (db: Db): Promise<boolean> => {
  try {
    await db.execute(sql`select 1`)
    return true
  } catch {
    return false
  }
}
