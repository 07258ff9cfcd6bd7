import type { BrowserContext, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { openPage, useToken } from "../setup/browser.ts"
import { useBrowserSuite } from "../setup/browser-suite.ts"

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

/** How long a page may take to answer the crawl's script before the crawl notes it and moves on. */
const PAGE_DEADLINE_MS = 60_000

/** Whether the work finished within PAGE_DEADLINE_MS. */
const withDeadline = async (work: Promise<unknown>): Promise<boolean> => {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), PAGE_DEADLINE_MS)))
  try {
    return await Promise.race([work.then(() => true), deadline])
  } finally {
    clearTimeout(timer)
  }
}

/** Tabs that open pages at once: most of a visit is waiting for the network to settle. */
const TABS = 3

/** A tab of the crawl: opens one address at a time and reports what goes wrong there. */
const openTab = async (context: BrowserContext, origin: string, report: (problem: Omit<Problem, "role">) => void) => {
  const page = await context.newPage()
  // Three tabs and the server share a loaded machine: a page gets a minute to load.
  page.setDefaultNavigationTimeout(60_000)
  let current = { url: "", from: "" }
  const note = (what: string) => report({ ...current, what })
  page.on("console", (message) => {
    if (message.type() === "error") note(`console error: ${message.text()}`)
  })
  page.on("pageerror", (error) => note(`page error: ${error.message}`))
  page.on("response", (response) => {
    if (response.request().resourceType() === "image" && response.status() >= 400) note(`image ${response.url()} answered ${response.status()}`)
  })
  page.on("requestfailed", (request) => {
    // Leaving a page cancels its pending loads (net::ERR_ABORTED): not a broken image. A missing
    // one answers 4xx above; one that does not decode is found by the check after the page settles.
    const error = request.failure()?.errorText ?? ""
    if (request.resourceType() === "image" && !error.includes("ERR_ABORTED")) note(`image ${request.url()} failed: ${error}`)
  })

  /** Opens one address; answers the same-site links it shows. */
  const visit = async (url: string, from: string): Promise<Array<string>> => {
    current = { url, from }
    const response = await page.goto(url, { waitUntil: "load" }).catch((error: unknown) => {
      note(`navigation failed: ${String(error)}`)
      return null
    })
    if (response && response.status() >= 400) note(`answered ${response.status()}`)
    await settle(page)
    // Scroll through the page a screen at a time, as a reader does, so that lazy images load: each
    // screen is held until the images in it have finished (at most 5 s), since a lazy image is
    // only asked for while it is near the screen. The steps wait on timers, which run in a tab
    // the browser does not show (animation frames do not), and a page that grows as it scrolls is
    // read for its first 100 screens.
    const scrolled = await withDeadline(
      page.evaluate(async () => {
        const pending = () =>
          Array.from(document.images).some((img) => {
            const box = img.getBoundingClientRect()
            return !img.complete && box.width > 0 && box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth
          })
        for (let y = 0, step = 0; y < document.body.scrollHeight && step < 100; y += window.innerHeight, step++) {
          window.scrollTo(0, y)
          for (let waited = 0; waited === 0 || (pending() && waited < 5_000); waited += 20) await new Promise((resolve) => setTimeout(resolve, 20))
        }
        window.scrollTo(0, 0)
      }),
    )
    if (!scrolled) {
      note(`the page did not answer within ${PAGE_DEADLINE_MS / 1000} s`)
      return []
    }
    await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete), undefined, { timeout: 30_000 }).catch(() => undefined)
    if ((await page.getByText(NOT_FOUND_TEXT).count()) > 0) note("not found")
    const broken = await page.evaluate(() =>
      Array.from(document.images)
        .filter((img) => img.currentSrc !== "" && img.complete && img.naturalWidth === 0)
        .map((img) => img.currentSrc),
    )
    for (const src of broken) note(`image ${src} does not show`)
    const hrefs = await page.evaluate(() => Array.from(document.querySelectorAll("a[href]"), (a) => (a as HTMLAnchorElement).href))
    return hrefs.filter((href) => {
      const target = new URL(href)
      return target.origin === origin && !target.pathname.startsWith("/api/")
    })
  }
  return { visit, close: () => page.close() }
}

