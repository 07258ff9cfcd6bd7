import { useState } from "react"
import { Link } from "wouter"
import { button } from "styled-system/recipes"
import type { ProductFigures } from "../../domain/merchant/index.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useResource } from "../app/use-resource.ts"
import { CentreFrame, CentrePanel } from "../components/centre-frame/centre-frame.tsx"
import { CentreTable } from "./centre-table.tsx"
import { EChart, chartFrame } from "../components/echart.tsx"

const SIZE = 10
type Sort = "views" | "sales" | "stock"
const SERIES = [
  { key: "views", label: "浏览人数" },
  { key: "salesCount", label: "销量" },
  { key: "stock", label: "库存" },
] as const

/** The page's products side by side; ECharts is loaded only on this page. */
function FiguresChart({ rows }: { readonly rows: ReadonlyArray<ProductFigures> }) {
  return (
    <EChart
      label="本页商品的浏览人数、销量和库存柱状图（数据见下表）"
      height="80"
      option={{
        ...chartFrame(SERIES.map((s) => s.label), { left: 48, bottom: 60 }),
        xAxis: { type: "category", data: rows.map((r) => (r.title.length > 8 ? `${r.title.slice(0, 8)}…` : r.title)), axisLabel: { rotate: 30 } },
        yAxis: { type: "value", minInterval: 1 },
        series: SERIES.map((s) => ({ name: s.label, type: "bar", data: rows.map((r) => r[s.key]) })),
      }}
    />
  )
}

/** /account/mine/product_monitor 商品监控: visitors, sales and stock per product, as a chart and a table. */
export default function ProductMonitorPage({ route }: PageProps) {
  const [query, setQuery] = useState<{ page: number; sort: Sort }>({ page: 0, sort: "views" })
  const list = useResource("makerProductMonitor", { query: { page: query.page, size: SIZE, sort: query.sort } })
  const rows = list.data?.content ?? null
  return (
    <CentreFrame title={route.title}>
      {rows && rows.length > 0 && (
        <CentrePanel>
          <FiguresChart rows={rows} />
        </CentrePanel>
      )}
      <CentrePanel>
        <CentreTable
          label="商品数据"
          rows={rows}
          rowKey={(r) => r.spuId}
          status={list.status}
          error={list.error}
          onRetry={list.retry}
          total={list.data?.totalElements ?? 0}
          page={query.page}
          size={SIZE}
          onPage={(page) => setQuery((q) => ({ ...q, page }))}
          emptyTitle="还没有商品"
          sort={{
            value: query.sort,
            options: [
              { value: "views", label: "按浏览人数" },
              { value: "sales", label: "按销量" },
              { value: "stock", label: "按库存" },
            ],
            onChange: (sort) => setQuery({ sort: sort as Sort, page: 0 }),
          }}
          columns={[
            { title: "商品", cell: (r) => r.title },
            { title: "状态", cell: (r) => (r.status === "on" ? "已上架" : "未上架") },
            { title: "浏览人数", cell: (r) => r.views },
            { title: "销量", cell: (r) => r.salesCount },
            { title: "库存", cell: (r) => r.stock },
            {
              title: "操作",
              cell: (r) => (
                <Link href={`/account/mine/product_preview?spuId=${r.spuId}`} className={button({ size: "xs", variant: "link" })} aria-label={`预览 ${r.title}`}>
                  预览
                </Link>
              ),
            },
          ]}
        />
      </CentrePanel>
    </CentreFrame>
  )
}
