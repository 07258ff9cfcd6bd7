import { mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import { FLOWS } from "../machines/index.ts"
import type { FlowEntry } from "../machines/testing/flow-entry.ts"

/**
 * `npm run flows:export`: each machine of machines/index.ts as JSON for the XState
 * visualiser (its `machine.toJSON()` definition: states, transitions, invoked actors,
 * guards and actions by name), one file per machine in flows/, plus flows/index.json
 * naming them. The folder is not committed: export again after a machine changes.
 */
export interface FlowDocument {
  readonly file: string
  readonly text: string
}

export function flowDocuments(flows: ReadonlyArray<FlowEntry>): ReadonlyArray<FlowDocument> {
  const machines = flows.map((f) => ({ file: `${f.id}.json`, text: `${JSON.stringify(f.machine.toJSON(), null, 2)}\n` }))
  const index = flows.map((f) => ({ id: f.id, nameZh: f.nameZh, nameEn: f.nameEn, description: f.description, file: `${f.id}.json` }))
  return [...machines, { file: "index.json", text: `${JSON.stringify(index, null, 2)}\n` }]
}

export function exportFlows(dir: string, flows: ReadonlyArray<FlowEntry> = FLOWS): ReadonlyArray<string> {
  mkdirSync(dir, { recursive: true })
  return flowDocuments(flows).map((doc) => {
    const file = path.join(dir, doc.file)
    writeFileSync(file, doc.text)
    return file
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const written = exportFlows(path.join(process.cwd(), "flows"))
  console.log(`flows: wrote ${written.length - 1} machines and index.json to flows/`)
}
