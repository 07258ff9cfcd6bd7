import { useMemo } from "react"
import { css } from "styled-system/css"
import { formatCount } from "../../domain/core/count-format.ts"
import { formatMoney } from "../../domain/core/money.ts"
import type { MakerVideoStats } from "../../domain/maker/entities.ts"
import type { ShopSalesStats } from "../../domain/merchant/entities.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useResource } from "../app/use-resource.ts"
import { CentreFrame, CentrePanel } from "../components/centre-frame/centre-frame.tsx"
import { ShopGate } from "../components/centre-frame/shop-gate.tsx"
import { LoadStates } from "../components/list-states.tsx"
import { useSession } from "../session/index.ts"
import { CountFigures, DayChart, StatTile, tiles, useDayRange } from "./parts/day-stats.tsx"

interface Range {
  readonly from: string
  readonly to: string
}

function SalesCharts({ data }: { readonly data: ShopSalesStats }) {
  const days = useMemo(() => data.days.map((d) => d.day), [data])
  const series = useMemo(
    () => [
      { label: "订单数", data: data.days.map((d) => d.orders) },
      { label: "销售额（元）", data: data.days.map((d) => d.salesCents / 100), right: true },
    ],
    [data],
  )
  return (
    <>
      <dl className={tiles}>
        <StatTile label="支付订单" value={formatCount(data.range.orders)} testId="range-orders" />
        <StatTile label="销售额" value={formatMoney(data.range.salesCents)} testId="range-sales" />
      </dl>
      <DayChart days={days} series={series} label="每日订单数和销售额折线图" />
    </>
  )
}

/** The shop's paid orders and sales per day. */
function ShopSales({ range }: { readonly range: Range }) {
  const stats = useResource("makerSalesStats", { query: range })
  return (
    <CentrePanel title="店铺数据">
      <div className={css({ display: "grid", gap: "4" })}>
        <LoadStates of={stats} />
        {stats.data && <SalesCharts data={stats.data} />}
      </div>
    </CentrePanel>
  )
}

const WORK_SERIES = [
  { key: "views", label: "播放" },
  { key: "likes", label: "点赞" },
  { key: "followers", label: "新增粉丝" },
] as const

function WorkCharts({ data }: { readonly data: MakerVideoStats }) {
  return <CountFigures series={WORK_SERIES} days={data.days} range={data.range} label="每日播放、点赞和新增粉丝折线图" />
}

/** The maker's works per day: views, likes and new followers. */
function WorkFigures({ range }: { readonly range: Range }) {
  const stats = useResource("makerVideoStats", { query: range })
  return (
    <CentrePanel title="作品数据">
      <div className={css({ display: "grid", gap: "4" })}>
        <LoadStates of={stats} />
        {stats.data && <WorkCharts data={stats.data} />}
      </div>
    </CentrePanel>
  )
}

/**
 * /account/mine/monitor 数据中心: over a chosen range, the shop's paid orders and sales per day
 * for a member with a shop, and the works' views, likes and new followers for a maker member.
 */
export default function MonitorPage({ route }: PageProps) {
  const range = useDayRange()
  const isMaker = useSession().grade?.isShop === true
  const query = { from: range.from, to: range.to }
  return (
    <CentreFrame title={route.title}>
      <div className={css({ display: "grid", gap: "4" })}>
        {range.bar}
        {/* A maker without a shop sees the works' figures only; anyone else is offered to open one. */}
        <ShopGate frame={(content) => (isMaker ? null : content)}>
          <ShopSales range={query} />
        </ShopGate>
        {isMaker && <WorkFigures range={query} />}
      </div>
    </CentreFrame>
  )
}
