import { eq } from "drizzle-orm"
import { insertUser, type NewUser, type UserRow } from "../../server/core/db/factories/users.ts"
import type { RunningServer } from "../../server/core/server.ts"
import { users } from "../../server/session/tables/users.ts"

export interface SignedIn {
  readonly user: UserRow
  readonly token: string
}

/** A new user with a valid session token, without going through the login form. */
export const signedInUser = async (server: Pick<RunningServer, "deps">, input: NewUser = {}): Promise<SignedIn> => {
  const user = await insertUser(server.deps.db, input)
  const { token } = await server.deps.tokens.issue(user.id)
  return { user, token }
}

/** The id of a seeded demo account. */
export const seededUserId = async (server: Pick<RunningServer, "deps">, username: string): Promise<number> => {
  const [row] = await server.deps.db.select({ id: users.id }).from(users).where(eq(users.username, username))
  if (!row) throw new Error(`${username} is not seeded`)
  return row.id
}

/** A session token of a seeded demo account, without going through the login form. */
export const seededToken = async (server: Pick<RunningServer, "deps">, username: string): Promise<string> =>
  (await server.deps.tokens.issue(await seededUserId(server, username))).token
