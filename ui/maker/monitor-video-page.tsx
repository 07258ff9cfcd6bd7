import { useMemo } from "react"
import { css } from "styled-system/css"
import { formatMoney } from "../../domain/core/money.ts"
import type { MakerVideoStats } from "../../domain/maker/entities.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useResource } from "../app/use-resource.ts"
import { CentreFrame } from "../components/centre-frame/centre-frame.tsx"
import { LoadStates } from "../components/list-states.tsx"
import { CountFigures, DayChart, StatTile, tiles, useDayRange } from "./parts/day-stats.tsx"

const SERIES = [
  { key: "views", label: "播放" },
  { key: "likes", label: "点赞" },
  { key: "comments", label: "评论" },
  { key: "followers", label: "新增粉丝" },
] as const

function VideoFigures({ data }: { readonly data: MakerVideoStats }) {
  const days = useMemo(() => data.days.map((d) => d.day), [data])
  // The maker's share of each course sale, as the wallet's bill lists it (课程收入).
  const income = useMemo(() => [{ label: "课程收入", data: data.days.map((d) => d.incomeCents / 100) }], [data])
  return (
    <>
      <CountFigures series={SERIES} days={data.days} range={data.range} totals={data.totals} label="每日播放、点赞、评论和新增粉丝折线图" />
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
        <LoadStates of={stats} />
        {stats.data && <VideoFigures data={stats.data} />}
      </div>
    </CentreFrame>
  )
}
