import { useState, type ReactNode } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { button, tag } from "styled-system/recipes"
import { formatMoney } from "../../../domain/core/money.ts"
import { GIFT_ORDER_STATUS_LABELS } from "../../../domain/member/gift.ts"
import { useResource } from "../../app/use-resource.ts"
import { AccountPanel } from "../../components/account-frame/account-frame.tsx"
import { EmptyState, EmptyStateLink } from "../../components/empty-state.tsx"
import { LoadStates, PagedListStates } from "../../components/list-states.tsx"

const PAGE_SIZE = 10
const row = css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "1fr auto" }, gap: "3", p: "4", borderWidth: "1px", borderColor: "border.subtle", borderRadius: "lg", alignItems: "center" })
const time = (iso: string) => iso.slice(0, 16).replace("T", " ")

/** One order of the panel: what was ordered (`title`) over its number and time (`line`), after `image` when it has one; its state and way on (`children`) at the end. */
function OrderRow({ image, title, line, children }: { readonly image?: string; readonly title: ReactNode; readonly line: ReactNode; readonly children: ReactNode }) {
  const text = (
    <div className={css({ display: "grid", gap: "1", fontSize: "sm" })}>
      <span className={css({ fontWeight: "medium" })}>{title}</span>
      <span className={css({ color: "fg.muted" })}>{line}</span>
    </div>
  )
  return (
    <li className={row}>
      {image === undefined ? (
        text
      ) : (
        <div className={css({ display: "flex", gap: "3", alignItems: "center" })}>
          <img src={image} alt="" className={css({ w: "14", h: "14", borderRadius: "md", objectFit: "cover", bg: "bg.subtle" })} />
          {text}
        </div>
      )}
      <div className={css({ display: "flex", gap: "3", alignItems: "center", justifyContent: "flex-end" })}>{children}</div>
    </li>
  )
}

/** ?type=gift 积分兑换: the member's exchanges in the points mall. */
export function GiftOrderList() {
  const [page, setPage] = useState(0)
  const list = useResource("giftOrders", { query: { page, size: PAGE_SIZE } })
  return (
    <AccountPanel>
      <PagedListStates
        list={list}
        compact
        label="正在加载兑换订单…"
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        pagerLabel="兑换订单分页"
        empty={
          <EmptyState
            title="还没有积分兑换订单"
            action={<EmptyStateLink href="/account/point/gift">去积分商城</EmptyStateLink>}
          />
        }
      >
        {(items) => (
          <ul aria-label="积分兑换订单" className={css({ display: "grid", gap: "3" })}>
            {items.map((o) => (
              <OrderRow key={o.id} image={o.giftImage} title={<>{o.giftName} × {o.quantity}</>} line={<>订单号 {o.orderNo} · {time(o.createTime)} · {o.points} 积分</>}>
                <span className={tag({ tone: o.status === "completed" ? "success" : "accent" })}>{GIFT_ORDER_STATUS_LABELS[o.status]}</span>
                <Link href={`/account/gift/order/detail?id=${o.id}`} className={button({ variant: "outline", size: "sm" })}>
                  查看详情
                </Link>
              </OrderRow>
            ))}
          </ul>
        )}
      </PagedListStates>
    </AccountPanel>
  )
}

/** ?type=service 会员与服务: the paid VIP memberships and shop service fees, with their invoices. */
export function ServiceOrderList() {
  const list = useResource("invoiceOrders")
  return (
    <AccountPanel>
      <LoadStates of={list} compact label="正在加载服务订单…" />
      {list.data && list.data.length === 0 && (
        <EmptyState
          title="还没有会员或服务订单"
          action={<EmptyStateLink href="/account/vip/pay">开通VIP会员</EmptyStateLink>}
        />
      )}
      {list.data && list.data.length > 0 && (
        <ul aria-label="会员与服务订单" className={css({ display: "grid", gap: "3" })}>
          {list.data.map((o) => (
            <OrderRow key={o.orderNo} title={o.title} line={<>订单号 {o.orderNo} · 支付于 {time(o.paidTime)}</>}>
              <strong>{formatMoney(o.amount)}</strong>
              <span className={tag({ tone: o.invoice ? "success" : "neutral" })}>{o.invoice ? (o.invoice.status === "issued" ? "已开票" : "开票中") : "未开票"}</span>
              <Link href="/account/invoice" className={button({ variant: "outline", size: "sm" })}>
                {o.invoice ? "查看发票" : "申请发票"}
              </Link>
            </OrderRow>
          ))}
        </ul>
      )}
    </AccountPanel>
  )
}
