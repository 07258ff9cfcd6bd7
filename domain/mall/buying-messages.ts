/**
 * What the buying pages say where the spec gives no wording (docs/decisions.md "Mall buying
 * pages"). The insufficient-balance message is the spec's (domain/core/messages.ts).
 */
export const BUYING_MESSAGES = {
  cartLoading: "正在加载购物车…",
  cartLoadFailed: "购物车加载失败",
  cartSaveFailed: "购物车保存失败，已恢复修改前的内容",
  cartEmptyHint: "去商城挑选心仪的商品吧",
  unavailable: "已失效",
  shortOfStock: (stock: number) => `库存仅剩${stock}件`,
  loginToCheckout: "登录后结算",
  checkoutLoading: "正在核对订单信息…",
  checkoutFailed: "订单信息加载失败",
  submitFailed: "提交订单失败，请稍后再试",
  noAddress: "您还没有收货地址，请先新增一个收货地址",
  freightAfterAddress: "选择地址后计算",
  payLoading: "正在读取订单…",
  payLoadFailed: "订单加载失败",
  payExpired: "订单已超时关闭，请重新下单",
  payClosed: "订单已关闭，无法支付",
  alreadyPaid: "订单已支付，无需重复支付",
  badOrderLink: "支付链接无效，请到我的订单中支付",
  skuLoading: "正在读取商品规格…",
  shopLoadFailed: "店铺加载失败",
  shopEmpty: "店铺暂无在售商品",
  loginToFollow: "登录后关注",
} as const
