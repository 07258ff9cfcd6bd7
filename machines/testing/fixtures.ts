/** What every area's fake actors share: the failure of a request. */

/** What a failed request throws (the request client's error shape). */
const networkError = { kind: "network", status: null, message: "网络异常，请稍后重试" } as const

/** The outcome of a fake call that fails for want of a network. */
export const failed = { label: "失败", error: networkError }
