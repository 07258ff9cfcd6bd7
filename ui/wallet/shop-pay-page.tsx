import { useMachine } from "../app/flow-hooks.ts"
import { useEffect, useState } from "react"
import { useLocation } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import type { OrderPayResult } from "../../domain/wallet/entities/wallet.ts"
import { formatMoney } from "../../domain/core/money.ts"
import { SHOP_SERVICE_FEE } from "../../domain/wallet/wallet.ts"
import { StandaloneFrame } from "../app/layout/standalone-frame.tsx"
import type { PageProps } from "../app/page-registry.ts"
import { balancePayments, newPaymentKey, wiredShopFeePurchaseMachine } from "../app/wallet-wiring.ts"
import { BalancePay } from "./balance-pay.tsx"
import { useResource } from "../app/use-resource.ts"
import { formatTimeWithSeconds } from "../components/time-format.ts"
import { RetryAlert } from "../components/retry-alert.tsx"

/** /account/shop/pay: the shop's yearly technical service fee, paid from the balance. */
export default function ShopPayPage({ route }: PageProps) {
  const [, navigate] = useLocation()
  const center = useResource("accountCenter")
  const [keyBase] = useState(newPaymentKey)
  const [snapshot, send] = useMachine(wiredShopFeePurchaseMachine, { input: { keyBase, planId: null, kind: "shop" } })
  const { order, error } = snapshot.context
  const paid = snapshot.status === "done"
  useEffect(() => {
    if (paid && order) navigate(`/account/shop/pay/success?id=${order.id}`)
  }, [paid, order, navigate])
  const until = center.data?.shopServiceUntil ?? null
  return (
    <StandaloneFrame title={route.title}>
      <section className={css({ bg: "bg.surface", borderRadius: "xl", boxShadow: "card", p: { base: "5", md: "8" }, display: "grid", gap: "5" })}>
        <h1 className={css({ fontSize: "xl", fontWeight: "bold" })}>支付店铺服务费</h1>
        <dl className={css({ display: "grid", gridTemplateColumns: "auto 1fr", gap: "2", fontSize: "sm", p: "4", bg: "bg.subtle", borderRadius: "lg", "& dt": { color: "fg.muted" } })}>
          <dt>服务项目</dt>
          <dd>{SHOP_SERVICE_FEE.title}</dd>
          <dt>服务期限</dt>
          <dd>{SHOP_SERVICE_FEE.months}个月{until ? `（当前有效期至 ${formatTimeWithSeconds(until).slice(0, 10)}，续费自到期日起顺延）` : "（自支付之日起计算）"}</dd>
          <dt>应付金额</dt>
          <dd className={css({ fontSize: "lg", fontWeight: "bold", color: "highlight.text" })}>{formatMoney(SHOP_SERVICE_FEE.cents)}</dd>
        </dl>
        <p className={css({ fontSize: "sm", color: "fg.muted" })}>
          店铺服务费用于店铺装修、商品管理、订单与售后系统、数据统计等平台技术服务，按年收取，从账户余额支付。
        </p>
        {snapshot.matches("choosing") && (
          <div>
            <button type="button" className={button({ variant: "highlight", size: "lg" })} onClick={() => send({ type: "vip.open" })}>
              立即支付 {formatMoney(SHOP_SERVICE_FEE.cents)}
            </button>
          </div>
        )}
        {snapshot.matches("creating") && <p role="status">正在创建订单…</p>}
        {snapshot.matches("failure") && <RetryAlert message={error} onRetry={() => send({ type: "order.retry" })} className={css({ fontSize: "sm" })} />}
        {snapshot.matches("paying") && order && (
          <div className={css({ borderTopWidth: "1px", borderColor: "border.subtle", pt: "5" })}>
            <BalancePay<OrderPayResult>
              amount={order.amount}
              pay={balancePayments.shopFeeOrder(order.id)}
              onPaid={(result) => send({ type: "pay.done", result })}
              onCancel={() => send({ type: "pay.cancel" })}
            />
          </div>
        )}
      </section>
    </StandaloneFrame>
  )
}
