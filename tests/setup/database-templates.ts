import { readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs"
import path from "node:path"
import pg from "pg"
import { inject } from "vitest"
import { chinaDay } from "../../domain/member/china-day.ts"
import { openDatabase, type Database } from "../../server/core/db/client.ts"

/**
 * Test databases are copied from a template instead of being migrated (and seeded) for every
 * file: a PGlite data folder dumped to the run's template folder, or a PostgreSQL database that
 * `CREATE DATABASE … TEMPLATE` copies. The first file that needs a template builds it; later files
 * copy it. The seeds date their rows from the moment they run (an order placed two minutes ago,
 * yesterday's sign-in), so a template serves for ten minutes and within one day in China, then
 * the next file builds a fresh one: a copy holds what a seed run at about that moment would hold.
 */
export type TemplateKind = "migrated" | "seeded"

/** Builds a template's content on a fresh, empty database. */
export type TemplateBuild = (database: Database) => Promise<void>

const FRESH_FOR_MS = 10 * 60_000

export const isFresh = (builtAt: number, now: number): boolean => now - builtAt < FRESH_FOR_MS && now >= builtAt && chinaDay(builtAt) === chinaDay(now)

/** The name of the newest template that is still fresh, if any. */
const newestFresh = (templates: ReadonlyArray<{ readonly name: string; readonly builtAt: number }>, now: number): string | undefined =>
  templates.filter((t) => isFresh(t.builtAt, now)).sort((a, b) => b.builtAt - a.builtAt)[0]?.name

/** The run's template folder (tests/setup/database-template-dir.ts), or undefined outside a run that set one up. */
export const templateDir = (): string | undefined => inject("databaseTemplates")

/** The run's name, for the PostgreSQL template databases: letters and digits of the folder's name. */
const runName = (dir: string) => path.basename(dir).toLowerCase().replace(/[^a-z0-9]/g, "")

/** Templates this process is building, by kind: a second caller waits for the build instead of repeating it. */
const building = new Map<TemplateKind, Promise<Blob | undefined>>()

/** A PGlite database in memory: a copy of a fresh template, or a new one that becomes the template. */
export const pgliteFromTemplate = async (dir: string, kind: TemplateKind, build: TemplateBuild): Promise<Database> => {
  const pattern = new RegExp(`^pglite-${kind}-(\\d+)\\.tar$`)
  const now = Date.now()
  const newest = newestFresh(
    readdirSync(dir).map((name) => ({ name, builtAt: Number(pattern.exec(name)?.[1] ?? Number.NaN) })),
    now,
  )
  if (newest) return openDatabase({ from: new Blob([readFileSync(path.join(dir, newest))]) })
  const inFlight = building.get(kind)
  const built = inFlight ? await inFlight.catch(() => undefined) : undefined
  if (built) return openDatabase({ from: built })
  const database = await openDatabase({})
  const snapshot = (async () => {
    await build(database)
    return database.snapshot?.()
  })()
  building.set(kind, snapshot)
  try {
    const blob = await snapshot
    if (blob) {
      // Written aside, then renamed: a file reading the folder at the same time never sees half a template.
      const partial = path.join(dir, `.pglite-${kind}-${now}-${process.pid}`)
      writeFileSync(partial, Buffer.from(await blob.arrayBuffer()))
      renameSync(partial, path.join(dir, `pglite-${kind}-${now}.tar`))
    }
  } finally {
    if (building.get(kind) === snapshot) building.delete(kind)
  }
  return database
}

/** One lock for the run's template databases, so that two files never build or copy one at once. */
const TEMPLATE_LOCK = 8_315_001

/** PostgreSQL answers "being accessed by other users" while a closed connection's backend is still ending. */
const IN_USE = "55006"

const createFrom = async (admin: pg.Client, name: string, template: string) => {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`)
      return
    } catch (error) {
      if ((error as { code?: string }).code !== IN_USE || attempt === 50) throw error
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

/**
 * Creates the PostgreSQL database `name` as a copy of the run's fresh template of this kind,
 * building the template first when there is none.
 */
export const postgresFromTemplate = async (adminUrl: string, dir: string, name: string, kind: TemplateKind, build: TemplateBuild, urlOf: (database: string) => string) => {
  const prefix = `portal_tpl_${runName(dir)}_${kind}_`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query("SELECT pg_advisory_lock($1)", [TEMPLATE_LOCK])
    const now = Date.now()
    const { rows } = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE starts_with(datname, $1)", [prefix])
    const built = rows.map((r) => ({ name: r.datname, builtAt: Number(r.datname.slice(prefix.length)) }))
    let template = newestFresh(built, now)
    if (!template) {
      template = `${prefix}${now}`
      await admin.query(`CREATE DATABASE ${template}`)
      const database = await openDatabase({ url: urlOf(template), poolSize: 4 })
      try {
        await build(database)
      } finally {
        await database.close()
      }
      for (const old of built) await admin.query(`DROP DATABASE IF EXISTS ${old.name} WITH (FORCE)`)
    }
    await createFrom(admin, name, template)
  } finally {
    await admin.query("SELECT pg_advisory_unlock($1)", [TEMPLATE_LOCK]).catch(() => {})
    await admin.end()
  }
}

/** Drops the run's PostgreSQL templates (at the end of the run). */
export const dropPostgresTemplates = async (adminUrl: string, dir: string) => {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    const { rows } = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE starts_with(datname, $1)", [`portal_tpl_${runName(dir)}_`])
    for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`)
  } finally {
    await admin.end()
  }
}
