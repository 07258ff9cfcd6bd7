import { useMemo, useState } from "react"
import { css } from "styled-system/css"
import { button, tag } from "styled-system/recipes"
import { Link, useSearch } from "wouter"
import { FLOWS, flowById } from "../../machines/index.ts"
import type { FlowEntry } from "../../machines/testing/flow-entry.ts"
import { activeStateIds } from "../../machines/testing/flow-model.ts"
import { modelOf, plain } from "../../machines/testing/live-copy.ts"
import { LoadingState } from "../components/loading-state.tsx"
import { devInspect, inspecting } from "../app/inspect.ts"
import type { PageProps } from "../app/page-registry.ts"
import { FlowDiagram } from "./flow-diagram.tsx"
import { useLiveCopy } from "./use-live-copy.ts"
import { TableHead } from "../components/data-table.tsx"

/** `a.b` for nested states; parallel regions in parentheses joined with ＋. */
function stateText(value: unknown): string {
  if (typeof value === "string") return value
  if (typeof value !== "object" || value === null) return ""
  const parts = Object.entries(value).map(([key, sub]) => {
    const inner = stateText(sub)
    return inner === "" ? key : `${key}.${inner}`
  })
  return parts.length === 1 ? (parts[0] ?? "") : `(${parts.join(" ＋ ")})`
}

const hrefOf = (id: string) => `/dev/flows?machine=${encodeURIComponent(id)}${inspecting ? "&inspect" : ""}`

const section = css({ bg: "bg.surface", borderRadius: "md", borderWidth: "1px", borderColor: "border.subtle", p: "4" })
const sectionTitle = css({ fontSize: "md", fontWeight: "semibold", mb: "3" })
const stepRow = css({ display: "flex", flexWrap: "wrap", gap: "2" })

function MachineList({ selected }: { readonly selected: string }) {
  return (
    <nav aria-label="状态机列表" className={css({ display: "flex", flexDirection: { base: "row", md: "column" }, gap: "1", overflowX: { base: "auto", md: "visible" }, pb: { base: "2", md: "0" } })}>
      {FLOWS.map((f) => (
        <Link
          key={f.id}
          href={hrefOf(f.id)}
          aria-current={f.id === selected ? "page" : undefined}
          className={css({
            display: "block",
            px: "3",
            py: "2",
            borderRadius: "md",
            flexShrink: 0,
            color: "fg.default",
            _hover: { bg: "bg.muted" },
            "&[aria-current=page]": { bg: "accent.subtle", color: "accent.text", fontWeight: "semibold" },
          })}
        >
          <span className={css({ display: "block" })}>{f.nameZh}</span>
          <span className={css({ display: "block", fontSize: "xs", color: "fg.muted", fontWeight: "normal" })}>{f.nameEn}</span>
        </Link>
      ))}
    </nav>
  )
}

function downloadJson(entry: FlowEntry) {
  const blob = new Blob([`${JSON.stringify(entry.machine.toJSON(), null, 2)}\n`], { type: "application/json" })
  const url = URL.createObjectURL(blob)
  const a = document.createElement("a")
  a.href = url
  a.download = `${entry.id}.json`
  a.click()
  URL.revokeObjectURL(url)
}

