import { createActor, type Actor, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine, type InspectionEvent } from "xstate"
import { FakeActors, type PendingCall } from "./fake-actors.ts"
import type { FlowEntry } from "./flow-entry.ts"
import { activeStateIds, flowModel, transitionKey, type FlowModel } from "./flow-model.ts"
import { StepClock } from "./step-clock.ts"

/** One thing that can happen to a running flow. Plain data: a path is a list of steps. */
export type FlowStep =
  | { readonly kind: "event"; readonly label: string; readonly event: AnyEventObject }
  | { readonly kind: "settle"; readonly label: string; readonly callId: string; readonly outcome: number }
  | { readonly kind: "time"; readonly label: string; readonly ms: number }

export interface EventOption {
  readonly step: Extract<FlowStep, { kind: "event" }>
  /** `snapshot.can(event)`: the event would change something now. */
  readonly enabled: boolean
  /**
   * A transition of the current state takes the event, possibly one that does nothing on
   * purpose (`"video.paused": {}` keeps a parent's transition from running): the walker
   * sends these too, so that such transitions are covered.
   */
  readonly handled: boolean
}

export interface LiveCopyOptions {
  /** Which of the entry's inputs to start from (0 when it has none). */
  readonly inputIndex?: number
  /** An inspection observer (the Stately inspector); it sees every event of the live copy. */
  readonly inspect?: (event: InspectionEvent) => void
}

const models = new WeakMap<AnyStateMachine, FlowModel>()

/** The states and transitions of an entry's machine, computed once. */
export function modelOf(entry: FlowEntry): FlowModel {
  let model = models.get(entry.machine)
  if (!model) {
    model = flowModel(entry.machine)
    models.set(entry.machine, model)
  }
  return model
}

/** Samples of each event type the machine handles; `{ type }` for those the entry gives none. */
export function eventSteps(entry: FlowEntry): ReadonlyArray<Extract<FlowStep, { kind: "event" }>> {
  const samples = (entry.events ?? {}) as Readonly<Record<string, ReadonlyArray<{ label: string; event: AnyEventObject }>>>
  return modelOf(entry).eventTypes.flatMap((type) => {
    const list = samples[type]
    if (!list || list.length === 0) return [{ kind: "event" as const, label: type, event: { type } }]
    return list.map((sample) => ({ kind: "event" as const, label: `${type}（${sample.label}）`, event: sample.event }))
  })
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : typeof error === "object" && error !== null && "message" in error ? String(error.message) : String(error))

/** JSON for keys and for the page: actor references and functions become short names. */
export function plain(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (_key, v: unknown) => {
      if (typeof v === "function") return `ƒ ${v.name || "function"}`
      if (typeof v === "object" && v !== null && "sessionId" in v && "send" in v) return `actor ${String((v as { id?: unknown }).id)}`
      return v
    }) ?? "null",
  )
}

const flush = async () => {
  for (let i = 0; i < 12; i++) await Promise.resolve()
}

/**
 * A running copy of a flow with its fake actors and a simulated clock: nothing touches
 * the network or real time. It records which transitions of the model it takes and
 * which states it enters, from the actor's own inspection events.
 */
export class LiveCopy {
  readonly fake = new FakeActors()
  readonly clock = new StepClock()
  readonly model: FlowModel
  readonly actor: Actor<AnyStateMachine>
  /** Every transition key taken since start. */
  readonly taken = new Set<string>()
  /** Every state id entered (or left through a transition) since start. */
  readonly reached = new Set<string>()
  /** Problems met: an event whose guard could not run, the actor failing. */
  readonly problems: string[] = []
  private step: string[] = []
  private readonly keys: ReadonlySet<string>
  private readonly listeners = new Set<() => void>()
  private version = 0

  constructor(
    readonly entry: FlowEntry,
    options: LiveCopyOptions = {},
  ) {
    this.model = modelOf(entry)
    this.keys = new Set(this.model.transitions.map((t) => t.key))
    const logic = entry.fakes(this.fake)
    const input = entry.inputs?.[options.inputIndex ?? 0]?.input
    const inspect = options.inspect
    this.actor = createActor(logic, {
      input,
      clock: this.clock,
      inspect: (event) => {
        this.observe(event)
        inspect?.(event)
      },
    })
    this.actor.subscribe({ next: () => this.changed(), error: (error) => this.problems.push(`运行出错：${messageOf(error)}`) })
    this.fake.subscribe(() => this.changed())
    this.actor.start()
    this.markActive(this.actor.getSnapshot())
  }

