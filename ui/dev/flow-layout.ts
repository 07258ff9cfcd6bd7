import type { FlowModel, FlowState, FlowTransition } from "../../machines/testing/flow-model.ts"

/**
 * Where the flows page draws each state and transition of a machine (SVG coordinates).
 * Compound states are boxes holding their children; children are placed in rows by
 * their distance from the initial child along the transitions between them; parallel
 * regions sit side by side. Transitions that only run actions are listed inside their
 * state's box; the others are curves from box to box, loops for a state re-entering itself.
 */
export interface NodeBox {
  readonly id: string
  readonly label: string
  readonly x: number
  readonly y: number
  readonly w: number
  readonly h: number
  readonly depth: number
  /** Height of the part holding the name, notes and inner lines (the whole box for a leaf). */
  readonly headerH: number
  readonly type: FlowState["type"]
  readonly initial: boolean
  /** Second lines: invoked actors. */
  readonly notes: ReadonlyArray<string>
  /** Transitions that stay in the state, one line each. */
  readonly inner: ReadonlyArray<{ readonly key: string; readonly text: string; readonly y: number }>
}

interface EdgePath {
  readonly key: string
  readonly sourceId: string
  readonly targetId: string
  /** SVG path data. */
  readonly d: string
  readonly label: string
  readonly labelX: number
  readonly labelY: number
  /** How the label sits on (labelX, labelY): centred, or starting there (loops). */
  readonly anchor: "middle" | "start"
}

export interface FlowLayout {
  readonly width: number
  readonly height: number
  readonly nodes: ReadonlyArray<NodeBox>
  readonly edges: ReadonlyArray<EdgePath>
}

const PAD = 14
const GAP_X = 44
const GAP_Y = 64
const HEADER = 26
const LINE = 16
const MIN_W = 104

/** Rough text width at 12 px: CJK characters are square, others about half. */
export const textWidth = (text: string): number => [...text].reduce((w, c) => w + (c.charCodeAt(0) > 0x2e80 ? 12 : 6.8), 0)

const transitionText = (t: FlowTransition): string => `${t.label}${t.guard ? ` [${t.guard}]` : ""}`

interface Sized {
  readonly id: string
  w: number
  h: number
  /** Child offsets relative to this box. */
  readonly children: Array<{ readonly node: Sized; x: number; y: number }>
  readonly state: FlowState | null
  readonly inner: ReadonlyArray<FlowTransition>
  readonly headerH: number
}

