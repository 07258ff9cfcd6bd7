import type { Browser } from "playwright-core"
import { afterAll, afterEach, beforeAll } from "vitest"
import { seededToken } from "./auth.ts"
import { launchBrowser } from "./browser.ts"
import { reportOpenPages } from "./failure-report.ts"
import type { DatabaseKind } from "./databases.ts"
import { envOf, started, type ServerSuiteOptions } from "./server-suite.ts"
import { startTestServer, type TestServer } from "./test-server.ts"

export interface BrowserSuiteOptions extends ServerSuiteOptions {
  /** Extra Chromium flags (e.g. `--autoplay-policy=no-user-gesture-required` for video tests). */
  readonly browserArgs?: ReadonlyArray<string>
  readonly database?: DatabaseKind
}

export interface BrowserSuite {
  readonly browser: Browser
  readonly server: TestServer
  /** A session token of a seeded demo account (the login form itself is covered by the session tests). */
  tokenOf(username: string): Promise<string>
}

/**
 * Called inside a `describe`: launches Chromium and starts the app over a freshly seeded database
 * before the tests, and closes both after them. The browser and the server are read through the
 * returned object once the tests run.
 */
export const useBrowserSuite = (options: BrowserSuiteOptions = {}): BrowserSuite => {
  let browser: Browser | undefined
  let server: TestServer | undefined
  beforeAll(async () => {
    ;[browser, server] = await Promise.all([launchBrowser(options.browserArgs), startTestServer(options.database ?? "pglite", envOf(options.env))])
  }, options.timeout)
  // A failed test leaves its pages open: what they show goes to the log before the next test.
  afterEach(async ({ task }) => {
    if (task.result?.state === "fail" && browser) await reportOpenPages(browser, task.name)
  })
  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })
  return {
    get browser() {
      return started(browser, "browser")
    },
    get server() {
      return started(server, "server")
    },
    tokenOf: (username) => seededToken(started(server, "server"), username),
  }
}
