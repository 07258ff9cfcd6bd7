import { useMemo } from "react"
import { css } from "styled-system/css"
import { formatCount } from "../../domain/core/count-format.ts"
import { formatMoney } from "../../domain/core/money.ts"
import type { MakerVideoStats } from "../../domain/maker/entities.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useResource } from "../app/use-resource.ts"
import { CentreFrame } from "../components/centre-frame/centre-frame.tsx"
import { ErrorState } from "../components/error-state.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { DayChart, StatTile, tiles, useDayRange } from "./parts/day-stats.tsx"

const SERIES = [
  { key: "views", label: "播放" },
  { key: "likes", label: "点赞" },
  { key: "comments", label: "评论" },
  { key: "followers", label: "新增粉丝" },
] as const

function VideoFigures({ data }: { readonly data: MakerVideoStats }) {
  const days = useMemo(() => data.days.map((d) => d.day), [data])
  const series = useMemo(() => SERIES.map((s) => ({ label: s.label, data: data.days.map((d) => d[s.key]) })), [data])
  // The maker's share of each course sale, as the wallet's bill lists it (课程收入).
  const income = useMemo(() => [{ label: "课程收入", data: data.days.map((d) => d.incomeCents / 100) }], [data])
  return (
    <>
      <dl className={tiles}>
        {SERIES.map((s) => (
          <StatTile key={s.key} label={`${s.label}（累计 ${formatCount(data.totals[s.key])}）`} value={formatCount(data.range[s.key])} testId={`range-${s.key}`} />
        ))}
      </dl>
      <DayChart days={days} series={series} label="每日播放、点赞、评论和新增粉丝折线图" />
      <dl className={tiles}>
        <StatTile label={`课程收入（累计 ${formatMoney(data.totals.incomeCents)}）`} value={formatMoney(data.range.incomeCents)} testId="range-income" />
      </dl>
      <DayChart days={days} series={income} label="每日课程收入曲线（元）" />
    </>
  )
}

/** /account/mine/monitor_video: the maker's videos per day — views, likes, comments, new followers, and course income — over a chosen range. */
export default function MonitorVideoPage({ route }: PageProps) {
  const range = useDayRange()
  const stats = useResource("makerVideoStats", { query: { from: range.from, to: range.to } })
  return (
    <CentreFrame title={route.title}>
      <div className={css({ display: "grid", gap: "4" })}>
        {range.bar}
        {stats.status === "loading" && <LoadingState />}
        {stats.status === "failure" && <ErrorState message={stats.error ?? "加载失败"} onRetry={stats.retry} />}
        {stats.data && <VideoFigures data={stats.data} />}
      </div>
    </CentreFrame>
  )
}
