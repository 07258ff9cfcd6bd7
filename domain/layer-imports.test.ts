/**
 * The domain layer imports only `effect`, other domain files and JSON data. This scans the
 * source text of every file under domain/ (tests may also use the test libraries).
 */
import { readdirSync, readFileSync } from "node:fs"
import { dirname, join, relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, test } from "vitest"

const DOMAIN = dirname(fileURLToPath(import.meta.url))
const TEST_LIBRARIES = new Set(["vitest", "@fast-check/vitest", "fast-check", "node:fs", "node:path", "node:url"])

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [full] : []
  })
}

/** Every module specifier: static imports and re-exports, dynamic imports, require calls. */
export function specifiers(text: string): string[] {
  const found: string[] = []
  const patterns = [
    /^\s*(?:import|export)\b[^;]*?\bfrom\s*["']([^"']+)["']/gm,
    /^\s*import\s*["']([^"']+)["']/gm,
    /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
    /\brequire\s*\(\s*["']([^"']+)["']\s*\)/g,
  ]
  for (const re of patterns) for (const m of text.matchAll(re)) if (m[1] !== undefined) found.push(m[1])
  return found
}

function problem(file: string, spec: string): string | null {
  if (spec.startsWith(".")) {
    const target = resolve(dirname(file), spec)
    if (relative(DOMAIN, target).startsWith("..")) return "leaves domain/"
    return /\.(ts|json)$/.test(spec) ? null : "relative imports name a .ts or .json file"
  }
  if (spec === "effect") return null
  if (file.endsWith(".test.ts") && TEST_LIBRARIES.has(spec)) return null
  return "domain/ imports only effect"
}

describe("domain layer imports", () => {
  test("the scanner finds every kind of import", () => {
    const text = [
      'import { a } from "x1"',
      'import type { b } from "x2"',
      'export * from "x3"',
      'import "x4"',
      'const m = await import("x5")',
      'const r = require("x6")',
      "import {\n  c,\n  d,\n} from 'x7'",
    ].join("\n")
    expect(specifiers(text).sort()).toEqual(["x1", "x2", "x3", "x4", "x5", "x6", "x7"])
  })
  test("rejects packages, node modules and paths out of domain/", () => {
    const file = join(DOMAIN, "money.ts")
    expect(problem(file, "react")).not.toBeNull()
    expect(problem(file, "node:fs")).not.toBeNull()
    expect(problem(file, "../ui/app.ts")).not.toBeNull()
    expect(problem(file, "./constants")).not.toBeNull()
    expect(problem(file, "./constants.ts")).toBeNull()
    expect(problem(file, "./region/regions.json")).toBeNull()
    expect(problem(file, "effect")).toBeNull()
  })
  test("every file under domain/ keeps to the rule", () => {
    // This file's own examples are not imports.
    const self = fileURLToPath(import.meta.url)
    const files = sourceFiles(DOMAIN).filter((f) => f !== self)
    expect(files.length).toBeGreaterThan(40)
    const bad: string[] = []
    for (const file of files) {
      for (const spec of specifiers(readFileSync(file, "utf8"))) {
        const why = problem(file, spec)
        if (why !== null) bad.push(`${relative(DOMAIN, file)}: "${spec}" (${why})`)
      }
    }
    expect(bad).toEqual([])
  })
})
