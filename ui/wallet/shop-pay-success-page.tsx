import { Link } from "wouter"
import { button } from "styled-system/recipes"
import { formatMoney } from "../../domain/core/money.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useResource } from "../app/use-resource.ts"
import { ResultCard, ResultFrame } from "./wallet-parts.tsx"
import { useQueryParam } from "../hooks/use-page-location.ts"
import { formatTimeWithSeconds } from "../components/time-format.ts"
import { NotLoaded } from "../components/list-states.tsx"

/** Back to 店铺服务费 to pay (again). */
function PayLink() {
  return (
    <Link href="/account/shop/pay" className={button()}>
      去支付
    </Link>
  )
}

function ShopFeeResult({ id }: { id: number }) {
  const order = useResource("shopFeeOrderStatus", { params: { id } })
  if (order.status !== "ready" || !order.data) return <NotLoaded of={order} />
  const o = order.data
  if (o.status !== "paid") {
    return (
      <ResultCard
        tone="pending"
        title="订单尚未支付"
        actions={<PayLink />}
      />
    )
  }
  return (
    <ResultCard
      tone="success"
      title="店铺服务费支付成功"
      details={[
        ["服务项目", o.title],
        ["支付金额", formatMoney(o.amount)],
        ["服务有效期至", formatTimeWithSeconds(o.periodEnd).slice(0, 10)],
        ["订单编号", o.orderNo],
        ["支付时间", formatTimeWithSeconds(o.payTime)],
      ]}
      actions={
        <>
          <Link href="/account/mine/home" className={button()}>
            进入创客中心
          </Link>
          <Link href="/account/balance" className={button({ variant: "outline" })}>
            查看余额
          </Link>
        </>
      }
    />
  )
}

/** /account/shop/pay/success: the shop service fee just paid and the period it covers. */
export default function ShopPaySuccessPage({ route }: PageProps) {
  const id = Number(useQueryParam("id"))
  return (
    <ResultFrame
      title={route.title}
      result={Number.isInteger(id) && id > 0 && <ShopFeeResult id={id} />}
      missing={{
        title: "未找到服务费订单",
        actions: <PayLink />,
      }}
    />
  )
}