export function layoutFlow(model: FlowModel): FlowLayout {
  const byId = new Map(model.states.map((s) => [s.id, s]))
  const childrenOf = (id: string | null): FlowState[] => model.states.filter((s) => s.parentId === (id ?? model.rootId))
  const isWithin = (id: string, ancestor: string): boolean => {
    for (let s = byId.get(id); s; s = s.parentId ? byId.get(s.parentId) : undefined) if (s.id === ancestor) return true
    return false
  }
  const inner = (id: string) => model.transitions.filter((t) => t.sourceId === id && t.targetIds.length === 0)

  /** Rows of children: breadth-first from the initial child over transitions between siblings. */
  const rows = (parent: FlowState | null, kids: FlowState[]): FlowState[][] => {
    if (parent?.type === "parallel") return [kids]
    const rank = new Map<string, number>()
    const initial = kids.find((k) => k.id === parent?.initialId) ?? kids[0]
    if (!initial) return []
    rank.set(initial.id, 0)
    const queue = [initial]
    while (queue.length > 0) {
      const from = queue.shift() as FlowState
      for (const t of model.transitions) {
        if (!isWithin(t.sourceId, from.id)) continue
        for (const targetId of t.targetIds) {
          const to = kids.find((k) => isWithin(targetId, k.id))
          if (to && !rank.has(to.id)) {
            rank.set(to.id, (rank.get(from.id) ?? 0) + 1)
            queue.push(to)
          }
        }
      }
    }
    const last = Math.max(0, ...rank.values())
    for (const k of kids) if (!rank.has(k.id)) rank.set(k.id, last + 1)
    const out: FlowState[][] = []
    for (const k of kids) {
      const r = rank.get(k.id) ?? 0
      ;(out[r] ??= []).push(k)
    }
    return out.filter((row) => row.length > 0)
  }

  const size = (state: FlowState | null): Sized => {
    const kids = childrenOf(state?.id ?? null)
    const own = state ? inner(state.id) : []
    const notes = state ? state.invokes.map((src) => `调用 ${src}`) : []
    const label = state?.key ?? model.id
    const textW = Math.max(textWidth(label) + 28, ...notes.map(textWidth).map((w) => w + 20), ...own.map((t) => textWidth(`↺ ${transitionText(t)}`) + 20))
    const ownH = HEADER + (notes.length + own.length) * LINE + (notes.length + own.length > 0 ? 6 : 4)
    if (kids.length === 0) {
      const h = Math.max(40, ownH)
      return { id: state?.id ?? model.rootId, w: Math.max(MIN_W, textW), h, children: [], state, inner: own, headerH: h }
    }
    const sized = new Map(kids.map((k) => [k.id, size(k)]))
    const children: Sized["children"] = []
    const top = state ? ownH + 4 : 0
    const pad = state ? PAD : 0
    let y = top
    let widest = 0
    const laidRows = rows(state, kids).map((row) => {
      const nodes = row.map((k) => sized.get(k.id) as Sized)
      const w = nodes.reduce((sum, n) => sum + n.w, 0) + GAP_X * (nodes.length - 1)
      const h = Math.max(...nodes.map((n) => n.h))
      widest = Math.max(widest, w)
      return { nodes, w, h }
    })
    const contentW = Math.max(widest, state ? textW : 0)
    for (const row of laidRows) {
      let x = pad + (contentW - row.w) / 2
      for (const node of row.nodes) {
        children.push({ node, x, y: y + (row.h - node.h) / 2 })
        x += node.w + GAP_X
      }
      y += row.h + GAP_Y
    }
    return { id: state?.id ?? model.rootId, w: contentW + pad * 2, h: y - GAP_Y + pad, children, state, inner: own, headerH: ownH }
  }

  // A machine whose root handles events itself is drawn as one outer box, so those transitions show too.
  const topStates = childrenOf(null)
  const rootBox: FlowState | null = model.transitions.some((t) => t.sourceId === model.rootId)
    ? {
        id: model.rootId,
        key: model.id,
        path: [],
        parentId: null,
        type: "compound",
        initialId: topStates[0]?.id ?? null,
        childIds: topStates.map((t) => t.id),
        tags: [],
        invokes: [],
      }
    : null
  const root = size(rootBox)
  const MARGIN = 16
  const nodes: NodeBox[] = []
  const place = (sized: Sized, x: number, y: number, depth: number) => {
    if (sized.state) {
      const s = sized.state
      const parent = s.parentId ? byId.get(s.parentId) : undefined
      const initial = parent ? parent.initialId === s.id : model.states.find((c) => c.parentId === model.rootId)?.id === s.id
      const notes = s.invokes.map((src) => `调用 ${src}`)
      nodes.push({
        id: s.id,
        label: s.key,
        x,
        y,
        w: sized.w,
        h: sized.h,
        depth,
        headerH: sized.headerH,
        type: s.type,
        initial,
        notes,
        inner: sized.inner.map((t, i) => ({ key: t.key, text: `↺ ${transitionText(t)}`, y: y + HEADER + (notes.length + i) * LINE + 12 })),
      })
    }
    for (const c of sized.children) place(c.node, x + c.x, y + c.y, sized.state ? depth + 1 : depth)
  }
  place(root, MARGIN, MARGIN, 0)
  const box = new Map(nodes.map((n) => [n.id, n]))

  const routed: EdgePath[] = []
  const pairCount = new Map<string, number>()
  let sideways = 0
  for (const t of model.transitions) {
    for (const targetId of t.targetIds) {
      const s = box.get(t.sourceId)
      const d = box.get(targetId)
      if (!s || !d) continue
      const pair = `${s.id}>${d.id}`
      const nth = pairCount.get(pair) ?? 0
      pairCount.set(pair, nth + 1)
      const path = route(s, d, nth, sideways)
      if (path.bulged) sideways += 1
      routed.push({ key: `${t.key}>${targetId}`, sourceId: s.id, targetId, label: transitionText(t), d: path.d, labelX: path.labelX, labelY: path.labelY, anchor: path.anchor })
    }
  }
  const edges = placeLabels(routed, nodes)
  const right = (e: EdgePath) => e.labelX + textWidth(e.label) / (e.anchor === "start" ? 1 : 2) + MARGIN
  const left = (e: EdgePath) => (e.anchor === "start" ? e.labelX : e.labelX - textWidth(e.label) / 2) - MARGIN
  const shiftX = Math.max(0, -Math.min(0, ...edges.map(left), ...edges.map((e) => bounds(e.d).minX - MARGIN)))
  const width = Math.max(root.w + MARGIN * 2, ...edges.map(right), ...edges.map((e) => bounds(e.d).maxX + MARGIN)) + shiftX
  const height = Math.max(root.h + MARGIN * 2, ...edges.map((e) => bounds(e.d).maxY + MARGIN))
  if (shiftX === 0) return { width: Math.ceil(width), height: Math.ceil(height), nodes, edges }
  return {
    width: Math.ceil(width),
    height: Math.ceil(height),
    nodes: nodes.map((n) => ({ ...n, x: n.x + shiftX })),
    edges: edges.map((e) => ({ ...e, d: moveX(e.d, shiftX), labelX: e.labelX + shiftX })),
  }
}

