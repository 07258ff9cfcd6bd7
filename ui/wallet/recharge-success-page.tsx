import { useMachine } from "../app/flow-hooks.ts"
import { useState } from "react"
import { Link } from "wouter"
import { button } from "styled-system/recipes"
import { formatMoney } from "../../domain/core/money.ts"
import type { PageProps } from "../app/page-registry.ts"
import { newPaymentKey, wiredRechargeMachine } from "../app/wallet-wiring.ts"
import { LoadingState } from "../components/loading-state.tsx"
import { ResultCard, ResultFrame } from "./wallet-parts.tsx"
import { useQueryParam } from "../hooks/use-page-location.ts"

function RechargeResult({ paymentId }: { paymentId: string }) {
  const [keyBase] = useState(newPaymentKey)
  const [snapshot, send] = useMachine(wiredRechargeMachine, { input: { paymentId, keyBase } })
  const { payment, error } = snapshot.context
  const again = (
    <Link href="/account/balance/recharge" className={button({ variant: "outline" })}>
      重新充值
    </Link>
  )
  if (snapshot.matches("paid") && payment) {
    return (
      <ResultCard
        tone="success"
        title="充值成功"
        description="款项已到账，可用于购买课程、开通会员和商城购物"
        details={[
          ["充值金额", formatMoney(payment.amount)],
          ["当前余额", formatMoney(payment.balance)],
          ["支付单号", payment.id],
        ]}
        actions={
          <>
            <Link href="/account/balance" className={button()}>
              查看余额
            </Link>
            <Link href="/account/vip/pay" className={button({ variant: "outline" })}>
              开通VIP会员
            </Link>
          </>
        }
      />
    )
  }
  if (snapshot.matches("failed")) return <ResultCard tone="failure" title="支付失败" description="本次支付未成功，账户余额未发生变化" actions={again} />
  if (snapshot.matches("expired")) return <ResultCard tone="failure" title="支付已过期" description="支付单超过30分钟未付款已关闭，请重新发起充值" actions={again} />
  if (snapshot.matches("stillPending")) {
    return (
      <ResultCard
        tone="pending"
        title="暂未收到支付结果"
        description="如您已完成付款，请稍后刷新查看；未付款的支付单将在30分钟后自动关闭"
        details={payment ? [["充值金额", formatMoney(payment.amount)], ["支付单号", payment.id]] : []}
        actions={
          <>
            <button type="button" className={button()} onClick={() => send({ type: "status.refresh" })}>
              刷新支付结果
            </button>
            {again}
          </>
        }
      />
    )
  }
  if (snapshot.matches("checkFailed")) {
    return (
      <ResultCard
        tone="failure"
        title="查询支付结果失败"
        description={error ?? ""}
        actions={
          <button type="button" className={button()} onClick={() => send({ type: "status.refresh" })}>
            重试
          </button>
        }
      />
    )
  }
  return (
    <ResultCard
      tone="pending"
      title="正在确认支付结果…"
      description={<LoadingState compact label="正在向支付平台查询，请稍候" />}
      details={payment ? [["充值金额", formatMoney(payment.amount)]] : []}
    />
  )
}

/** /account/recharge/member/success: where the payer returns from the provider; shows the recharge's outcome. */
export default function RechargeSuccessPage({ route }: PageProps) {
  const id = useQueryParam("id")
  return (
    <ResultFrame
      title={route.title}
      result={id && <RechargeResult paymentId={id} />}
      missing={{
        title: "未找到支付单",
        description: "请从充值页面重新发起充值",
        actions: (
          <Link href="/account/balance/recharge" className={button()}>
            去充值
          </Link>
        ),
      }}
    />
  )
}
