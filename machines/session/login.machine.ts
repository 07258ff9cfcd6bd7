import { assign, setup } from "xstate"
import type { AccountGrade } from "../../domain/wallet/account-endpoints.ts"
import type { LoginAnswer } from "../../domain/session/endpoints.ts"
import { validateLoginForm, type LoginField, type LoginForm } from "../../domain/session/login-form.ts"
import { effectiveRoles } from "../../domain/session/roles.ts"
import type { FormErrors } from "../../domain/core/validation/form-errors.ts"
import { requiredActor } from "../core/required-actor.ts"

export interface Captcha {
  readonly uuid: string
  readonly img: string
}

export interface LoginValues extends LoginForm {
  readonly rememberMe: boolean
}

export interface LoginContext {
  readonly captcha: Captcha | null
  /** Whether the server checks a captcha at login: unknown (null) until the first answer. */
  readonly captchaChecked: boolean | null
  readonly fieldErrors: FormErrors<LoginField>
  /** The server's message for the last attempt. */
  readonly error: string | null
  readonly login: LoginAnswer | null
  readonly rememberMe: boolean
  readonly grade: AccountGrade | null
}

export interface LoginOutput {
  readonly token: string
  readonly user: LoginAnswer["user"]["user"]
  readonly roles: ReadonlyArray<string>
  readonly grade: AccountGrade | null
  readonly rememberMe: boolean
}

export type LoginEvent = { type: "captcha.refresh" } | ({ type: "form.submit" } & LoginValues)

/**
 * Password login (spec 1 §4): a captcha is loaded (click to refresh) — or none, when the
 * server says it does not check one (`loadCaptcha` answers null): the form then neither
 * shows nor requires a code; the form
 * is checked, the password encrypted and sent by the `submitLogin` actor; on
 * success the token is stored (remembered for a day or for the browser session
 * according to rememberMe), the grade is loaded, and the machine ends with
 * user, roles (ROLE_SYSTEM_DEFAULT when none) and grade for the session, which
 * then loads the menus. A failed attempt shows the server's message and loads
 * a fresh captcha, since each is used once.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    output: {} as LoginOutput,
  },
  actors: {
    loadCaptcha: requiredActor<Captcha | null>("loginMachine needs a loadCaptcha actor"),
    submitLogin: requiredActor<LoginAnswer, LoginValues & { uuid: string }>("loginMachine needs a submitLogin actor"),
    loadGrade: requiredActor<AccountGrade>("loginMachine needs a loadGrade actor"),
  },
  guards: {
    isFormValid: ({ context, event }) =>
      event.type === "form.submit" && Object.keys(validateLoginForm(event, { captcha: context.captchaChecked !== false })).length === 0,
  },
}).createMachine({
  id: "login",
  context: { captcha: null, captchaChecked: null, fieldErrors: {}, error: null, login: null, rememberMe: false, grade: null },
  initial: "captcha",
  states: {
    captcha: {
      tags: ["captchaLoading"],
      invoke: {
        src: "loadCaptcha",
        onDone: { target: "editing", actions: assign({ captcha: ({ event }) => event.output, captchaChecked: ({ event }) => event.output !== null }) },
        onError: { target: "captchaFailed", actions: assign({ captcha: null }) },
      },
    },
    captchaFailed: {
      on: { "captcha.refresh": "captcha" },
    },
    editing: {
      on: {
        "captcha.refresh": "captcha",
        "form.submit": [
          {
            guard: "isFormValid",
            target: "submitting",
            actions: assign(({ event }) => ({ fieldErrors: {}, error: null, rememberMe: event.rememberMe })),
          },
          { actions: assign(({ context, event }) => ({ fieldErrors: validateLoginForm(event, { captcha: context.captchaChecked !== false }), error: null })) },
        ],
      },
    },
    submitting: {
      tags: ["busy"],
      invoke: {
        src: "submitLogin",
        input: ({ context, event }) => {
          const values = event as Extract<LoginEvent, { type: "form.submit" }>
          return {
            username: values.username.trim(),
            password: values.password,
            code: values.code.trim(),
            rememberMe: values.rememberMe,
            uuid: context.captcha?.uuid ?? "",
          }
        },
        onDone: {
          target: "loadingGrade",
          // The server set the session cookie with its answer (remembered when asked to).
          actions: assign({ login: ({ event }) => event.output }),
        },
        onError: {
          target: "captcha",
          actions: assign({
            error: ({ event }) =>
              typeof event.error === "object" && event.error !== null && "message" in event.error ? String(event.error.message) : "登录失败",
          }),
        },
      },
    },
    loadingGrade: {
      tags: ["busy"],
      invoke: {
        src: "loadGrade",
        onDone: { target: "success", actions: assign({ grade: ({ event }) => event.output }) },
        // The member is signed in; the session fetches the grade again later.
        onError: "success",
      },
    },
    success: { type: "final" },
  },
  output: ({ context }) => ({
    token: context.login?.token ?? "",
    user: context.login?.user.user as LoginOutput["user"],
    roles: effectiveRoles(context.login?.user.roles),
    grade: context.grade,
    rememberMe: context.rememberMe,
  }),
})
