import { mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { StateMachine, type AnyStateMachine } from "xstate"
import { FLOWS } from "./index.ts"
import type { FlowEntry } from "./testing/flow-entry.ts"
import { modelOf } from "./testing/live-copy.ts"
import { coverageFailures, formatCoverage, replay, walkFlow, type CoverageReport } from "./testing/path-coverage.ts"

const MACHINES_DIR = path.dirname(new URL(import.meta.url).pathname)

type Module = Record<string, unknown>

const machineModules = import.meta.glob<Module>(["./*.machine.ts", "./*/*.machine.ts"], { eager: true })
const flowModules = import.meta.glob<Module>(["./*.flow.ts", "./*/*.flow.ts"], { eager: true })

/** Machines exported by machines/<area>/*.machine.ts, with the file and export name. */
const exported = () => {
  const found: Array<{ file: string; name: string; machine: AnyStateMachine }> = []
  for (const [file, mod] of Object.entries(machineModules).sort(([a], [b]) => a.localeCompare(b))) {
    for (const [name, value] of Object.entries(mod)) {
      if (value instanceof StateMachine) found.push({ file: file.slice(2), name, machine: value as AnyStateMachine })
    }
  }
  return found
}

const isEntry = (value: unknown): value is FlowEntry =>
  typeof value === "object" && value !== null && "machine" in value && value.machine instanceof StateMachine && "fakes" in value

/** Entries exported by machines/<area>/*.flow.ts, with the file and export name. */
const flowFiles = () =>
  Object.entries(flowModules).flatMap(([file, mod]) =>
    Object.entries(mod).flatMap(([name, value]) => (isEntry(value) ? [{ file: file.slice(2), name, entry: value }] : [])),
  )

const flowFileOf = (machineFile: string) => machineFile.replace(/\.machine\.ts$/, ".flow.ts")
const areaListOf = (machineFile: string) => `machines/${path.dirname(machineFile)}/flows.ts`

/** The <name>.flow.ts the next engineer writes beside a new machine, filled in from the machine itself. */
const entryTemplate = (file: string, name: string, machine: AnyStateMachine) => {
  const actors = Object.keys(machine.implementations.actors)
  const model = modelOf({ id: machine.id, nameZh: "", nameEn: "", description: "", machine, fakes: () => machine })
  const body = [
    `export const ${name.replace(/Machine$/, "")}Flow = defineFlow({`,
    `  id: "${machine.id}",`,
    `  nameZh: "中文名称",`,
    `  nameEn: "English name",`,
    `  description: "给产品负责人看的一两句说明。",`,
    `  machine: ${name},`,
    actors.length === 0
      ? `  fakes: () => ${name},`
      : `  fakes: (fake) => ${name}.provide({ actors: { ${actors.map((a) => `${a}: fake.promise([{ label: "成功", output: ... }, failed])`).join(", ")} } }),`,
    ...(model.eventTypes.length === 0 ? [] : [`  events: { /* 带数据的事件各给样例：${model.eventTypes.join(", ")} */ },`]),
    `})`,
  ]
  const imports = [
    ...(actors.length === 0 ? [] : [`import { failed } from "../testing/fixtures.ts"`]),
    `import { defineFlow } from "../testing/flow-entry.ts"`,
    `import { ${name} } from "./${path.basename(file)}"`,
  ]
  return [...imports, "", ...body].join("\n")
}

describe("machines/index.ts", () => {
  it("has a <name>.flow.ts beside every <name>.machine.ts, exporting that machine's entry", () => {
    const flows = flowFiles()
    const advice = exported().flatMap((m) => {
      const flowFile = flowFileOf(m.file)
      if (flows.some((f) => f.file === flowFile && f.entry.machine === m.machine)) return []
      return [`machines/${m.file} exports ${m.name}, and machines/${flowFile} gives no entry for it. Write machines/${flowFile}:\n${entryTemplate(m.file, m.name, m.machine)}\nand add it to ${areaListOf(m.file)}.`]
    })
    expect(advice, advice.join("\n\n")).toEqual([])
  })

  it("lists every machine of machines/*.machine.ts, each through the entry of its flow file", () => {
    const listed = new Set(FLOWS)
    const missing = flowFiles().filter((f) => !listed.has(f.entry))
    const advice = missing.map((f) => `machines/${f.file} exports ${f.name}, which FLOWS does not list: add it to ${areaListOf(f.file)}.`)
    const fromFiles = new Set(flowFiles().map((f) => f.entry))
    const inline = FLOWS.filter((f) => !fromFiles.has(f)).map((f) => `${f.id} is listed but not exported by a machines/<area>/<name>.flow.ts: move it beside its machine.`)
    const machines = new Set(FLOWS.map((f) => f.machine))
    const unlisted = exported()
      .filter((m) => !machines.has(m.machine))
      .map((m) => `machines/${m.file} exports ${m.name}, which no entry of FLOWS walks.`)
    const all = [...advice, ...inline, ...unlisted]
    expect(all, all.join("\n\n")).toEqual([])
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
