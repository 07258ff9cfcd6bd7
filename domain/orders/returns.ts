/**
 * What the return pages say beyond the server's messages (domain/mall/messages.ts) and rules
 * (domain/mall/order-return.ts): the pages' paths, tab names, empty states and questions.
 */
import type { ReturnStatus } from "../mall/order-return.ts"

export const RETURN_PAGE_SIZE = 10

export const returnApplyHref = (orderNum: string) => `/account/order/return/apply?orderNum=${encodeURIComponent(orderNum)}`
export const returnGoodsHref = (id: number) => `/account/order/return/goods?id=${id}`
/** 我的退货: the order page's return view. */
export const MY_RETURNS_PATH = "/account/order?type=return"

export const RETURN_PAGE_MESSAGES = {
  chooseLines: "请选择要退货的商品",
  applied: "退货申请已提交，请等待商家处理",
  unavailable: "该订单暂时不能申请退货",
  emptyAll: "还没有退货申请",
  emptyTab: (label: string) => `没有${label}的退货申请`,
  shopEmpty: "店铺还没有退货申请",
  sent: "退货物流已提交，商家收到商品后将退款到您的余额",
  waitingShop: "商家正在处理您的退货申请",
  refunded: (yuan: string) => `退款 ${yuan} 已退回您的账户余额`,
  accepted: "已同意退货",
  rejected: "已拒绝退货申请",
  received: "已确认收货，退款已退回买家余额",
  confirmReceive: "确认已收到买家寄回的商品吗？确认后退款将立即退回买家的账户余额，且不可撤销。",
  notFound: "退货申请不存在",
} as const

/** The tone a return state's tag is drawn in. */
export const returnStatusTone = (status: ReturnStatus): "warning" | "accent" | "success" | "neutral" => (["warning", "accent", "success", "neutral"] as const)[status]
