import { execFileSync } from "node:child_process"
import { existsSync, readdirSync, statSync, utimesSync } from "node:fs"
import path from "node:path"

/** Source folders and files whose change means the browser app must be built again. */
const INPUTS = ["ui", "domain", "machines", "adapters", "public", "index.html", "iframe.html", "panda.config.ts", "vite.config.ts", "package-lock.json"]
const STAMP = "dist/client/index.html"

const newest = (root: string, entry: string): number => {
  const full = path.join(root, entry)
  if (!existsSync(full)) return 0
  const stat = statSync(full)
  if (!stat.isDirectory()) return stat.mtimeMs
  let latest = stat.mtimeMs
  for (const name of readdirSync(full)) {
    if (name.endsWith(".test.ts")) continue
    latest = Math.max(latest, newest(root, path.join(entry, name)))
  }
  return latest
}

export const needsBuild = (root = process.cwd()): boolean => {
  const stamp = path.join(root, STAMP)
  if (!existsSync(stamp)) return true
  const built = statSync(stamp).mtimeMs
  return INPUTS.some((input) => newest(root, input) > built)
}

/** The production build, also when called from the test runner (which sets NODE_ENV=test). */
const runBuild = (root: string) => {
  execFileSync("npm", ["run", "--silent", "build"], { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } })
}

/**
 * The build is dated from its start, a little before: a source saved while it ran counts as newer
 * and brings the next build. The lead covers the kernel's file times, which run a tick or so
 * behind the clock (a file saved just after the start can be dated just before it).
 */
const STAMP_LEAD_MS = 1000

/** Builds the browser app when its sources are newer than the last build. */
export const buildIfNeeded = (root = process.cwd(), build: (root: string) => void = runBuild): boolean => {
  if (!needsBuild(root)) return false
  console.log("Building the browser app…")
  const started = Date.now()
  build(root)
  const dated = (started - STAMP_LEAD_MS) / 1000
  utimesSync(path.join(root, STAMP), dated, dated)
  return true
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded()
