import path from "node:path"
import { readConfig } from "../server/core/config.ts"
import { lockDataDir } from "../server/core/data-dir-lock.ts"
import { migrateDatabase, openDatabase } from "../server/core/db/client.ts"

/** Applies the committed migrations to the configured database. */
const config = readConfig()
const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir)
const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, "pglite") })
try {
  await migrateDatabase(database)
  console.log(`migrated the ${database.kind} database`)
} finally {
  await database.close()
  unlock()
}
