import type { ReactNode } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import type { MallOrder } from "../../../domain/mall/order.ts"
import { OrderLines, OrderStatusTag, OrderTotal } from "./order-parts.tsx"
import { formatTimeWithSeconds } from "../../components/time-format.ts"

/**
 * One order in a list: the shop, order number and time, the state, its lines, the total and a
 * row of actions (given by the page: the member's or the shop's).
 */
export function OrderCard({
  order,
  detailHref,
  aside,
  actions,
  extra,
}: {
  readonly order: MallOrder
  /** The order's detail page, when the viewer has one. */
  readonly detailHref?: string
  /** Beside the actions, e.g. the 付款 countdown. */
  readonly aside?: ReactNode
  readonly actions: ReactNode
  /** Under the lines, e.g. the address for the shop. */
  readonly extra?: ReactNode
}) {
  return (
    <li>
      <article
        aria-label={`订单 ${order.orderNum}`}
        className={css({ borderWidth: "1px", borderColor: "border.subtle", borderRadius: "lg", overflow: "hidden", bg: "bg.surface" })}
      >
        <header
          className={css({
            display: "flex",
            flexWrap: "wrap",
            alignItems: "center",
            columnGap: "4",
            rowGap: "1",
            px: "4",
            py: "2.5",
            bg: "bg.muted",
            fontSize: "xs",
            color: "fg.muted",
          })}
        >
          <span className={css({ fontWeight: "semibold", color: "fg.default", fontSize: "sm" })}>{order.shop.name}</span>
          <span>
            订单号{" "}
            {detailHref ? (
              <Link href={detailHref} className={css({ color: "fg.link", _hover: { textDecoration: "underline" }, wordBreak: "break-all" })}>
                {order.orderNum}
              </Link>
            ) : (
              <span className={css({ wordBreak: "break-all" })}>{order.orderNum}</span>
            )}
          </span>
          <span>下单时间 {formatTimeWithSeconds(order.createTime)}</span>
          <span className={css({ ml: "auto" })}>
            <OrderStatusTag status={order.status} />
          </span>
        </header>
        <div className={css({ px: "4", py: "3", display: "grid", gap: "3" })}>
          <OrderLines items={order.items} />
          {extra}
          <OrderTotal order={order} />
          <div className={css({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "flex-end", gap: "3" })}>
            {aside}
            {detailHref && (
              <Link href={detailHref} className={css({ fontSize: "sm", color: "fg.link", _hover: { textDecoration: "underline" } })} aria-label={`订单详情 ${order.orderNum}`}>
                订单详情
              </Link>
            )}
            {actions}
          </div>
        </div>
      </article>
    </li>
  )
}
