import { useSelector } from "@xstate/react"
import { Link, useLocation } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { formatMoney } from "../../domain/core/money.ts"
import { orderTimeline, type MallOrder } from "../../domain/mall/order.ts"
import { VIP_MALL_LABEL } from "../../domain/mall/vip-price.ts"
import { useActorRef } from "../app/flow-hooks.ts"
import { wiredOrderDetailMachine } from "../app/orders-wiring.ts"
import type { PageProps } from "../app/page-registry.ts"
import { AccountFrame, AccountPanel } from "../components/account-frame/account-frame.tsx"
import { EmptyState, EmptyStateLink } from "../components/empty-state.tsx"
import { ErrorState } from "../components/error-state.tsx"
import { FactList } from "../components/fact-list.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { AfterSaleLinks, OrderActionButtons, OrderActionDialogs, useOrderActions } from "./parts/order-actions.tsx"
import { OrderLines, OrderStatusTag, PayCountdown, TrackingEvents } from "./parts/order-parts.tsx"
import { formatTimeWithSeconds } from "../components/time-format.ts"

/** 提交订单 → 付款成功 → 商家发货 → 确认收货, or 订单关闭. */
function Timeline({ order }: { readonly order: MallOrder }) {
  const steps = orderTimeline(order)
  // A paid order closed later still shows where it stopped, then the closing.
  const all = order.status === 4 && order.payTime !== null ? [...steps.filter((s) => s.done), { label: "订单关闭", time: order.closeTime, done: true }] : steps
  return (
    <ol aria-label="订单进度" className={css({ display: "grid", gridTemplateColumns: { base: "1fr", sm: `repeat(${all.length}, minmax(0, 1fr))` }, gap: { base: "2", sm: "0" } })}>
      {all.map((step, index) => (
        <li
          key={step.label}
          aria-current={step.done && !all[index + 1]?.done ? "step" : undefined}
          className={css({
            position: "relative",
            display: "flex",
            flexDirection: { base: "row", sm: "column" },
            alignItems: "center",
            gap: { base: "3", sm: "1" },
            textAlign: { base: "left", sm: "center" },
          })}
        >
          <span
            aria-hidden
            className={css({
              w: "7",
              h: "7",
              borderRadius: "full",
              display: "grid",
              placeItems: "center",
              fontSize: "xs",
              fontWeight: "bold",
              flexShrink: 0,
              zIndex: 1,
              bg: step.done ? (step.label === "订单关闭" ? "fg.muted" : "accent.solid") : "bg.muted",
              color: step.done ? "white" : "fg.muted",
            })}
          >
            {index + 1}
          </span>
          {index > 0 && (
            <span
              aria-hidden
              className={css({
                display: { base: "none", sm: "block" },
                position: "absolute",
                top: "3.5",
                right: "50%",
                w: "full",
                h: "2px",
                bg: step.done ? "accent.solid" : "border.subtle",
              })}
            />
          )}
          <span className={css({ display: "grid", gap: "0.5" })}>
            <span className={css({ fontSize: "sm", fontWeight: step.done ? "semibold" : "normal", color: step.done ? "fg.default" : "fg.muted" })}>{step.label}</span>
            <span className={css({ fontSize: "xs", color: "fg.subtle", minH: "4" })}>{step.time ? formatTimeWithSeconds(step.time) : ""}</span>
          </span>
        </li>
      ))}
    </ol>
  )
}

const facts = css({ display: "grid", gridTemplateColumns: "auto 1fr", columnGap: "4", rowGap: "1.5", fontSize: "sm", "& dt": { color: "fg.muted", whiteSpace: "nowrap" }, "& dd": { minW: "0", overflowWrap: "anywhere" } })

