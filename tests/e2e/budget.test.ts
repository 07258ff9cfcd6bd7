import path from "node:path"
import { describe, expect, it } from "vitest"
import { firstPageWeight, readManifest, SCRIPT_BUDGET_BYTES, STYLE_BUDGET_BYTES } from "../../scripts/budget.ts"

/** The build the browser suite's global set-up made: the first page stays within its budget. */
describe("first page budget of the build", () => {
  const clientDir = path.resolve("dist/client")
  const weight = firstPageWeight(clientDir, readManifest(clientDir))
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

  it("counts the home page's chunk besides the entry, and neither the endpoint table nor effect's Schema", () => {
    expect(weight.scripts.some((s) => s.file.includes("home-page"))).toBe(true)
    expect(weight.scripts.some((s) => /endpoints|Schema/.test(s.file))).toBe(false)
    expect(weight.scripts.length).toBeGreaterThan(3)
    expect(weight.styles.length).toBeGreaterThan(0)
  })

  it(`keeps the first page's scripts within ${kb(SCRIPT_BUDGET_BYTES)} compressed`, () => {
    const biggest = [...weight.scripts].sort((a, b) => b.brotli - a.brotli).slice(0, 5)
    const detail = `scripts ${kb(weight.scriptBytes)} brotli (${kb(weight.scriptGzipBytes)} gzip); largest: ${biggest.map((s) => `${s.file} ${kb(s.brotli)}`).join(", ")}`
    // gzip is the larger of the two codings: the budget holds whichever one the browser accepts.
    expect(weight.scriptGzipBytes, detail).toBeLessThanOrEqual(SCRIPT_BUDGET_BYTES)
    expect(weight.scriptBytes, detail).toBeLessThanOrEqual(weight.scriptGzipBytes)
  })

  it(`keeps the first page's stylesheet within ${kb(STYLE_BUDGET_BYTES)} compressed`, () => {
    const detail = `stylesheets ${kb(weight.styleGzipBytes)} gzip (${kb(weight.styleBytes)} brotli): ${weight.styles.map((s) => s.file).join(", ")}`
    expect(weight.styleGzipBytes, detail).toBeLessThanOrEqual(STYLE_BUDGET_BYTES)
  })
})
