import type { Config } from "./config.ts"
import type { Database, Db } from "./db/client.ts"
import { TokenService } from "./services/auth/tokens.ts"

/** The services one server process shares between requests. */
export interface AppDeps {
  readonly config: Config
  readonly database: Database
  readonly db: Db
  readonly tokens: TokenService
  readonly now: () => number
}

export const createDeps = async (config: Config, database: Database, now: () => number = Date.now): Promise<AppDeps> => {
  const tokens = await TokenService.create(database.db, config.jwtSecret, now)
  return { config, database, db: database.db, tokens, now }
}
