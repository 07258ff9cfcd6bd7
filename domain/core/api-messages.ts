/** Messages the API answers for conditions shared by every call. */
export const API_MESSAGES = {
  notLoggedIn: "请先登录",
  forbidden: "没有访问权限",
  notFound: "请求的资源不存在",
  badRequest: "请求参数错误",
  tooMany: "操作过于频繁，请稍后再试",
  serverError: "服务器开小差了，请稍后再试",
  advertNotFound: "页面内容不存在",
  /** A change sent with the session cookie from a page of another site. */
  crossSite: "请求来源不是本站页面，已拒绝",
} as const

/** The request client's own messages (spec 1 §8). */
export const CLIENT_MESSAGES = {
  requestFailed: "接口请求失败",
  requestTimeout: "网络请求超时",
  /** An answer that does not fit the endpoint's response schema. */
  contractMismatch: "服务器返回的数据格式有误",
} as const
