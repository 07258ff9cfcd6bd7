import type { FlowEntry } from "./flow-entry.ts"
import { LiveCopy, modelOf, type FlowStep } from "./live-copy.ts"

/** A path found by the walker: where it starts, its steps, and the transitions it was kept for. */
export interface FlowPath {
  readonly inputIndex: number
  readonly steps: ReadonlyArray<FlowStep>
  /** Keys of the transitions this path covers first. */
  readonly covers: ReadonlyArray<string>
}

export interface CoverageReport {
  readonly id: string
  readonly nameZh: string
  readonly nameEn: string
  readonly states: { readonly total: number; readonly reached: number; readonly missing: ReadonlyArray<string> }
  readonly transitions: {
    readonly total: number
    readonly covered: number
    readonly missing: ReadonlyArray<{ readonly key: string; readonly label: string }>
  }
  /** The paths, as step labels, with the transitions each covers first. */
  readonly paths: ReadonlyArray<{ readonly input: string | null; readonly steps: ReadonlyArray<string>; readonly covers: ReadonlyArray<string> }>
  readonly problems: ReadonlyArray<string>
  /** Situations expanded by the search. */
  readonly explored: number
}

export interface WalkOptions {
  /** Situations expanded per input: this many in the exhaustive pass, four times as many in the first (default 400). */
  readonly maxNodes?: number
  /** Longest path tried (default 80 steps). */
  readonly maxDepth?: number
}

export interface WalkResult {
  readonly report: CoverageReport
  readonly paths: ReadonlyArray<FlowPath>
}

/** Runs `steps` on a fresh live copy; the copy is returned running (stop it). */
export async function replay(entry: FlowEntry, inputIndex: number, steps: ReadonlyArray<FlowStep>): Promise<LiveCopy> {
  const live = new LiveCopy(entry, { inputIndex })
  for (const [i, step] of steps.entries()) {
    if (step.kind === "settle" && !live.pending().some((c) => c.id === step.callId)) {
      live.stop()
      throw new Error(`第 ${i + 1} 步「${step.label}」时没有等待中的调用 ${step.callId}`)
    }
    await live.apply(step)
  }
  return live
}

interface Node {
  readonly steps: ReadonlyArray<FlowStep>
  readonly next: ReadonlyArray<FlowStep>
  readonly abstract: string
}

/** Keeps the longest paths: a path that is the start of another one is merged into it. */
function maximal(paths: ReadonlyArray<FlowPath>): FlowPath[] {
  const sameStart = (a: FlowPath, b: FlowPath) =>
    a.inputIndex === b.inputIndex && a.steps.length < b.steps.length && a.steps.every((s, i) => JSON.stringify(s) === JSON.stringify(b.steps[i]))
  const sorted = [...paths].sort((a, b) => b.steps.length - a.steps.length)
  const kept: Array<{ inputIndex: number; steps: ReadonlyArray<FlowStep>; covers: string[] }> = []
  for (const path of sorted) {
    const longer = kept.find((k) => sameStart(path, k))
    if (longer) longer.covers.push(...path.covers)
    else kept.push({ inputIndex: path.inputIndex, steps: path.steps, covers: [...path.covers] })
  }
  return kept.reverse()
}

/**
 * Walks a flow with its fake actors and a simulated clock, looking for paths that reach
 * every state and take every transition (each guarded alternative counts on its own).
 *
 * A breadth-first search over live copies: each situation is reached by replaying its
 * steps on a fresh copy, and offers the events the machine accepts (`snapshot.can`), the
 * outcomes of each waiting fake call, and moving time to the next timer. First pass: a
 * situation is kept when it is new and either its state (up to data) is new, the step
 * into it is new from that state, or it took a transition not seen before. If that
 * leaves transitions uncovered, a second pass keeps every new situation, up to
 * `maxNodes`, for transitions that need particular data.
 */
