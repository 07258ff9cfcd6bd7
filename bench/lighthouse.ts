import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import * as chromeLauncher from "chrome-launcher"
import lighthouse, { type Flags } from "lighthouse"
import puppeteer from "puppeteer-core"
import { computeMedianRun } from "lighthouse/core/lib/median-run.js"
import { buildIfNeeded } from "../scripts/build-if-needed.ts"
import { SESSION_HINT_COOKIE, TOKEN_COOKIE } from "../server/core/http/session-cookie.ts"
import { startChildServer } from "./child-server.ts"
import { hostMultiplier } from "./host-cpu.ts"

/**
 * Lighthouse (mobile preset: a mid-range phone on a slow 4G line, simulated) against the built app
 * over the seeded demo database, three runs per page, the median run reported. Targets:
 * performance ≥ 90 and accessibility ≥ 95 on every page, and a first visit of the home page that
 * moves at most 250 KB.
 *
 * To add a page, add a line to PAGES: a title and a path, or a function finding the path from
 * the API of the running server (a detail page needs an id that exists), or for a page only a
 * member sees, `member`: a function given the demo member's token; that page is loaded with the
 * member's session cookies.
 */
type PagePath = string | ((base: string) => Promise<string>)

/** A page as a signed-in member sees it: its path found with the member's token (bench/serve.ts prints it). */
interface MemberPage {
  readonly member: (base: string, token: string) => Promise<string>
  /** A call the page makes only for a signed-in member; the run fails unless it answered 200. */
  readonly call: string
}

const firstId = async (base: string, apiPath: string): Promise<number> => {
  const body = (await (await fetch(base + apiPath)).json()) as { content?: { id?: number; spuId?: number }[] }
  const row = body.content?.[0]
  const id = row?.id ?? row?.spuId
  if (typeof id !== "number") throw new Error(`${apiPath} named no row to open`)
  return id
}

/** Puts two SKUs of the first product in stock into the member's cart, so that the cart page shows lines, and answers the cart's path. */
const cartWithLines = async (base: string, token: string): Promise<string> => {
  const spuId = await firstId(base, "/api/product/spu?page=0&size=1")
  const specs = (await (await fetch(`${base}/api/mall/product/${spuId}/skus`)).json()) as { skus?: { skuId: number; stock: number }[] }
  for (const sku of (specs.skus ?? []).filter((s) => s.stock > 0).slice(0, 2)) {
    const added = await fetch(`${base}/api/mall/cart`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ skuId: sku.skuId, quantity: 1 }),
    })
    if (!added.ok) throw new Error(`adding SKU ${sku.skuId} to the cart answered ${added.status}`)
  }
  return "/shopping/cart"
}

/**
 * One Lighthouse run of a page as a signed-in member loads it: the cookies a remembered login
 * sets (the HttpOnly token and the readable session hint the app looks for) are put in the
 * browser's jar, and the cache is emptied instead of Lighthouse's own reset, which would clear
 * the cookies too.
 */
