import { assign, setup } from "xstate"
import type { LoginAnswer } from "../../domain/session/endpoints.ts"
import { validateLoginForm, type LoginField } from "../../domain/session/login-form.ts"
import { AUTH_MESSAGES } from "../../domain/session/messages.ts"
import type { FormErrors } from "../../domain/core/validation/form-errors.ts"
import { callMessage } from "../core/failure.ts"
import { requiredActor } from "../core/required-actor.ts"

export interface WechatLoginInput {
  /** The code and state the provider sent the visitor back with (null before the visit). */
  readonly code: string | null
  readonly state: string | null
  /** The state this browser made when it sent the visitor to the provider (null when none). */
  readonly expectedState: string | null
}

/** What POST auth/wechat answers: the login, or a ticket to bind an existing account. */
export interface WechatAnswer {
  readonly login: LoginAnswer | null
  readonly ticket: string | null
  readonly nickName: string
}

export interface WechatLoginContext extends WechatLoginInput {
  readonly ticket: string | null
  /** The WeChat nickname, shown while binding. */
  readonly nickName: string
  readonly fieldErrors: FormErrors<Exclude<LoginField, "code">>
  readonly error: string | null
  readonly login: LoginAnswer | null
}

export type WechatLoginEvent = { type: "wechat.retry" } | { type: "binding.submit"; username: string; password: string }

const messageOf = callMessage

const bindingErrors = (event: WechatLoginEvent) =>
  event.type === "binding.submit" ? validateLoginForm({ username: event.username, password: event.password, code: "" }, { captcha: false }) : {}

/**
 * WeChat login (spec 1 §2.2 /login/wechat, §7 auth/wechat, auth/binding):
 * - whether a provider is configured is asked first; without one the page says
 *   暂未开通微信登录 (`unavailable`);
 * - arriving without a code, the browser makes a state, asks for the provider's
 *   page and goes there (`redirecting`);
 * - coming back, the state must be the one this browser made; the code is then
 *   exchanged: a bound WeChat account is signed in, another one binds an
 *   existing portal account by name and password (`binding`);
 * - on success the token is stored for the browser session and the machine
 *   ends with the login; every failure offers a fresh attempt.
 */
export const wechatLoginMachine = setup({
  types: {
    context: {} as WechatLoginContext,
    events: {} as WechatLoginEvent,
    input: {} as WechatLoginInput,
    output: {} as { login: LoginAnswer | null },
  },
  actors: {
    loadOptions: requiredActor<{ readonly wechat: boolean }>("wechatLoginMachine needs a loadOptions actor"),
    startFlow: requiredActor<{ readonly url: string }>("wechatLoginMachine needs a startFlow actor"),
    exchangeCode: requiredActor<WechatAnswer, { code: string; state: string }>("wechatLoginMachine needs an exchangeCode actor"),
    bindAccount: requiredActor<LoginAnswer, { ticket: string; username: string; password: string }>("wechatLoginMachine needs a bindAccount actor"),
  },
  actions: {
    goToProvider: (_, _params: { url: string }) => {},
    /** Signed in (the server set the session cookie): the flow's kept state can go. */
    finishLogin: () => {},
  },
  guards: {
    isAvailable: (_, options: { readonly wechat: boolean }) => options.wechat,
    hasReturned: ({ context }) => context.code !== null,
    isReturnExpected: ({ context }) => context.code !== null && context.state !== null && context.expectedState !== null && context.state === context.expectedState,
    hasLogin: (_, answer: WechatAnswer) => answer.login !== null,
    isBindingValid: ({ event }) => event.type === "binding.submit" && Object.keys(bindingErrors(event)).length === 0,
  },
}).createMachine({
  id: "wechatLogin",
  context: ({ input }) => ({ ...input, ticket: null, nickName: "", fieldErrors: {}, error: null, login: null }),
  initial: "checking",
  states: {
    checking: {
      tags: ["busy"],
      invoke: {
        src: "loadOptions",
        onDone: [
          { guard: { type: "isAvailable", params: ({ event }) => event.output }, target: "available" },
          { target: "unavailable" },
        ],
        onError: { target: "failure", actions: assign({ error: ({ event }) => messageOf(event.error, AUTH_MESSAGES.wechatFailed) }) },
      },
    },
    /** No provider is configured: the page says so and links back to /login. */
    unavailable: {},
    available: {
      always: [
        { guard: "isReturnExpected", target: "exchanging" },
        // A code with a state this browser did not make (an old or forged link) is not used.
        { guard: "hasReturned", target: "failure", actions: assign({ error: AUTH_MESSAGES.wechatFailed }) },
        { target: "starting" },
      ],
    },
    starting: {
      tags: ["busy"],
      invoke: {
        src: "startFlow",
        onDone: { target: "redirecting", actions: { type: "goToProvider", params: ({ event }) => ({ url: event.output.url }) } },
        onError: { target: "failure", actions: assign({ error: ({ event }) => messageOf(event.error, AUTH_MESSAGES.wechatFailed) }) },
      },
    },
    /** The browser is on its way to the provider's page. */
    redirecting: { tags: ["busy"] },
    exchanging: {
      tags: ["busy"],
      invoke: {
        src: "exchangeCode",
        input: ({ context }) => ({ code: context.code ?? "", state: context.state ?? "" }),
        onDone: [
          {
            guard: { type: "hasLogin", params: ({ event }) => event.output },
            target: "success",
            actions: [
              assign({ login: ({ event }) => event.output.login }),
              "finishLogin",
            ],
          },
          { target: "binding", actions: assign({ ticket: ({ event }) => event.output.ticket, nickName: ({ event }) => event.output.nickName }) },
        ],
        onError: { target: "failure", actions: assign({ error: ({ event }) => messageOf(event.error, AUTH_MESSAGES.wechatFailed) }) },
      },
    },
    binding: {
      on: {
        "binding.submit": [
          { guard: "isBindingValid", target: "bindingSubmitting", actions: assign({ fieldErrors: {}, error: null }) },
          { actions: assign({ fieldErrors: ({ event }) => bindingErrors(event), error: null }) },
        ],
        "wechat.retry": { target: "checking", actions: assign({ code: null, state: null, ticket: null, error: null, fieldErrors: {} }) },
      },
    },
    bindingSubmitting: {
      tags: ["busy"],
      invoke: {
        src: "bindAccount",
        input: ({ context, event }) => {
          const values = event as Extract<WechatLoginEvent, { type: "binding.submit" }>
          return { ticket: context.ticket ?? "", username: values.username.trim(), password: values.password }
        },
        onDone: {
          target: "success",
          actions: [assign({ login: ({ event }) => event.output }), "finishLogin"],
        },
        onError: { target: "binding", actions: assign({ error: ({ event }) => messageOf(event.error, AUTH_MESSAGES.wechatFailed) }) },
      },
    },
    /** A fresh attempt forgets the code of the last visit and starts from the provider again. */
    failure: {
      on: { "wechat.retry": { target: "checking", actions: assign({ code: null, state: null, ticket: null, error: null }) } },
    },
    success: { type: "final" },
  },
  output: ({ context }) => ({ login: context.login }),
})
