/**
 * What the buying loop of the mall says: the wallet's message for a balance that does not
 * cover a payment comes from domain/core/messages.ts (PAYMENT_MESSAGES); the rest is ours (see
 * docs/decisions.md "Mall buying loop").
 */
export const MALL_MESSAGES = {
  skuNotFound: "该规格不存在或已下架",
  chooseSku: "请选择商品规格",
  outOfStock: "库存不足",
  soldOut: "该规格已售罄",
  quantityRange: (max: number) => `购买数量为1至${max}件`,
  cartFull: "购物车已满，请先结算或删除部分商品",
  cartEmpty: "购物车还是空的",
  nothingChecked: "请选择要结算的商品",
  priceChanged: "商品价格有变动，请确认后重新提交",
  addressRequired: "请选择收货地址",
  noFreightArea: "该地区暂不支持配送",
  orderNotFound: "订单不存在",
  orderNotUnpaid: "订单已支付或已关闭",
  orderClosed: "订单已关闭",
  orderPaid: "订单已支付",
  notShippable: "只有待发货的订单可以发货",
  notReceivable: "只有已发货的订单可以确认收货",
  notCancellable: "只有待付款的订单可以取消",
  notDeletable: "只有已完成或已关闭的订单可以删除",
  courierRequired: "请选择快递公司",
  trackingRequired: "请输入快递单号",
  trackingFormat: "快递单号为6至30位字母或数字",
  noteTooLong: "订单备注不能超过100个字",
  shopNotFound: "店铺不存在",
  notMerchant: "只有店铺的商家可以处理该订单",
  followed: "已关注店铺",
  unfollowed: "已取消关注",
  addedToCart: "已加入购物车",
  closedByMember: "买家取消订单",
  closedByTimeout: "超时未支付，订单自动关闭",
} as const

export type MallMessages = typeof MALL_MESSAGES
