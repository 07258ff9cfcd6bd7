import { useSelector } from "@xstate/react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { orderStatusLabel } from "../../domain/mall/order.ts"
import { ORDER_CONFIRMS } from "../../domain/orders/mall-orders.ts"
import { useActorRef } from "../app/flow-hooks.ts"
import { wiredConfirmReceiptMachine } from "../app/orders-wiring.ts"
import type { PageProps } from "../app/page-registry.ts"
import { AccountFrame, AccountPanel } from "../components/account-frame/account-frame.tsx"
import { AlertBox } from "../components/alert-box.tsx"
import { ConfirmDialog } from "../components/confirm-dialog.tsx"
import { ErrorState } from "../components/error-state.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { AlertIcon, BadgeCheckIcon } from "../components/icons.tsx"
import { orderDetailHref } from "./order-list-page.tsx"
import { OrderLines } from "./parts/order-parts.tsx"
import { formatTimeWithSeconds } from "../components/time-format.ts"

function ConfirmReceipt({ orderNum }: { readonly orderNum: string }) {
  const actor = useActorRef(wiredConfirmReceiptMachine, { input: { orderNum } })
  const state = useSelector(actor, (s) => s)
  const { order, error } = state.context
  const ask = ORDER_CONFIRMS.confirm

  if (state.matches("loading") && !order) return <LoadingState label="正在读取订单…" />
  if (state.matches("failure")) return <ErrorState message={error ?? "订单加载失败"} onRetry={() => actor.send({ type: "order.retry" })} />
  if (!order) return <LoadingState label="正在读取订单…" />

  const links = (
    <div className={css({ display: "flex", flexWrap: "wrap", gap: "3", justifyContent: "center" })}>
      <Link href={orderDetailHref(order.orderNum)} className={button({ variant: "outline" })}>
        查看订单详情
      </Link>
      <Link href="/account/order?type=product" className={button({ variant: "plain" })}>
        返回我的订单
      </Link>
    </div>
  )

  if (state.matches("received"))
    return (
      <div role="status" className={css({ display: "grid", justifyItems: "center", gap: "4", textAlign: "center", py: "6" })}>
        <span className={css({ color: "success.text" })}>
          <BadgeCheckIcon size={56} />
        </span>
        <h2 className={css({ fontSize: "xl", fontWeight: "semibold" })}>已确认收货</h2>
        <p className={css({ color: "fg.muted", fontSize: "sm" })}>
          订单 {order.orderNum} 已完成{order.receiveTime ? `（${formatTimeWithSeconds(order.receiveTime)}）` : ""}，感谢您的购买
        </p>
        {links}
      </div>
    )

  if (state.matches("notReceivable"))
    return (
      <div role="alert" className={css({ display: "grid", justifyItems: "center", gap: "4", textAlign: "center", py: "6" })}>
        <span className={css({ color: "warning.text" })}>
          <AlertIcon size={56} />
        </span>
        <h2 className={css({ fontSize: "lg", fontWeight: "semibold" })}>该订单当前不能确认收货</h2>
        <p className={css({ color: "fg.muted", fontSize: "sm" })}>
          {error ?? `订单状态为“${orderStatusLabel(order.status)}”，只有已发货的订单可以确认收货`}
        </p>
        {links}
      </div>
    )

  return (
    <div className={css({ display: "grid", gap: "4" })}>
      <p className={css({ fontSize: "sm", color: "fg.muted" })}>
        订单号 {order.orderNum} · {order.shop.name}
        {order.courierName && order.trackingNo ? ` · ${order.courierName} ${order.trackingNo}` : ""}
      </p>
      <OrderLines items={order.items} />
      <AlertBox message={error} />
      <div className={css({ display: "flex", gap: "3", justifyContent: "flex-end" })}>
        <Link href={orderDetailHref(order.orderNum)} className={button({ variant: "plain" })}>
          查看订单详情
        </Link>
        <button type="button" className={button()} disabled={state.hasTag("busy")} onClick={() => actor.send({ type: "receipt.ask" })}>
          确认收货
        </button>
      </div>
      <ConfirmDialog
        open={state.matches("asking") || state.matches("receiving")}
        onOpenChange={(open) => !open && state.matches("asking") && actor.send({ type: "receipt.cancel" })}
        title={ask.title}
        message={ask.message}
        confirmText={ask.confirmText}
        cancelText={ask.cancelText}
        onConfirm={() => actor.send({ type: "receipt.confirm" })}
      />
    </div>
  )
}

/** /account/order/confirm/received/:id 确认收货: asks once (no payment password), confirms and shows the result. */
export default function ConfirmReceivedPage({ params, route }: PageProps) {
  const orderNum = params.id ?? ""
  return (
    <AccountFrame title={route.title}>
      <AccountPanel>
        <ConfirmReceipt key={orderNum} orderNum={orderNum} />
      </AccountPanel>
    </AccountFrame>
  )
}