  snapshot(): AnyMachineSnapshot {
    return this.actor.getSnapshot()
  }

  /** Each event sample with whether the current state accepts it. */
  eventOptions(): ReadonlyArray<EventOption> {
    const snapshot = this.snapshot()
    return eventSteps(this.entry).map((step) => {
      if (snapshot.status !== "active") return { step, enabled: false, handled: false }
      try {
        const enabled = snapshot.can(step.event)
        return { step, enabled, handled: enabled || snapshot.machine.getTransitionData(snapshot, step.event).length > 0 }
      } catch (error) {
        const problem = `${step.label} 无法判断：${messageOf(error)}（请在该状态机的 <name>.flow.ts 中为它提供带数据的样例事件）`
        if (!this.problems.includes(problem)) this.problems.push(problem)
        return { step, enabled: false, handled: false }
      }
    })
  }

  /** Fake calls waiting for an outcome. */
  pending(): ReadonlyArray<PendingCall> {
    return this.fake.pending()
  }

  /** Everything that can happen now: events a transition takes, outcomes of waiting calls, the next timer. */
  steps(): ReadonlyArray<FlowStep> {
    if (this.snapshot().status !== "active") return []
    const events = this.eventOptions()
      .filter((o) => o.handled)
      .map((o) => o.step)
    const settles = this.pending().flatMap((call) =>
      call.outcomes.map((o, outcome): FlowStep => ({ kind: "settle", label: `${call.src} → ${o.label}`, callId: call.id, outcome })),
    )
    const delay = this.clock.nextDelay()
    const time: FlowStep[] = delay === null ? [] : [{ kind: "time", label: `时间前进 ${delay} 毫秒`, ms: delay }]
    return [...events, ...settles, ...time]
  }

  /** Takes one step and waits until the machine has settled; answers the transitions it took. */
  async apply(step: FlowStep): Promise<ReadonlyArray<string>> {
    this.step = []
    switch (step.kind) {
      case "event":
        this.actor.send(step.event)
        break
      case "settle":
        this.fake.settle(step.callId, step.outcome)
        break
      case "time":
        this.clock.increment(step.ms)
        break
    }
    await flush()
    this.markActive(this.snapshot())
    this.changed()
    return this.step
  }

  /** Identifies the exact situation: state, context, waiting calls, timers. */
  exactKey(): string {
    const s = this.snapshot()
    return JSON.stringify([s.status, s.value, plain(s.context), this.pending().map((c) => c.id).sort(), this.clock.delays()])
  }

  /** Identifies the situation up to data: state, which calls wait, how many timers run. */
  abstractKey(): string {
    const s = this.snapshot()
    return JSON.stringify([s.status, s.value, this.pending().map((c) => c.src).sort(), this.clock.delays().length])
  }

  /** Called after every change (for views); returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Grows on every change; views read it with useSyncExternalStore. */
  getVersion(): number {
    return this.version
  }

  stop(): void {
    this.actor.stop()
  }

  private changed() {
    this.version += 1
    for (const listener of this.listeners) listener()
  }

  private markActive(snapshot: AnyMachineSnapshot) {
    for (const id of activeStateIds(this.entry.machine, snapshot.value)) this.reached.add(id)
  }

  private observe(event: InspectionEvent) {
    if (event.type !== "@xstate.microstep" || event.actorRef.sessionId !== event.rootId) return
    for (const t of event._transitions) {
      const key = transitionKey(t)
      if (!this.keys.has(key)) continue
      this.taken.add(key)
      this.step.push(key)
      this.reached.add(key.slice(0, key.indexOf("|")))
    }
    const value = (event.snapshot as AnyMachineSnapshot).value
    for (const id of activeStateIds(this.entry.machine, value)) this.reached.add(id)
  }
}
