/**
 * Messages shared across areas: the request error catalogue, success notices and empty states
 * (spec 1 §2.3, §8; spec 2 §4, §8). Rule messages live beside their rules.
 */

export const REQUEST_MESSAGES = {
  /** An error with no HTTP status. */
  requestFailed: "接口请求失败",
  /** The request timed out. */
  timeout: "网络请求超时",
} as const

export const SESSION_MESSAGES = {
  confirmLogout: "确定注销并退出登录吗？",
} as const

export const NOTICE_MESSAGES = {
  addressAdded: "添加地址成功",
  addressUpdated: "修改地址成功",
  payPasswordSet: "支付密码设置成功",
  success: "成功",
  questionSubmitted: "您成功提交了问题",
  replyPosted: "发表内容成功",
  smsSent: "验证码已发送，5分钟内有效",
  confirmMembership: "确认开通会员吗?",
} as const

export const PAYMENT_MESSAGES = {
  /** Shown with a link on 充值余额 to /account/balance/recharge. */
  insufficientBalance: "账号余额不足，请您先 充值余额 再进行支付",
  insufficientBalanceLink: "充值余额",
  insufficientPoints: "用户积分不足，不能进行积分兑换",
  noPayPassword: "您还未设置支付密码，请先设置支付密码",
} as const

export const RECHARGE_PATH = "/account/balance/recharge"

export const PLAYER_MESSAGES = {
  noSource: "暂无视频资源，去看看其他视频吧",
  unsupported: "您的浏览器不支持视频播放",
} as const

export const EMPTY_MESSAGES = {
  questions: "暂时没有问答...",
  replies: "暂无问答",
  addresses: "暂无收货地址",
  comments: "暂无评价",
  noMore: "没有更多数据了",
} as const

/** The chat's desktop notification: `您有 3 条未读消息`. */
export function unreadMessage(count: number): string {
  return `您有 ${count} 条未读消息`
}
