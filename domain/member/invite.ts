/** Promotion /account/extension: the member's invite code and the register link carrying it. */

/** `https://example.cn/register?inviteCode=AB12CD34`. */
export function inviteLink(origin: string, inviteCode: string): string {
  return `${origin.replace(/\/$/, "")}/register?inviteCode=${encodeURIComponent(inviteCode)}`
}

export const EXTENSION_MESSAGES = {
  copied: "复制成功",
  none: "还没有邀请到好友，快把邀请链接分享给朋友吧",
} as const
