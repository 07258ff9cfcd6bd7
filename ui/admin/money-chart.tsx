import { useEffect, useRef } from "react"
import { css } from "styled-system/css"
import type { DailyTotal } from "../../domain/admin/money.ts"

const SERIES = [
  { key: "income", label: "收入" },
  { key: "spending", label: "支出" },
  { key: "refunds", label: "退款" },
  { key: "net", label: "净额" },
] as const

/** Daily totals as lines, in yuan; ECharts is loaded with this page only. */
export function MoneyChart({ days }: { readonly days: ReadonlyArray<DailyTotal> }) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    let disposed = false
    let chart: { dispose(): void; resize(): void } | null = null
    const onResize = () => chart?.resize()
    void import("echarts").then((echarts) => {
      if (disposed || !box.current) return
      const c = echarts.init(box.current)
      chart = c
      c.setOption({
        tooltip: { trigger: "axis" },
        legend: { data: SERIES.map((s) => s.label) },
        grid: { left: 56, right: 16, top: 40, bottom: 30 },
        xAxis: { type: "category", data: days.map((d) => d.day.slice(5)) },
        yAxis: { type: "value", name: "元" },
        series: SERIES.map((s) => ({ name: s.label, type: "line", data: days.map((d) => d[s.key] / 100) })),
      })
      window.addEventListener("resize", onResize)
    })
    return () => {
      disposed = true
      window.removeEventListener("resize", onResize)
      chart?.dispose()
    }
  }, [days])
  return <div ref={box} role="img" aria-label="每日收入、支出、退款和净额折线图" className={css({ w: "full", h: "72" })} />
}
