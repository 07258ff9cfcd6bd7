import { eq } from "drizzle-orm"
import type { Db } from "./db/client.ts"
import { serverSecrets } from "./tables/system.ts"

/**
 * Returns the named secret, creating it with `make` on first use. Safe when
 * several processes start at once: the first insert wins and all read it back.
 */
export const loadOrCreateSecret = async (db: Db, name: string, make: () => string | Promise<string>): Promise<string> => {
  const existing = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name))
  if (existing[0]) return existing[0].value
  await db.insert(serverSecrets).values({ name, value: await make() }).onConflictDoNothing()
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name))
  if (!row) throw new Error(`secret ${name} could not be stored`)
  return row.value
}
