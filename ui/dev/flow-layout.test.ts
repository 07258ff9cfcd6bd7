import { describe, expect, it } from "vitest"
import { FLOWS } from "../../machines/index.ts"
import { modelOf } from "../../machines/testing/live-copy.ts"
import { layoutFlow, textWidth, type NodeBox } from "./flow-layout.ts"

const overlap = (a: NodeBox, b: NodeBox) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h
const inside = (outer: NodeBox, inner: NodeBox) =>
  inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.w <= outer.x + outer.w && inner.y + inner.h <= outer.y + outer.h

describe.each(FLOWS.map((f) => [f.id, f] as const))("diagram of %s", (_id, entry) => {
  const model = modelOf(entry)
  const layout = layoutFlow(model)
  const box = new Map(layout.nodes.map((n) => [n.id, n]))

  it("draws a box for every state, nested ones inside their parent, siblings apart, all within the picture", () => {
    // The machine itself gets a box too when its root handles events.
    const rootHandles = model.transitions.some((t) => t.sourceId === model.rootId)
    const expected = [...model.states.map((s) => s.id), ...(rootHandles ? [model.rootId] : [])]
    expect(layout.nodes.map((n) => n.id).sort()).toEqual(expected.sort())
    for (const s of model.states) {
      const node = box.get(s.id) as NodeBox
      expect(node.x).toBeGreaterThanOrEqual(0)
      expect(node.y).toBeGreaterThanOrEqual(0)
      expect(node.x + node.w).toBeLessThanOrEqual(layout.width)
      expect(node.y + node.h).toBeLessThanOrEqual(layout.height)
      if (s.parentId && s.parentId !== model.rootId) expect(inside(box.get(s.parentId) as NodeBox, node), `${s.id} inside its parent`).toBe(true)
      for (const sibling of model.states.filter((o) => o.parentId === s.parentId && o.id !== s.id)) {
        expect(overlap(node, box.get(sibling.id) as NodeBox), `${s.id} and ${sibling.id} apart`).toBe(false)
      }
      expect(node.w).toBeGreaterThanOrEqual(textWidth(node.label))
    }
  })

  it("draws every transition: an edge per target, or a line inside the state when it only runs actions", () => {
    const drawn = new Set([...layout.edges.map((e) => e.key.split(">")[0]), ...layout.nodes.flatMap((n) => n.inner.map((i) => i.key))])
    expect([...drawn].sort()).toEqual(model.transitions.map((t) => t.key).sort())
    for (const e of layout.edges) expect(e.d).toMatch(/^M [\d.-]+ [\d.-]+ C /)
  })
})
