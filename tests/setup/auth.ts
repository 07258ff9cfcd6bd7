import { insertUser, type NewUser, type UserRow } from "../../server/core/db/factories/users.ts"
import type { RunningServer } from "../../server/core/server.ts"

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
