import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { MALL_MESSAGES } from "../../domain/mall/messages.ts"
import type { OrderReturn } from "../../domain/mall/order-return.ts"
import { demoAcceptedReturn, demoReturn, demoSentReturn } from "./mall-order-fixtures.ts"
import { returnGoodsMachine } from "./return-goods.machine.ts"

const start = (ret: OrderReturn, send: () => Promise<OrderReturn> = async () => demoSentReturn) => {
  const sent: Array<{ courier: string; trackingNo: string }> = []
  const actor = createActor(
    returnGoodsMachine.provide({
      actors: {
        loadReturn: fromPromise(async () => ret),
        sendGoods: fromPromise(async ({ input }) => {
          sent.push({ courier: input.courier, trackingNo: input.trackingNo })
          return send()
        }),
      },
    }),
    { input: { id: ret.id } },
  ).start()
  return { actor, sent }
}

describe("return goods machine", () => {
  it("takes the parcel's courier and number once the shop accepted, and lets them be corrected", async () => {
    const { actor, sent } = start(demoAcceptedReturn)
    await waitFor(actor, (s) => s.matches("editing"))
    actor.send({ type: "goods.cancel" })
    expect(actor.getSnapshot().matches("editing")).toBe(true)
    actor.send({ type: "goods.submit", courier: "SF", trackingNo: "12" })
    expect(actor.getSnapshot().context.error).toBe(MALL_MESSAGES.trackingFormat)
    actor.send({ type: "goods.submit", courier: "SF", trackingNo: " SF9876543210 " })
    const s = await waitFor(actor, (s) => s.matches("sent"))
    expect(s.context.ret?.trackingNo).toBe("SF9876543210")
    expect(sent).toEqual([{ courier: "SF", trackingNo: "SF9876543210" }])
    actor.send({ type: "goods.edit" })
    expect(actor.getSnapshot().matches("editing")).toBe(true)
    actor.send({ type: "goods.cancel" })
    expect(actor.getSnapshot().matches("sent")).toBe(true)
  })

  it("only shows a return the shop has not accepted", async () => {
    const { actor } = start(demoReturn())
    await waitFor(actor, (s) => s.matches("viewing"))
    actor.send({ type: "goods.edit" })
    expect(actor.getSnapshot().matches("viewing")).toBe(true)
  })

  it("reads the return again when the shop received it meanwhile", async () => {
    let current: OrderReturn = demoSentReturn
    const actor = createActor(
      returnGoodsMachine.provide({
        actors: {
          loadReturn: fromPromise(async () => current),
          sendGoods: fromPromise(async (): Promise<OrderReturn> => {
            current = { ...demoSentReturn, status: 2, receiveTime: "2026-11-27T02:00:00.000Z" }
            throw { kind: "http", status: 409, message: MALL_MESSAGES.returnNotReturning }
          }),
        },
      }),
      { input: { id: 7 } },
    ).start()
    await waitFor(actor, (s) => s.matches("sent"))
    actor.send({ type: "goods.edit" })
    actor.send({ type: "goods.submit", courier: "YTO", trackingNo: "YT1234567890" })
    const s = await waitFor(actor, (s) => s.matches("viewing"))
    expect(s.context.error).toBe(MALL_MESSAGES.returnNotReturning)
    expect(s.context.ret?.status).toBe(2)
  })
})
