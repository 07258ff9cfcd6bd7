import type { Request } from "playwright-core"
import { describe, expect, it } from "vitest"
import { answerKey, FIRST_ANSWERS_ID } from "../../domain/core/first-answers.ts"
import { openPage } from "../setup/browser.ts"
import { useBrowserSuite } from "../setup/browser-suite.ts"

const ELEMENT = new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ID}">(.*?)</script>`, "s")

/** A request's call key, as the app's client and the server write it. */
const keyOf = (url: URL) => {
  const query: Record<string, string[]> = {}
  for (const [name, value] of url.searchParams) (query[name] ??= []).push(value)
  return answerKey(url.pathname, query)
}

/** The first title in an answer: of a list's first row, of a page's first row, or of the row itself. */
const titleIn = (answer: unknown): string => {
  const row: unknown = Array.isArray(answer) ? answer[0] : (answer as { content?: unknown[] }).content?.[0] ?? answer
  const title = (row as { title?: unknown } | undefined)?.title
  if (typeof title !== "string") throw new Error("the answer holds no title")
  return title
}

describe("the first screen's answers", () => {
  const suite = useBrowserSuite()

  const firstId = async (key: string) => {
    const answer = (await (await fetch(`${suite.server.url}${key}`)).json()) as { content: Array<{ id?: number; spuId?: number }> }
    const row = answer.content[0]
    const id = row?.id ?? row?.spuId
    if (id === undefined) throw new Error(`${key} named no row`)
    return id
  }

  it("are taken by each page instead of asked again, and the page shows them", async () => {
    const course = await firstId("/api/video/course?page=0&size=1")
    const product = await firstId("/api/product/spu?page=0&size=1")
    // Each page, and the answer whose first title its first screen shows (the login form shows its button).
    const pages: ReadonlyArray<readonly [string, string | null]> = [
      ["/", "/api/video/course/recommend"],
      ["/video", "/api/video/course?page=0&price=all&size=12&sort=default&type=video"],
      [`/video/detail?id=${course}`, `/api/video/course/detail/${course}`],
      ["/product/index", "/api/product/spu?page=0&size=20&sort=default"],
      [`/product/detail/${product}`, `/api/product/spu/${product}`],
      ["/login", null],
    ]
    for (const [path, main] of pages) {
      const html = await (await fetch(`${suite.server.url}${path}`)).text()
      const answers = JSON.parse(ELEMENT.exec(html)?.[1] ?? "{}") as Record<string, unknown>
      const brought = Object.keys(answers)
      expect(brought.length, path).toBeGreaterThan(2)

      const visitor = await openPage(suite.browser, suite.server.url, { width: 1440, height: 900 })
      const asked: string[] = []
      // The page's calls in flight, and when the last one started or ended.
      const inFlight = new Set<Request>()
      let lastCall = Date.now()
      const ended = (request: Request) => {
        if (inFlight.delete(request)) lastCall = Date.now()
      }
      visitor.page.on("request", (request) => {
        const url = new URL(request.url())
        // The sign-on frame is a document of its own, which brings no answers.
        if (request.frame() !== visitor.page.mainFrame() || !/^\/(api|auth)\//.test(url.pathname)) return
        asked.push(keyOf(url))
        inFlight.add(request)
        lastCall = Date.now()
      })
      visitor.page.on("requestfinished", ended)
      visitor.page.on("requestfailed", ended)
      await visitor.page.goto(path)
      if (main === null) await visitor.page.getByRole("button", { name: "登录" }).first().waitFor()
      else await visitor.page.getByText(titleIn(answers[main]), { exact: true }).first().waitFor()
      // Every call the first screen makes has answered and no other has started for half a second.
      // Images and the sign-on frame do not count: they ask for no answers.
      await expect.poll(() => inFlight.size === 0 && Date.now() - lastCall >= 500, { timeout: 90_000, interval: 100 }).toBe(true)
      expect(asked.filter((key) => brought.includes(key)), path).toEqual([])
      expect(await visitor.page.locator(`#${FIRST_ANSWERS_ID}`).count(), path).toBe(0)
      expect(visitor.errors, path).toEqual([])
      await visitor.context.close()
    }
  })
})
