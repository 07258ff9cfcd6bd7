import { eq } from "drizzle-orm"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { users } from "../../server/session/tables/users.ts"
import { launchBrowser, openPage, useToken } from "../setup/browser.ts"
import { startTestServer, type TestServer } from "../setup/test-server.ts"

/**
 * The link check: from the home page, as a visitor and as a demo member, every page the home
 * page links to and every page those link to. A link fails when its page is the not-found page
 * (no page for its route, or the page answers not-found), when the page writes a console error
 * or throws, or when one of its images does not load. Nothing is allowed to fail.
 *
 * Links to other sites, mail and phone links are left out; files (a path with an extension) are
 * fetched instead of opened. The second level is large (every course, product and article the
 * first level lists), so of the links that differ only in their ids the first few are opened.
 */

/** Pages opened per shape of address at the second level (`/video/detail?id=…` is one shape). */
const SAMPLES_PER_SHAPE = 3
const NOT_FOUND_TEXT = "您访问的页面不存在或已被移除。"

interface Problem {
  readonly role: string
  readonly url: string
  readonly from: string
  readonly what: string
}

/** `/video/detail?id=12&m=3` -> `/video/detail?id=#&m=#`: one shape for addresses that differ only in ids. */
const shapeOf = (url: URL): string => {
  const path = url.pathname.replace(/\/\d+(?=\/|$)/g, "/#")
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => `${k}=${/^\d+$/.test(v) ? "#" : v}`)
    .sort()
    .join("&")
  return query ? `${path}?${query}` : path
}

/** Settles a page: the network quiet (sockets do not count) or a generous wait on a loaded machine. */
const settle = async (page: Page) => {
  await page.waitForLoadState("networkidle", { timeout: 30_000 }).catch(() => undefined)
}

const crawl = async (context: BrowserContext, origin: string, role: string): Promise<{ problems: Problem[]; visited: number }> => {
  const problems: Problem[] = []
  const seen = new Set<string>()
  const shapes = new Map<string, number>()
  const page = await context.newPage()
  let current = { url: "", from: "" }
  const report = (what: string) => problems.push({ role, url: current.url, from: current.from, what })
  page.on("console", (message) => {
    if (message.type() === "error") report(`console error: ${message.text()}`)
  })
  page.on("pageerror", (error) => report(`page error: ${error.message}`))
  page.on("response", (response) => {
    if (response.request().resourceType() === "image" && response.status() >= 400) report(`image ${response.url()} answered ${response.status()}`)
  })
  page.on("requestfailed", (request) => {
    // Leaving a page cancels its pending loads (net::ERR_ABORTED): not a broken image. A missing
    // one answers 4xx above; one that does not decode is found by the check after the page settles.
    const error = request.failure()?.errorText ?? ""
    if (request.resourceType() === "image" && !error.includes("ERR_ABORTED")) report(`image ${request.url()} failed: ${error}`)
  })

  /** Opens one address; answers the same-site links it shows. */
  const visit = async (url: string, from: string): Promise<Array<string>> => {
    current = { url, from }
    const response = await page.goto(url, { waitUntil: "load" }).catch((error: unknown) => {
      report(`navigation failed: ${String(error)}`)
      return null
    })
    if (response && response.status() >= 400) report(`answered ${response.status()}`)
    await settle(page)
    // Scroll through the page so that lazy images load, then wait for the images to finish.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y)
        await new Promise((resolve) => requestAnimationFrame(resolve))
      }
      window.scrollTo(0, 0)
    })
    await settle(page)
    if ((await page.getByText(NOT_FOUND_TEXT).count()) > 0) report("not found")
    const broken = await page.evaluate(() =>
      Array.from(document.images)
        .filter((img) => img.currentSrc !== "" && img.complete && img.naturalWidth === 0)
        .map((img) => img.currentSrc),
    )
    for (const src of broken) report(`image ${src} does not show`)
    const hrefs = await page.evaluate(() => Array.from(document.querySelectorAll("a[href]"), (a) => (a as HTMLAnchorElement).href))
    return hrefs.filter((href) => {
      const target = new URL(href)
      return target.origin === origin && !target.pathname.startsWith("/api/")
    })
  }

  /** A file link: fetched, not opened. */
  const fetchFile = async (url: string, from: string) => {
    const response = await context.request.get(url).catch(() => null)
    if (!response || response.status() >= 400) problems.push({ role, url, from, what: `file answered ${response?.status() ?? "nothing"}` })
  }

  const key = (href: string) => {
    const url = new URL(href)
    url.hash = ""
    // The search routes' cache-buster m (spec 1 §2.2) makes no other page.
    url.searchParams.delete("m")
    return url.toString()
  }

  const home = `${origin}/`
  seen.add(key(home))
  const first = await visit(home, "(start)")
  let second: Array<{ href: string; from: string }> = []
  for (const href of first) {
    const k = key(href)
    if (seen.has(k)) continue
    seen.add(k)
    if (/\.[a-z0-9]{2,5}$/i.test(new URL(k).pathname)) {
      await fetchFile(k, home)
      continue
    }
    const links = await visit(k, home)
    second = second.concat(links.map((l) => ({ href: l, from: k })))
  }
  for (const { href, from } of second) {
    const k = key(href)
    if (seen.has(k)) continue
    seen.add(k)
    if (/\.[a-z0-9]{2,5}$/i.test(new URL(k).pathname)) {
      await fetchFile(k, from)
      continue
    }
    const shape = shapeOf(new URL(k))
    const taken = shapes.get(shape) ?? 0
    if (taken >= SAMPLES_PER_SHAPE) continue
    shapes.set(shape, taken + 1)
    await visit(k, from)
  }
  await page.close()
  return { problems, visited: seen.size }
}

const describeProblems = (problems: ReadonlyArray<Problem>) =>
  problems.map((p) => `[${p.role}] ${new URL(p.url).pathname}${new URL(p.url).search} (from ${p.from === "(start)" ? p.from : new URL(p.from).pathname}): ${p.what}`)

describe("every link leads somewhere real", () => {
  let browser: Browser
  let server: TestServer
  beforeAll(async () => {
    ;[browser, server] = await Promise.all([launchBrowser(), startTestServer("pglite")])
    // The whole demo content is seeded; on a loaded machine that takes minutes.
  }, 10 * 60_000)
  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })

  it.each(["visitor", "member"] as const)(
    "as a %s: the home page, its links and their links open real pages without errors or broken images",
    async (role) => {
      const { context } = await openPage(browser, server.url)
      if (role === "member") {
        // 周婉清 has a history of every kind: orders, courses, VIP, favourites and chat.
        const [member] = await server.deps.db.select({ id: users.id }).from(users).where(eq(users.username, "zhou_vip"))
        if (!member) throw new Error("the demo member zhou_vip is not seeded")
        const { token } = await server.deps.tokens.issue(member.id)
        await useToken(context, server.url, token)
      }
      const { problems, visited } = await crawl(context, new URL(server.url).origin, role)
      await context.close()
      expect(visited).toBeGreaterThan(30)
      expect(describeProblems(problems)).toEqual([])
    },
    45 * 60_000,
  )
})
