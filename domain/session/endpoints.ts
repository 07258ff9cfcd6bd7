import { Schema } from "effect"
import { SafeNonEmpty, SafeText } from "../core/validation/boundary.ts"
import { endpoint } from "../core/endpoint.ts"
import { PERMISSIONS, requires } from "../admin/index.ts"

/**
 * Session and login (spec 1 §4, §6, §7): captcha, password login with an RSA-encrypted password,
 * current user, logout, QR-code login, SMS codes, registration, password recovery, social login,
 * menus by role, and the development SMS outbox.
 */

export const AuthState = Schema.Literals(["not_certified", "auth_examine", "auth_fail", "certified"])
export type AuthState = typeof AuthState.Type

/** The signed-in user as the browser keeps it (phone masked). */
export const AuthUser = Schema.Struct({
  userId: Schema.Number,
  username: Schema.String,
  nickName: Schema.String,
  avatarPath: Schema.String,
  gender: Schema.Literals(["男", "女"]),
  phone: Schema.NullOr(Schema.String),
  email: Schema.NullOr(Schema.String),
  type: Schema.Literals(["member", "sys", "merchant"]),
  authState: AuthState,
  /** Real-name certified. */
  auth: Schema.Boolean,
})
export type AuthUser = typeof AuthUser.Type

/** GET auth/info, and `user` of the login answer: the user and their roles (never empty). */
export const AuthInfo = Schema.Struct({ user: AuthUser, roles: Schema.Array(Schema.String) })
export type AuthInfo = typeof AuthInfo.Type

export const LoginAnswer = Schema.Struct({ token: Schema.String, user: AuthInfo })
export type LoginAnswer = typeof LoginAnswer.Type

/** A menu item: its path and title, the roles that get it, and (for the back office) its permission key and section. */
export const MenuEntry = Schema.Struct({
  path: Schema.String,
  title: Schema.String,
  roles: Schema.Array(Schema.String),
  permission: Schema.optional(Schema.String),
  section: Schema.optional(Schema.String),
})
export type MenuEntry = typeof MenuEntry.Type

export const QrStatus = Schema.Literals(["waiting", "scanned", "confirmed", "cancelled", "expired"])
export type QrStatus = typeof QrStatus.Type

const Text = SafeText
const NonEmpty = SafeNonEmpty
/** An RSA-encrypted value (base64 of 256 bytes for a 2048-bit key). */
const Encrypted = NonEmpty(1024)
const Ok = Schema.Struct({ ok: Schema.Boolean })

