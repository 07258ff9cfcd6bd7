import { useState } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { button, tag } from "styled-system/recipes"
import { GIFT_ORDER_STATUS_LABELS } from "../../domain/member/gift.ts"
import { StandaloneFrame } from "../app/layout/standalone-frame.tsx"
import type { PageProps } from "../app/page-registry.ts"
import { EmptyState } from "../components/empty-state.tsx"
import { Pager } from "../components/pager.tsx"
import { Tabs } from "../components/tabs.tsx"
import { useResource } from "../app/use-resource.ts"
import { GiftCard, giftGrid } from "./gift-parts.tsx"
import { formatTime } from "../components/time-format.ts"
import { NotLoaded } from "../components/list-states.tsx"

const PAGE_SIZE = 12

function GiftList() {
  const [page, setPage] = useState(0)
  const gifts = useResource("pointsGifts", { query: { page, size: PAGE_SIZE } })
  if (gifts.status !== "ready" || !gifts.data) return <NotLoaded of={gifts} />
  if (gifts.data.content.length === 0) return <EmptyState title="礼品正在上架中" />
  return (
    <>
      <ul className={giftGrid}>
        {gifts.data.content.map((g) => (
          <GiftCard key={g.id} gift={g} />
        ))}
      </ul>
      <div className={css({ mt: "4" })}>
        <Pager page={page} pageSize={PAGE_SIZE} total={gifts.data.totalElements} onPageChange={setPage} />
      </div>
    </>
  )
}

function MyOrders() {
  const [page, setPage] = useState(0)
  const orders = useResource("giftOrders", { query: { page, size: 10 } })
  if (orders.status !== "ready" || !orders.data) return <NotLoaded of={orders} />
  if (orders.data.content.length === 0) return <EmptyState title="还没有兑换记录" />
  return (
    <>
      <ul className={css({ display: "grid", gap: "2" })}>
        {orders.data.content.map((o) => (
          <li
            key={o.id}
            className={css({
              display: "flex",
              gap: "3",
              alignItems: "center",
              bg: "bg.surface",
              p: "3",
              borderRadius: "md",
              boxShadow: "card",
            })}
          >
            <img src={o.giftImage} alt="" className={css({ w: "14", h: "14", borderRadius: "md", objectFit: "cover" })} />
            <div className={css({ flex: "1", minW: "0", display: "grid", gap: "0.5" })}>
              <span className={css({ fontWeight: "medium" })}>
                {o.giftName} × {o.quantity}
              </span>
              <span className={css({ fontSize: "xs", color: "fg.subtle" })}>
                {o.orderNo} · {formatTime(o.createTime)}
              </span>
            </div>
            <span className={css({ fontSize: "sm", color: "highlight.text", whiteSpace: "nowrap" })}>-{o.points} 积分</span>
            <span className={tag({ tone: o.status === "pending" ? "warning" : "success" })}>{GIFT_ORDER_STATUS_LABELS[o.status]}</span>
            <Link href={`/account/gift/order/detail?id=${o.id}`} className={button({ variant: "link", size: "sm" })}>
              详情
            </Link>
          </li>
        ))}
      </ul>
      <div className={css({ mt: "4" })}>
        <Pager page={page} pageSize={10} total={orders.data.totalElements} onPageChange={setPage} />
      </div>
    </>
  )
}

/** /account/point/gift: the points mall and the member's exchanges. */
export default function PointGiftPage({ route }: PageProps) {
  const surplus = useResource("prizeSurplus")
  return (
    <StandaloneFrame title={route.title} wide>
      <div className={css({ display: "grid", gap: "5" })}>
        <section
          aria-label="我的积分"
          className={css({
            display: "flex",
            alignItems: "center",
            justifyContent: "space-between",
            gap: "4",
            flexWrap: "wrap",
            p: { base: "4", md: "6" },
            borderRadius: "xl",
            bgGradient: "to-r",
            gradientFrom: "accent.emphasized",
            gradientTo: "accent.solid",
            color: "white",
          })}
        >
          <div>
            <p className={css({ fontSize: "sm", opacity: 0.9 })}>我的积分</p>
            <p data-testid="mall-points" className={css({ fontSize: "3xl", fontWeight: "bold", fontVariantNumeric: "tabular-nums" })}>
              {surplus.data ? surplus.data.points.toLocaleString("zh-CN") : "—"}
            </p>
          </div>
          <div className={css({ display: "flex", gap: "2", flexWrap: "wrap" })}>
            <Link href="/account/points" className={button({ variant: "outline", size: "sm" })}>
              积分明细
            </Link>
            <Link href="/prize/index" className={button({ variant: "outline", size: "sm" })}>
              幸运抽奖
            </Link>
            <Link href="/signIn/rules" className={button({ variant: "outline", size: "sm" })}>
              如何赚积分
            </Link>
          </div>
        </section>
        <Tabs
          label="积分商城"
          items={[
            { value: "gifts", label: "积分兑换", content: <GiftList /> },
            { value: "orders", label: "我的兑换", content: <MyOrders /> },
          ]}
        />
      </div>
    </StandaloneFrame>
  )
}
