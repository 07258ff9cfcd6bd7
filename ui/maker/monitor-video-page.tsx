import { useEffect, useRef, useState } from "react"
import { css } from "styled-system/css"
import { chip } from "styled-system/recipes"
import { DATE_RANGE_SHIFTS, DATE_RANGE_SHORTCUTS, dateRangeFor, shiftDateRange, type DateRange, type DateRangeShortcut } from "../../domain/core/date-range.ts"
import { formatCount } from "../../domain/core/count-format.ts"
import type { MakerVideoStats } from "../../domain/maker/entities.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useResource } from "../app/use-resource.ts"
import { CentreFrame } from "../components/centre-frame/centre-frame.tsx"
import { ErrorState } from "../components/error-state.tsx"
import { LoadingState } from "../components/loading-state.tsx"

/** Now as a Date whose local fields read China's wall clock: the portal's days are China days, whatever the browser's zone. */
const chinaNow = () => new Date(Date.now() + (8 * 60 + new Date().getTimezoneOffset()) * 60_000)

const dayOf = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`

const SERIES = [
  { key: "views", label: "播放" },
  { key: "likes", label: "点赞" },
  { key: "comments", label: "评论" },
  { key: "followers", label: "新增粉丝" },
] as const

/** The line chart of the range's days; ECharts is loaded only on this page. */
function DayChart({ stats }: { readonly stats: MakerVideoStats }) {
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
        grid: { left: 40, right: 16, top: 40, bottom: 30 },
        xAxis: { type: "category", data: stats.days.map((d) => d.day.slice(5)) },
        yAxis: { type: "value", minInterval: 1 },
        series: SERIES.map((s) => ({ name: s.label, type: "line", smooth: true, data: stats.days.map((d) => d[s.key]) })),
      })
      window.addEventListener("resize", onResize)
    })
    return () => {
      disposed = true
      window.removeEventListener("resize", onResize)
      chart?.dispose()
    }
  }, [stats])
  return <div ref={box} role="img" aria-label="每日播放、点赞、评论和新增粉丝折线图" className={css({ w: "full", h: "80" })} />
}

/** /account/mine/monitor_video: the maker's videos per day — views, likes, comments, new followers — over a chosen range. */
export default function MonitorVideoPage({ route }: PageProps) {
  const [shortcut, setShortcut] = useState<DateRangeShortcut | null>("lastWeek")
  const [range, setRange] = useState<DateRange>(() => dateRangeFor("lastWeek", chinaNow()))
  const stats = useResource("makerVideoStats", { query: { from: dayOf(range[0]), to: dayOf(range[1]) } })
  const data = stats.data
  return (
    <CentreFrame title={route.title}>
      <div className={css({ display: "grid", gap: "4" })}>
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
        {stats.status === "loading" && <LoadingState />}
        {stats.status === "failure" && <ErrorState message={stats.error ?? "加载失败"} onRetry={stats.retry} />}
        {data && (
          <>
            <dl className={css({ display: "grid", gridTemplateColumns: { base: "repeat(2, 1fr)", md: "repeat(4, 1fr)" }, gap: "3" })}>
              {SERIES.map((s) => (
                <div key={s.key} className={css({ p: "4", bg: "bg.subtle", borderRadius: "lg", display: "flex", flexDir: "column-reverse", gap: "1" })}>
                  <dt className={css({ fontSize: "sm", color: "fg.muted" })}>
                    {s.label}（累计 {formatCount(data.totals[s.key])}）
                  </dt>
                  <dd className={css({ fontSize: "2xl", fontWeight: "bold" })} data-testid={`range-${s.key}`}>
                    {formatCount(data.range[s.key])}
                  </dd>
                </div>
              ))}
            </dl>
            <DayChart stats={data} />
          </>
        )}
      </div>
    </CentreFrame>
  )
}
