import { mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { StateMachine, type AnyStateMachine } from "xstate"
import { FLOWS } from "./index.ts"
import { modelOf } from "./testing/live-copy.ts"
import { coverageFailures, formatCoverage, replay, walkFlow, type CoverageReport } from "./testing/path-coverage.ts"

const MACHINES_DIR = path.dirname(new URL(import.meta.url).pathname)

/** Machines exported by machines/*.machine.ts, with the file and export name. */
const exported = () => {
  const modules = import.meta.glob<Record<string, unknown>>(["./*.machine.ts", "./*/*.machine.ts"], { eager: true })
  const found: Array<{ file: string; name: string; machine: AnyStateMachine }> = []
  for (const [file, mod] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
    for (const [name, value] of Object.entries(mod)) {
      if (value instanceof StateMachine) found.push({ file: file.slice(2), name, machine: value as AnyStateMachine })
    }
  }
  return found
}

/** What the next engineer pastes into machines/index.ts, filled in from the machine itself. */
const entryTemplate = (file: string, name: string, machine: AnyStateMachine) => {
  const actors = Object.keys(machine.implementations.actors)
  const model = modelOf({ id: machine.id, nameZh: "", nameEn: "", description: "", machine, fakes: () => machine })
  return [
    `import { ${name} } from "./${file}"`,
    `defineFlow({`,
    `  id: "${machine.id}",`,
    `  nameZh: "中文名称",`,
    `  nameEn: "English name",`,
    `  description: "给产品负责人看的一两句说明。",`,
    `  machine: ${name},`,
    actors.length === 0
      ? `  fakes: () => ${name},`
      : `  fakes: (fake) => ${name}.provide({ actors: { ${actors.map((a) => `${a}: fake.promise([{ label: "成功", output: ... }, { label: "失败", error: { message: "..." } }])`).join(", ")} } }),`,
    model.eventTypes.length === 0 ? "" : `  events: { /* 带数据的事件各给样例：${model.eventTypes.join(", ")} */ },`,
    `}),`,
  ]
    .filter((line) => line !== "")
    .join("\n")
}

describe("machines/index.ts", () => {
  it("lists every machine of machines/*.machine.ts", () => {
    const listed = new Set(FLOWS.map((f) => f.machine))
    const missing = exported().filter((e) => !listed.has(e.machine))
    const advice = missing.map(
      (m) => `machines/${m.file} exports ${m.name}, which machines/index.ts does not list. Add to FLOWS:\n${entryTemplate(m.file, m.name, m.machine)}`,
    )
    expect(advice, advice.join("\n\n")).toEqual([])
  })

  it("gives every entry a unique id, both names and a description", () => {
    expect(new Set(FLOWS.map((f) => f.id)).size).toBe(FLOWS.length)
    for (const f of FLOWS) {
      expect(f.id, `${f.id}: id is lowerCamel`).toMatch(/^[a-z][A-Za-z0-9]*$/)
      expect(f.nameZh, `${f.id}: nameZh`).toMatch(/\p{Script=Han}/u)
      expect(f.nameEn.trim(), `${f.id}: nameEn`).not.toBe("")
      expect(f.description.length, `${f.id}: description`).toBeGreaterThan(8)
    }
  })
})

const reports: CoverageReport[] = []

afterAll(() => {
  if (reports.length === 0) return
  const dir = path.join(MACHINES_DIR, "..", "test-results")
  mkdirSync(dir, { recursive: true })
  writeFileSync(path.join(dir, "flows-coverage.json"), `${JSON.stringify(reports, null, 2)}\n`)
  console.log(formatCoverage(reports))
})

describe.each(FLOWS.map((f) => [f.id, f] as const))("paths of %s", (_id, entry) => {
  it("reach every state and take every transition, with fake actors and simulated time", async () => {
    const { report, paths } = await walkFlow(entry)
    reports.push(report)
    const failures = coverageFailures(report)
    expect(failures, failures.join("\n")).toEqual([])
    // Each generated path, replayed on a fresh copy, takes the transitions it was kept for.
    for (const p of paths) {
      const live = await replay(entry, p.inputIndex, p.steps)
      const missed = p.covers.filter((key) => !live.taken.has(key))
      live.stop()
      expect(missed, `${p.steps.map((s) => s.label).join(" → ")}`).toEqual([])
    }
  }, 60_000)
})
