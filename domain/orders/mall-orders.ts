/**
 * What the order pages of the mall say and decide beyond the server's rules in
 * domain/mall/order.ts: the names of the actions, the questions asked before a change,
 * the page size, and when an unpaid order's time is up.
 */
import type { MallOrder, OrderAction, OrderStatus } from "../mall/order.ts"

export const MALL_ORDER_PAGE_SIZE = 5
export const SHOP_ORDER_PAGE_SIZE = 10
export const COUPON_PAGE_SIZE = 12
export const REVIEW_LIST_PAGE_SIZE = 10
export const SHOP_RESPONSE_PAGE_SIZE = 10
export const ORDER_KEYWORD_MAX = 50

/** 评价 of a completed order's lines (spec 1 §2.2 /product/comment). */
export const reviewHref = (orderNum: string) => `/product/comment?orderNum=${encodeURIComponent(orderNum)}`

/** The cart pages 再次购买 leads to: the user centre's own for members. */
export const CART_PATH = "/account/shopping/cart"

export const ORDER_ACTION_LABELS: Readonly<Record<OrderAction, string>> = {
  pay: "付款",
  cancel: "取消订单",
  confirm: "确认收货",
  delete: "删除订单",
  buyAgain: "再次购买",
  tracking: "查看物流",
}

/** The actions asked about first, with the question and its confirm button. */
export const ORDER_CONFIRMS = {
  cancel: { title: "取消订单", message: "确定取消这个订单吗？取消后商品库存将释放，订单不可恢复。", confirmText: "确定取消", cancelText: "再想想" },
  confirm: {
    title: "确认收货",
    message: "请确认您已收到全部商品且完好无损。确认收货后订单完成，无需再次支付。",
    confirmText: "确认收货",
    cancelText: "还没收到",
  },
  delete: { title: "删除订单", message: "确定删除这个订单吗？删除后将不在订单列表中显示。", confirmText: "删除", cancelText: "取消" },
} as const

export type ConfirmedAction = keyof typeof ORDER_CONFIRMS

export const isConfirmedAction = (action: OrderAction): action is ConfirmedAction => action in ORDER_CONFIRMS

export const ORDER_ACTION_DONE: Readonly<Record<ConfirmedAction | "buyAgain" | "pay", string>> = {
  pay: "付款成功",
  cancel: "订单已取消",
  confirm: "已确认收货",
  delete: "订单已删除",
  buyAgain: "商品已加入购物车",
}

export const ORDER_PAGE_MESSAGES = {
  emptyAll: "还没有订单",
  emptyTab: (label: string) => `没有${label}的订单`,
  emptySearch: (keyword: string) => `没有找到与“${keyword}”有关的订单`,
  emptyHint: "去商城逛逛，挑选心仪的商品吧",
  searchPlaceholder: "商品名称或订单号",
  loadFailed: "订单加载失败",
  payExpired: "支付已超时，订单即将关闭",
  trackingEmpty: "暂无物流信息",
  shipTitle: "订单发货",
  shipped: "已发货",
  shopEmpty: "店铺还没有订单",
  notMerchant: "只有店铺的商家可以查看店铺订单",
} as const

/** The time left to pay is over (the server closes the order within a few seconds). */
export const isPayExpired = (order: Pick<MallOrder, "status" | "payDeadline">, now: number): boolean =>
  order.status === 0 && Date.parse(order.payDeadline) <= now

/** The earliest pay deadline of the unpaid orders shown, or null when none is unpaid. */
export function nextPayDeadline(orders: ReadonlyArray<Pick<MallOrder, "status" | "payDeadline">>): number | null {
  let next: number | null = null
  for (const o of orders) {
    if (o.status !== 0) continue
    const at = Date.parse(o.payDeadline)
    if (next === null || at < next) next = at
  }
  return next
}

/** Pieces in an order: the sum of its lines' quantities. */
export const pieceCount = (order: Pick<MallOrder, "items">): number => order.items.reduce((n, i) => n + i.quantity, 0)

/** The tone a state's tag is drawn in. */
export const orderStatusTone = (status: OrderStatus): "warning" | "accent" | "highlight" | "success" | "neutral" =>
  (["warning", "accent", "highlight", "success", "neutral"] as const)[status]
