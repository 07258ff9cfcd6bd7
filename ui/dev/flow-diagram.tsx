import { useMemo } from "react"
import { css } from "styled-system/css"
import type { FlowModel } from "../../machines/testing/flow-model.ts"
import { layoutFlow } from "./flow-layout.ts"

export interface FlowDiagramProps {
  readonly model: FlowModel
  readonly title: string
  /** Ids of the states the live copy is in (ancestors included). */
  readonly active: ReadonlySet<string>
  /** Transition keys the live copy has taken. */
  readonly taken: ReadonlySet<string>
}

const frame = css({
  overflow: "auto",
  bg: "bg.surface",
  borderWidth: "1px",
  borderColor: "border.subtle",
  borderRadius: "md",
  maxH: "70vh",
})

const node = css({
  "& > rect.box": { fill: "bg.surface", stroke: "border.strong", strokeWidth: "1.2px" },
  "&[data-compound=true] > rect.box": { fill: "bg.subtle", stroke: "border.default", strokeDasharray: "0" },
  "&[data-parallel=true] > rect.box": { strokeDasharray: "6 4" },
  "& > rect.final": { fill: "none", stroke: "border.strong", strokeWidth: "1px" },
  "& > text.name": { fill: "fg.default", fontWeight: "semibold", fontSize: "12px" },
  "& > text.note": { fill: "fg.muted", fontSize: "11px" },
  "& > text.inner": { fill: "fg.subtle", fontSize: "11px" },
  "& > text.inner[data-taken=true]": { fill: "accent.text" },
  "&[data-active=true] > rect.box": { stroke: "accent.solid", strokeWidth: "2px" },
  "&[data-active=true][data-compound=false] > rect.box": { fill: "accent.muted" },
  "&[data-active=true] > text.name": { fill: "accent.text" },
})

const edge = css({
  "& > path": { fill: "none", stroke: "fg.subtle", strokeWidth: "1.2px" },
  "& > text": { fill: "fg.muted", fontSize: "11px", paintOrder: "stroke", stroke: "bg.surface", strokeWidth: "4px", strokeLinejoin: "round" },
  "&[data-taken=true] > path": { stroke: "accent.solid", strokeWidth: "2px" },
  "&[data-taken=true] > text": { fill: "accent.text" },
})

/**
 * The states and transitions of a machine drawn in SVG: nested states inside their
 * parents, the initial state marked with a dot, final states with a double border, the
 * current states highlighted (data-active) and the transitions taken so far coloured (data-taken).
 */
export function FlowDiagram({ model, title, active, taken }: FlowDiagramProps) {
  const layout = useMemo(() => layoutFlow(model), [model])
  const nodes = [...layout.nodes].sort((a, b) => a.depth - b.depth)
  const markerId = `flow-arrow-${model.id}`
  return (
    <div className={frame}>
      <svg width={layout.width} height={layout.height} viewBox={`0 0 ${layout.width} ${layout.height}`} role="img" aria-label={`${title}的状态图`}>
        <defs>
          <marker id={markerId} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path d="M 0 0 L 10 5 L 0 10 z" className={css({ fill: "fg.subtle" })} />
          </marker>
          <marker id={`${markerId}-on`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path d="M 0 0 L 10 5 L 0 10 z" className={css({ fill: "accent.solid" })} />
          </marker>
        </defs>
        {nodes.map((n) => {
          const compound = n.type === "compound" || n.type === "parallel"
          return (
            <g
              key={n.id}
              className={node}
              data-state-id={n.id}
              data-active={active.has(n.id)}
              data-compound={compound}
              data-parallel={n.type === "parallel"}
            >
              <rect className="box" x={n.x} y={n.y} width={n.w} height={n.h} rx={8} />
              {n.type === "final" && <rect className="final" x={n.x + 3} y={n.y + 3} width={n.w - 6} height={n.h - 6} rx={6} />}
              {n.initial && <circle cx={n.x + 10} cy={n.y + 13} r={3.5} className={css({ fill: "fg.default" })} />}
              <text className="name" x={n.x + (n.initial ? 18 : 10)} y={n.y + 17}>
                {n.label}
              </text>
              {n.notes.map((note, i) => (
                <text key={note} className="note" x={n.x + 10} y={n.y + 26 + i * 16 + 12}>
                  {note}
                </text>
              ))}
              {n.inner.map((line) => (
                <text key={line.key} className="inner" x={n.x + 10} y={line.y} data-transition-key={line.key} data-taken={taken.has(line.key)}>
                  {line.text}
                </text>
              ))}
            </g>
          )
        })}
        {layout.edges.map((e) => {
          const transitionKey = e.key.slice(0, e.key.lastIndexOf(">"))
          const on = taken.has(transitionKey)
          return (
            <g key={e.key} className={edge} data-transition-key={transitionKey} data-taken={on}>
              <path d={e.d} markerEnd={`url(#${on ? `${markerId}-on` : markerId})`} />
              <text x={e.labelX} y={e.labelY} textAnchor={e.anchor}>
                {e.label}
              </text>
            </g>
          )
        })}
      </svg>
    </div>
  )
}
