import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import ts from "typescript"
import { describe, expect, it } from "vitest"

/**
 * The build treats components (ui/**\/*.tsx), machines and domain modules as free of side effects
 * (vite.config.ts, treeshake.moduleSideEffects): a module none of whose exports a page uses is
 * left out of its scripts. That holds while no such module does anything at its top level but
 * declare: imports, exports, declarations. A statement like `window.addEventListener(…)` there
 * would be dropped from the build without a word; this check finds it first.
 */
const ROOT = path.resolve(import.meta.dirname, "..")
const ENTRIES = new Set(["ui/main.tsx"])

const filesOf = (dir: string, pattern: RegExp): string[] =>
  readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => pattern.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file))

const DECLARING = new Set([
  ts.SyntaxKind.ImportDeclaration,
  ts.SyntaxKind.ImportEqualsDeclaration,
  ts.SyntaxKind.ExportDeclaration,
  ts.SyntaxKind.ExportAssignment,
  ts.SyntaxKind.VariableStatement,
  ts.SyntaxKind.FunctionDeclaration,
  ts.SyntaxKind.ClassDeclaration,
  ts.SyntaxKind.InterfaceDeclaration,
  ts.SyntaxKind.TypeAliasDeclaration,
  ts.SyntaxKind.EnumDeclaration,
  ts.SyntaxKind.ModuleDeclaration,
  ts.SyntaxKind.EmptyStatement,
])

/** The top-level statements of a file that are not declarations, as `file:line`. */
const actions = (file: string): string[] => {
  const source = ts.createSourceFile(file, readFileSync(path.join(ROOT, file), "utf8"), ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  return source.statements.filter((s) => !DECLARING.has(s.kind)).map((s) => `${file}:${source.getLineAndCharacterOfPosition(s.getStart()).line + 1}`)
}

describe("modules the build treats as free of side effects", () => {
  it("only declare at their top level", () => {
    const files = [...filesOf("ui", /\.tsx$/), ...filesOf("machines", /\.ts$/), ...filesOf("domain", /\.ts$/)].filter((file) => !ENTRIES.has(file))
    expect(files.length).toBeGreaterThan(300)
    expect(files.flatMap(actions)).toEqual([])
    // Parsing some 700 files takes seconds on a busy machine: a budget, not a speed check.
  }, 60_000)

  it("finds a statement that acts", () => {
    const source = ts.createSourceFile("x.ts", `import { a } from "a"\nexport const b = a()\nwindow.addEventListener("x", a)\n`, ts.ScriptTarget.Latest, true)
    expect(source.statements.filter((s) => !DECLARING.has(s.kind))).toHaveLength(1)
  })
})
