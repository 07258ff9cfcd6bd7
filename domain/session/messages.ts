/** Messages of sign-in, registration and password recovery, shared by the forms and the server. */
export const AUTH_MESSAGES = {
  usernameRequired: "请输入用户名",
  passwordRequired: "请输入密码",
  captchaRequired: "请输入验证码",
  captchaInvalid: "验证码错误",
  captchaExpired: "验证码不存在或已过期",
  badCredentials: "用户名或密码错误",
  accountDisabled: "账号已被停用，请联系客服",
  tooManyAttempts: "登录失败次数过多，请15分钟后再试",
  decryptFailed: "密码解密失败，请刷新页面后重试",
  usernameRule: "用户名以字母开头，长度在4~20之间，只能包含字母、数字和下划线",
  usernameTaken: "该用户名已被注册",
  agreementRequired: "请阅读并同意《用户注册协议》",
  inviteCodeUnknown: "邀请码不存在",
  confirmRequired: "请再次输入密码",
  qrExpired: "二维码已失效，请刷新后重新扫码",
  qrUsed: "二维码已被使用",
  qrCancelled: "已取消本次登录",
  wechatUnavailable: "暂未开通微信登录",
  wechatFailed: "微信登录失败，请重试",
  bindExpired: "绑定已超时，请重新使用微信登录",
  logoutDone: "您已退出登录",
  registered: "注册成功",
  passwordReset: "密码已重置，请使用新密码登录",
} as const

/** A login refused for a while after repeated failures (from this address): the seconds to wait. */
export const loginWaitMessage = (seconds: number): string =>
  seconds >= 60 ? `登录失败次数过多，请${Math.ceil(seconds / 60)}分钟后再试` : `登录失败次数过多，请${seconds}秒后再试`
