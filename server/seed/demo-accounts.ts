import { eq, inArray } from "drizzle-orm"
import type { Tx } from "../core/db/client.ts"
import { users } from "../session/tables/users.ts"

/** The id of the demo account `username`, or undefined when it is not there (closed, or a database seeded without it). */
export const demoAccountId = async (tx: Tx, username: string): Promise<number | undefined> => {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.username, username))
  return row?.id
}

/** The ids of the demo accounts `names` by username; an account that is not there is left out of the map. */
export const demoAccountIds = async (tx: Tx, names: ReadonlyArray<string>): Promise<Map<string, number>> => {
  const rows = await tx.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, [...names]))
  return new Map(rows.map((r) => [r.username, r.id]))
}
