/** Real-name certification (spec 2 §1, §4): posting comments, questions and replies needs it. */

type RealNameStatus = "certified" | "not_certified" | "auth_examine" | "auth_fail"

export interface RealNameInfo {
  readonly status: RealNameStatus
  /** Whether the user may post comments, questions and replies. */
  readonly canPost: boolean
  /** What the prompt offers: certify, wait for review, edit and resubmit, or nothing. */
  readonly action: "certify" | "wait" | "resubmit" | null
  readonly prompt: string | null
}

export const REAL_NAME_PROMPTS = {
  not_certified: "您还未进行实名认证，请先完成实名认证",
  auth_examine: "您的实名认证正在审核中，审核通过后即可发表",
  auth_fail: "您的实名认证未通过，请修改资料后重新提交",
} as const

/** `auth` true means certified; otherwise authState says where the user stands (unknown reads as not certified). */
export function realNameInfo(auth: boolean, authState: string | null | undefined): RealNameInfo {
  if (auth) return { status: "certified", canPost: true, action: null, prompt: null }
  switch (authState) {
    case "auth_examine":
      return { status: "auth_examine", canPost: false, action: "wait", prompt: REAL_NAME_PROMPTS.auth_examine }
    case "auth_fail":
      return { status: "auth_fail", canPost: false, action: "resubmit", prompt: REAL_NAME_PROMPTS.auth_fail }
    default:
      return { status: "not_certified", canPost: false, action: "certify", prompt: REAL_NAME_PROMPTS.not_certified }
  }
}
