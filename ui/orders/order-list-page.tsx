import { useSelector } from "@xstate/react"
import { useState, type FormEvent } from "react"
import { Link } from "wouter"
import { css, cx } from "styled-system/css"
import { button, chip, input } from "styled-system/recipes"
import { ORDER_TABS, type OrderStatus } from "../../domain/mall/order.ts"
import { MALL_ORDER_PAGE_SIZE, ORDER_KEYWORD_MAX, ORDER_PAGE_MESSAGES } from "../../domain/orders/mall-orders.ts"
import { useActorRef } from "../app/flow-hooks.ts"
import { wiredMallOrderListMachine } from "../app/orders-wiring.ts"
import type { PageProps } from "../app/page-registry.ts"
import { AccountFrame, AccountPanel } from "../components/account-frame/account-frame.tsx"
import { EmptyState, EmptyStateLink } from "../components/empty-state.tsx"
import { ErrorState } from "../components/error-state.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { Pager } from "../components/pager.tsx"
import { Tabs } from "../components/tabs.tsx"
import { useQueryParam, useReloadWhenShownAgain } from "../hooks/use-page-location.ts"
import { AfterSaleLinks, OrderActionButtons, OrderActionDialogs, useOrderActions } from "./parts/order-actions.tsx"
import { OrderCard } from "./parts/order-card.tsx"
import { GiftOrderList, ServiceOrderList } from "./parts/other-orders.tsx"
import { MyReturns } from "./parts/return-lists.tsx"
import { PayCountdown, orderTabsClass, stateTabValue } from "./parts/order-parts.tsx"

const statusOf = (value: string | null): OrderStatus | null => {
  const n = Number(value)
  return value !== null && value !== "all" && Number.isInteger(n) && n >= 0 && n <= 4 ? (n as OrderStatus) : null
}

export const orderDetailHref = (orderNum: string) => `/account/order/detail/${encodeURIComponent(orderNum)}`

