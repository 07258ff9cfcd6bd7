import type { DailyTotal } from "../../domain/admin/money.ts"
import { EChart, chartFrame } from "../components/echart.tsx"

const SERIES = [
  { key: "income", label: "收入" },
  { key: "spending", label: "支出" },
  { key: "refunds", label: "退款" },
  { key: "net", label: "净额" },
] as const

/** Daily totals as lines, in yuan; ECharts is loaded with this page only. */
export function MoneyChart({ days }: { readonly days: ReadonlyArray<DailyTotal> }) {
  return (
    <EChart
      label="每日收入、支出、退款和净额折线图"
      height="72"
      option={{
        ...chartFrame(SERIES.map((s) => s.label), { left: 56 }),
        xAxis: { type: "category", data: days.map((d) => d.day.slice(5)) },
        yAxis: { type: "value", name: "元" },
        series: SERIES.map((s) => ({ name: s.label, type: "line", data: days.map((d) => d[s.key] / 100) })),
      }}
    />
  )
}
