import { randomBytes } from "node:crypto"
import pg from "pg"
import { migrateDatabase, openDatabase, type Database } from "../../server/core/db/client.ts"

/**
 * Fresh, migrated databases for tests: always PGlite in memory, and PostgreSQL
 * too when TEST_DATABASE_URL names a server (each test file gets a database of
 * its own, dropped afterwards).
 */
export type DatabaseKind = "pglite" | "postgres"

export const databaseKinds = (): DatabaseKind[] => (process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"])

export interface TestDatabase {
  readonly database: Database
  dispose(): Promise<void>
}

const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

export const createTestDatabase = async (kind: DatabaseKind): Promise<TestDatabase> => {
  if (kind === "pglite") {
    const database = await openDatabase({})
    await migrateDatabase(database)
    return { database, dispose: () => database.close() }
  }
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set")
  const name = `portal_test_${randomBytes(6).toString("hex")}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const database = await openDatabase({ url: withDatabase(adminUrl, name), poolSize: 20 })
  await migrateDatabase(database)
  return {
    database,
    dispose: async () => {
      await database.close()
      const cleanup = new pg.Client({ connectionString: adminUrl })
      await cleanup.connect()
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleanup.end()
    },
  }
}
