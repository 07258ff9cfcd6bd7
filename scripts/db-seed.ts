import path from "node:path"
import { readConfig } from "../server/core/config.ts"
import { lockDataDir } from "../server/core/data-dir-lock.ts"
import { migrateDatabase, openDatabase } from "../server/core/db/client.ts"
import { runSeeds } from "../server/seed/seed-sets.ts"

/** Migrates, then applies every seed set the database has not had yet. */
const config = readConfig()
const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir)
const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, "pglite") })
try {
  await migrateDatabase(database)
  const applied = await runSeeds(database.db, { demo: config.seedDemoData })
  console.log(applied.length ? `applied seed sets: ${applied.join(", ")}` : "every seed set was already applied")
} finally {
  await database.close()
  unlock()
}
