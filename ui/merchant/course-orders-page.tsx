import { useState } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { formatMoney } from "../../domain/core/money.ts"
import type { OwnerCourseOrder } from "../../domain/courses/entities/owner-order.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useResource } from "../app/use-resource.ts"
import { CentreFrame } from "../components/centre-frame/centre-frame.tsx"
import { useReloadWhenShownAgain } from "../hooks/use-page-location.ts"
import { courseHref } from "../courses/index.ts"
import { CentreTable, type Column } from "./centre-table.tsx"

const PAGE_SIZE = 10

const payTime = (iso: string) => new Date(iso).toLocaleString("sv-SE", { timeZone: "Asia/Shanghai" }).slice(0, 16)

const columnsOf = (type: "video" | "image"): ReadonlyArray<Column<OwnerCourseOrder>> => [
  { title: "订单号", cell: (o) => <span className={css({ fontFamily: "mono", fontSize: "xs" })}>{o.orderNum}</span> },
  {
    title: "课程",
    cell: (o) => (
      <Link href={courseHref({ type, id: o.courseId })} className={css({ color: "fg.link" })}>
        {o.courseTitle}
      </Link>
    ),
  },
  { title: "购买人", cell: (o) => o.buyer },
  { title: "标价", cell: (o) => formatMoney(o.priceCents) },
  { title: "实付", cell: (o) => <strong>{formatMoney(o.amountCents)}</strong> },
  { title: "支付时间", cell: (o) => <time dateTime={o.payTime}>{payTime(o.payTime)}</time> },
]

const summary = css({ display: "flex", gap: "6", flexWrap: "wrap", fontSize: "sm", color: "fg.muted", "& strong": { color: "fg.default", fontSize: "lg", ml: "1" } })

/**
 * /account/mine/order_video 视频订单 and /account/mine/order_image 图文订单: the paid orders of
 * the courses the member sells (courses it owns), read-only, with the count and the sum of all.
 */
export default function CourseOrdersPage({ route }: PageProps) {
  const type = route.path.endsWith("order_image") ? "image" : "video"
  const [page, setPage] = useState(0)
  const list = useResource("makerCourseOrders", { query: { type, page, size: PAGE_SIZE } })
  useReloadWhenShownAgain(list.reload)
  const totals = list.shown?.totals
  // Orders are keyed by their number; the table wants a number per row.
  const rowIndex = new Map((list.shown?.content ?? []).map((o, i) => [o.orderNum, i]))
  return (
    <CentreFrame title={route.title}>
      <div className={css({ display: "grid", gap: "3" })}>
        {totals && (
          <p className={summary} aria-live="polite">
            <span>
              在售课程<strong data-testid="owned-courses">{totals.courses}</strong>
            </span>
            <span>
              已支付订单<strong data-testid="paid-orders">{totals.orders}</strong>
            </span>
            <span>
              实收合计<strong data-testid="paid-amount">{formatMoney(totals.amountCents)}</strong>
            </span>
          </p>
        )}
        <CentreTable
          label={type === "video" ? "视频课程订单" : "图文课程订单"}
          rows={list.shown?.content ?? null}
          rowKey={(o) => rowIndex.get(o.orderNum) ?? -1}
          columns={columnsOf(type)}
          status={list.status}
          error={list.error}
          onRetry={list.retry}
          total={list.shown?.totalElements ?? 0}
          page={page}
          size={PAGE_SIZE}
          onPage={setPage}
          emptyTitle={totals && totals.courses === 0 ? "您还没有在售的课程" : "暂无已支付的订单"}
        />
      </div>
    </CentreFrame>
  )
}