const contains = (outer: NodeBox, inner: NodeBox) =>
  outer !== inner && inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.w <= outer.x + outer.w && inner.y + inner.h <= outer.y + outer.h

type Route = Pick<EdgePath, "d" | "labelX" | "labelY" | "anchor"> & { readonly bulged: boolean }

const overlapsX = (a: NodeBox, b: NodeBox) => a.x < b.x + b.w && b.x < a.x + a.w

/**
 * A curve from one box to another, and where its label goes; `nth` separates parallel
 * edges of the same pair, `sideways` counts the curves already bent around the side so
 * that each bends a little further out.
 */
function route(s: NodeBox, d: NodeBox, nth: number, sideways: number): Route {
  const shift = nth * 16
  if (s === d) {
    const x = s.x + s.w
    const y1 = s.y + 12 + shift
    const y2 = y1 + 16
    return { d: `M ${x} ${y1} C ${x + 40} ${y1 - 10}, ${x + 40} ${y2 + 10}, ${x} ${y2}`, labelX: x + 44, labelY: y1 + 12, anchor: "start", bulged: false }
  }
  let bulged = false
  let x1: number
  let y1: number
  let x2: number
  let y2: number
  let c1x: number
  let c1y: number
  let c2x: number
  let c2y: number
  if (contains(s, d) || contains(d, s)) {
    // Into or out of an enclosing state: from the right edge of one to the right edge of the other.
    x1 = s.x + s.w
    y1 = s.y + 14 + shift
    x2 = d.x + d.w
    y2 = d.y + 14 + shift
    const bulge = Math.max(x1, x2) + 36 + shift + (sideways % 5) * 14
    bulged = true
    ;[c1x, c1y, c2x, c2y] = [bulge, y1, bulge, y2]
  } else if (d.y >= s.y + s.h) {
    x1 = s.x + s.w / 2 + shift
    y1 = s.y + s.h
    x2 = d.x + d.w / 2 + shift
    y2 = d.y
    ;[c1x, c1y, c2x, c2y] = [x1, y1 + 30, x2, y2 - 30]
  } else if (s.y >= d.y + d.h && !overlapsX(s, d)) {
    // Back up to a state off to the side: from the top of one to the bottom of the other.
    x1 = s.x + s.w / 2 + shift
    y1 = s.y
    x2 = d.x + d.w / 2 + shift
    y2 = d.y + d.h
    ;[c1x, c1y, c2x, c2y] = [x1, y1 - 30, x2, y2 + 30]
  } else if (s.y >= d.y + d.h) {
    // Back up in the same column: leave from the left side, arrive on the left side, bending outwards.
    x1 = s.x
    y1 = s.y + s.h / 2 + shift
    x2 = d.x
    y2 = d.y + d.h / 2 + shift
    const bulge = Math.min(x1, x2) - 36 - shift - (sideways % 5) * 14
    bulged = true
    ;[c1x, c1y, c2x, c2y] = [bulge, y1, bulge, y2]
  } else if (Math.abs(d.x - s.x) > Math.max(s.w, d.w) + 60) {
    // Same row, far apart: dip under the row so the curve does not cross the states between.
    x1 = s.x + s.w / 2 + shift
    y1 = s.y + s.h
    x2 = d.x + d.w / 2 + shift
    y2 = d.y + d.h
    const low = Math.max(y1, y2) + 34 + shift + (sideways % 5) * 10
    bulged = true
    ;[c1x, c1y, c2x, c2y] = [x1, low, x2, low]
  } else if (d.x >= s.x + s.w) {
    x1 = s.x + s.w
    y1 = s.y + s.h / 2 + shift
    x2 = d.x
    y2 = d.y + d.h / 2 + shift
    ;[c1x, c1y, c2x, c2y] = [x1 + 30, y1, x2 - 30, y2]
  } else {
    x1 = s.x
    y1 = s.y + s.h / 2 + shift
    x2 = d.x + d.w
    y2 = d.y + d.h / 2 + shift
    ;[c1x, c1y, c2x, c2y] = [x1 - 30, y1, x2 + 30, y2]
  }
  const mid = (a: number, b: number, c: number, e: number) => 0.125 * a + 0.375 * b + 0.375 * c + 0.125 * e
  return {
    d: `M ${round(x1)} ${round(y1)} C ${round(c1x)} ${round(c1y)}, ${round(c2x)} ${round(c2y)}, ${round(x2)} ${round(y2)}`,
    labelX: round(mid(x1, c1x, c2x, x2)),
    labelY: round(mid(y1, c1y, c2y, y2)) - 4,
    anchor: "middle",
    bulged,
  }
}

