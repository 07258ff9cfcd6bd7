import { useSelector } from "@xstate/react"
import { useEffect, useEffectEvent, useRef } from "react"
import { Link, useLocation } from "wouter"
import type { ActorRefFrom } from "xstate"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { orderActions, type MallOrder, type OrderAction } from "../../../domain/mall/order.ts"
import { returnApplyHref } from "../../../domain/orders/returns.ts"
import { CART_PATH, ORDER_ACTION_DONE, reviewHref, ORDER_ACTION_LABELS, ORDER_CONFIRMS, isConfirmedAction } from "../../../domain/orders/mall-orders.ts"
import type { orderActionsMachine } from "../../../machines/orders/order-actions.machine.ts"
import { useActorRef } from "../../app/flow-hooks.ts"
import { payMallOrders, wiredOrderActionsMachine } from "../../app/orders-wiring.ts"
import { BalancePay } from "../../wallet/index.ts"
import { ConfirmDialog } from "../../components/confirm-dialog.tsx"
import { Dialog } from "../../components/dialog.tsx"
import { ErrorState } from "../../components/error-state.tsx"
import { LoadingState } from "../../components/loading-state.tsx"
import { notify } from "../../notify/toast-store.ts"
import { TrackingEvents } from "./order-parts.tsx"

export type OrderActionsRef = ActorRefFrom<typeof orderActionsMachine>

const EVENT_OF: Readonly<Record<OrderAction, "order.pay" | "order.cancel" | "order.confirm" | "order.delete" | "order.buyAgain" | "order.tracking">> = {
  pay: "order.pay",
  cancel: "order.cancel",
  confirm: "order.confirm",
  delete: "order.delete",
  buyAgain: "order.buyAgain",
  tracking: "order.tracking",
}

/** The order's actions in its state; the first (付款, 确认收货) is the solid one. */
export function OrderActionButtons({ order, actions, size = "sm" }: { readonly order: MallOrder; readonly actions: OrderActionsRef; readonly size?: "xs" | "sm" | "md" }) {
  const busy = useSelector(actions, (s) => s.hasTag("busy"))
  const allowed = orderActions(order.status)
  const primary: ReadonlyArray<OrderAction> = ["pay", "confirm"]
  // Solid first on the right as the reference malls lay them out: read right to left.
  const ordered = [...allowed].sort((a, b) => Number(primary.includes(a)) - Number(primary.includes(b)))
  return (
    <div className={css({ display: "flex", flexWrap: "wrap", gap: "2", justifyContent: "flex-end" })}>
      {ordered.map((action) => (
        <button
          key={action}
          type="button"
          disabled={busy}
          aria-label={`${ORDER_ACTION_LABELS[action]} ${order.orderNum}`}
          className={button({ variant: primary.includes(action) ? "solid" : action === "delete" ? "plain" : "outline", size })}
          onClick={() => actions.send({ type: EVENT_OF[action], order })}
        >
          {ORDER_ACTION_LABELS[action]}
        </button>
      ))}
    </div>
  )
}

/**
 * The order actions' actor of a page with its dialogs (confirm, pay, tracking) and notices.
 * `onChanged` reads the orders again; `onRemoved` runs when an order left the list (deleted).
 */
export function useOrderActions(handlers: { readonly onChanged: (orderNum: string) => void; readonly onRemoved?: (orderNum: string) => void }): OrderActionsRef {
  const actor = useActorRef(wiredOrderActionsMachine)
  const [, navigate] = useLocation()
  const latest = useRef(handlers)
  latest.current = handlers
  useEffect(() => {
    const subs = [
      actor.on("order.changed", (e) => latest.current.onChanged(e.orderNum)),
      actor.on("order.removed", (e) => (latest.current.onRemoved ?? latest.current.onChanged)(e.orderNum)),
      actor.on("cart.open", () => navigate(CART_PATH)),
    ]
    return () => subs.forEach((s) => s.unsubscribe())
  }, [actor, navigate])
  return actor
}

export function OrderActionDialogs({ actions }: { readonly actions: OrderActionsRef }) {
  const state = useSelector(actions, (s) => s)
  const { order, action, tracking, error, done } = state.context
  const confirming = state.matches("confirming") && action !== null && isConfirmedAction(action) ? ORDER_CONFIRMS[action] : null

  useEffect(() => {
    if (done) notify.success(ORDER_ACTION_DONE[done])
  }, [done])
  // A tracking failure shows in its dialog: the state is read when the error comes, not watched.
  const showError = useEffectEvent((message: string) => {
    if (!state.matches("tracking")) notify.error(message)
  })
  useEffect(() => {
    if (error) showError(error)
  }, [error])

  return (
    <>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && actions.send({ type: "action.dismiss" })}
        title={confirming?.title ?? "提示"}
        message={confirming?.message ?? ""}
        confirmText={confirming?.confirmText ?? "确定"}
        cancelText={confirming?.cancelText ?? "取消"}
        tone={action === "delete" || action === "cancel" ? "danger" : "accent"}
        onConfirm={() => actions.send({ type: "action.confirm" })}
      />
      <Dialog
        open={state.matches("paying")}
        onOpenChange={(open) => !open && actions.send({ type: "action.dismiss" })}
        title="订单付款"
        description={order ? `订单号 ${order.orderNum} · ${order.shop.name}` : undefined}
      >
        {order && state.matches("paying") && (
          <div className={css({ mt: "4" })}>
            <BalancePay
              amount={order.payCents}
              pay={payMallOrders([order.orderNum])}
              onPaid={() => actions.send({ type: "pay.done" })}
              onCancel={() => actions.send({ type: "action.dismiss" })}
            />
          </div>
        )}
      </Dialog>
      <Dialog
        open={state.matches("tracking")}
        onOpenChange={(open) => !open && actions.send({ type: "action.dismiss" })}
        title="物流信息"
        description={order ? `订单号 ${order.orderNum}` : undefined}
      >
        <div className={css({ mt: "4", display: "grid", gap: "4" })}>
          {state.matches({ tracking: "loading" }) && <LoadingState compact label="正在查询物流…" />}
          {state.matches({ tracking: "failure" }) && <ErrorState compact message={error ?? "物流信息加载失败"} onRetry={() => actions.send({ type: "tracking.retry" })} />}
          {tracking && state.matches({ tracking: "shown" }) && (
            <>
              <dl className={css({ display: "grid", gridTemplateColumns: "auto 1fr", columnGap: "4", rowGap: "1", fontSize: "sm", "& dt": { color: "fg.muted" } })}>
                <dt>快递公司</dt>
                <dd>{tracking.courierName ?? "—"}</dd>
                <dt>快递单号</dt>
                <dd className={css({ fontFamily: "mono", wordBreak: "break-all" })}>{tracking.trackingNo ?? "—"}</dd>
              </dl>
              <TrackingEvents events={tracking.events} />
            </>
          )}
        </div>
      </Dialog>
    </>
  )
}

/** 评价 and 申请退货 of a completed order: pages of their own, which say when the time is over. */
export function AfterSaleLinks({ order, size = "sm" }: { readonly order: MallOrder; readonly size?: "xs" | "sm" | "md" }) {
  if (order.status !== 3) return null
  return (
    <>
      <Link href={reviewHref(order.orderNum)} className={button({ variant: "outline", size })} aria-label={`评价 ${order.orderNum}`}>
        评价
      </Link>
      <Link href={returnApplyHref(order.orderNum)} className={button({ variant: "plain", size })} aria-label={`申请退货 ${order.orderNum}`}>
        申请退货
      </Link>
    </>
  )
}
