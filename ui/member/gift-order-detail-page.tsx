import { Link } from "wouter"
import { css } from "styled-system/css"
import { button, tag } from "styled-system/recipes"
import { GIFT_ORDER_STATUS_LABELS } from "../../domain/member/gift.ts"
import { StandaloneFrame } from "../app/layout/standalone-frame.tsx"
import type { PageProps } from "../app/page-registry.ts"
import { AccountPanel } from "../components/account-frame/account-frame.tsx"
import { useResource } from "../app/use-resource.ts"
import { useQueryParam } from "../hooks/use-page-location.ts"
import { DetailList } from "./member-parts.tsx"
import { LoadStates } from "../components/list-states.tsx"
import { formatTime } from "../components/time-format.ts"

/** /account/gift/order/detail?id=: an exchange, its delivery address and shipping. */
export default function GiftOrderDetailPage({ route }: PageProps) {
  const id = Number(useQueryParam("id") ?? "0")
  const order = useResource("giftOrder", { params: { id: Number.isInteger(id) && id > 0 ? id : 0 } })
  const o = order.data
  return (
    <StandaloneFrame title={route.title}>
      <LoadStates of={order} />
      {o && (
        <div className={css({ display: "grid", gap: "4" })}>
          <AccountPanel
            title="兑换状态"
            actions={
              <span className={tag({ tone: o.status === "pending" ? "warning" : "success" })}>{GIFT_ORDER_STATUS_LABELS[o.status]}</span>
            }
          >
            <DetailList>
              <dt>订单号</dt>
              <dd>{o.orderNo}</dd>
              <dt>兑换时间</dt>
              <dd>{formatTime(o.createTime)}</dd>
              <dt>快递</dt>
              <dd>{o.courier ? `${o.courier} ${o.trackingNo ?? ""}` : "待发货"}</dd>
            </DetailList>
          </AccountPanel>
          <AccountPanel title="礼品">
            <div className={css({ display: "flex", gap: "3", alignItems: "center" })}>
              <img src={o.giftImage} alt="" className={css({ w: "16", h: "16", borderRadius: "md", objectFit: "cover" })} />
              <span className={css({ flex: "1" })}>
                {o.giftName} × {o.quantity}
              </span>
              <strong className={css({ color: "highlight.text" })}>{o.points} 积分</strong>
            </div>
          </AccountPanel>
          <AccountPanel title="收货信息">
            <p className={css({ fontSize: "sm" })}>
              {o.receiver} {o.phone}
              <br />
              {o.address}
            </p>
          </AccountPanel>
          <Link href="/account/point/gift" className={`${button({ variant: "outline" })} ${css({ justifySelf: "start" })}`}>
            返回积分商城
          </Link>
        </div>
      )}
    </StandaloneFrame>
  )
}