interface Rect {
  readonly x: number
  readonly y: number
  readonly w: number
  readonly h: number
}

const LABEL_H = 14
const hits = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h

/**
 * Moves each label off the state names and off the labels placed before it: tries its
 * own spot, then a little below or above, then beside; keeps its spot when all are taken.
 */
function placeLabels(edges: ReadonlyArray<EdgePath>, nodes: ReadonlyArray<NodeBox>): EdgePath[] {
  const obstacles: Rect[] = nodes.map((n) => ({ x: n.x, y: n.y, w: n.w, h: n.headerH }))
  const placed: Rect[] = []
  const tries: Array<readonly [number, number]> = []
  for (const side of [0, 1, -1, 2, -2]) for (const dy of [0, 14, -14, 28, -28, 42, -42, 56]) tries.push([side, dy])
  return edges.map((e) => {
    const w = textWidth(e.label) + 6
    const rectAt = (x: number, y: number): Rect => ({ x: e.anchor === "start" ? x - 2 : x - w / 2, y: y - 11, w, h: LABEL_H })
    for (const [side, dy] of tries) {
      const x = e.labelX + side * (w / 2 + 8)
      const y = e.labelY + dy
      const rect = rectAt(x, y)
      if (obstacles.some((o) => hits(o, rect)) || placed.some((p) => hits(p, rect))) continue
      placed.push(rect)
      return { ...e, labelX: round(x), labelY: round(y) }
    }
    placed.push(rectAt(e.labelX, e.labelY))
    return e
  })
}

const round = (n: number) => Math.round(n * 10) / 10

/** Extent of a path's points (end and control points bound a cubic curve). */
function bounds(d: string): { minX: number; maxX: number; maxY: number } {
  const nums = d.match(/-?\d+(?:\.\d+)?/g)?.map(Number) ?? []
  const xs = nums.filter((_, i) => i % 2 === 0)
  const ys = nums.filter((_, i) => i % 2 === 1)
  return { minX: Math.min(...xs), maxX: Math.max(...xs), maxY: Math.max(...ys) }
}

const moveX = (d: string, dx: number) => {
  let i = 0
  return d.replace(/-?\d+(?:\.\d+)?/g, (n) => String(i++ % 2 === 0 ? round(Number(n) + dx) : Number(n)))
}
