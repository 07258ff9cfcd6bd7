import path from "node:path"
import { buildIfNeeded } from "../scripts/build-if-needed.ts"
import { firstPageWeight, SCRIPT_BUDGET_BYTES, STYLE_BUDGET_BYTES } from "../scripts/budget.ts"

/**
 * The home page's first scripts and stylesheets (entry, its static imports, the home page's chunk)
 * as the server sends them: the build's brotli and gzip twins. The same budget fails `npm test`
 * (tests/e2e/budget.test.ts): scripts ≤ 150 KB and stylesheet ≤ 30 KB, gzip.
 */
export const benchBundle = async (): Promise<{ ok: boolean; lines: string[] }> => {
  buildIfNeeded()
  const weight = firstPageWeight(path.resolve("dist/client"))
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  const scriptsOk = weight.scriptGzipBytes <= SCRIPT_BUDGET_BYTES
  const stylesOk = weight.styleGzipBytes <= STYLE_BUDGET_BYTES
  return {
    ok: scriptsOk && stylesOk,
    lines: [
      `${scriptsOk ? "✓" : "✗"} home page first scripts: ${kb(weight.scriptBytes)} brotli, ${kb(weight.scriptGzipBytes)} gzip in ${weight.scripts.length} file(s) (budget ≤ 150 KB)`,
      `${stylesOk ? "✓" : "✗"} home page stylesheet: ${kb(weight.styleBytes)} brotli, ${kb(weight.styleGzipBytes)} gzip (budget ≤ 30 KB)`,
    ],
  }
}
