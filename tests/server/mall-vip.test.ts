import { and, eq } from "drizzle-orm"
import { beforeAll, describe, expect, it } from "vitest"
import { MALL_MESSAGES } from "../../domain/mall/messages.ts"
import { chinaMonth, VIP_COUPON_NAME } from "../../domain/mall/vip-coupons.ts"
import { vipLineDiscountCents } from "../../domain/mall/vip-price.ts"
import { createCoupon } from "../../server/mall/services/coupons.ts"
import { coupons, memberCoupons, vipCouponGrants } from "../../server/mall/tables/coupons.ts"
import { users } from "../../server/session/tables/users.ts"
import { buyer, completedOrder, productOf, shopOwner, type Buyer } from "../setup/mall-buyer.ts"
import { ok } from "../setup/test-server.ts"
import { databaseKinds } from "../setup/databases.ts"
import { accountAndLedger, newKey } from "../setup/wallet.ts"
import { useTestServer } from "../setup/server-suite.ts"
import { cents } from "../../domain/core/money.ts"

const DAY = 86_400_000

describe.each(databaseKinds())("VIP members in the mall on %s", (kind) => {
  const suite = useTestServer(kind)
  let serum: { skuId: number; priceCents: number }
  let cream: { skuId: number; priceCents: number }

  const vipUntil = (m: Buyer, at: number | null) => suite.server.deps.db.update(users).set({ vipExpiresAt: at === null ? null : new Date(at), vipAmount: cents(at === null ? 0 : 19_900) }).where(eq(users.id, m.user.id))
  const vipBuyer = async () => {
    const m = await buyer(suite.server)
    await vipUntil(m, Date.now() + 30 * DAY)
    return m
  }
  const preview = async (m: Buyer, lines: Array<{ skuId: number; quantity: number }>, couponId: number | null | undefined = null) =>
    ok(await suite.server.call("checkoutPreview", { body: { lines, addressId: m.addressId, ...(couponId === undefined ? {} : { couponId }) } }, { token: m.token }))
  const create = async (m: Buyer, lines: Array<{ skuId: number; quantity: number }>, couponId: number | null = null) =>
    ok(await suite.server.call("orderCreate", { body: { lines, addressId: m.addressId, couponId, idempotencyKey: newKey() } }, { token: m.token })).body.orders[0]!
  const pay = async (m: Buyer, orderNum: string) =>
    ok(await suite.server.call("orderPay", { body: { orderNums: [orderNum], payPass: suite.server.deps.rsa.encrypt(m.payPassword), idempotencyKey: newKey() } }, { token: m.token }))
  const myVipCoupons = async (m: Buyer) =>
    (await suite.server.deps.db.select({ id: memberCoupons.id, name: coupons.name, vipMonth: coupons.vipMonth }).from(memberCoupons).innerJoin(coupons, eq(coupons.id, memberCoupons.couponId)).where(eq(memberCoupons.userId, m.user.id))).filter(
      (c) => c.vipMonth !== null,
    )

  beforeAll(async () => {
    serum = (await productOf(suite.server, "玻尿酸多重保湿精华液")).skus[0]!
    cream = (await productOf(suite.server, "神经酰胺屏障修护面霜")).skus[0]!
  })

  it("a VIP member pays 95% of the goods; the order, its lines and the balance show it", async () => {
    const m = await vipBuyer()
    const lines = [
      { skuId: serum.skuId, quantity: 2 },
      { skuId: cream.skuId, quantity: 1 },
    ]
    const vip = vipLineDiscountCents(serum.priceCents, 2, true) + vipLineDiscountCents(cream.priceCents, 1, true)
    expect(vip).toBeGreaterThan(0)
    const shown = (await preview(m, lines)).body
    expect(shown.vipDiscountCents).toBe(vip)
    expect(shown.shops[0]!.vipDiscountCents).toBe(vip)
    expect(shown.totalCents).toBe(serum.priceCents * 2 + cream.priceCents - vip + shown.shops[0]!.freightCents!)

    const order = await create(m, lines)
    expect(order.vipDiscountCents).toBe(vip)
    expect(order.payCents).toBe(order.goodsCents - vip + order.freightCents)
    expect(order.items.map((i) => i.vipDiscountCents)).toEqual([vipLineDiscountCents(serum.priceCents, 2, true), vipLineDiscountCents(cream.priceCents, 1, true)])
    const before = await accountAndLedger(suite.server, m.user.id)
    await pay(m, order.orderNum)
    const after = await accountAndLedger(suite.server, m.user.id)
    expect(before.balance - after.balance).toBe(order.payCents)
    expect(after.balanceLedger).toBe(after.balance)
    expect(ok(await suite.server.call("orderDetail", { params: { orderNum: order.orderNum } }, { token: m.token })).body).toMatchObject({ vipDiscountCents: vip, payCents: order.payCents, status: 1 })
  })

  it("a member who is not VIP, or whose VIP ended before the order was made, pays the list price", async () => {
    const plain = await buyer(suite.server)
    const lines = [{ skuId: serum.skuId, quantity: 1 }]
    expect((await preview(plain, lines)).body.vipDiscountCents).toBe(0)
    expect((await create(plain, lines)).vipDiscountCents).toBe(0)

    const lapsing = await vipBuyer()
    expect((await preview(lapsing, lines)).body.vipDiscountCents).toBe(vipLineDiscountCents(serum.priceCents, 1, true))
    await vipUntil(lapsing, Date.now() - 1000)
    const order = await create(lapsing, lines)
    expect(order.vipDiscountCents).toBe(0)
    expect(order.payCents).toBe(order.goodsCents + order.freightCents)
  })

  it("coupons come after the member price: the threshold is met by what the lines cost at it", async () => {
    const now = Date.now()
    const m = await vipBuyer()
    // A coupon whose threshold is the serum's list price: a VIP buying one serum stays under it.
    const id = await createCoupon(suite.server.deps.db, {
      shopId: null,
      name: "门槛券",
      scope: "all",
      thresholdCents: serum.priceCents,
      amountCents: 100,
      totalCount: 10,
      claimStart: now - DAY,
      claimEnd: now + DAY,
      useStart: now - DAY,
      useEnd: now + DAY,
    })
    const held = ok(await suite.server.call("couponClaim", { params: { couponId: id } }, { token: m.token })).body.claimed.id
    const one = (await preview(m, [{ skuId: serum.skuId, quantity: 1 }], undefined)).body
    expect(one.unusableCoupons!.find((u) => u.id === held)?.reason).toBe(MALL_MESSAGES.couponThreshold(String(serum.priceCents / 100).replace(/\.0+$/, "")))

    const two = (await preview(m, [{ skuId: serum.skuId, quantity: 2 }], held)).body
    const vip = vipLineDiscountCents(serum.priceCents, 2, true)
    expect(two).toMatchObject({ couponId: held, discountCents: 100, vipDiscountCents: vip })
    const order = await create(m, [{ skuId: serum.skuId, quantity: 2 }], held)
    expect(order).toMatchObject({ discountCents: 100, vipDiscountCents: vip, payCents: serum.priceCents * 2 - vip - 100 + order.freightCents })
    expect(order.items[0]).toMatchObject({ discountCents: 100, vipDiscountCents: vip })
  })

  it("twenty requests at once give a VIP member this month's coupons once; others get none and cannot claim them", async () => {
    const m = await vipBuyer()
    const answers = await Promise.all(Array.from({ length: 20 }, () => suite.server.call("couponMy", { query: {} }, { token: m.token })))
    expect(answers.every((a) => a.ok)).toBe(true)
    const mine = await myVipCoupons(m)
    expect(mine).toHaveLength(2)
    expect(mine.every((c) => c.name === VIP_COUPON_NAME && c.vipMonth === chinaMonth(Date.now()))).toBe(true)
    expect(await suite.server.deps.db.select().from(vipCouponGrants).where(and(eq(vipCouponGrants.userId, m.user.id)))).toHaveLength(1)
    const page = ok(await suite.server.call("couponMy", { query: {} }, { token: m.token })).body
    expect(page.content.filter((c) => c.coupon.name === VIP_COUPON_NAME).map((c) => c.coupon.label).sort()).toEqual(["满199减30", "满99减10"])

    const plain = await buyer(suite.server)
    ok(await suite.server.call("couponMy", { query: {} }, { token: plain.token }))
    expect(await myVipCoupons(plain)).toHaveLength(0)
    const vipCouponIds = (await suite.server.deps.db.select({ id: coupons.id, vipMonth: coupons.vipMonth }).from(coupons)).filter((c) => c.vipMonth !== null).map((c) => c.id)
    const listed = ok(await suite.server.call("couponList", { query: {} }, { token: plain.token })).body.map((c) => c.id)
    expect(listed.filter((id) => vipCouponIds.includes(id))).toEqual([])
    expect(await suite.server.call("couponClaim", { params: { couponId: vipCouponIds[0]! } }, { token: plain.token })).toMatchObject({ status: 404 })

    // They offer themselves at checkout like any coupon: 满199减30 on two creams when they reach it.
    const lines = [{ skuId: cream.skuId, quantity: 3 }]
    const offered = (await preview(m, lines, undefined)).body
    expect(offered.coupons!.some((c) => c.coupon.name === VIP_COUPON_NAME)).toBe(true)
  })

  it("a returned line of a VIP order refunds what it was paid, and the ledger sums to the balance", async () => {
    const m = await vipBuyer()
    const order = await completedOrder(suite.server, m, [
      { skuId: serum.skuId, quantity: 1 },
      { skuId: cream.skuId, quantity: 2 },
    ])
    const creamLine = order.items.find((i) => i.skuId === cream.skuId)!
    const paid = cream.priceCents * 2 - vipLineDiscountCents(cream.priceCents, 2, true)
    expect(creamLine.vipDiscountCents).toBe(vipLineDiscountCents(cream.priceCents, 2, true))
    const applied = ok(
      await suite.server.call("returnApply", { body: { orderNum: order.orderNum, skuIds: [cream.skuId], reason: "7天无理由退货", description: "颜色与页面不符", pictures: [] } }, { token: m.token }),
    ).body
    expect(applied.refundCents).toBe(paid)
    const shop = await shopOwner(suite.server)
    ok(await suite.server.call("shopReturnAccept", { params: { id: applied.id }, body: { name: "美妍售后部", phone: "0571-88886666", address: "浙江省杭州市西湖区文三路477号" } }, { token: shop.token }))
    ok(await suite.server.call("returnSend", { params: { id: applied.id }, body: { courier: "YTO", trackingNo: "YT8801234567" } }, { token: m.token }))
    const before = await accountAndLedger(suite.server, m.user.id)
    ok(await suite.server.call("shopReturnReceive", { params: { id: applied.id }, body: {} }, { token: shop.token }))
    const after = await accountAndLedger(suite.server, m.user.id)
    expect(after.balance - before.balance).toBe(paid)
    expect(after.balanceLedger).toBe(after.balance)
  })
})
