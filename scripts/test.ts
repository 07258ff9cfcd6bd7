import { spawn, spawnSync } from "node:child_process"
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs"
import path from "node:path"
import { createInterface } from "node:readline"
import { FAILURE_REPORT_DIR } from "../tests/setup/failure-report.ts"

/**
 * `npm test`: the type check, the lint (import rules included), the repeated-code check and every
 * vitest suite (unit, server, browser). In CI (CI=true) a suite that could not run fails the run.
 * The browser suite runs its files one after another; it runs in a vitest of its own beside the
 * unit and server suites, so that neither waits for the other. Their lines are printed as they
 * come, each behind the name of its run. The last line counts passed and failed tests.
 */
const ci = process.env.CI === "true" || process.env.CI === "1"
const root = process.cwd()
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
let passed = 0
let failed = 0
const problems: string[] = []

const run = (title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) => {
  console.log(`\n▶ ${title}`)
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } })
  return result.status === 0
}

const check = (title: string, command: string, args: string[]) => {
  if (run(title, command, args)) passed++
  else {
    failed++
    problems.push(`${title} failed`)
  }
}

check("type check", "npx", ["tsc", "--noEmit"])
check("lint", "npm", ["run", "--silent", "lint"])
check("repeated code", "npx", ["tsx", "scripts/repeated-code.ts"])

const projects = ["unit", "server", "e2e"]
if (!existsSync(chromium)) {
  const message = `Chromium is missing at ${chromium}: the browser suite cannot run`
  if (ci) problems.push(message)
  else console.warn(`\n⚠ ${message}; skipping it (install Debian's chromium to run it).`)
  projects.pop()
}
if (!process.env.TEST_DATABASE_URL) {
  const message = "TEST_DATABASE_URL is not set: the server suite runs on PGlite only"
  console.warn(`\n⚠ ${message}.`)
}

mkdirSync(path.join(root, "test-results", "screenshots"), { recursive: true })
const failureReports = path.join(root, FAILURE_REPORT_DIR)
rmSync(failureReports, { recursive: true, force: true })

/** One vitest run over some projects, with its own JSON report; its output lines carry its name. */
const vitest = (name: string, runProjects: ReadonlyArray<string>): Promise<string> => {
  const report = path.join(root, "test-results", `vitest-${name}.json`)
  // A report left by an earlier run must not stand in for a run that wrote none.
  rmSync(report, { force: true })
  const args = ["vitest", "run", ...runProjects.flatMap((p) => ["--project", p]), "--reporter=default", "--reporter=json", `--outputFile.json=${report}`]
  // Coverage is of the domain, which the browser suite does not load in node.
  if (process.env.TEST_COVERAGE && !runProjects.includes("e2e")) args.push("--coverage")
  console.log(`\n▶ vitest ${name}: ${runProjects.join(", ")}`)
  const child = spawn("npx", args, { stdio: ["ignore", "pipe", "pipe"], env: process.env })
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on("line", (line) => console.log(`[${name}] ${line}`))
  }
  return new Promise((resolve) => child.on("close", () => resolve(report)))
}

const runs: Array<Promise<string>> = []
const inProcess = projects.filter((p) => p !== "e2e")
runs.push(vitest("unit+server", inProcess))
if (projects.includes("e2e")) runs.push(vitest("e2e", ["e2e"]))
const reports = await Promise.all(runs)

interface Assertion {
  status: "passed" | "failed" | "skipped" | "pending" | "todo" | "disabled"
  fullName: string
}
interface FileResult {
  name: string
  status: string
  message?: string
  assertionResults: Assertion[]
}

const perProject = new Map<string, number>(projects.map((p) => [p, 0]))
for (const report of reports) {
  if (!existsSync(report)) {
    problems.push(`vitest wrote no report ${path.relative(root, report)}`)
    continue
  }
  const data = JSON.parse(readFileSync(report, "utf8")) as { testResults: FileResult[] }
  for (const file of data.testResults) {
    const rel = path.relative(root, file.name)
    const project = rel.startsWith("tests/e2e/") ? "e2e" : rel.startsWith("server/") || rel.startsWith("tests/server/") ? "server" : "unit"
    if (file.status === "failed" && file.assertionResults.length === 0) {
      failed++
      problems.push(`${rel} could not run: ${file.message ?? "unknown error"}`)
    }
    for (const test of file.assertionResults) {
      if (test.status === "passed") {
        passed++
        perProject.set(project, (perProject.get(project) ?? 0) + 1)
      } else if (test.status === "failed") {
        failed++
        problems.push(`${rel}: "${test.fullName}" failed`)
      } else {
        problems.push(`${rel}: "${test.fullName}" did not run (${test.status})`)
      }
    }
  }
}
for (const [project, count] of perProject) {
  if (count === 0) problems.push(`the ${project} suite ran no test`)
}
console.log(`\nsuites: ${[...perProject].map(([p, n]) => `${p} ${n}`).join(", ")}`)

// What the pages of each failed browser test showed, again here where a log is read from its end.
if (existsSync(failureReports)) {
  for (const file of readdirSync(failureReports).sort()) console.log(readFileSync(path.join(failureReports, file), "utf8"))
}
for (const problem of problems) console.error(`✗ ${problem}`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 || problems.length > 0 ? 1 : 0)