export const sessionEndpoints = {
  authOptions: endpoint({
    method: "GET",
    path: "/auth/options",
    access: "public",
    response: Schema.Struct({
      /** Whether the login form's captcha is checked. */
      captcha: Schema.Boolean,
      /** Whether a social-login provider (WeChat) is configured; the buttons are hidden otherwise. */
      wechat: Schema.Boolean,
    }),
    errors: [],
  }),
  publicKey: endpoint({
    method: "GET",
    path: "/auth/publicKey",
    access: "public",
    response: Schema.Struct({ publicKey: Schema.String }),
    errors: [],
  }),
  captcha: endpoint({
    method: "GET",
    path: "/auth/code",
    access: "public",
    response: Schema.Struct({ uuid: Schema.String, img: Schema.String, expiresIn: Schema.Number }),
    errors: [],
  }),
  login: endpoint({
    method: "POST",
    path: "/auth/login",
    access: "public",
    body: Schema.Struct({
      username: NonEmpty(64),
      password: Encrypted,
      code: Text(16),
      uuid: Text(64),
      rememberMe: Schema.optional(Schema.Boolean),
    }),
    response: LoginAnswer,
    errors: [400, 429],
  }),
  authInfo: endpoint({
    method: "GET",
    path: "/auth/info",
    access: "member",
    response: AuthInfo,
    errors: [],
  }),
  /** The session's token for the login frame (/iframe and the layout's frame); null for a visitor. */
  frameToken: endpoint({
    method: "GET",
    path: "/api/auth/frameToken",
    access: "optional",
    ownPagesOnly: true,
    response: Schema.Struct({ token: Schema.NullOr(Schema.String) }),
    errors: [],
  }),
  logout: endpoint({
    method: "DELETE",
    path: "/auth/logout",
    access: "member",
    response: Ok,
    errors: [],
  }),
  qrCode: endpoint({
    method: "GET",
    path: "/auth/qrcode",
    access: "public",
    response: Schema.Struct({
      id: Schema.String,
      /** Only the waiting page knows it; it collects the login with it. */
      secret: Schema.String,
      /** The page a signed-in member opens to confirm. */
      url: Schema.String,
      /** The QR code as an SVG data URI. */
      img: Schema.String,
      expiresIn: Schema.Number,
    }),
    errors: [],
  }),
  qrStatus: endpoint({
    method: "POST",
    path: "/auth/qrcode/status",
    access: "public",
    body: Schema.Struct({ id: NonEmpty(64), secret: NonEmpty(128) }),
    response: Schema.Struct({ status: QrStatus, login: Schema.NullOr(LoginAnswer) }),
    errors: [400],
  }),
  qrScan: endpoint({
    method: "POST",
    path: "/auth/qrcode/scan",
    access: "member",
    body: Schema.Struct({ id: NonEmpty(64) }),
    response: Schema.Struct({ browser: Schema.String, ip: Schema.String, expiresIn: Schema.Number }),
    errors: [400, 404, 409],
  }),
  qrConfirm: endpoint({
    method: "POST",
    path: "/auth/qrcode/confirm",
    access: "member",
    body: Schema.Struct({ id: NonEmpty(64) }),
    response: Ok,
    errors: [400, 404, 409],
  }),
  qrCancel: endpoint({
    method: "POST",
    path: "/auth/qrcode/cancel",
    access: "member",
    body: Schema.Struct({ id: NonEmpty(64) }),
    response: Ok,
    errors: [400, 404, 409],
  }),
  infoCode: endpoint({
    method: "POST",
    path: "/auth/infoCode",
    access: "public",
    body: Schema.Struct({ phone: NonEmpty(20), purpose: Schema.Literals(["register", "password"]) }),
    response: Schema.Struct({ uuid: Schema.String, resendIn: Schema.Number, expiresIn: Schema.Number }),
    errors: [400, 409, 429, 503],
  }),
  register: endpoint({
    method: "POST",
    path: "/auth/register",
    access: "public",
    body: Schema.Struct({
      username: NonEmpty(64),
      phone: NonEmpty(20),
      password: Encrypted,
      smsCode: Text(16),
      uuid: Text(64),
      inviteCode: Schema.optional(Text(32)),
    }),
    response: LoginAnswer,
    errors: [400, 409, 429],
  }),
  passwordReset: endpoint({
    method: "POST",
    path: "/auth/password/reset",
    access: "public",
    body: Schema.Struct({ phone: NonEmpty(20), password: Encrypted, smsCode: Text(16), uuid: Text(64) }),
    response: Ok,
    errors: [400, 429],
  }),
  wechatStart: endpoint({
    method: "GET",
    path: "/auth/wechat/start",
    access: "public",
    /** `state` is made and kept by the browser, which checks it when the provider sends the visitor back. */
    query: Schema.Struct({ state: NonEmpty(128) }),
    /** The provider's login page for this state. */
    response: Schema.Struct({ url: Schema.String }),
    errors: [400, 503],
  }),
  wechatLogin: endpoint({
    method: "POST",
    path: "/auth/wechat",
    access: "public",
    body: Schema.Struct({ code: NonEmpty(256), state: NonEmpty(128) }),
    response: Schema.Struct({
      /** The login when the WeChat account is bound to a portal account. */
      login: Schema.NullOr(LoginAnswer),
      /** Otherwise a ticket for POST auth/binding, valid a few minutes. */
      ticket: Schema.NullOr(Schema.String),
      nickName: Schema.String,
    }),
    errors: [400, 503],
  }),
  wechatBinding: endpoint({
    method: "POST",
    path: "/auth/binding",
    access: "public",
    body: Schema.Struct({ ticket: NonEmpty(64), username: NonEmpty(64), password: Encrypted }),
    response: LoginAnswer,
    errors: [400, 429, 503],
  }),
  wechatCallback: endpoint({
    method: "GET",
    path: "/api/weChatUser/callback",
    access: "public",
    query: Schema.Struct({ code: Schema.optional(Text(256)), state: Schema.optional(Text(128)) }),
    /** A redirect to /login/wechat with the code and state. */
    response: Schema.Unknown,
    errors: [400, 503],
  }),
  menusBuild: endpoint({
    method: "GET",
    path: "/api/menus/build",
    access: "member",
    response: Schema.Array(MenuEntry),
    errors: [],
  }),
  devOutbox: endpoint({
    method: "GET",
    path: "/api/dev/outbox",
    access: requires(PERMISSIONS.devTools),
    response: Schema.Array(
      Schema.Struct({ id: Schema.Number, phone: Schema.String, text: Schema.String, sentAt: Schema.String }),
    ),
    errors: [404],
  }),
  adminAccounts: endpoint({
    method: "GET",
    path: "/api/admin/accounts",
    access: requires(PERMISSIONS.members),
    query: Schema.Struct({
      keyword: Schema.optional(Text(64)),
      page: Schema.optional(Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 100_000 }))),
    }),
    response: Schema.Struct({
      content: Schema.Array(
        Schema.Struct({
          userId: Schema.Number,
          username: Schema.String,
          nickName: Schema.String,
          phone: Schema.NullOr(Schema.String),
          type: Schema.String,
          roles: Schema.Array(Schema.String),
          enabled: Schema.Boolean,
          createdAt: Schema.String,
        }),
      ),
      totalElements: Schema.Number,
    }),
    errors: [400],
  }),
  adminAccountEnabled: endpoint({
    method: "PUT",
    path: "/api/admin/accounts/{id}/enabled",
    access: requires(PERMISSIONS.members),
    params: Schema.Struct({ id: Schema.NumberFromString.check(Schema.isInt(), Schema.isGreaterThan(0)) }),
    body: Schema.Struct({ enabled: Schema.Boolean }),
    response: Ok,
    errors: [400, 404, 409],
  }),
} as const
