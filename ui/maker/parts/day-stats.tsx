import { useMemo, useState, type ReactNode } from "react"
import { css } from "styled-system/css"
import { chip } from "styled-system/recipes"
import { DATE_RANGE_SHIFTS, DATE_RANGE_SHORTCUTS, dateRangeFor, shiftDateRange, type DateRange, type DateRangeShortcut } from "../../../domain/core/date-range.ts"
import { formatCount } from "../../../domain/core/count-format.ts"
import { EChart, chartFrame } from "../../components/echart.tsx"

/** Now as a Date whose local fields read China's wall clock: the portal's days are China days, whatever the browser's zone. */
const chinaNow = () => new Date(Date.now() + (8 * 60 + new Date().getTimezoneOffset()) * 60_000)

export const dayOf = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`

/** The chosen range of the dashboards, starting at the spec's 最近一周, with its shortcut chips and shifts. */
export function useDayRange() {
  const [shortcut, setShortcut] = useState<DateRangeShortcut | null>("lastWeek")
  const [range, setRange] = useState<DateRange>(() => dateRangeFor("lastWeek", chinaNow()))
  const bar = (
    <div role="group" aria-label="日期范围" className={css({ display: "flex", gap: "2", flexWrap: "wrap", alignItems: "center" })}>
      {DATE_RANGE_SHORTCUTS.map((s) => (
        <button key={s.key} type="button" className={chip()} aria-pressed={shortcut === s.key} onClick={() => (setShortcut(s.key), setRange(dateRangeFor(s.key, chinaNow())))}>
          {s.label}
        </button>
      ))}
      {DATE_RANGE_SHIFTS.map((s) => (
        <button key={s.label} type="button" className={chip()} onClick={() => (setShortcut(null), setRange((r) => shiftDateRange(r, s.step, s.direction)))}>
          {s.label}
        </button>
      ))}
      <span className={css({ fontSize: "sm", color: "fg.muted" })}>
        {dayOf(range[0])} 至 {dayOf(range[1])}
      </span>
    </div>
  )
  return { from: dayOf(range[0]), to: dayOf(range[1]), bar }
}

export interface DaySeries {
  readonly label: string
  readonly data: ReadonlyArray<number>
  /** Drawn against a second axis on the right (money beside counts). */
  readonly right?: boolean
}

/** A line chart of the range's days; ECharts is loaded only on the pages that draw one. */
export function DayChart({ days, series, label }: { readonly days: ReadonlyArray<string>; readonly series: ReadonlyArray<DaySeries>; readonly label: string }) {
  const twoAxes = series.some((s) => s.right)
  return (
    <EChart
      label={label}
      height="80"
      option={{
        ...chartFrame(series.map((s) => s.label), { left: 40, right: twoAxes ? 56 : 16 }),
        xAxis: { type: "category", data: days.map((d) => d.slice(5)) },
        yAxis: twoAxes ? [{ type: "value", minInterval: 1 }, { type: "value" }] : { type: "value", minInterval: 1 },
        series: series.map((s) => ({ name: s.label, type: "line", smooth: true, yAxisIndex: s.right ? 1 : 0, data: [...s.data] })),
      }}
    />
  )
}

/** One figure of a dashboard: the range's value large, its name (and what else it needs) below. */
export function StatTile({ label, value, testId }: { readonly label: string; readonly value: string; readonly testId?: string }) {
  return (
    <div className={css({ p: "4", bg: "bg.subtle", borderRadius: "lg", display: "flex", flexDir: "column-reverse", gap: "1" })}>
      <dt className={css({ fontSize: "sm", color: "fg.muted" })}>{label}</dt>
      <dd className={css({ fontSize: "2xl", fontWeight: "bold" })} data-testid={testId}>
        {value}
      </dd>
    </div>
  )
}

export const tiles = css({ display: "grid", gridTemplateColumns: { base: "repeat(2, 1fr)", md: "repeat(4, 1fr)" }, gap: "3" })

/** A count a dashboard follows day by day: its key in the answer's days and sums, and its name. */
export interface CountSeries<K extends string> {
  readonly key: K
  readonly label: string
}

/**
 * Counts per day of a range: a tile for each (the range's sum, and the total so far in its name
 * when `totals` is given) above their line chart. `lead` tiles come before the counts' own.
 */
export function CountFigures<K extends string>({
  series,
  days,
  range,
  totals,
  lead,
  label,
}: {
  readonly series: ReadonlyArray<CountSeries<K>>
  readonly days: ReadonlyArray<{ readonly day: string } & Readonly<Record<K, number>>>
  readonly range: Readonly<Record<K, number>>
  readonly totals?: Readonly<Record<K, number>>
  readonly lead?: ReactNode
  readonly label: string
}) {
  const dayLabels = useMemo(() => days.map((d) => d.day), [days])
  const lines = useMemo(() => series.map((s) => ({ label: s.label, data: days.map((d) => d[s.key]) })), [series, days])
  return (
    <>
      <dl className={tiles}>
        {lead}
        {series.map((s) => (
          <StatTile key={s.key} label={totals ? `${s.label}（累计 ${formatCount(totals[s.key])}）` : s.label} value={formatCount(range[s.key])} testId={`range-${s.key}`} />
        ))}
      </dl>
      <DayChart days={dayLabels} series={lines} label={label} />
    </>
  )
}
