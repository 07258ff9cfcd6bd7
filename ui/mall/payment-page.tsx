import { useState } from "react"
import { Link, useLocation } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { formatMoney } from "../../domain/core/money.ts"
import { BUYING_MESSAGES } from "../../domain/mall/buying-messages.ts"
import { ORDER_LIST_PATH, parseOrderNums, paySuccessHref } from "../../domain/mall/buying-paths.ts"
import { payTimeLeft } from "../../domain/mall/order.ts"
import { vipDiscountText } from "../../domain/mall/vip-price.ts"
import { amountDue } from "../../machines/mall/order-payment.machine.ts"
import { useMachine } from "../app/flow-hooks.ts"
import { payOrders, wiredOrderPaymentMachine } from "../app/mall-wiring.ts"
import type { PageProps } from "../app/page-registry.ts"
import { BalancePay } from "../wallet/index.ts"
import { EmptyState } from "../components/empty-state.tsx"
import { ErrorState } from "../components/error-state.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { useQueryParam } from "../hooks/use-page-location.ts"
import { MallFrame } from "./parts/mall-frame.tsx"

const panel = css({ bg: "bg.surface", borderRadius: "lg", borderWidth: "1px", borderColor: "border.subtle", p: { base: "4", md: "6" } })

function OrdersLink({ text = "查看我的订单" }: { readonly text?: string }) {
  return (
    <Link href={ORDER_LIST_PATH} className={button({ variant: "outline", size: "sm" })}>
      {text}
    </Link>
  )
}

function Payment({ orderNums }: { readonly orderNums: ReadonlyArray<string> }) {
  const [, navigate] = useLocation()
  const [machine] = useState(() => wiredOrderPaymentMachine.provide({ actions: { goToSuccess: () => navigate(paySuccessHref(orderNums), { replace: true }) } }))
  const [snapshot, send] = useMachine(machine, { input: { orderNums } })
  const [pay] = useState(() => payOrders(orderNums))
  const { orders, secondsLeft, error } = snapshot.context

  if (snapshot.matches("loading")) return <LoadingState label={BUYING_MESSAGES.payLoading} />
  if (snapshot.matches("failure")) return <ErrorState title={BUYING_MESSAGES.payLoadFailed} message={error ?? BUYING_MESSAGES.payLoadFailed} onRetry={() => send({ type: "orders.reload" })} />
  if (snapshot.matches("alreadyPaid"))
    return (
      <div className={panel}>
        <EmptyState title={BUYING_MESSAGES.alreadyPaid} action={<OrdersLink />} />
      </div>
    )
  if (snapshot.matches("closed") || snapshot.matches("expired"))
    return (
      <div className={panel}>
        <EmptyState
          title={error ?? BUYING_MESSAGES.payClosed}
          description="订单关闭后库存已退回，可以重新下单购买。"
          action={
            <div className={css({ display: "flex", gap: "3" })}>
              <OrdersLink />
              <Link href="/product/index" className={button({ variant: "plain", size: "sm" })}>
                继续购物
              </Link>
            </div>
          }
        />
      </div>
    )

  const first = orders[0]
  return (
    <div className={css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", lg: "minmax(0, 1fr) 26rem" }, alignItems: "start" })}>
      <section aria-labelledby="pay-orders" className={panel}>
        <h2 id="pay-orders" className={css({ fontSize: "lg", fontWeight: "semibold" })}>
          订单提交成功，请尽快付款！
        </h2>
        <p className={css({ mt: "2", fontSize: "sm", color: "fg.muted" })}>
          剩余支付时间
          <span role="timer" aria-live="off" data-testid="pay-time-left" className={css({ mx: "1", color: "highlight.text", fontWeight: "bold", fontVariantNumeric: "tabular-nums" })}>
            {payTimeLeft(secondsLeft * 1000, 0)}
          </span>
          ，超时订单将自动关闭。
        </p>
        <ul className={css({ mt: "4", display: "grid", gap: "2" })}>
          {orders.map((o) => (
            <li key={o.orderNum} className={css({ display: "flex", justifyContent: "space-between", gap: "3", flexWrap: "wrap", fontSize: "sm", borderWidth: "1px", borderColor: "border.subtle", borderRadius: "md", px: "3", py: "2.5" })}>
              <span>
                <span className={css({ color: "fg.muted" })}>订单号 </span>
                <span data-testid="order-num">{o.orderNum}</span>
                <span className={css({ color: "fg.muted", ml: "2" })}>{o.shop.name}</span>
              </span>
              <span>
                {o.items.reduce((n, i) => n + i.quantity, 0)} 件商品，
                {(o.vipDiscountCents ?? 0) > 0 && (
                  <span data-testid="vip-discount" className={css({ color: "fg.muted", mr: "1" })}>
                    {vipDiscountText(o.vipDiscountCents ?? 0)}，
                  </span>
                )}
                <strong className={css({ color: "highlight.text" })}>{formatMoney(o.payCents)}</strong>
              </span>
            </li>
          ))}
        </ul>
        {first && (
          <p className={css({ mt: "4", fontSize: "sm", color: "fg.muted", wordBreak: "break-all" })}>
            收货信息：{first.address.name} {first.address.phone}，{first.address.regionText} {first.address.detail}
          </p>
        )}
      </section>
      <section aria-labelledby="pay-balance" className={panel}>
        <h2 id="pay-balance" className={css({ fontSize: "lg", fontWeight: "semibold", mb: "4" })}>
          余额支付
        </h2>
        <BalancePay amount={amountDue(orders)} pay={pay} onPaid={() => send({ type: "pay.done" })} />
      </section>
    </div>
  )
}

/**
 * /product/payment/:orderNums (and /product/shopping/payment?orders=): pays the orders a
 * checkout made from the balance with the six-box payment password, within the time left.
 */
export default function PaymentPage({ params }: PageProps) {
  const fromQuery = useQueryParam("orders")
  const orderNums = parseOrderNums(params.orderNums ?? fromQuery)
  return (
    <MallFrame>
      <div className={css({ display: "grid", gap: "4" })}>
        <h1 className={css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold" })}>订单支付</h1>
        {orderNums.length === 0 ? (
          <div className={panel}>
            <EmptyState title={BUYING_MESSAGES.badOrderLink} action={<OrdersLink />} />
          </div>
        ) : (
          <Payment key={orderNums.join("-")} orderNums={orderNums} />
        )}
      </div>
    </MallFrame>
  )
}
