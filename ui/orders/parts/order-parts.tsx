import { useState } from "react"
import { Link } from "wouter"
import { css, cx } from "styled-system/css"
import { tag } from "styled-system/recipes"
import { formatMoney } from "../../../domain/core/money.ts"
import { orderStatusLabel, payTimeLeft, type MallOrder, type OrderItem, type OrderStatus, type Tracking } from "../../../domain/mall/order.ts"
import { ORDER_PAGE_MESSAGES, isPayExpired, orderStatusTone, pieceCount } from "../../../domain/orders/mall-orders.ts"
import { OrderItemName } from "../../components/order-item-name.tsx"
import { formatTimeWithSeconds } from "../../components/time-format.ts"


export function OrderStatusTag({ status, size = "sm" }: { readonly status: OrderStatus; readonly size?: "sm" | "md" }) {
  return <span className={tag({ tone: orderStatusTone(status), size })}>{orderStatusLabel(status)}</span>
}

/** An order's lines: picture, title (to the product page), SKU, price and quantity. */
export function OrderLines({ items, compact = false }: { readonly items: ReadonlyArray<OrderItem>; readonly compact?: boolean }) {
  return (
    <ul aria-label="商品" className={css({ display: "grid", gap: "3" })}>
      {items.map((item) => (
        <li key={item.skuId} className={css({ display: "flex", gap: "3", alignItems: "flex-start" })}>
          <Link href={`/product/detail/${item.spuId}`} tabIndex={-1} aria-hidden className={css({ flexShrink: 0 })}>
            <img
              src={item.picture}
              alt=""
              loading="lazy"
              className={cx(
                css({ objectFit: "cover", borderRadius: "md", bg: "bg.muted", borderWidth: "1px", borderColor: "border.subtle" }),
                compact ? css({ w: "16", h: "16" }) : css({ w: { base: "16", md: "20" }, h: { base: "16", md: "20" } }),
              )}
            />
          </Link>
          <OrderItemName href={`/product/detail/${item.spuId}`} title={item.title} skuText={item.skuText} />
          <div className={css({ textAlign: "right", fontSize: "sm", flexShrink: 0, display: "grid", gap: "1" })}>
            <span>{formatMoney(item.priceCents)}</span>
            <span className={css({ color: "fg.muted", fontSize: "xs" })}>×{item.quantity}</span>
          </div>
        </li>
      ))}
    </ul>
  )
}

/** 共N件商品 合计 ¥ (含运费 ¥). */
export function OrderTotal({ order }: { readonly order: MallOrder }) {
  return (
    <p className={css({ fontSize: "sm", color: "fg.muted", textAlign: "right" })}>
      共{pieceCount(order)}件商品　{order.payTime === null ? "应付" : "实付"}
      <strong className={css({ color: "highlight.text", fontSize: "md", mx: "1" })}>{formatMoney(order.payCents)}</strong>
      <span className={css({ fontSize: "xs" })}>（含运费 {formatMoney(order.freightCents)}）</span>
    </p>
  )
}

/** 剩余 29分05秒 to pay, or that the time is up. */
export function PayCountdown({ order, now }: { readonly order: MallOrder; readonly now: number }) {
  if (order.status !== 0) return null
  const expired = isPayExpired(order, now)
  return (
    <span role="timer" aria-live="off" className={css({ fontSize: "xs", color: expired ? "fg.muted" : "warning.text" })}>
      {expired ? ORDER_PAGE_MESSAGES.payExpired : `剩余 ${payTimeLeft(Date.parse(order.payDeadline), now)} 自动关闭`}
    </span>
  )
}

/** Tracking events, newest first. */
export function TrackingEvents({ events }: { readonly events: Tracking["events"] }) {
  if (events.length === 0) return <p className={css({ fontSize: "sm", color: "fg.muted" })}>{ORDER_PAGE_MESSAGES.trackingEmpty}</p>
  const sorted = [...events].sort((a, b) => Date.parse(b.time) - Date.parse(a.time))
  return (
    <ol aria-label="物流轨迹" className={css({ display: "grid", gap: "0" })}>
      {sorted.map((e, index) => (
        <li
          key={`${e.time}-${index}`}
          className={css({
            position: "relative",
            pl: "5",
            pb: "3",
            borderLeftWidth: "1px",
            borderColor: "border.subtle",
            ml: "1.5",
            _last: { borderLeftColor: "transparent", pb: "0" },
            _before: {
              content: '""',
              position: "absolute",
              left: "-5px",
              top: "1",
              w: "2.5",
              h: "2.5",
              borderRadius: "full",
              bg: index === 0 ? "accent.solid" : "border.default",
            },
          })}
        >
          <p className={css({ fontSize: "sm", color: index === 0 ? "fg.default" : "fg.muted" })}>{e.text}</p>
          <p className={css({ fontSize: "xs", color: "fg.subtle" })}>{formatTimeWithSeconds(e.time)}</p>
        </li>
      ))}
    </ol>
  )
}

/** The state tabs of the order lists: on phones they keep one line and scroll sideways. */
/** The value of a state tab of the order and return lists: 全部 is "all", a state its number. */
export const stateTabValue = (status: number | null) => (status === null ? "all" : String(status))

/** The state a tab's value names, null for 全部. */
export const stateOfTab = <S extends number>(value: string): S | null => (value === "all" ? null : (Number(value) as S))

export const orderTabsClass = css({
  "& [role=tablist]": { overflowX: "auto", scrollbarWidth: "none" },
  "& [role=tab]": { whiteSpace: "nowrap", flex: { base: "0 0 auto", md: "1" }, px: { base: "2.5", md: "3" } },
})

/**
 * A form's message belongs to the values it was sent with: once they are edited it goes until
 * the next submit. `markSent` at submit; `message` is the message while the values are unchanged.
 */
export function useMessageOfSent(values: unknown, message: string | null): { readonly message: string | null; readonly markSent: () => void } {
  const [sent, setSent] = useState<string | null>(null)
  const key = JSON.stringify(values)
  return { message: sent === key ? message : null, markSent: () => setSent(key) }
}
