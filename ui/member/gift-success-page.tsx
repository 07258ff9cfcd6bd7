import { Link } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { StandaloneFrame } from "../app/layout/standalone-frame.tsx"
import type { PageProps } from "../app/page-registry.ts"
import { AccountPanel } from "../components/account-frame/account-frame.tsx"
import { useResource } from "../app/use-resource.ts"
import { useQueryParam } from "../hooks/use-page-location.ts"
import { LoadStates } from "../components/list-states.tsx"

/** /account/gift/success?id=: the exchange went through. */
export default function GiftSuccessPage({ route }: PageProps) {
  const id = Number(useQueryParam("id") ?? "0")
  const order = useResource("giftOrder", { params: { id: Number.isInteger(id) && id > 0 ? id : 0 } })
  return (
    <StandaloneFrame title={route.title}>
      <AccountPanel>
        <LoadStates of={order} />
        {order.data && (
          <div className={css({ display: "grid", justifyItems: "center", gap: "3", py: "6", textAlign: "center" })}>
            <span
              aria-hidden="true"
              className={css({
                w: "14",
                h: "14",
                borderRadius: "full",
                bg: "success.solid",
                color: "white",
                display: "grid",
                placeItems: "center",
                fontSize: "2xl",
              })}
            >
              ✓
            </span>
            <h1 className={css({ fontSize: "xl", fontWeight: "bold" })}>兑换成功</h1>
            <p className={css({ color: "fg.muted", fontSize: "sm" })}>
              已使用 {order.data.points} 积分兑换 {order.data.giftName} × {order.data.quantity}，我们将尽快为您发货。
            </p>
            <p className={css({ fontSize: "sm" })}>订单号：{order.data.orderNo}</p>
            <div className={css({ display: "flex", gap: "3", mt: "2", flexWrap: "wrap", justifyContent: "center" })}>
              <Link href={`/account/gift/order/detail?id=${order.data.id}`} className={button()}>
                查看订单
              </Link>
              <Link href="/account/point/gift" className={button({ variant: "outline" })}>
                继续兑换
              </Link>
            </div>
          </div>
        )}
      </AccountPanel>
    </StandaloneFrame>
  )
}