function FlowDetail({ entry }: { readonly entry: FlowEntry }) {
  const [inputIndex, setInputIndex] = useState(0)
  const { live, busy, apply, restart } = useLiveCopy(entry, inputIndex, devInspect)
  const model = modelOf(entry)
  if (!live) return <LoadingState />
  const snapshot = live.snapshot()
  const active = new Set(activeStateIds(entry.machine, snapshot.value))
  const running = snapshot.status === "active"
  const events = live.eventOptions()
  const pending = live.pending()
  const delay = live.clock.nextDelay()
  const current = stateText(snapshot.value)

  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "4", minW: "0" })}>
      <header>
        <h2 className={css({ fontSize: "xl", fontWeight: "bold" })}>
          {entry.nameZh} <span className={css({ fontSize: "md", fontWeight: "normal", color: "fg.muted" })}>{entry.nameEn}</span>
        </h2>
        <p className={css({ color: "fg.muted", mt: "1" })}>{entry.description}</p>
      </header>

      <div className={css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "3" })}>
        {entry.inputs && entry.inputs.length > 1 && (
          <label className={css({ display: "flex", alignItems: "center", gap: "2" })}>
            起始条件
            <select
              value={inputIndex}
              onChange={(e) => setInputIndex(Number(e.target.value))}
              className={css({ h: "8", px: "2", borderWidth: "1px", borderColor: "border.default", borderRadius: "md", bg: "bg.surface" })}
            >
              {entry.inputs.map((input, i) => (
                <option key={input.label} value={i}>
                  {input.label}
                </option>
              ))}
            </select>
          </label>
        )}
        <button type="button" className={button({ variant: "plain", size: "sm" })} onClick={restart}>
          重新开始
        </button>
        <button type="button" className={button({ variant: "ghost", size: "sm" })} onClick={() => downloadJson(entry)}>
          下载 JSON
        </button>
        {inspecting && <span className={tag({ tone: "highlight" })}>已连接 Stately 检查器</span>}
      </div>

      <p className={css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "2" })}>
        当前状态
        <strong data-current-state={current} className={css({ fontFamily: "mono", color: "accent.text", bg: "accent.subtle", px: "2", borderRadius: "sm" })}>
          {current}
        </strong>
        {snapshot.status === "done" && <span className={tag({ tone: "success" })}>流程已结束</span>}
        {snapshot.status === "error" && <span className={tag({ tone: "danger" })}>运行出错</span>}
        <span className={css({ color: "fg.muted", fontSize: "xs" })}>
          已走过 {live.taken.size}/{model.transitions.length} 个转换
        </span>
      </p>

      <figure>
        <FlowDiagram model={model} title={entry.nameZh} active={active} taken={live.taken} />
        <figcaption className={css({ fontSize: "xs", color: "fg.muted", mt: "1" })}>
          黑点为初始状态，双线框为结束状态，↺ 表示不换状态的事件；高亮为当前状态，彩色连线为本次已走过的转换。
        </figcaption>
      </figure>

      <details className={section}>
        <summary className={css({ cursor: "pointer", fontWeight: "semibold" })}>全部转换（{model.transitions.length}）</summary>
        <div className={css({ overflowX: "auto", mt: "3" })}>
          <table className={css({ w: "full", fontSize: "xs", "& th, & td": { textAlign: "left", px: "2", py: "1.5", borderBottomWidth: "1px", borderColor: "border.subtle", whiteSpace: "nowrap" } })}>
            <TableHead headers={["起始状态", "事件", "条件", "目标", "本次走过"]} />
            <tbody>
              {model.transitions.map((t) => (
                <tr key={t.key} data-row-key={t.key} className={css({ "&[data-taken=true]": { bg: "accent.subtle" } })} data-taken={live.taken.has(t.key)}>
                  <td>{t.sourceId}</td>
                  <td>{t.label}</td>
                  <td>{t.guard ?? (t.of > 1 ? "否则" : "")}</td>
                  <td>{t.targetIds.length === 0 ? "（不换状态）" : t.targetIds.join("、")}</td>
                  <td>{live.taken.has(t.key) ? "是" : ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>

      <section aria-labelledby="flow-events" className={section}>
        <h3 id="flow-events" className={sectionTitle}>
          事件
        </h3>
        {events.length === 0 ? (
          <p className={css({ color: "fg.muted" })}>这个状态机不接收外部事件。</p>
        ) : (
          <div className={stepRow}>
            {events.map((o) => (
              <button
                key={o.step.label}
                type="button"
                data-event-type={o.step.event.type}
                disabled={!o.enabled || busy}
                className={button({ variant: "outline", size: "sm" })}
                onClick={() => void apply(o.step)}
              >
                {o.step.label}
              </button>
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="flow-calls" className={section}>
        <h3 id="flow-calls" className={sectionTitle}>
          等待中的调用
        </h3>
        {pending.length === 0 ? (
          <p className={css({ color: "fg.muted" })}>没有等待结果的调用。</p>
        ) : (
          <ul className={css({ display: "flex", flexDirection: "column", gap: "3" })}>
            {pending.map((call) => (
              <li key={call.id} className={css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "2" })}>
                <span className={css({ fontFamily: "mono" })}>{call.src}</span>
                {call.outcomes.map((o, i) => (
                  <button
                    key={o.label}
                    type="button"
                    aria-label={`${call.src} → ${o.label}`}
                    disabled={busy || !running}
                    className={button({ variant: o.failed ? "plain" : "subtle", size: "sm" })}
                    onClick={() => void apply({ kind: "settle", label: `${call.src} → ${o.label}`, callId: call.id, outcome: i })}
                  >
                    {o.label}
                  </button>
                ))}
              </li>
            ))}
          </ul>
        )}
        <div className={css({ mt: "3", display: "flex", alignItems: "center", gap: "2", flexWrap: "wrap" })}>
          <button
            type="button"
            disabled={delay === null || busy || !running}
            className={button({ variant: "plain", size: "sm" })}
            onClick={() => delay !== null && void apply({ kind: "time", label: `时间前进 ${delay} 毫秒`, ms: delay })}
          >
            {delay === null ? "没有计时" : `时间前进 ${delay} 毫秒`}
          </button>
          <span className={css({ fontSize: "xs", color: "fg.muted" })}>时间是模拟的：只在点击时前进到下一个计时。</span>
        </div>
      </section>

      <section aria-labelledby="flow-context" className={section}>
        <h3 id="flow-context" className={sectionTitle}>
          上下文（context）
        </h3>
        <pre data-flow-context className={css({ fontFamily: "mono", fontSize: "xs", whiteSpace: "pre-wrap", wordBreak: "break-all", bg: "bg.subtle", p: "3", borderRadius: "sm", maxH: "80", overflow: "auto" })}>
          {JSON.stringify(plain(snapshot.context), null, 2)}
        </pre>
        {snapshot.status === "done" && snapshot.output !== undefined && (
          <>
            <h4 className={css({ fontWeight: "semibold", mt: "3", mb: "2" })}>结果（output）</h4>
            <pre className={css({ fontFamily: "mono", fontSize: "xs", whiteSpace: "pre-wrap", wordBreak: "break-all", bg: "bg.subtle", p: "3", borderRadius: "sm" })}>
              {JSON.stringify(plain(snapshot.output), null, 2)}
            </pre>
          </>
        )}
        {live.problems.length > 0 && (
          <ul className={css({ mt: "3", color: "danger.text", fontSize: "sm" })}>
            {live.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

/**
 * The flows page (development, and administrators through their menu): every machine of
 * the portal with its diagram and a live copy driven by fake actors and a simulated clock.
 */
export default function FlowsPage(_props: PageProps) {
  const search = useSearch()
  const requested = new URLSearchParams(search).get("machine")
  const entry = useMemo(() => (requested ? flowById(requested) : undefined) ?? FLOWS[0], [requested])
  return (
    <main className={css({ maxW: "7xl", mx: "auto", px: "4", py: "6" })}>
      <h1 className={css({ fontSize: "2xl", fontWeight: "bold" })}>流程图</h1>
      <p className={css({ color: "fg.muted", mt: "1", mb: "5" })}>
        门户的每个业务流程都是一个状态机。选择一个流程，点击事件按钮驱动它的演示副本（不连接服务器），查看当前状态和上下文。
      </p>
      <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "13rem 1fr" }, gap: "6", alignItems: "start" })}>
        <MachineList selected={entry?.id ?? ""} />
        {entry ? <FlowDetail key={entry.id} entry={entry} /> : <p>没有状态机。</p>}
      </div>
    </main>
  )
}
