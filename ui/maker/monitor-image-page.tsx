import { Link } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import type { ArticleStats } from "../../domain/community/entities.ts"
import { formatCount } from "../../domain/core/count-format.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useResource } from "../app/use-resource.ts"
import { CentreFrame } from "../components/centre-frame/centre-frame.tsx"
import { EmptyState } from "../components/empty-state.tsx"
import { LoadStates } from "../components/list-states.tsx"
import { CountFigures, StatTile, useDayRange } from "./parts/day-stats.tsx"

const SERIES = [
  { key: "views", label: "阅读" },
  { key: "likes", label: "点赞" },
  { key: "comments", label: "评论" },
] as const

function ArticleFigures({ data }: { readonly data: ArticleStats }) {
  return (
    <CountFigures
      series={SERIES}
      days={data.days}
      range={data.range}
      totals={data.totals}
      lead={<StatTile label="已发布文章" value={formatCount(data.totals.articles)} testId="total-articles" />}
      label="每日阅读、点赞和评论折线图"
    />
  )
}

/**
 * /account/mine/monitor_image 图文数据: the member's published science articles (健康科普 and
 * 美容护肤) per day — views, likes, comments — over a chosen range.
 */
export default function MonitorImagePage({ route }: PageProps) {
  const range = useDayRange()
  const stats = useResource("makerArticleStats", { query: { from: range.from, to: range.to } })
  const data = stats.data
  return (
    <CentreFrame title={route.title}>
      <div className={css({ display: "grid", gap: "4" })}>
        {range.bar}
        <LoadStates of={stats} />
        {data && data.totals.articles === 0 && (
          <EmptyState
            title="还没有已发布的图文"
            description="在健康科普或美容护肤发表的文章通过审核后，这里会显示它们的阅读、点赞和评论"
            action={
              <Link href="/account/science" className={button({ size: "sm" })}>
                去写文章
              </Link>
            }
          />
        )}
        {data && data.totals.articles > 0 && <ArticleFigures data={data} />}
      </div>
    </CentreFrame>
  )
}
