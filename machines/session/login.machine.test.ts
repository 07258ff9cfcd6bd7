import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { AccountGrade } from "../../domain/wallet/account-endpoints.ts"
import type { LoginAnswer } from "../../domain/session/endpoints.ts"
import { AUTH_MESSAGES } from "../../domain/session/messages.ts"
import { loginMachine, type LoginValues } from "./login.machine.ts"
import { cents } from "../../domain/core/money.ts"

const answer: LoginAnswer = {
  token: "jwt-token",
  user: {
    user: { userId: 1, username: "rose", nickName: "玫瑰", avatarPath: "", gender: "女", phone: null, email: null, type: "member", authState: "not_certified", auth: false },
    roles: [],
  },
}
const grade: AccountGrade = { grade: "普通会员", amount: cents(0), expireDate: 0, expireAt: null, isShop: false }
const values: LoginValues = { username: " rose ", password: "Rose_2024", code: " ab12 ", rememberMe: true }

const start = (fakes: { captcha?: () => Promise<{ uuid: string; img: string } | null>; login?: (input: unknown) => Promise<LoginAnswer>; grade?: () => Promise<AccountGrade> } = {}) => {
  let captchas = 0
  const sent: unknown[] = []
  const actor = createActor(
    loginMachine.provide({
      actors: {
        loadCaptcha: fromPromise(() => (fakes.captcha ?? (async () => ({ uuid: `c${++captchas}`, img: "data:image/svg+xml;base64,AA" })))()),
        submitLogin: fromPromise(({ input }) => (sent.push(input), (fakes.login ?? (async () => answer))(input))),
        loadGrade: fromPromise(() => (fakes.grade ?? (async () => grade))()),
      },
    }),
  ).start()
  return { actor, sent }
}

describe("login machine", () => {
  it("loads a captcha and refreshes it on click", async () => {
    const { actor } = start()
    expect(actor.getSnapshot().hasTag("captchaLoading")).toBe(true)
    await waitFor(actor, (s) => s.matches("editing"))
    expect(actor.getSnapshot().context.captcha?.uuid).toBe("c1")
    actor.send({ type: "captcha.refresh" })
    await waitFor(actor, (s) => s.matches("editing"))
    expect(actor.getSnapshot().context.captcha?.uuid).toBe("c2")
  })

  it("offers a retry when the captcha cannot be loaded", async () => {
    let fail = true
    const { actor } = start({ captcha: async () => { if (fail) throw new Error("x"); return { uuid: "ok", img: "" } } })
    await waitFor(actor, (s) => s.matches("captchaFailed"))
    expect(actor.getSnapshot().can({ type: "form.submit", ...values })).toBe(false)
    fail = false
    actor.send({ type: "captcha.refresh" })
    await waitFor(actor, (s) => s.matches("editing"))
  })

  it("shows the field messages of an incomplete form without calling the server", async () => {
    const { actor, sent } = start()
    await waitFor(actor, (s) => s.matches("editing"))
    actor.send({ type: "form.submit", username: "", password: "", code: "", rememberMe: false })
    expect(actor.getSnapshot().value).toBe("editing")
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      username: [AUTH_MESSAGES.usernameRequired],
      password: [AUTH_MESSAGES.passwordRequired],
      code: [AUTH_MESSAGES.captchaRequired],
    })
    expect(sent).toEqual([])
  })

  it("signs in asking to be remembered, loads the grade, ends with the default role", async () => {
    const { actor, sent } = start()
    await waitFor(actor, (s) => s.matches("editing"))
    actor.send({ type: "form.submit", ...values })
    expect(actor.getSnapshot().hasTag("busy")).toBe(true)
    const done = await waitFor(actor, (s) => s.status === "done")
    expect(sent).toEqual([{ username: "rose", password: "Rose_2024", code: "ab12", rememberMe: true, uuid: "c1" }])
    expect(done.output).toEqual({ token: "jwt-token", user: answer.user.user, roles: ["ROLE_SYSTEM_DEFAULT"], grade, rememberMe: true })
  })

  it("asks for a browser-session login without remember-me", async () => {
    const { actor, sent } = start()
    await waitFor(actor, (s) => s.matches("editing"))
    actor.send({ type: "form.submit", ...values, rememberMe: false })
    await waitFor(actor, (s) => s.status === "done")
    expect(sent).toEqual([expect.objectContaining({ rememberMe: false })])
  })

  it("shows the server's message and loads a fresh captcha after a refusal", async () => {
    const { actor } = start({ login: () => Promise.reject({ kind: "http", status: 400, message: AUTH_MESSAGES.badCredentials }) })
    await waitFor(actor, (s) => s.matches("editing"))
    actor.send({ type: "form.submit", ...values })
    const snapshot = await waitFor(actor, (s) => s.matches("editing") && s.context.captcha?.uuid === "c2")
    expect(snapshot.context.error).toBe(AUTH_MESSAGES.badCredentials)
    expect(snapshot.context.login).toBeNull()
  })

  it("neither shows nor requires a captcha when the server does not check one", async () => {
    let submitted: unknown = null
    const { actor } = start({ captcha: async () => null, login: async (input) => ((submitted = input), answer) })
    const editing = await waitFor(actor, (s) => s.matches("editing"))
    expect(editing.context.captchaChecked).toBe(false)
    actor.send({ type: "form.submit", ...values, code: "" })
    await waitFor(actor, (s) => s.status === "done")
    expect(submitted).toMatchObject({ code: "", uuid: "" })
  })

  it("requires the code when the server checks a captcha", async () => {
    const { actor } = start()
    const editing = await waitFor(actor, (s) => s.matches("editing"))
    expect(editing.context.captchaChecked).toBe(true)
    actor.send({ type: "form.submit", ...values, code: "" })
    expect(actor.getSnapshot().context.fieldErrors.code).toEqual([AUTH_MESSAGES.captchaRequired])
  })

  it("finishes signed in without a grade when the grade call fails", async () => {
    const { actor } = start({ grade: () => Promise.reject(new Error("x")), login: async () => ({ ...answer, user: { ...answer.user, roles: ["ROLE_ADMIN"] } }) })
    await waitFor(actor, (s) => s.matches("editing"))
    actor.send({ type: "form.submit", ...values })
    const done = await waitFor(actor, (s) => s.status === "done")
    expect(done.output).toMatchObject({ grade: null, roles: ["ROLE_ADMIN"] })
  })
})
