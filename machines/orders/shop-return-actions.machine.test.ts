import { describe, expect, it, vi } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { MALL_MESSAGES } from "../../domain/mall/messages.ts"
import { demoAcceptedReturn, demoReturn, demoSentReturn } from "./mall-order-fixtures.ts"
import { shopReturnActionsMachine, type ShopReturnDecision } from "./shop-return-actions.machine.ts"

const start = (decide: (d: ShopReturnDecision) => Promise<unknown> = async () => demoAcceptedReturn) => {
  const decisions: ShopReturnDecision[] = []
  const actor = createActor(
    shopReturnActionsMachine.provide({
      actors: {
        decide: fromPromise(async ({ input }) => {
          decisions.push(input.decision)
          return (await decide(input.decision)) as typeof demoAcceptedReturn
        }),
      },
    }),
  ).start()
  const changed = vi.fn()
  actor.on("return.changed", changed)
  return { actor, decisions, changed }
}

const ADDRESS = { name: "美妍售后", phone: "021-55501234", address: "上海市浦东新区张江路88号" }

describe("shop return actions machine", () => {
  it("accepts with a checked address and has the list read again", async () => {
    const { actor, decisions, changed } = start()
    actor.send({ type: "return.accept", ret: demoReturn() })
    actor.send({ type: "decision.submit", decision: { kind: "accept", address: { ...ADDRESS, phone: "123" }, note: "" } })
    expect(actor.getSnapshot().context.error).toBe(MALL_MESSAGES.returnAddressPhone)
    actor.send({ type: "decision.submit", decision: { kind: "accept", address: ADDRESS, note: "请勿到付" } })
    const s = await waitFor(actor, (s) => s.matches("idle"))
    expect(s.context.done).toBe("accept")
    expect(decisions).toEqual([{ kind: "accept", address: ADDRESS, note: "请勿到付" }])
    expect(changed).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }))
  })

  it("rejects only with a reason", async () => {
    const { actor, decisions } = start()
    actor.send({ type: "return.reject", ret: demoReturn() })
    actor.send({ type: "decision.submit", decision: { kind: "reject", reason: " " } })
    expect(actor.getSnapshot().context.error).toBe(MALL_MESSAGES.returnRejectReasonRequired)
    actor.send({ type: "decision.submit", decision: { kind: "accept", address: ADDRESS, note: "" } })
    expect(decisions).toEqual([])
    actor.send({ type: "decision.submit", decision: { kind: "reject", reason: "商品已拆封使用" } })
    await waitFor(actor, (s) => s.matches("idle"))
    expect(decisions.map((d) => d.kind)).toEqual(["reject"])
  })

  it("keeps a refusal in the dialog, and closes it when the return changed meanwhile", async () => {
    let error: unknown = { kind: "network", status: null, message: "网络异常" }
    const { actor, changed } = start(() => Promise.reject(error))
    actor.send({ type: "return.receive", ret: demoSentReturn })
    actor.send({ type: "decision.submit", decision: { kind: "receive" } })
    const s = await waitFor(actor, (s) => s.matches("deciding") && s.context.error !== null)
    expect(s.context.error).toBe("网络异常")
    error = { kind: "http", status: 409, message: MALL_MESSAGES.returnNotReturning }
    actor.send({ type: "decision.submit", decision: { kind: "receive" } })
    const after = await waitFor(actor, (s) => s.matches("idle"))
    expect(after.context.error).toBe(MALL_MESSAGES.returnNotReturning)
    expect(changed).toHaveBeenCalledTimes(1)
  })
})
