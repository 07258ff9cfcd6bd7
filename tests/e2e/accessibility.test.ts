import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { describe, expect, it } from "vitest"
import { openPage } from "../setup/browser.ts"
import { useBrowserSuite } from "../setup/browser-suite.ts"

/**
 * The pages the speed benchmark times (home, course list and detail, product list and detail,
 * login) checked with axe-core against WCAG 2.2 A and AA, at a phone's width and a desktop's:
 * names on icon buttons, 4.5:1 contrast, 24 px targets, headings in order, labels.
 */
const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8")
const PAGES: ReadonlyArray<readonly [string, string, string]> = [
  ["/", "link", "热门搜索"],
  ["/video", "heading", "课程列表"],
  ["/video/detail?id=1", "heading", "你将收获"],
  ["/product/index", "heading", "商品列表"],
  ["/product/detail/1", "button", "立即购买"],
  ["/login", "button", "登录"],
]

interface Violation {
  readonly id: string
  readonly nodes: ReadonlyArray<{ readonly target: readonly string[] }>
}

describe("accessibility of the timed pages", () => {
  const suite = useBrowserSuite()

  for (const width of [375, 1440]) {
    it(`has no WCAG 2.2 A or AA violation at ${width} px`, async () => {
      const { page, context } = await openPage(suite.browser, suite.server.url, { width, height: 800 })
      const found: string[] = []
      for (const [path, role, name] of PAGES) {
        await page.goto(path)
        // The page's own content is there, not only its loading state.
        if (role === "link") await page.getByRole("navigation", { name }).first().waitFor()
        else await page.getByRole(role as "heading" | "button", { name, exact: true }).first().waitFor({ state: "attached" })
        // axe runs through the debugging protocol, which the page's content security policy does not govern.
        await page.evaluate(AXE)
        const violations = (await page.evaluate(() =>
          (window as unknown as { axe: { run(context: Document, options: unknown): Promise<{ violations: Violation[] }> } }).axe.run(document, {
            runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
          }),
        )).violations
        for (const v of violations) found.push(`${path}: ${v.id} at ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`)
      }
      expect(found).toEqual([])
      await context.close()
    })
  }
})
