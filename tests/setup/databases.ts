import { randomBytes } from "node:crypto"
import pg from "pg"
import { migrateDatabase, openDatabase, type Database } from "../../server/core/db/client.ts"
import { runSeeds } from "../../server/seed/seed-sets.ts"
import { pgliteFromTemplate, postgresFromTemplate, templateDir, type TemplateBuild, type TemplateKind } from "./database-templates.ts"

/**
 * Fresh databases for tests: always PGlite in memory, and PostgreSQL too when
 * TEST_DATABASE_URL names a server (each test file gets a database of its own,
 * dropped afterwards). A database is migrated, and seeded with the demo content
 * when asked; within a run it is a copy of a template (tests/setup/database-templates.ts).
 */
export type DatabaseKind = "pglite" | "postgres"

export const databaseKinds = (): DatabaseKind[] => (process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"])

export interface TestDatabase {
  readonly database: Database
  dispose(): Promise<void>
}

export interface TestDatabaseOptions {
  /** With the demo content the server seeds on first start (server/seed/seed-sets.ts). */
  readonly seeded?: boolean
}

const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

const builds: Readonly<Record<TemplateKind, TemplateBuild>> = {
  migrated: (database) => migrateDatabase(database),
  seeded: async (database) => {
    await migrateDatabase(database)
    await runSeeds(database.db, { demo: true })
  },
}

export const createTestDatabase = async (kind: DatabaseKind, options: TestDatabaseOptions = {}): Promise<TestDatabase> => {
  const template: TemplateKind = options.seeded ? "seeded" : "migrated"
  const dir = templateDir()
  if (kind === "pglite") {
    const database = dir ? await pgliteFromTemplate(dir, template, builds[template]) : await openDatabase({})
    if (!dir) await builds[template](database)
    return { database, dispose: () => database.close() }
  }
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set")
  const name = `portal_test_${randomBytes(6).toString("hex")}`
  if (dir) {
    await postgresFromTemplate(adminUrl, dir, name, template, builds[template], (database) => withDatabase(adminUrl, database))
  } else {
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
  }
  const database = await openDatabase({ url: withDatabase(adminUrl, name), poolSize: 20 })
  if (!dir) await builds[template](database)
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