function OrderDetail({ orderNum }: { readonly orderNum: string }) {
  const detail = useActorRef(wiredOrderDetailMachine, { input: { orderNum } })
  const state = useSelector(detail, (s) => s)
  const [, navigate] = useLocation()
  const actions = useOrderActions({ onChanged: () => detail.send({ type: "order.reload" }), onRemoved: () => navigate("/account/order?type=product") })
  const { order, tracking, trackingError, now, error } = state.context

  if (state.matches("notFound"))
    return (
      <AccountPanel>
        <EmptyState
          title={error ?? "订单不存在"}
          description="订单可能已删除，或不属于当前账号"
          action={<EmptyStateLink href="/account/order?type=product">返回我的订单</EmptyStateLink>}
        />
      </AccountPanel>
    )
  if (state.matches("failure")) return <AccountPanel><ErrorState message={error ?? "订单加载失败"} onRetry={() => detail.send({ type: "order.retry" })} /></AccountPanel>
  if (!order) return <AccountPanel><LoadingState label="正在加载订单…" /></AccountPanel>

  const section = css({ display: "grid", gap: "3" })
  return (
    <>
      <AccountPanel>
        <div className={css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "3", mb: "5" })}>
          <OrderStatusTag status={order.status} size="md" />
          <span className={css({ fontSize: "sm", color: "fg.muted", wordBreak: "break-all" })}>订单号 {order.orderNum}</span>
          <span className={css({ ml: "auto", display: "flex", flexWrap: "wrap", alignItems: "center", gap: "3", justifyContent: "flex-end" })}>
            <PayCountdown order={order} now={now} />
            <AfterSaleLinks order={order} />
            <OrderActionButtons order={order} actions={actions} />
          </span>
        </div>
        <Timeline order={order} />
        {order.status === 4 && order.closeReason && (
          <p className={css({ mt: "4", fontSize: "sm", color: "fg.muted", bg: "bg.muted", px: "3", py: "2", borderRadius: "md" })}>关闭原因：{order.closeReason}</p>
        )}
        {order.status === 2 && order.autoConfirmTime && (
          <p className={css({ mt: "4", fontSize: "sm", color: "fg.muted" })}>
            {formatTimeWithSeconds(order.autoConfirmTime)} 前未确认收货的，系统将自动确认收货
          </p>
        )}
      </AccountPanel>

      <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" }, gap: "4" })}>
        <AccountPanel title="收货信息">
          <FactList
                className={facts}
            rows={[
              ["收货人", `${order.address.name}　${order.address.phone}`],
              ["收货地址", `${order.address.regionText} ${order.address.detail}`],
              ["订单备注", order.note || "无"],
            ]}
          />
        </AccountPanel>
        <AccountPanel title="物流信息">
          {order.trackingNo ? (
            <div className={section}>
              <FactList
                className={facts}
                rows={[
                  ["快递公司", order.courierName ?? order.courier ?? "—"],
                  ["快递单号", <span className={css({ fontFamily: "mono" })}>{order.trackingNo}</span>],
                ]}
              />
              {state.matches({ ready: { tracking: "loading" } }) && <LoadingState compact label="正在查询物流…" />}
              {state.matches({ ready: { tracking: "failure" } }) && (
                <ErrorState compact message={trackingError ?? "物流信息加载失败"} onRetry={() => detail.send({ type: "tracking.retry" })} />
              )}
              {tracking && state.matches({ ready: { tracking: "shown" } }) && <TrackingEvents events={tracking.events} />}
            </div>
          ) : (
            <p className={css({ fontSize: "sm", color: "fg.muted" })}>{order.status === 1 ? "商家正在备货，发货后可在这里查看物流" : "暂无物流信息"}</p>
          )}
        </AccountPanel>
      </div>

      <AccountPanel title={`商品信息 · ${order.shop.name}`}>
        <div className={section}>
          <OrderLines items={order.items} />
          <div className={css({ borderTopWidth: "1px", borderColor: "border.subtle", pt: "3", display: "grid", justifyContent: "end" })}>
            <FactList
                className={facts}
              rows={[
                ["商品金额", formatMoney(order.goodsCents)],
                ["运费", formatMoney(order.freightCents)],
                ...((order.vipDiscountCents ?? 0) > 0 ? [[VIP_MALL_LABEL, `-${formatMoney(order.vipDiscountCents ?? 0)}`] as const] : []),
                ["优惠", order.discountCents > 0 ? `-${formatMoney(order.discountCents)}` : formatMoney(0)],
                [order.payTime ? "实付款" : "应付款", <strong className={css({ color: "highlight.text", fontSize: "lg" })}>{formatMoney(order.payCents)}</strong>],
              ]}
            />
          </div>
        </div>
      </AccountPanel>

      <AccountPanel title="订单信息">
        <FactList
                className={facts}
          rows={[
            ["订单编号", order.orderNum],
            ["下单时间", formatTimeWithSeconds(order.createTime)],
            ...(order.payTime ? ([["付款时间", formatTimeWithSeconds(order.payTime)], ["支付方式", "余额支付"]] as const) : []),
            ...(order.shipTime ? ([["发货时间", formatTimeWithSeconds(order.shipTime)]] as const) : []),
            ...(order.receiveTime ? ([["收货时间", formatTimeWithSeconds(order.receiveTime)]] as const) : []),
            ...(order.closeTime ? ([["关闭时间", formatTimeWithSeconds(order.closeTime)]] as const) : []),
          ]}
        />
      </AccountPanel>
      <OrderActionDialogs actions={actions} />
    </>
  )
}

/** /account/order/detail/:id 订单详情: progress, address, lines and amounts, courier and tracking, and the order's actions. */
export default function OrderDetailPage({ params, route }: PageProps) {
  const orderNum = params.id ?? ""
  return (
    <AccountFrame
      title={route.title}
      actions={
        <Link href="/account/order?type=product" className={button({ variant: "plain", size: "sm" })}>
          返回我的订单
        </Link>
      }
    >
      <OrderDetail key={orderNum} orderNum={orderNum} />
    </AccountFrame>
  )
}