function OrderList() {
  const initialStatus = statusOf(useQueryParam("status"))
  const list = useActorRef(wiredMallOrderListMachine, { input: { status: initialStatus } })
  const state = useSelector(list, (s) => s)
  const { data, status, keyword, page, now, error } = state.context
  const actions = useOrderActions({ onChanged: () => list.send({ type: "list.reload" }) })
  useReloadWhenShownAgain(() => list.send({ type: "list.reload" }))
  const [draft, setDraft] = useState(keyword)
  const loading = state.matches("loading")

  const submit = (e: FormEvent) => {
    e.preventDefault()
    list.send({ type: "search.submit", keyword: draft })
  }

  const currentLabel = ORDER_TABS.find((t) => t.status === status)?.label ?? "全部"
  const body = (
    <div className={css({ display: "grid", gap: "4", pt: "4" })} aria-busy={loading}>
      {state.matches("failure") && <ErrorState compact message={error ?? ORDER_PAGE_MESSAGES.loadFailed} onRetry={() => list.send({ type: "list.retry" })} />}
      {loading && !data && <LoadingState compact label="正在加载订单…" />}
      {data && !state.matches("failure") && data.content.length === 0 && (
        <EmptyState
          title={keyword ? ORDER_PAGE_MESSAGES.emptySearch(keyword) : status === null ? ORDER_PAGE_MESSAGES.emptyAll : ORDER_PAGE_MESSAGES.emptyTab(currentLabel)}
          description={keyword ? "换个关键词试试，或查看全部订单" : ORDER_PAGE_MESSAGES.emptyHint}
          action={<EmptyStateLink href="/product/index">去商城逛逛</EmptyStateLink>}
        />
      )}
      {data && !state.matches("failure") && data.content.length > 0 && (
        <>
          <ul aria-label="订单列表" className={css({ display: "grid", gap: "4", opacity: loading ? 0.6 : 1, transition: "opacity 0.2s" })}>
            {data.content.map((order) => (
              <OrderCard
                key={order.orderNum}
                order={order}
                detailHref={orderDetailHref(order.orderNum)}
                aside={<PayCountdown order={order} now={now} />}
                actions={
                  <div className={css({ display: "flex", flexWrap: "wrap", gap: "2", justifyContent: "flex-end" })}>
                    <AfterSaleLinks order={order} />
                    <OrderActionButtons order={order} actions={actions} />
                  </div>
                }
              />
            ))}
          </ul>
          <Pager page={page} pageSize={MALL_ORDER_PAGE_SIZE} total={data.totalElements} onPageChange={(p) => list.send({ type: "page.select", page: p })} label="订单分页" />
        </>
      )}
    </div>
  )

  return (
    <>
      <AccountPanel>
        <form role="search" aria-label="搜索订单" onSubmit={submit} className={css({ display: "flex", gap: "2", mb: "2", maxW: "md" })}>
          <input
            type="search"
            className={input({ size: "sm" })}
            value={draft}
            maxLength={ORDER_KEYWORD_MAX}
            placeholder={ORDER_PAGE_MESSAGES.searchPlaceholder}
            aria-label="订单搜索关键词"
            onChange={(e) => setDraft(e.target.value)}
          />
          <button type="submit" className={button({ size: "sm" })}>
            搜索
          </button>
          {keyword && (
            <button
              type="button"
              className={button({ variant: "plain", size: "sm" })}
              onClick={() => {
                setDraft("")
                list.send({ type: "search.submit", keyword: "" })
              }}
            >
              清除
            </button>
          )}
        </form>
        <Tabs
          className={orderTabsClass}
          label="订单状态"
          value={stateTabValue(status)}
          onValueChange={(value) => list.send({ type: "tab.select", status: statusOf(value) })}
          items={ORDER_TABS.map((t) => ({ value: stateTabValue(t.status), label: t.label, content: body }))}
        />
      </AccountPanel>
      <OrderActionDialogs actions={actions} />
    </>
  )
}

const currentChip = css({ "&[aria-current=page]": { bg: "accent.subtle", color: "accent.text", fontWeight: "medium", borderColor: "accent.solid" } })

type OrderView = "product" | "return" | "gift" | "service"
const orderViewOf = (type: string | null): OrderView => (type === "return" || type === "gift" || type === "service" ? type : "product")

/** 商品订单 | 退货/售后 (and, on the member's page, 积分兑换 | 会员与服务): the views by the type query. */
export function OrderViewSwitch({ current, base, more = false }: { readonly current: OrderView; readonly base: string; readonly more?: boolean }) {
  return (
    <nav aria-label="订单类型" className={css({ display: "flex", gap: "2" })}>
      {(
        [
          ["product", "商品订单"],
          ["return", "退货/售后"],
          ...(more
            ? ([
                ["gift", "积分兑换"],
                ["service", "会员与服务"],
              ] as const)
            : []),
        ] as const
      ).map(([type, label]) => (
        <Link key={type} href={`${base}?type=${type}`} className={cx(chip(), currentChip)} aria-current={current === type ? "page" : undefined}>
          {label}
        </Link>
      ))}
    </nav>
  )
}

/**
 * /account/order?type=product 我的订单: the member's mall orders by state, searched and paged,
 * with their actions; ?type=return shows 我的退货, ?type=gift the points mall's exchanges and
 * ?type=service the paid VIP memberships and shop service fees.
 */
export default function OrderListPage({ route }: PageProps) {
  const type = orderViewOf(useQueryParam("type"))
  return (
    <AccountFrame title={route.title} actions={<OrderViewSwitch current={type} base="/account/order" more />}>
      {type === "return" ? <MyReturns /> : type === "gift" ? <GiftOrderList /> : type === "service" ? <ServiceOrderList /> : <OrderList />}
    </AccountFrame>
  )
}
