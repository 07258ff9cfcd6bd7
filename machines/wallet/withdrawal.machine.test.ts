import { describe, expect, it } from "vitest"
import { createActor, fromPromise } from "xstate"
import { withdrawalMachine, type WithdrawAccountView, type WithdrawalInput } from "./withdrawal.machine.ts"

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

type Answer<T> = T | { error: unknown }

const start = (input: Partial<WithdrawalInput>, answers: { bind?: Array<Answer<WithdrawAccountView>>; request?: Array<Answer<unknown>> } = {}) => {
  const binds: unknown[] = []
  const requests: Array<{ amount: number; password: string; idempotencyKey: string }> = []
  const settle = <T,>(answer: Answer<T> | undefined): T => {
    if (answer === undefined) throw new Error("no answer left")
    if (typeof answer === "object" && answer !== null && "error" in answer) throw answer.error
    return answer as T
  }
  const machine = withdrawalMachine.provide({
    actors: {
      bindAccount: fromPromise(async ({ input: call }: { input: { account: string; name: string; password: string } }) => {
        binds.push(call)
        return settle(answers.bind?.shift())
      }),
      requestWithdrawal: fromPromise(async ({ input: call }: { input: { amount: number; password: string; idempotencyKey: string } }) => {
        requests.push(call)
        return settle(answers.request?.shift())
      }),
    },
  })
  const actor = createActor(machine, {
    input: { balance: 30_000, hasPayPassword: true, account: { account: "139****5678", name: "李*怡" }, keyBase: "w", ...input },
  }).start()
  return { actor, binds, requests }
}

describe("withdrawal", () => {
  it("asks for a payment password, then an account, before the amount", async () => {
    const { actor, binds } = start({ hasPayPassword: false, account: null }, { bind: [{ error: { status: 400, message: "支付密码错误，您还可以输入4次" } }, { account: "139****5678", name: "李*怡" }] })
    expect(actor.getSnapshot().value).toBe("needsPassword")
    actor.send({ type: "password.set" })
    expect(actor.getSnapshot().value).toBe("needsAccount")
    actor.send({ type: "account.submit", password: "12" })
    expect(actor.getSnapshot().context.accountErrors).toEqual({ account: "请输入支付宝账号", name: "请输入真实姓名" })
    expect(actor.getSnapshot().context.error).toBe("请输入6位数的支付密码")
    actor.send({ type: "account.change", field: "account", value: "13912345678" })
    actor.send({ type: "account.change", field: "name", value: "李静怡" })
    expect(actor.getSnapshot().context.accountErrors).toEqual({})
    actor.send({ type: "account.submit", password: "000000" })
    expect(actor.getSnapshot().hasTag("busy")).toBe(true)
    await flush()
    expect(actor.getSnapshot().value).toBe("needsAccount")
    expect(actor.getSnapshot().context.error).toBe("支付密码错误，您还可以输入4次")
    actor.send({ type: "account.submit", password: "135790" })
    await flush()
    expect(actor.getSnapshot().value).toBe("editing")
    expect(actor.getSnapshot().context.account).toEqual({ account: "139****5678", name: "李*怡" })
    expect(binds).toEqual([
      { account: "13912345678", name: "李静怡", password: "000000" },
      { account: "13912345678", name: "李静怡", password: "135790" },
    ])
    actor.send({ type: "account.edit" })
    expect(actor.getSnapshot().value).toBe("needsAccount")
  })

  it("checks the amount against the limits and the balance, and the password", () => {
    const { actor, requests } = start({})
    expect(actor.getSnapshot().value).toBe("editing")
    actor.send({ type: "extract.submit", password: "135790" })
    expect(actor.getSnapshot().context.error).toBe("请输入金额")
    actor.send({ type: "amount.change", text: "5" })
    actor.send({ type: "extract.submit", password: "135790" })
    expect(actor.getSnapshot().context.error).toBe("单笔提现金额为￥10.00至￥50,000.00")
    actor.send({ type: "amount.change", text: "300.01" })
    actor.send({ type: "extract.submit", password: "135790" })
    expect(actor.getSnapshot().context.error).toBe("提现金额不能超过可用余额")
    actor.send({ type: "amount.all" })
    expect(actor.getSnapshot().context.amountText).toBe("300.00")
    actor.send({ type: "extract.submit", password: "" })
    expect(actor.getSnapshot().context.error).toBe("请输入支付密码")
    expect(requests).toEqual([])
  })

  it("sends the request with its key; a refusal comes back to the form, a failed call is retried with the same key", async () => {
    const { actor, requests } = start({}, {
      request: [{ error: { status: 429, message: "支付密码错误次数过多，已锁定，请30分钟后再试" } }, { error: { status: null, message: "网络请求超时" } }, { id: 7, status: "pending" }],
    })
    actor.send({ type: "amount.change", text: "120" })
    actor.send({ type: "extract.submit", password: "135790" })
    await flush()
    expect(actor.getSnapshot().value).toBe("editing")
    expect(actor.getSnapshot().context.error).toBe("支付密码错误次数过多，已锁定，请30分钟后再试")
    actor.send({ type: "extract.submit", password: "135790" })
    await flush()
    expect(actor.getSnapshot().value).toBe("failure")
    actor.send({ type: "extract.retry" })
    await flush()
    expect(actor.getSnapshot().status).toBe("done")
    expect(actor.getSnapshot().output).toEqual({ withdrawal: { id: 7, status: "pending" } })
    expect(requests.map((r) => [r.amount, r.idempotencyKey])).toEqual([
      [12_000, "w-1"],
      [12_000, "w-1"],
      [12_000, "w-1"],
    ])
    // A different amount would have been another request.
    const other = start({}, { request: [{ error: { status: 400, message: "x" } }, { id: 8 }] })
    other.actor.send({ type: "amount.change", text: "50" })
    other.actor.send({ type: "extract.submit", password: "135790" })
    await flush()
    other.actor.send({ type: "amount.change", text: "50.00" })
    other.actor.send({ type: "amount.change", text: "60" })
    other.actor.send({ type: "extract.submit", password: "135790" })
    await flush()
    expect(other.requests.map((r) => r.idempotencyKey)).toEqual(["w-1", "w-2"])
  })
})
