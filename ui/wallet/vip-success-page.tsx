import { Link } from "wouter"
import { button } from "styled-system/recipes"
import { formatMoney } from "../../domain/core/money.ts"
import type { PageProps } from "../app/page-registry.ts"
import { LoadingState } from "../components/loading-state.tsx"
import { useResource } from "../app/use-resource.ts"
import { ResultCard, ResultFrame } from "./wallet-parts.tsx"
import { useQueryParam } from "../hooks/use-page-location.ts"
import { formatTimeWithSeconds } from "../components/time-format.ts"
import { NotLoaded } from "../components/list-states.tsx"

function VipResult({ id }: { id: number }) {
  const order = useResource("vipOrderStatus", { params: { id } })
  const grade = useResource("accountGrade")
  if (order.status === "loading" || grade.status === "loading") return <LoadingState />
  if (order.status !== "ready" || !order.data) return <NotLoaded of={order} />
  if (grade.status !== "ready" || !grade.data) return <NotLoaded of={grade} />
  const o = order.data
  const g = grade.data
  if (o.status !== "paid") {
    return (
      <ResultCard
        tone="pending"
        title="订单尚未支付"
        description="请返回会员页面完成支付"
        actions={
          <Link href="/account/vip/pay" className={button()}>
            去支付
          </Link>
        }
      />
    )
  }
  return (
    <ResultCard
      tone="success"
      title="会员开通成功"
      description="会员权益已生效，快去学习会员免费课程吧"
      details={[
        ["会员等级", g.grade],
        ["开通套餐", o.title],
        ["支付金额", formatMoney(o.amount)],
        ["有效期至", formatTimeWithSeconds(g.expireAt).slice(0, 10)],
        ["剩余天数", `${g.expireDate}天`],
        ["订单编号", o.orderNo],
      ]}
      actions={
        <>
          <Link href="/video" className={button()}>
            去学习会员课程
          </Link>
          <Link href="/account/center" className={button({ variant: "outline" })}>
            返回个人中心
          </Link>
        </>
      }
    />
  )
}

/** /account/vip/success: the VIP membership just paid, with the new grade and expiry. */
export default function VipSuccessPage({ route }: PageProps) {
  const id = Number(useQueryParam("id"))
  return (
    <ResultFrame
      title={route.title}
      result={Number.isInteger(id) && id > 0 && <VipResult id={id} />}
      missing={{
        title: "未找到会员订单",
        actions: (
          <Link href="/account/vip/pay" className={button()}>
            开通会员
          </Link>
        ),
      }}
    />
  )
}
