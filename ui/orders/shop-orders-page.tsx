import { useSelector } from "@xstate/react"
import { useEffect } from "react"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { ORDER_TABS, type OrderStatus } from "../../domain/mall/order.ts"
import { ORDER_PAGE_MESSAGES, SHOP_ORDER_PAGE_SIZE } from "../../domain/orders/mall-orders.ts"
import { useActorRef } from "../app/flow-hooks.ts"
import { wiredShopOrdersMachine } from "../app/orders-wiring.ts"
import type { PageProps } from "../app/page-registry.ts"
import { CentreFrame, CentrePanel } from "../components/centre-frame/centre-frame.tsx"
import { EmptyState } from "../components/empty-state.tsx"
import { ErrorState } from "../components/error-state.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { Pager } from "../components/pager.tsx"
import { Tabs } from "../components/tabs.tsx"
import { useQueryParam, useReloadWhenShownAgain } from "../hooks/use-page-location.ts"
import { OrderViewSwitch } from "./order-list-page.tsx"
import { ShopReturns } from "./parts/return-lists.tsx"
import { notify } from "../notify/toast-store.ts"
import { OrderCard } from "./parts/order-card.tsx"
import { orderTabsClass, stateOfTab, stateTabValue } from "./parts/order-parts.tsx"
import { ShipDialog } from "./parts/ship-dialog.tsx"
import { formatTimeWithSeconds } from "../components/time-format.ts"
import { AlertBox } from "../components/alert-box.tsx"


/**
 * The shop's orders for its merchant: tabs per state, each order with the buyer's address and,
 * for 待发货, the 发货 dialog. Self-contained (no frame of its own), so the maker centre's
 * frame can host it as the user centre's does now.
 */
export function ShopOrders() {
  const actor = useActorRef(wiredShopOrdersMachine)
  const state = useSelector(actor, (s) => s)
  const { data, status, page, error, shipping, shipError, shipped } = state.context
  useReloadWhenShownAgain(() => actor.send({ type: "list.reload" }))
  useEffect(() => {
    if (shipped) notify.success(`${ORDER_PAGE_MESSAGES.shipped}：${shipped}`)
  }, [shipped])
  const loading = state.matches("loading")
  const currentLabel = ORDER_TABS.find((t) => t.status === status)?.label ?? "全部"

  if (state.matches("forbidden")) return <CentrePanel><EmptyState title={ORDER_PAGE_MESSAGES.notMerchant} description={error ?? undefined} /></CentrePanel>

  const body = (
    <div className={css({ display: "grid", gap: "4", pt: "4" })} aria-busy={loading}>
      {state.matches("failure") && <ErrorState compact message={error ?? ORDER_PAGE_MESSAGES.loadFailed} onRetry={() => actor.send({ type: "list.retry" })} />}
      {state.matches("ready") && <AlertBox message={error} />}
      {loading && !data && <LoadingState compact label="正在加载订单…" />}
      {data && !state.matches("failure") && data.content.length === 0 && (
        <EmptyState title={status === null ? ORDER_PAGE_MESSAGES.shopEmpty : ORDER_PAGE_MESSAGES.emptyTab(currentLabel)} description="买家下单后，订单会出现在这里" />
      )}
      {data && !state.matches("failure") && data.content.length > 0 && (
        <>
          <ul aria-label="店铺订单" className={css({ display: "grid", gap: "4", opacity: loading ? 0.6 : 1 })}>
            {data.content.map((order) => (
              <OrderCard
                key={order.orderNum}
                order={order}
                extra={
                  <div className={css({ fontSize: "sm", color: "fg.muted", display: "grid", gap: "1", bg: "bg.subtle", px: "3", py: "2", borderRadius: "md" })}>
                    <span>
                      收货人：{order.address.name} {order.address.phone}　{order.address.regionText} {order.address.detail}
                    </span>
                    {order.note && <span>买家备注：{order.note}</span>}
                    {order.trackingNo && (
                      <span>
                        {order.courierName} {order.trackingNo}
                        {order.shipTime ? `　发货时间 ${formatTimeWithSeconds(order.shipTime)}` : ""}
                      </span>
                    )}
                    {order.status === 4 && order.closeReason && <span>关闭原因：{order.closeReason}</span>}
                  </div>
                }
                actions={
                  order.status === 1 ? (
                    <button
                      type="button"
                      className={button({ size: "sm" })}
                      aria-label={`发货 ${order.orderNum}`}
                      disabled={!state.matches({ ready: "browsing" })}
                      onClick={() => actor.send({ type: "ship.open", order })}
                    >
                      发货
                    </button>
                  ) : null
                }
              />
            ))}
          </ul>
          <Pager page={page} pageSize={SHOP_ORDER_PAGE_SIZE} total={data.totalElements} onPageChange={(p) => actor.send({ type: "page.select", page: p })} label="订单分页" />
        </>
      )}
    </div>
  )

  return (
    <>
      <CentrePanel>
        <Tabs
          className={orderTabsClass}
          label="订单状态"
          value={stateTabValue(status)}
          onValueChange={(value) => actor.send({ type: "tab.select", status: stateOfTab<OrderStatus>(value) })}
          items={ORDER_TABS.map((t) => ({ value: stateTabValue(t.status), label: t.label, content: body }))}
        />
      </CentrePanel>
      <ShipDialog
        key={shipping?.orderNum ?? "none"}
        order={shipping}
        open={state.matches({ ready: "shipping" })}
        busy={state.hasTag("busy")}
        error={shipError}
        onSubmit={(courier, trackingNo) => actor.send({ type: "ship.submit", courier, trackingNo })}
        onCancel={() => actor.send({ type: "ship.cancel" })}
      />
    </>
  )
}

/** /account/mine/order_product 商品订单: the merchant's shop orders, in the maker centre's frame. */
export default function ShopOrdersPage({ route }: PageProps) {
  const type = useQueryParam("type") === "return" ? "return" : "product"
  return (
    <CentreFrame title={route.title} actions={<OrderViewSwitch current={type} base="/account/mine/order_product" />}>
      {type === "return" ? <ShopReturns /> : <ShopOrders />}
    </CentreFrame>
  )
}