const signedInRun = async (url: string, flags: Flags, base: string, token: string, signedInCall: string) => {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${flags.port}` })
  try {
    const page = await browser.newPage()
    const jar = { domain: new URL(base).hostname, path: "/" }
    await browser.setCookie({ ...jar, name: TOKEN_COOKIE, value: token, httpOnly: true }, { ...jar, name: SESSION_HINT_COOKIE, value: "1" })
    const cdp = await page.createCDPSession()
    await cdp.send("Network.clearBrowserCache")
    const result = await lighthouse(url, { ...flags, disableStorageReset: true }, undefined, page)
    await page.close()
    // The page must have read the member's own data: a cart answered to the signed-in member.
    const requests = ((result?.lhr as unknown as Lhr | undefined)?.audits["network-requests"]?.details?.items ?? []) as { url?: string; statusCode?: number }[]
    if (!requests.some((r) => r.url?.includes(signedInCall) && r.statusCode === 200)) throw new Error(`${url} was not loaded signed in: no answer of ${signedInCall}`)
    return result
  } finally {
    await browser.disconnect()
  }
}

export const PAGES: ReadonlyArray<readonly [title: string, path: PagePath | MemberPage]> = [
  ["home", "/"],
  ["course list", "/video"],
  ["course detail", async (base) => `/video/detail?id=${await firstId(base, "/api/video/course?page=0&size=1")}`],
  ["product list", "/product/index"],
  ["product detail", async (base) => `/product/detail/${await firstId(base, "/api/product/spu?page=0&size=1")}`],
  ["login", "/login"],
  ["cart, signed in", { member: cartWithLines, call: "/api/mall/cart" }],
]

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const CHROME_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"]
const HOME_TRANSFER_LIMIT = 250 * 1024

interface Lhr {
  categories: Record<string, { score: number | null }>
  audits: Record<string, { numericValue?: number; score?: number | null; details?: { items?: unknown[] } }>
  /** Lighthouse's measure of the machine's speed (higher is faster): the same page scores lower on a slower machine. */
  environment?: { benchmarkIndex?: number }
}

const ms = (value: number | undefined) => `${Math.round(value ?? 0)} ms`

export const benchLighthouse = async (): Promise<{ ok: boolean; lines: string[] }> => {
  buildIfNeeded()
  const portal = await startChildServer(["portal"])
  const token = /MEMBER (\S+)/.exec(portal.printed)?.[1]
  if (!token) throw new Error("the bench server printed no member token")

  const profile = mkdtempSync(path.join(tmpdir(), "portal-lighthouse-"))
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", chromeFlags: CHROME_FLAGS, userDataDir: profile })
  const lines: string[] = []
  let ok = true
  try {
    for (const [title, page] of PAGES) {
      const member = typeof page === "object"
      const url = portal.url + (typeof page === "string" ? page : member ? await page.member(portal.url, token) : await page(portal.url))
      const runs: Lhr[] = []
      for (let i = 0; i < RUNS; i++) {
        const flags = { port: chrome.port, output: "json" as const, logLevel: "error" as const, onlyCategories: ["performance", "accessibility"] }
        const result = member ? await signedInRun(url, flags, portal.url, token, page.call) : await lighthouse(url, flags)
        if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
        runs.push(result.lhr as unknown as Lhr)
      }
      const median = computeMedianRun(runs as never) as unknown as Lhr
      const score = (name: string) => Math.round((median.categories[name]?.score ?? 0) * 100)
      const performance = score("performance")
      const accessibility = score("accessibility")
      const metric = (id: string) => median.audits[id]?.numericValue
      // The first paint as the browser showed it, before the simulation: Chrome's paint holding
      // keeps it back for about a second after the navigation in Lighthouse's loads (docs/decisions.md).
      const observed = (median.audits.metrics?.details?.items?.[0] as { observedFirstContentfulPaint?: number } | undefined)?.observedFirstContentfulPaint
      const failing = Object.entries(median.audits)
        .filter(([id, audit]) => audit.score === 0 && ["button-name", "color-contrast", "target-size", "link-name", "image-alt", "label", "heading-order", "aria-allowed-attr", "list", "listitem", "document-title", "html-has-lang", "meta-viewport", "link-in-text-block", "landmark-one-main", "region", "label-content-name-mismatch"].includes(id))
        .map(([id]) => id)
      // The host as the reported (median) run measured it.
      const multiplier = hostMultiplier(median.environment?.benchmarkIndex ?? Number.NaN)
      const pass = performance >= 90 && accessibility >= 95
      ok &&= pass
      lines.push(
        `${pass ? "✓" : "✗"} ${title} (${url.replace(portal.url, "")}): performance ${performance}, accessibility ${accessibility}; ` +
          `LCP ${ms(metric("largest-contentful-paint"))}, TBT ${ms(metric("total-blocking-time"))}, CLS ${(metric("cumulative-layout-shift") ?? 0).toFixed(3)}, FCP ${ms(metric("first-contentful-paint"))} (shown at ${ms(observed)})` +
          `; CPU benchmark ${runs.map((run) => Math.round(run.environment?.benchmarkIndex ?? 0)).join("/")} (slowdown that matches the preset's phone on this host: ${multiplier === null ? "unknown" : `${multiplier.toFixed(1)}x`}; the preset applies 4x)` +
          (failing.length > 0 ? `; failing: ${failing.join(", ")}` : ""),
      )
      if (title === "home") {
        const bytes = metric("total-byte-weight") ?? 0
        const requests = median.audits["network-requests"]?.details?.items?.length ?? 0
        const within = bytes <= HOME_TRANSFER_LIMIT
        ok &&= within
        lines.push(`${within ? "✓" : "✗"} home page first visit: ${(bytes / 1024).toFixed(0)} KB transferred in ${requests} requests (target ≤ 250 KB)`)
      }
    }
    lines.push(`(mobile preset, median of ${RUNS} runs per page; targets: performance ≥ 90, accessibility ≥ 95)`)
  } finally {
    chrome.kill()
    await portal.stop()
    rmSync(profile, { recursive: true, force: true })
  }
  return { ok, lines }
}
