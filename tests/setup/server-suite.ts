import { afterAll, beforeAll } from "vitest"
import type { NewUser } from "../../server/core/db/factories/users.ts"
import { signedInUser, type SignedIn } from "./auth.ts"
import type { DatabaseKind } from "./databases.ts"
import { startTestServer, type TestServer } from "./test-server.ts"

export interface ServerSuiteOptions {
  /**
   * Environment the server reads on top of the test defaults (e.g. `AUTH_CAPTCHA: "on"`); a
   * function when it depends on what an earlier `beforeAll` set up.
   */
  readonly env?: Record<string, string> | (() => Record<string, string>)
  /** How long starting may take; the project's hook timeout when not given. */
  readonly timeout?: number
}

export interface ServerSuite {
  readonly server: TestServer
}

/** Reads what a `beforeAll` started, failing plainly when a test runs without it. */
export const started = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`the ${what} has not started`)
  return value
}

/** The server's environment, read when it starts. */
export const envOf = (env: ServerSuiteOptions["env"]) => (typeof env === "function" ? env() : env)

/**
 * Called inside a `describe`: starts the app over a freshly migrated and seeded database of the
 * given kind before the tests and closes it after them; the tests read it as `suite.server`.
 */
export const useTestServer = (kind: DatabaseKind, options: ServerSuiteOptions = {}): ServerSuite => {
  let server: TestServer | undefined
  beforeAll(async () => {
    server = await startTestServer(kind, envOf(options.env))
  }, options.timeout)
  afterAll(() => server?.close())
  return {
    get server() {
      return started(server, "server")
    },
  }
}

/**
 * Called inside a `describe` after `useTestServer`: a user made once before the tests (an
 * administrator, say), whose `user` and `token` the tests read.
 */
export const useSignedInUser = (suite: ServerSuite, input: NewUser = {}): SignedIn => {
  let signedIn: SignedIn | undefined
  beforeAll(async () => {
    signedIn = await signedInUser(suite.server, input)
  })
  return {
    get user() {
      return started(signedIn, "user").user
    },
    get token() {
      return started(signedIn, "user").token
    },
  }
}
