import { describe, expect, it, vi } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { ClaimableCoupon, MemberCouponStatus } from "../../domain/mall/coupon.ts"
import { couponsMachine } from "./coupons.machine.ts"
import { demoMyCoupons, demoOffer } from "./mall-order-fixtures.ts"

const start = (claim: () => Promise<{ coupon: ClaimableCoupon }>) => {
  const mineQueries: Array<{ status: MemberCouponStatus; page: number }> = []
  let offerLoads = 0
  const actor = createActor(
    couponsMachine.provide({
      actors: {
        loadMine: fromPromise(async ({ input }) => {
          mineQueries.push(input)
          return demoMyCoupons
        }),
        loadOffers: fromPromise(async (): Promise<ReadonlyArray<ClaimableCoupon>> => {
          offerLoads += 1
          return [demoOffer()]
        }),
        claimCoupon: fromPromise(() => claim()),
      },
    }),
  ).start()
  const claimed = vi.fn()
  const refused = vi.fn()
  actor.on("coupon.claimed", claimed)
  actor.on("coupon.refused", refused)
  return { actor, mineQueries, offerLoads: () => offerLoads, claimed, refused }
}

describe("coupons machine", () => {
  it("claims a coupon, marks it claimed and reads the member's coupons again", async () => {
    const t = start(async () => ({ coupon: demoOffer("claimed") }))
    await waitFor(t.actor, (s) => s.matches({ mine: "ready", offers: "ready" }))
    t.actor.send({ type: "tab.select", status: "used" })
    await waitFor(t.actor, (s) => s.matches({ mine: "ready" }))
    t.actor.send({ type: "coupon.claim", couponId: 2 })
    expect(t.actor.getSnapshot().context.claiming).toBe(2)
    await waitFor(t.actor, (s) => s.matches({ offers: "ready" }) && s.context.claiming === null && s.matches({ mine: "ready" }))
    expect(t.actor.getSnapshot().context.offers?.[0]?.state).toBe("claimed")
    expect(t.claimed).toHaveBeenCalledWith(expect.objectContaining({ name: "美妍旗舰店满99减20" }))
    expect(t.mineQueries).toEqual([
      { status: "unused", page: 0 },
      { status: "used", page: 0 },
      { status: "used", page: 0 },
    ])
    t.actor.send({ type: "coupon.claim", couponId: 2 })
    expect(t.actor.getSnapshot().context.claiming).toBeNull()
  })

  it("tells a refusal and reads the offers again", async () => {
    const t = start(() => Promise.reject({ kind: "http", status: 409, message: "优惠券已经领完了" }))
    await waitFor(t.actor, (s) => s.matches({ offers: "ready" }))
    t.actor.send({ type: "coupon.claim", couponId: 2 })
    await waitFor(t.actor, (s) => s.matches({ offers: "ready" }) && t.offerLoads() === 2)
    expect(t.refused).toHaveBeenCalledWith(expect.objectContaining({ message: "优惠券已经领完了" }))
  })
})
