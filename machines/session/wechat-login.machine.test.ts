import { describe, expect, it, vi } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { AUTH_MESSAGES } from "../../domain/session/messages.ts"
import { demoLogin } from "./session-fixtures.ts"
import { wechatLoginMachine, type WechatAnswer, type WechatLoginInput } from "./wechat-login.machine.ts"

interface Fakes {
  readonly wechat?: boolean
  readonly options?: "fail"
  readonly start?: "fail"
  readonly exchange?: WechatAnswer | "fail"
  readonly bind?: "fail"
}

const start = (input: WechatLoginInput, fakes: Fakes = {}) => {
  const calls = { goToProvider: vi.fn(), finishLogin: vi.fn(), exchange: vi.fn(), bind: vi.fn() }
  const actor = createActor(
    wechatLoginMachine.provide({
      actors: {
        loadOptions: fromPromise(async () => {
          if (fakes.options === "fail") throw { message: "接口请求失败" }
          return { wechat: fakes.wechat ?? true }
        }),
        startFlow: fromPromise(async () => {
          if (fakes.start === "fail") throw { message: AUTH_MESSAGES.wechatUnavailable }
          return { url: "https://open.weixin.qq.com/connect/qrconnect?state=s1" }
        }),
        exchangeCode: fromPromise(async ({ input }) => {
          calls.exchange(input)
          const answer = fakes.exchange ?? { login: demoLogin, ticket: null, nickName: "微信用户" }
          if (answer === "fail") throw { message: AUTH_MESSAGES.wechatFailed }
          return answer
        }),
        bindAccount: fromPromise(async ({ input }) => {
          calls.bind(input)
          if (fakes.bind === "fail") throw { message: AUTH_MESSAGES.bindExpired }
          return demoLogin
        }),
      },
      actions: {
        goToProvider: (_, params) => calls.goToProvider(params),
        finishLogin: () => calls.finishLogin(),
      },
    }),
    { input },
  ).start()
  return { actor, calls }
}

const fresh: WechatLoginInput = { code: null, state: null, expectedState: null }
const returned: WechatLoginInput = { code: "c1", state: "s1", expectedState: "s1" }
const unbound: WechatAnswer = { login: null, ticket: "ticket-1", nickName: "微信用户" }

describe("WeChat login machine", () => {
  it("says WeChat login is unavailable when no provider is configured", async () => {
    const { actor, calls } = start(fresh, { wechat: false })
    await waitFor(actor, (s) => s.matches("unavailable"))
    expect(calls.goToProvider).not.toHaveBeenCalled()
    expect(actor.getSnapshot().can({ type: "wechat.retry" })).toBe(false)
  })

  it("sends a visitor without a code to the provider's page", async () => {
    const { actor, calls } = start(fresh)
    await waitFor(actor, (s) => s.matches("redirecting"))
    expect(calls.goToProvider).toHaveBeenCalledWith({ url: "https://open.weixin.qq.com/connect/qrconnect?state=s1" })
    expect(actor.getSnapshot().hasTag("busy")).toBe(true)
  })

  it("signs in a bound WeChat account when the state is the browser's own", async () => {
    const { actor, calls } = start(returned)
    await waitFor(actor, (s) => s.status === "done")
    expect(calls.exchange).toHaveBeenCalledWith({ code: "c1", state: "s1" })
    expect(calls.finishLogin).toHaveBeenCalledOnce()
    expect(actor.getSnapshot().output).toEqual({ login: demoLogin })
  })

  it("refuses a code that comes with a state this browser did not make, then starts afresh", async () => {
    for (const input of [
      { code: "c1", state: "forged", expectedState: "s1" },
      { code: "c1", state: "s1", expectedState: null },
    ]) {
      const { actor, calls } = start(input)
      const failed = await waitFor(actor, (s) => s.matches("failure"))
      expect(failed.context.error).toBe(AUTH_MESSAGES.wechatFailed)
      expect(calls.exchange).not.toHaveBeenCalled()
      actor.send({ type: "wechat.retry" })
      await waitFor(actor, (s) => s.matches("redirecting"))
      expect(calls.exchange).not.toHaveBeenCalled()
    }
  })

  it("binds an existing account for a new WeChat user, checking the form first", async () => {
    const { actor, calls } = start(returned, { exchange: unbound })
    const binding = await waitFor(actor, (s) => s.matches("binding"))
    expect(binding.context.nickName).toBe("微信用户")
    actor.send({ type: "binding.submit", username: " ", password: "" })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ username: [AUTH_MESSAGES.usernameRequired], password: [AUTH_MESSAGES.passwordRequired] })
    expect(actor.getSnapshot().matches("binding")).toBe(true)
    actor.send({ type: "binding.submit", username: " lin_xiaoyu ", password: "Member_2024" })
    await waitFor(actor, (s) => s.status === "done")
    expect(calls.bind).toHaveBeenCalledWith({ ticket: "ticket-1", username: "lin_xiaoyu", password: "Member_2024" })
    expect(calls.finishLogin).toHaveBeenCalledOnce()
  })

  it("shows a refused binding on the form, and can start again from WeChat", async () => {
    const { actor } = start(returned, { exchange: unbound, bind: "fail" })
    await waitFor(actor, (s) => s.matches("binding"))
    actor.send({ type: "binding.submit", username: "lin_xiaoyu", password: "Member_2024" })
    const refused = await waitFor(actor, (s) => s.matches("binding") && s.context.error !== null)
    expect(refused.context.error).toBe(AUTH_MESSAGES.bindExpired)
    actor.send({ type: "wechat.retry" })
    await waitFor(actor, (s) => s.matches("redirecting"))
    expect(actor.getSnapshot().context).toMatchObject({ code: null, ticket: null, error: null })
  })

  it("fails with the server's message when a call fails, each with a retry", async () => {
    for (const fakes of [{ options: "fail" }, { start: "fail" }] as const) {
      const { actor } = start(fresh, fakes)
      const failed = await waitFor(actor, (s) => s.matches("failure"))
      expect(failed.context.error).toBe(fakes.options ? "接口请求失败" : AUTH_MESSAGES.wechatUnavailable)
      actor.send({ type: "wechat.retry" })
      expect(actor.getSnapshot().matches("checking")).toBe(true)
    }
    const { actor } = start(returned, { exchange: "fail" })
    expect((await waitFor(actor, (s) => s.matches("failure"))).context.error).toBe(AUTH_MESSAGES.wechatFailed)
  })
})
