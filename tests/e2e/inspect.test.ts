import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createServer, type ViteDevServer } from "vite"
import { openPage } from "../setup/browser.ts"
import { useBrowserSuite } from "../setup/browser-suite.ts"

/**
 * The inspector in development: the page is served by Vite's dev server (as with `npm run dev`),
 * and the inspector window the page opens is stood in for by a recorder, so the test reads what
 * the XState visualiser would receive.
 */
describe("live inspection in development", () => {
  const suite = useBrowserSuite()
  let vite: ViteDevServer
  let devUrl: string

  beforeAll(async () => {
    vite = await createServer({
      configFile: "vite.config.ts",
      logLevel: "error",
      server: {
        host: "127.0.0.1",
        port: 0,
        proxy: { "/api": suite.server.url, "/auth": suite.server.url, "/uploads": suite.server.url, "/media": suite.server.url },
      },
    })
    await vite.listen()
    devUrl = vite.resolvedUrls?.local[0] ?? ""
  })
  afterAll(async () => {
    await vite?.close()
  })

  /** Opens a page of the dev server with the inspector window replaced by a recorder. */
  const openInspected = async (path: string) => {
    const opened = await openPage(suite.browser, devUrl)
    await opened.context.addInitScript(() => {
      const received: unknown[] = []
      Object.assign(window, { __inspected: received })
      window.open = () => ({ postMessage: (message: unknown) => received.push(message), close: () => undefined, closed: false }) as unknown as Window
    })
    await opened.page.goto(path)
    return opened
  }

  /** The ids of the machines whose actors the inspector was told about. */
  const inspectedMachines = (page: import("playwright-core").Page) =>
    page.evaluate(() => {
      // The inspector holds its events until its window says it is connected.
      window.postMessage({ type: "@statelyai.connected" }, "*")
      const received = (window as unknown as { __inspected: Array<{ type?: string; definition?: string }> }).__inspected
      const ids = received
        .filter((event) => event.type === "@xstate.actor" && typeof event.definition === "string")
        .map((event) => (JSON.parse(event.definition as string) as { id?: string }).id)
      return [...new Set(ids)].sort()
    })

  it("sends the actors a page starts, and the app's own, to the inspector with ?inspect", async () => {
    const { page, errors } = await openInspected("/login?inspect")
    await page.getByRole("button", { name: "登录", exact: true }).waitFor({ timeout: 120_000 })
    await expect.poll(() => inspectedMachines(page)).toEqual(expect.arrayContaining(["login", "session"]))
    expect(errors).toEqual([])
  })

  it("sends nothing without ?inspect", async () => {
    const { page } = await openInspected("/login")
    await page.getByRole("button", { name: "登录", exact: true }).waitFor({ timeout: 120_000 })
    await page.waitForTimeout(500)
    expect(await inspectedMachines(page)).toEqual([])
  })
})
