import { fromPromise } from "xstate"
import { socialLoginStore } from "../../adapters/storage/social-login-state.ts"
import { formSubmitMachine } from "../../machines/core/form-submit.machine.ts"
import { loginMachine } from "../../machines/session/login.machine.ts"
import { qrConfirmMachine } from "../../machines/session/qr-confirm.machine.ts"
import { qrLoginMachine } from "../../machines/session/qr-login.machine.ts"
import { smsCodeMachine } from "../../machines/session/sms-code.machine.ts"
import { wechatLoginMachine } from "../../machines/session/wechat-login.machine.ts"
import { NOTICE_MESSAGES } from "../../domain/core/messages.ts"
import { api } from "./services.ts"
import { codeSender } from "./code-sender.ts"
import { encryptPassword } from "./session-wiring.ts"

/**
 * The sign-in pages' machines (password, QR, WeChat, registration, recovery) wired to the request
 * client. Every sign-in answer sets the session cookies itself (HttpOnly token, server-side).
 */

export const wiredLoginMachine = loginMachine.provide({
  actors: {
    loadCaptcha: fromPromise(async () => {
      // The server says whether it checks a captcha; without one the form asks for none.
      const { captcha } = await api.call("authOptions", undefined, { silent: true })
      if (!captcha) return null
      const { uuid, img } = await api.call("captcha", undefined, { silent: true })
      return { uuid, img }
    }),
    submitLogin: fromPromise(async ({ input }) =>
      api.call(
        "login",
        { body: { username: input.username, password: await encryptPassword(input.password), code: input.code, uuid: input.uuid, rememberMe: input.rememberMe } },
        { silent: true },
      ),
    ),
    loadGrade: fromPromise(() => api.call("accountGrade", undefined, { silent: true })),
  },
})

export const wiredQrLoginMachine = qrLoginMachine.provide({
  actors: {
    createQr: fromPromise(() => api.call("qrCode", undefined, { silent: true })),
    pollQr: fromPromise(({ input }) => api.call("qrStatus", { body: input }, { silent: true })),
  },
})

const sessionStore = () => {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}
/** 128 random bits as hex (crypto.getRandomValues also works on plain http). */
const randomState = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("")

/** The social login started in this tab: its state and where to go after. */
export const socialLogin = socialLoginStore(typeof window === "undefined" ? null : sessionStore(), randomState)

/** WeChat login; `redirect` is where the visitor goes once signed in. */
export const wechatLoginMachineFor = (redirect: string) =>
  wechatLoginMachine.provide({
    actors: {
      loadOptions: fromPromise(async () => {
        const { wechat } = await api.call("authOptions", undefined, { silent: true })
        return { wechat }
      }),
      startFlow: fromPromise(() => api.call("wechatStart", { query: { state: socialLogin.begin(redirect) } }, { silent: true })),
      exchangeCode: fromPromise(({ input }) => api.call("wechatLogin", { body: input }, { silent: true })),
      bindAccount: fromPromise(async ({ input }) =>
        api.call("wechatBinding", { body: { ticket: input.ticket, username: input.username, password: await encryptPassword(input.password) } }, { silent: true }),
      ),
    },
    actions: {
      goToProvider: (_, { url }) => location.assign(url),
      finishLogin: () => socialLogin.clear(),
    },
  })

export const qrConfirmMachineFor = (id: string) =>
  qrConfirmMachine.provide({
    actors: {
      scanQr: fromPromise(async () => {
        const { browser, ip } = await api.call("qrScan", { body: { id } }, { silent: true })
        return { browser, ip }
      }),
      confirmQr: fromPromise(async () => {
        await api.call("qrConfirm", { body: { id } }, { silent: true })
      }),
      cancelQr: fromPromise(async () => {
        await api.call("qrCancel", { body: { id } }, { silent: true })
      }),
    },
  })

export const smsCodeMachineFor = (purpose: "register" | "password") =>
  codeSender(smsCodeMachine, (phone) => api.call("infoCode", { body: { phone, purpose } }, { silent: true }), NOTICE_MESSAGES.smsSent)

export interface RegisterValues {
  readonly username: string
  readonly phone: string
  readonly smsCode: string
  readonly uuid: string
  readonly password: string
  readonly inviteCode: string
}

export const registerMachineWith = (isValid: (values: unknown) => boolean) =>
  formSubmitMachine.provide({
    guards: { check: ({ event }) => isValid(event.values) },
    actors: {
      submit: fromPromise(async ({ input }) => {
        const v = input as RegisterValues
        const login = await api.call(
          "register",
          {
            body: {
              username: v.username.trim(),
              phone: v.phone.trim(),
              password: await encryptPassword(v.password),
              smsCode: v.smsCode.trim(),
              uuid: v.uuid,
              ...(v.inviteCode ? { inviteCode: v.inviteCode } : {}),
            },
          },
          { silent: true },
        )
        return login
      }),
    },
  })

export interface PasswordFindValues {
  readonly phone: string
  readonly smsCode: string
  readonly uuid: string
  readonly password: string
}

export const passwordFindMachineWith = (isValid: (values: unknown) => boolean) =>
  formSubmitMachine.provide({
    guards: { check: ({ event }) => isValid(event.values) },
    actors: {
      submit: fromPromise(async ({ input }) => {
        const v = input as PasswordFindValues
        return api.call(
          "passwordReset",
          { body: { phone: v.phone.trim(), password: await encryptPassword(v.password), smsCode: v.smsCode.trim(), uuid: v.uuid } },
          { silent: true },
        )
      }),
    },
  })