export async function walkFlow(entry: FlowEntry, options: WalkOptions = {}): Promise<WalkResult> {
  const maxNodes = options.maxNodes ?? 400
  const maxDepth = options.maxDepth ?? 80
  const model = modelOf(entry)
  const covered = new Map<string, FlowPath>()
  const reached = new Set<string>()
  const problems = new Set<string>()
  const found: FlowPath[] = []
  let explored = 0
  const inputCount = Math.max(1, entry.inputs?.length ?? 0)
  const inputLabel = (i: number) => entry.inputs?.[i]?.label ?? null
  const describe = (i: number, steps: ReadonlyArray<FlowStep>) =>
    [inputLabel(i) === null ? "开始" : `开始（${inputLabel(i)}）`, ...steps.map((s) => s.label)].join(" → ")
  const allCovered = () => covered.size === model.transitions.length

  const record = (inputIndex: number, steps: ReadonlyArray<FlowStep>, live: LiveCopy): boolean => {
    for (const id of live.reached) reached.add(id)
    for (const p of live.problems) problems.add(`${describe(inputIndex, steps)}：${p}`)
    const fresh = [...live.taken].filter((key) => !covered.has(key))
    if (fresh.length === 0) return false
    const path: FlowPath = { inputIndex, steps, covers: fresh }
    for (const key of fresh) covered.set(key, path)
    found.push(path)
    return true
  }

  const search = async (inputIndex: number, exhaustive: boolean) => {
    const start = await replay(entry, inputIndex, [])
    const first = start.steps()
    record(inputIndex, [], start)
    const seenExact = new Set([start.exactKey()])
    const seenAbstract = new Set([start.abstractKey()])
    const seenEdges = new Set<string>()
    const queue: Node[] = [{ steps: [], next: first, abstract: start.abstractKey() }]
    start.stop()
    let expanded = 0
    const budget = exhaustive ? maxNodes : maxNodes * 4
    while (queue.length > 0 && !allCovered() && expanded < budget) {
      const node = queue.shift() as Node
      expanded += 1
      explored += 1
      if (node.steps.length >= maxDepth) continue
      for (const step of node.next) {
        const steps = [...node.steps, step]
        let live: LiveCopy
        try {
          live = await replay(entry, inputIndex, steps)
        } catch (error) {
          problems.add(`${describe(inputIndex, steps)}：${error instanceof Error ? error.message : String(error)}`)
          continue
        }
        const next = live.steps()
        const tookNew = record(inputIndex, steps, live)
        const exact = live.exactKey()
        const abstract = live.abstractKey()
        const edge = `${node.abstract} ${step.kind}:${step.label}`
        const keep = !seenExact.has(exact) && (exhaustive || tookNew || !seenAbstract.has(abstract) || !seenEdges.has(edge))
        seenExact.add(exact)
        seenAbstract.add(abstract)
        seenEdges.add(edge)
        if (keep) queue.push({ steps, next, abstract })
        live.stop()
      }
    }
  }

  for (let i = 0; i < inputCount && !allCovered(); i++) await search(i, false)
  for (let i = 0; i < inputCount && !allCovered(); i++) await search(i, true)

  const paths = maximal(found)
  const label = new Map(model.transitions.map((t) => [t.key, describeTransition(t.key, t.label, t.targetIds, t.guard)]))
  const report: CoverageReport = {
    id: entry.id,
    nameZh: entry.nameZh,
    nameEn: entry.nameEn,
    states: {
      total: model.states.length,
      reached: model.states.filter((s) => reached.has(s.id)).length,
      missing: model.states.filter((s) => !reached.has(s.id)).map((s) => s.id),
    },
    transitions: {
      total: model.transitions.length,
      covered: covered.size,
      missing: model.transitions.filter((t) => !covered.has(t.key)).map((t) => ({ key: t.key, label: label.get(t.key) ?? t.key })),
    },
    paths: paths.map((p) => ({ input: inputLabel(p.inputIndex), steps: p.steps.map((s) => s.label), covers: p.covers.map((k) => label.get(k) ?? k) })),
    problems: [...problems],
    explored,
  }
  return { report, paths }
}

/** `login.editing —form.submit [2/2]→ (自身)` for reports. */
function describeTransition(key: string, label: string, targets: ReadonlyArray<string>, guard: string | null): string {
  const [source, , index] = key.split("|")
  const target = targets.length === 0 ? "(不换状态)" : targets.join(", ")
  return `${source} —${label}${guard ? ` [${guard}]` : ""} #${index}→ ${target}`
}

/** Why a report fails, in words the next engineer can act on; empty when every state and transition is covered. */
export function coverageFailures(report: CoverageReport): ReadonlyArray<string> {
  const failures: string[] = []
  for (const id of report.states.missing) failures.push(`状态 ${id} 没有任何路径到达（unreachable state）`)
  for (const t of report.transitions.missing) failures.push(`转换 ${t.label} 没有被任何路径覆盖（uncovered transition）`)
  for (const p of report.problems) failures.push(`问题：${p}`)
  if (failures.length > 0) {
    failures.push(
      `修正办法：在 ${report.id} 的流程条目（状态机旁的 <name>.flow.ts）中补充能走到它们的假实现结果（fake.promise 的 outcomes）、带数据的样例事件（events）或输入（inputs）；若状态或转换确实走不到，请从状态机中删除它。`,
    )
  }
  return failures
}

/** A plain-text table of the reports, for the test log. */
export function formatCoverage(reports: ReadonlyArray<CoverageReport>): string {
  const rows = reports.map(
    (r) =>
      `${r.id.padEnd(20)} 状态 ${String(r.states.reached).padStart(3)}/${String(r.states.total).padEnd(3)} 转换 ${String(r.transitions.covered).padStart(3)}/${String(r.transitions.total).padEnd(3)} 路径 ${String(r.paths.length).padStart(3)}  ${r.nameZh}`,
  )
  const states = reports.reduce((n, r) => n + r.states.reached, 0)
  const statesTotal = reports.reduce((n, r) => n + r.states.total, 0)
  const transitions = reports.reduce((n, r) => n + r.transitions.covered, 0)
  const transitionsTotal = reports.reduce((n, r) => n + r.transitions.total, 0)
  return [`流程路径覆盖（${reports.length} 个状态机）`, ...rows, `合计：状态 ${states}/${statesTotal}，转换 ${transitions}/${transitionsTotal}`].join("\n")
}
