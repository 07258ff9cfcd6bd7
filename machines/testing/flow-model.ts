import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate"

/** One state node of a machine, nested states included. */
export interface FlowState {
  /** The state node id, e.g. `login.editing` or `qrLogin.shown.waiting.idle`. */
  readonly id: string
  readonly key: string
  /** Keys from the root, e.g. ["shown", "waiting", "idle"]. */
  readonly path: ReadonlyArray<string>
  readonly parentId: string | null
  readonly type: "atomic" | "compound" | "parallel" | "final" | "history"
  /** Id of the initial child of a compound state. */
  readonly initialId: string | null
  readonly childIds: ReadonlyArray<string>
  readonly tags: ReadonlyArray<string>
  /** Names of the actors the state invokes. */
  readonly invokes: ReadonlyArray<string>
}

export type TransitionKind = "event" | "always" | "after" | "done" | "error" | "stateDone"

/** One candidate transition: an event of a state, and which of its guarded alternatives. */
export interface FlowTransition {
  /** Stable key: `<source id>|<event type>|<index among the event's alternatives>`. */
  readonly key: string
  readonly sourceId: string
  /** The event type, `""` for eventless (`always`) transitions. */
  readonly eventType: string
  readonly index: number
  /** Number of alternatives for this event in this state. */
  readonly of: number
  readonly kind: TransitionKind
  /** Target state ids; empty when the transition only runs actions. */
  readonly targetIds: ReadonlyArray<string>
  readonly reenter: boolean
  readonly guard: string | null
  readonly actions: ReadonlyArray<string>
  /** Short text for diagrams and reports: `form.submit`, `loadCaptcha 完成`, `tick 后`, `立即`. */
  readonly label: string
}

export interface FlowModel {
  readonly id: string
  readonly rootId: string
  /** Every state node but the root, in document order. */
  readonly states: ReadonlyArray<FlowState>
  readonly transitions: ReadonlyArray<FlowTransition>
  /** Event types the machine reacts to that callers send (not done/error/delay events). */
  readonly eventTypes: ReadonlyArray<string>
}

const nameOf = (value: unknown): string | null => {
  if (value === undefined || value === null) return null
  if (typeof value === "string") return value
  // Inline guards are named after the property that held them ("guard"): show them as a condition.
  if (typeof value === "function") return value.name && !["anonymous", "guard"].includes(value.name) ? value.name : "条件"
  if (typeof value === "object" && "type" in value && typeof value.type === "string") return value.type
  return "条件"
}

const actionName = (action: unknown): string => {
  if (typeof action === "string") return action
  if (typeof action === "function") {
    const type = (action as { type?: unknown }).type
    if (typeof type === "string") return type.replace(/^xstate\./, "")
    return action.name || "动作"
  }
  return nameOf(action) ?? "动作"
}

/** The key of a transition definition (of the machine or of any `provide`d copy of it). */
export function transitionKey(t: AnyTransitionDefinition): string {
  const source = t.source as AnyStateNode
  if (t.eventType === "") return `${source.id}||${(source.always ?? []).indexOf(t)}`
  const list = source.transitions.get(t.eventType) ?? []
  return `${source.id}|${t.eventType}|${list.indexOf(t)}`
}

const invokeSrcById = (node: AnyStateNode, invokeId: string): string => {
  const def = node.invoke.find((i) => i.id === invokeId)
  return typeof def?.src === "string" ? def.src : invokeId
}

function kindOf(node: AnyStateNode, eventType: string): { kind: TransitionKind; label: string } {
  if (eventType === "") return { kind: "always", label: "立即" }
  if (eventType.startsWith("xstate.done.actor.")) return { kind: "done", label: `${invokeSrcById(node, eventType.slice(18))} 完成` }
  if (eventType.startsWith("xstate.error.actor.")) return { kind: "error", label: `${invokeSrcById(node, eventType.slice(19))} 失败` }
  if (eventType.startsWith("xstate.done.state.")) return { kind: "stateDone", label: "子状态结束" }
  if (eventType.startsWith("xstate.after.")) {
    const delay = eventType.slice(13, eventType.length - node.id.length - 1)
    return { kind: "after", label: /^\d+$/.test(delay) ? `${delay} 毫秒后` : `${delay} 后` }
  }
  return { kind: "event", label: eventType }
}

function toTransition(node: AnyStateNode, t: AnyTransitionDefinition, index: number, of: number): FlowTransition {
  const { kind, label } = kindOf(node, t.eventType)
  return {
    key: `${node.id}|${t.eventType}|${index}`,
    sourceId: node.id,
    eventType: t.eventType,
    index,
    of,
    kind,
    targetIds: (t.target ?? []).map((s: AnyStateNode) => s.id),
    reenter: t.reenter,
    guard: nameOf(t.guard),
    actions: t.actions.map(actionName),
    label,
  }
}

/** States and transitions of a machine, read from `machine.root` and its state node definitions. */
export function flowModel(machine: AnyStateMachine): FlowModel {
  const states: FlowState[] = []
  const transitions: FlowTransition[] = []
  const visit = (node: AnyStateNode) => {
    const children = Object.values(node.states) as AnyStateNode[]
    if (node !== machine.root) {
      states.push({
        id: node.id,
        key: node.key,
        path: node.path,
        parentId: node.parent?.id ?? null,
        type: node.type,
        initialId: node.type === "compound" ? (node.initial.target[0]?.id ?? null) : null,
        childIds: children.map((c) => c.id),
        tags: [...node.tags],
        invokes: node.invoke.map((i) => (typeof i.src === "string" ? i.src : i.id)),
      })
    }
    for (const list of node.transitions.values()) {
      list.forEach((t, i) => transitions.push(toTransition(node, t, i, list.length)))
    }
    const always = node.always ?? []
    always.forEach((t, i) => transitions.push(toTransition(node, t, i, always.length)))
    children.forEach(visit)
  }
  visit(machine.root)
  const eventTypes = [...new Set(transitions.filter((t) => t.kind === "event").map((t) => t.eventType))]
  return { id: machine.id, rootId: machine.root.id, states, transitions, eventTypes }
}

/** The state ids a snapshot value puts the machine in, ancestors included. */
export function activeStateIds(machine: AnyStateMachine, value: unknown): ReadonlyArray<string> {
  const ids: string[] = []
  const walk = (node: AnyStateNode, v: unknown) => {
    if (typeof v === "string") {
      const child = node.states[v] as AnyStateNode | undefined
      if (child) {
        ids.push(child.id)
        walk(child, undefined)
      }
      return
    }
    if (typeof v === "object" && v !== null) {
      for (const [key, sub] of Object.entries(v)) {
        const child = node.states[key] as AnyStateNode | undefined
        if (!child) continue
        ids.push(child.id)
        walk(child, sub)
      }
    }
  }
  walk(machine.root, value)
  return ids
}
