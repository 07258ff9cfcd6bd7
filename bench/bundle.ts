import { readFileSync } from "node:fs"
import path from "node:path"
import { gzipSync } from "node:zlib"
import { buildIfNeeded } from "../scripts/build-if-needed.ts"

/** Initial JavaScript of the home page (entry script and its preloaded chunks), gzip. Target ≤ 150 KB. */
const LIMIT_BYTES = 150 * 1024

export const benchBundle = async (): Promise<{ ok: boolean; lines: string[] }> => {
  buildIfNeeded()
  const dir = path.resolve("dist/client")
  const html = readFileSync(path.join(dir, "index.html"), "utf8")
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? "")
  let total = 0
  for (const file of files) total += gzipSync(readFileSync(path.join(dir, file))).length
  const ok = total <= LIMIT_BYTES
  return {
    ok,
    lines: [`${ok ? "✓" : "✗"} home page initial JavaScript: ${(total / 1024).toFixed(1)} KB gzip in ${files.length} file(s) (target ≤ 150 KB)`],
  }
}
