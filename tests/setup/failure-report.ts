import { mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import type { Browser, Page } from "playwright-core"

/** What each page opened by `openPage` has reported as errors, for the report of a failed test. */
export const pageErrors = new WeakMap<Page, ReadonlyArray<string>>()

const TEXT_LIMIT = 1500
const STEP_MS = 10_000

/** Resolves to `fallback` when `work` has not settled within STEP_MS: a hung page must not hold the report. */
const within = <T>(work: Promise<T>, fallback: T): Promise<T> =>
  Promise.race([work.catch(() => fallback), new Promise<T>((resolve) => setTimeout(() => resolve(fallback), STEP_MS).unref())])

const slug = (name: string) => name.replace(/[^\p{L}\p{N}]+/gu, "-").slice(0, 80)

/**
 * Where each report is also written: `npm test` prints these again after its summary, since a CI
 * log is often read from its end, far below the report printed when the test failed.
 */
export const FAILURE_REPORT_DIR = path.join("test-results", "failures")

/**
 * Prints what every open page of `browser` shows when a test failed: its address, the alerts and
 * dialogs on it, the element that has focus, the start of its visible text and the errors it
 * reported, and saves a screenshot of it in test-results/screenshots. A failure in CI is then read
 * from the log, not guessed at.
 */
export const reportOpenPages = async (browser: Browser, testName: string) => {
  const pages = browser.contexts().flatMap((context) => context.pages())
  const lines = [`\n── pages open when "${testName}" failed: ${pages.length}`]
  for (const [index, page] of pages.entries()) {
    const file = path.join(process.cwd(), "test-results", "screenshots", `failed-${slug(testName)}-${index + 1}.png`)
    const shown = await within(
      page.evaluate((limit) => {
        const texts = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)].map((el) => el.innerText.trim()).filter(Boolean)
        // What the visible fields hold (passwords left out): a value lost between filling and sending shows here.
        const fields = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")]
          .filter((field) => !["password", "hidden", "checkbox", "radio"].includes(field.type) && field.offsetParent !== null && field.value !== "")
          .map((field) => `${field.labels?.[0]?.innerText.trim() ?? field.getAttribute("aria-label") ?? field.name}=${field.value.slice(0, 60)}`)
        const active = document.activeElement
        const focused =
          active === null || active === document.body
            ? "body"
            : `${active.tagName.toLowerCase()} ${active.getAttribute("aria-label") ?? (active as HTMLElement).innerText?.trim().slice(0, 40) ?? ""}${active.hasAttribute("disabled") ? " (disabled)" : ""}`
        return {
          fields,
          focused,
          alerts: texts("[role=alert], [role=status]"),
          dialogs: texts("[role=dialog], [role=alertdialog]").map((text) => text.slice(0, 300)),
          text: document.body.innerText.replace(/\s+/g, " ").slice(0, limit),
        }
      }, TEXT_LIMIT),
      null,
    )
    const saved = await within(
      page.screenshot({ path: file, fullPage: true }).then(() => true),
      false,
    )
    lines.push(`── page ${index + 1}: ${page.url()} ${page.viewportSize()?.width ?? "?"} px${saved ? `, screenshot ${path.relative(process.cwd(), file)}` : ""}`)
    if (shown === null) lines.push("   (the page did not answer)")
    else {
      lines.push(`   alerts: ${JSON.stringify(shown.alerts)}`, `   dialogs: ${JSON.stringify(shown.dialogs)}`, `   fields: ${JSON.stringify(shown.fields)}`, `   focused: ${shown.focused}`, `   text: ${shown.text}`)
    }
    const errors = pageErrors.get(page) ?? []
    if (errors.length > 0) lines.push(`   errors: ${JSON.stringify(errors)}`)
  }
  const report = `${lines.join("\n")}\n`
  process.stdout.write(report)
  const dir = path.join(process.cwd(), FAILURE_REPORT_DIR)
  mkdirSync(dir, { recursive: true })
  writeFileSync(path.join(dir, `${Date.now()}-${slug(testName)}.txt`), report)
}