const crawl = async (context: BrowserContext, origin: string, role: string): Promise<{ problems: Problem[]; visited: number }> => {
  const problems: Problem[] = []
  const report = (problem: Omit<Problem, "role">) => problems.push({ role, ...problem })
  const seen = new Set<string>()
  const shapes = new Map<string, number>()
  const tabs = await Promise.all(Array.from({ length: TABS }, () => openTab(context, origin, report)))

  /** A file link: fetched, not opened. */
  const fetchFile = async (url: string, from: string) => {
    const response = await context.request.get(url).catch(() => null)
    if (!response || response.status() >= 400) report({ url, from, what: `file answered ${response?.status() ?? "nothing"}` })
  }
  const isFile = (url: string) => /\.[a-z0-9]{2,5}$/i.test(new URL(url).pathname)

  const key = (href: string) => {
    const url = new URL(href)
    url.hash = ""
    // The search routes' cache-buster m (spec 1 §2.2) makes no other page.
    url.searchParams.delete("m")
    return url.toString()
  }

  /** Opens the addresses with every tab at once; answers the links each page shows, with the page they came from. */
  const visitAll = async (targets: ReadonlyArray<{ url: string; from: string }>) => {
    const found: Array<{ href: string; from: string }> = []
    let next = 0
    await Promise.all(
      tabs.map(async (tab) => {
        for (let target = targets[next++]; target !== undefined; target = targets[next++]) {
          const links = await tab.visit(target.url, target.from)
          found.push(...links.map((href) => ({ href, from: target.url })))
        }
      }),
    )
    return found
  }

  /** The addresses of one level not opened yet; files are fetched here, `limit` keeps a few of each shape. */
  const unseen = async (links: ReadonlyArray<{ href: string; from: string }>, limit: boolean) => {
    const targets: Array<{ url: string; from: string }> = []
    for (const { href, from } of links) {
      const k = key(href)
      if (seen.has(k)) continue
      seen.add(k)
      if (isFile(k)) {
        await fetchFile(k, from)
        continue
      }
      if (limit) {
        const shape = shapeOf(new URL(k))
        const taken = shapes.get(shape) ?? 0
        if (taken >= SAMPLES_PER_SHAPE) continue
        shapes.set(shape, taken + 1)
      }
      targets.push({ url: k, from })
    }
    return targets
  }

  const home = `${origin}/`
  seen.add(key(home))
  const first = await visitAll([{ url: home, from: "(start)" }])
  const second = await visitAll(await unseen(first, false))
  await visitAll(await unseen(second, true))
  await Promise.all(tabs.map((tab) => tab.close()))
  return { problems, visited: seen.size }
}

const describeProblems = (problems: ReadonlyArray<Problem>) =>
  problems.map((p) => `[${p.role}] ${new URL(p.url).pathname}${new URL(p.url).search} (from ${p.from === "(start)" ? p.from : new URL(p.from).pathname}): ${p.what}`)

describe("every link leads somewhere real", () => {
  // The whole demo content is seeded; on a loaded machine that takes minutes.
  const suite = useBrowserSuite({ timeout: 10 * 60_000 })

  it.each(["visitor", "member"] as const)(
    "as a %s: the home page, its links and their links open real pages without errors or broken images",
    async (role) => {
      const { context } = await openPage(suite.browser, suite.server.url)
      if (role === "member") {
        // 周婉清 has a history of every kind: orders, courses, VIP, favourites and chat.
        await useToken(context, suite.server.url, await suite.tokenOf("zhou_vip"))
      }
      const { problems, visited } = await crawl(context, new URL(suite.server.url).origin, role)
      await context.close()
      expect(visited).toBeGreaterThan(30)
      expect(describeProblems(problems)).toEqual([])
    },
    45 * 60_000,
  )
})
