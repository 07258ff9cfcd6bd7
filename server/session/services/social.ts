/**
 * A social-login provider (WeChat web login): the portal sends the browser to
 * the provider's page (`authorizeUrl`, carrying the browser's state), the
 * provider calls back GET api/weChatUser/callback with a code and that state,
 * and the code is exchanged for the provider's user. The portal ships no
 * provider: until one is configured in createDeps the login page hides the
 * WeChat button, /login/wechat says 暂未开通微信登录 and the calls answer 503.
 */
export interface SocialUser {
  /** The provider's stable id of the user. */
  readonly openId: string
  readonly nickName: string
}

export interface SocialLoginProvider {
  readonly name: "wechat"
  /** The provider's login page; it sends the visitor back to the portal's callback with `state`. */
  authorizeUrl(state: string): string
  /** Exchanges the code of the callback for the provider's user; rejects for a bad code. */
  exchange(code: string): Promise<SocialUser>
}
