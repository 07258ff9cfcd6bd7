import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { SavedAddress } from "../../domain/member/entities/member.ts"
import type { CheckoutPreview } from "../../domain/mall/order.ts"
import { checkoutMachine, startingAddress, type CreateOrderInput } from "./checkout.machine.ts"
import { demoAddress, demoOrder, demoPreview, otherAddress, undeliverablePreview } from "./mall-fixtures.ts"
import { cents } from "../../domain/core/money.ts"

const start = (options: { addresses?: SavedAddress[]; preview?: (addressId: number | null) => CheckoutPreview; create?: (input: CreateOrderInput) => Promise<unknown> } = {}) => {
  const calls: CreateOrderInput[] = []
  const previews: Array<number | null> = []
  const went: string[][] = []
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        loadAddresses: fromPromise(async (): Promise<ReadonlyArray<SavedAddress>> => options.addresses ?? [otherAddress, demoAddress]),
        loadPreview: fromPromise(async ({ input }) => {
          previews.push(input.addressId)
          return (options.preview ?? (() => demoPreview))(input.addressId)
        }),
        createOrder: fromPromise(async ({ input }) => {
          calls.push(input)
          if (options.create) return (await options.create(input)) as never
          return { orders: [demoOrder()], totalCents: 13_700 }
        }),
      },
      actions: { goToPayment: (_, { orderNums }) => went.push([...orderNums]) },
    }),
    { input: { lines: [{ skuId: 11, quantity: 1 }], keyBase: "k" } },
  ).start()
  return { actor, calls, previews, went }
}

describe("checkout", () => {
  it("starts with the default address, previews it and submits SKUs, address, notes and a key", async () => {
    const { actor, calls, previews, went } = start()
    await waitFor(actor, (s) => s.matches("ready"))
    expect(actor.getSnapshot().context.addressId).toBe(31)
    expect(previews).toEqual([31])
    actor.send({ type: "note.change", shopId: 4, note: "  工作日送达 " })
    actor.send({ type: "order.submit" })
    await waitFor(actor, (s) => s.status === "done")
    expect(calls).toEqual([{ lines: [{ skuId: 11, quantity: 1 }], addressId: 31, notes: [{ shopId: 4, note: "工作日送达" }], idempotencyKey: "k-0" }])
    expect(went).toEqual([["SC20261124103000123456"]])
    expect(actor.getSnapshot().output?.orders).toHaveLength(1)
  })

  it("asks for an address, refuses a region the shop does not deliver to and a long note", async () => {
    const none = start({ addresses: [] })
    await waitFor(none.actor, (s) => s.matches("ready"))
    none.actor.send({ type: "order.submit" })
    expect(none.actor.getSnapshot().context.error).toBe("请选择收货地址")
    none.actor.send({ type: "address.saved", address: demoAddress })
    await waitFor(none.actor, (s) => s.matches("ready"))
    expect(none.actor.getSnapshot().context.addresses).toEqual([demoAddress])
    expect(none.previews).toEqual([null, 31])

    const far = start({ preview: (id) => (id === 32 ? undeliverablePreview : demoPreview) })
    await waitFor(far.actor, (s) => s.matches("ready"))
    far.actor.send({ type: "address.select", addressId: 32 })
    await waitFor(far.actor, (s) => s.matches("ready"))
    far.actor.send({ type: "order.submit" })
    expect(far.actor.getSnapshot().context.error).toBe("美妍旗舰店：该地区暂不支持配送")
    far.actor.send({ type: "address.select", addressId: 31 })
    await waitFor(far.actor, (s) => s.matches("ready"))
    far.actor.send({ type: "note.change", shopId: 4, note: "请".repeat(101) })
    expect(far.actor.getSnapshot().context.error).toBe("订单备注不能超过100个字")
    far.actor.send({ type: "order.submit" })
    expect(far.actor.getSnapshot().matches("ready")).toBe(true)
    expect(far.calls).toEqual([])
  })

  it("reads the preview again when stock changed, and keeps the key for a retry after a network failure", async () => {
    const answers: Array<() => unknown> = [
      () => {
        throw { status: 409, message: "玻尿酸多重保湿精华液：库存不足" }
      },
      () => {
        throw { status: null, message: "网络请求超时" }
      },
      () => ({ orders: [demoOrder()], totalCents: 13_700 }),
    ]
    const { actor, calls, previews } = start({ create: async () => answers.shift()!() })
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "order.submit" })
    await waitFor(actor, (s) => s.matches("ready") && s.context.error !== null)
    expect(actor.getSnapshot().context.error).toBe("玻尿酸多重保湿精华液：库存不足")
    expect(previews).toEqual([31, 31])
    actor.send({ type: "order.submit" })
    await waitFor(actor, (s) => s.matches("ready") && s.context.error === "网络请求超时")
    actor.send({ type: "order.submit" })
    await waitFor(actor, (s) => s.status === "done")
    expect(calls.map((c) => c.idempotencyKey)).toEqual(["k-0", "k-1", "k-1"])
  })

  it("asks for another coupon or none, and orders with the coupon the preview chose", async () => {
    const asked: Array<number | null | undefined> = []
    const withCoupon = (couponId: number | null): CheckoutPreview => ({ ...demoPreview, couponId, discountCents: cents(couponId === null ? 0 : 2_000), totalCents: cents(couponId === null ? 13_700 : 11_700) })
    const { actor, calls } = start({
      preview: () => {
        const next = asked.at(-1)
        return withCoupon(next === undefined ? 5 : next)
      },
    })
    const originalSend = actor.send.bind(actor)
    const send = (event: Parameters<typeof originalSend>[0]) => {
      if (event.type === "coupon.select") asked.push(event.couponId)
      originalSend(event)
    }
    await waitFor(actor, (s) => s.matches("ready"))
    expect(actor.getSnapshot().context.preview?.couponId).toBe(5)
    // The chosen coupon again changes nothing.
    send({ type: "coupon.select", couponId: 5 })
    expect(actor.getSnapshot().matches("ready")).toBe(true)
    send({ type: "coupon.select", couponId: null })
    await waitFor(actor, (s) => s.matches("ready") && s.context.preview?.couponId === null)
    expect(actor.getSnapshot().context.couponId).toBeNull()
    actor.send({ type: "order.submit" })
    await waitFor(actor, (s) => s.status === "done")
    expect(calls[0]).toMatchObject({ couponId: null, idempotencyKey: "k-1" })
  })

  it("picks the default address, else the first", () => {
    expect(startingAddress([otherAddress, demoAddress])).toBe(31)
    expect(startingAddress([otherAddress])).toBe(32)
    expect(startingAddress([])).toBeNull()
  })
})
