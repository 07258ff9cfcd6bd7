/**
 * A social-login provider (WeChat web login): the portal sends the browser to
 * the provider's page, the provider calls back with a code, and the code is
 * exchanged for the provider's user. The portal ships no provider: until one
 * is configured in createDeps the login page hides the WeChat button and the
 * calls answer 503 暂未开通微信登录.
 */
export interface SocialUser {
  /** The provider's stable id of the user. */
  readonly openId: string
  readonly nickName: string
}

export interface SocialLoginProvider {
  readonly name: "wechat"
  /** Exchanges the code of the callback for the provider's user; rejects for a bad code. */
  exchange(code: string): Promise<SocialUser>
}
