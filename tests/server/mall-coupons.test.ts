import { eq } from "drizzle-orm"
import { beforeAll, describe, expect, it } from "vitest"
import { MALL_MESSAGES } from "../../domain/mall/messages.ts"
import { Scheduler } from "../../server/core/scheduler.ts"
import { createCoupon, type CouponInput } from "../../server/mall/services/coupons.ts"
import { mallJobs } from "../../server/mall/services/jobs.ts"
import { coupons, memberCoupons } from "../../server/mall/tables/coupons.ts"
import { productSkus } from "../../server/mall/tables.ts"
import { buyer, paidOrder, productOf, shopOwner } from "../setup/mall-buyer.ts"
import { ok } from "../setup/test-server.ts"
import { databaseKinds } from "../setup/databases.ts"
import { accountAndLedger, newKey } from "../setup/wallet.ts"
import { useTestServer } from "../setup/server-suite.ts"

const DAY = 86_400_000

describe.each(databaseKinds())("mall coupons on %s", (kind) => {
  const suite = useTestServer(kind)
  let shopId: number

  /** A coupon open for claims and use now; 满99减20 for everything by default. */
  const coupon = (over: Partial<CouponInput> = {}) => {
    const now = Date.now()
    return createCoupon(suite.server.deps.db, {
      shopId: null,
      name: "测试券",
      scope: "all",
      thresholdCents: 9900,
      amountCents: 2000,
      totalCount: 100,
      claimStart: now - DAY,
      claimEnd: now + DAY,
      useStart: now - DAY,
      useEnd: now + 30 * DAY,
      ...over,
    })
  }
  const claim = (couponId: number, token: string) => suite.server.call("couponClaim", { params: { couponId } }, { token })
  const couponRow = async (id: number) => (await suite.server.deps.db.select().from(coupons).where(eq(coupons.id, id)))[0]!

  beforeAll(async () => {
    shopId = (await shopOwner(suite.server)).id
  })

  it("50 members claiming at once get exactly the coupons there are; the rest hear 优惠券已经领完了", async () => {
    const id = await coupon({ totalCount: 20 })
    const members = await Promise.all(Array.from({ length: 50 }, () => buyer(suite.server, { cents: 0 })))
    const answers = await Promise.all(members.map((m) => claim(id, m.token)))
    expect(answers.filter((a) => a.ok)).toHaveLength(20)
    const refused = answers.filter((a) => !a.ok)
    expect(refused).toHaveLength(30)
    for (const a of refused) expect(a).toMatchObject({ status: 409, body: { code: "sold_out", message: "优惠券已经领完了" } })
    expect((await couponRow(id)).claimedCount).toBe(20)
    expect(await suite.server.deps.db.select().from(memberCoupons).where(eq(memberCoupons.couponId, id))).toHaveLength(20)
    const listed = ok(await suite.server.call("couponList", { query: {} }, { token: members[0]!.token })).body.find((c) => c.id === id)
    expect(listed).toMatchObject({ claimedCount: 20, totalCount: 20 })
  })

  it("a member claiming twice at once gets one; with a limit of two, three at once give two", async () => {
    const once = await coupon()
    const twice = await coupon({ perLimit: 2 })
    const m = await buyer(suite.server, { cents: 0 })
    const both = await Promise.all([claim(once, m.token), claim(once, m.token)])
    expect(both.filter((a) => a.ok)).toHaveLength(1)
    expect(both.find((a) => !a.ok)).toMatchObject({ status: 409, body: { code: "already_claimed", message: "您已经领取过该优惠券" } })
    const three = await Promise.all([1, 2, 3].map(() => claim(twice, m.token)))
    expect(three.filter((a) => a.ok)).toHaveLength(2)
    const mine = ok(await suite.server.call("couponMy", { query: {} }, { token: m.token })).body
    expect(mine.counts).toEqual({ unused: 3, used: 0, expired: 0 })
    expect(ok(three.find((a) => a.ok)!).body.coupon).toMatchObject({ id: twice, claimedByMe: expect.any(Number) })
  })

  it("refuses claims before the claim window with 优惠券还没到领取时间, shows it as not started, and 404s an unknown coupon", async () => {
    const now = Date.now()
    const later = await coupon({ claimStart: now + DAY, claimEnd: now + 2 * DAY, useStart: now + DAY, useEnd: now + 9 * DAY })
    const m = await buyer(suite.server, { cents: 0 })
    expect(await claim(later, m.token)).toMatchObject({ status: 409, body: { code: "claim_not_started", message: "优惠券还没到领取时间" } })
    const listed = ok(await suite.server.call("couponList", { query: {} })).body.find((c) => c.id === later)
    expect(listed).toMatchObject({ state: "notStarted", claimedByMe: 0 })
    expect(await claim(999_999, m.token)).toMatchObject({ status: 404 })
    expect(await suite.server.call("couponClaim", { params: { couponId: later } })).toMatchObject({ status: 401 })
  })

  it("lists for a product the coupons that cover it: all, its shop's, its category's (or above), its own", async () => {
    const { card } = await productOf(suite.server, "玻尿酸多重保湿精华液")
    const other = await productOf(suite.server, "上臂式电子血压计")
    const all = await coupon({ name: "全场券" })
    const shop = await coupon({ name: "店铺券", shopId })
    const category = await coupon({ name: "类目券", scope: "category", targetIds: [card.categoryId] })
    const own = await coupon({ name: "单品券", scope: "product", targetIds: [card.spuId] })
    const elsewhere = await coupon({ name: "别的商品", scope: "product", targetIds: [other.card.spuId] })
    const forProduct = ok(await suite.server.call("couponList", { query: { spuId: card.spuId } })).body.map((c) => c.id)
    expect(forProduct).toEqual(expect.arrayContaining([all, shop, category, own]))
    expect(forProduct).not.toContain(elsewhere)
    const forShop = ok(await suite.server.call("couponList", { query: { shopId } })).body
    expect(forShop.map((c) => c.id)).toContain(shop)
    expect(forShop.every((c) => c.shop?.id === shopId)).toBe(true)
    const view = forShop.find((c) => c.id === shop)!
    expect(view).toMatchObject({ label: "满99减20", scopeText: "全店通用", state: "claimable" })
    const categoryView = ok(await suite.server.call("couponList", { query: {} })).body.find((c) => c.id === category)!
    expect(categoryView.scopeText).toBe(`限${card.categoryName}类商品`)
  })

  it("checkout picks the best coupon, takes the one asked for, refuses one that does not apply or is not the member's, and spreads the discount over the lines", async () => {
    const serum = (await productOf(suite.server, "玻尿酸多重保湿精华液")).skus[0]!
    const cleanser = (await productOf(suite.server, "氨基酸温和洁面乳")).skus[0]!
    const small = await coupon({ name: "小券", thresholdCents: 0, amountCents: 500 })
    const big = await coupon({ name: "大券", amountCents: 3000, thresholdCents: serum.priceCents + cleanser.priceCents })
    const far = await coupon({ name: "门槛太高", amountCents: 5000, thresholdCents: 10_000_000 })
    const m = await buyer(suite.server)
    const mine = new Map<number, number>()
    for (const id of [small, big, far]) mine.set(id, ok(await claim(id, m.token)).body.claimed.id)
    const lines = [
      { skuId: serum.skuId, quantity: 1 },
      { skuId: cleanser.skuId, quantity: 1 },
    ]
    const preview = ok(await suite.server.call("checkoutPreview", { body: { lines, addressId: m.addressId } }, { token: m.token })).body
    expect(preview.couponId).toBe(mine.get(big))
    expect(preview.coupons!.map((c) => c.id)).toEqual([mine.get(big), mine.get(small)])
    expect(preview.unusableCoupons!.find((u) => u.id === mine.get(far))!.reason).toBe(MALL_MESSAGES.couponThreshold("100000"))
    const goods = serum.priceCents + cleanser.priceCents
    expect(preview.discountCents).toBe(3000)
    expect(preview.totalCents).toBe(goods + preview.shops[0]!.freightCents! - 3000)
    const items = preview.shops[0]!.items
    expect(items.reduce((n, i) => n + i.discountCents!, 0)).toBe(3000)
    for (const i of items) expect(i.discountCents!).toBeLessThanOrEqual(i.priceCents * i.quantity)

    const chosen = ok(await suite.server.call("checkoutPreview", { body: { lines, addressId: m.addressId, couponId: mine.get(small)! } }, { token: m.token })).body
    expect([chosen.couponId, chosen.discountCents]).toEqual([mine.get(small), 500])
    const none = ok(await suite.server.call("checkoutPreview", { body: { lines, addressId: m.addressId, couponId: null } }, { token: m.token })).body
    expect([none.couponId, none.discountCents, none.totalCents]).toEqual([null, 0, goods + none.shops[0]!.freightCents!])

    const refused = await suite.server.call("orderCreate", { body: { lines, addressId: m.addressId, couponId: mine.get(far)!, idempotencyKey: newKey() } }, { token: m.token })
    expect(refused).toMatchObject({ status: 409, body: { code: "coupon_unusable", message: MALL_MESSAGES.couponThreshold("100000") } })
    const stranger = await buyer(suite.server)
    const strangers = ok(await claim(small, stranger.token)).body.claimed.id
    expect(await suite.server.call("orderCreate", { body: { lines, addressId: m.addressId, couponId: strangers, idempotencyKey: newKey() } }, { token: m.token })).toMatchObject({
      status: 404,
      body: { message: MALL_MESSAGES.couponNotFound },
    })

    // A discount or a price the client sends is ignored: the order costs what the server says.
    const response = await fetch(new URL("/api/mall/orders", suite.server.url), {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${m.token}`, session_client: "pc-web" },
      body: JSON.stringify({ lines: lines.map((l) => ({ ...l, priceCents: 1 })), addressId: m.addressId, couponId: mine.get(big), discountCents: goods, payCents: 1, idempotencyKey: newKey() }),
    })
    expect(response.status).toBe(200)
    const order = ((await response.json()) as { orders: Array<{ orderNum: string; discountCents: number; payCents: number; freightCents: number; items: Array<{ discountCents: number; priceCents: number; quantity: number }> }> }).orders[0]!
    expect(order.discountCents).toBe(3000)
    expect(order.payCents).toBe(goods + order.freightCents - 3000)
    expect(order.items.reduce((n, i) => n + i.discountCents, 0)).toBe(3000)

    const used = ok(await suite.server.call("couponMy", { query: { status: "used" } }, { token: m.token })).body
    expect(used.content.map((c) => [c.id, c.orderNum])).toEqual([[mine.get(big), order.orderNum]])
    expect(await suite.server.call("orderCreate", { body: { lines, addressId: m.addressId, couponId: mine.get(big)!, idempotencyKey: newKey() } }, { token: m.token })).toMatchObject({
      status: 409,
      body: { code: "coupon_used" },
    })
    // Paying takes exactly what the order says from the balance.
    const before = await accountAndLedger(suite.server, m.user.id)
    ok(await suite.server.call("orderPay", { body: { orderNums: [order.orderNum], payPass: suite.server.deps.rsa.encrypt(m.payPassword), idempotencyKey: newKey() } }, { token: m.token }))
    expect((await accountAndLedger(suite.server, m.user.id)).balance).toBe(before.balance - order.payCents)
  })

  it("an unpaid order closing after its 30 minutes gives its stock and its coupon back (simulated clock); cancelling does too", async () => {
    const sku = (await productOf(suite.server, "烟酰胺焕亮爽肤水")).skus[0]!
    await suite.server.deps.db.update(productSkus).set({ stock: 5, lockedStock: 0 }).where(eq(productSkus.skuId, sku.skuId))
    const id = await coupon({ thresholdCents: 0, amountCents: 1000 })
    const m = await buyer(suite.server)
    const mineId = ok(await claim(id, m.token)).body.claimed.id
    const created = ok(await suite.server.call("orderCreate", { body: { lines: [{ skuId: sku.skuId, quantity: 2 }], addressId: m.addressId, idempotencyKey: newKey() } }, { token: m.token })).body
    const order = created.orders[0]!
    expect(order.discountCents).toBe(1000)
    expect((await couponRow(id)).usedCount).toBe(1)
    expect(ok(await suite.server.call("couponMy", { query: { status: "unused" } }, { token: m.token })).body.counts).toMatchObject({ unused: 0, used: 1 })

    const start = Date.parse(order.createTime)
    const first = new Scheduler(suite.server.deps.db, mallJobs, { now: () => start })
    const second = new Scheduler(suite.server.deps.db, mallJobs, { now: () => start })
    await first.runDue(start + 29 * 60_000)
    expect(ok(await suite.server.call("orderDetail", { params: { orderNum: order.orderNum } }, { token: m.token })).body.status).toBe(0)
    await Promise.all([first.runDue(start + 31 * 60_000), second.runDue(start + 31 * 60_000)])
    expect(ok(await suite.server.call("orderDetail", { params: { orderNum: order.orderNum } }, { token: m.token })).body).toMatchObject({ status: 4, closeReason: MALL_MESSAGES.closedByTimeout })
    const [sku1] = await suite.server.deps.db.select().from(productSkus).where(eq(productSkus.skuId, sku.skuId))
    expect([sku1!.stock, sku1!.lockedStock]).toEqual([5, 0])
    const back = ok(await suite.server.call("couponMy", { query: { status: "unused" } }, { token: m.token })).body
    expect(back.content.map((c) => [c.id, c.status, c.orderNum])).toEqual([[mineId, "unused", null]])
    expect((await couponRow(id)).usedCount).toBe(0)

    // The coupon works again; cancelling that order gives it back once more.
    const again = ok(await suite.server.call("orderCreate", { body: { lines: [{ skuId: sku.skuId, quantity: 1 }], addressId: m.addressId, couponId: mineId, idempotencyKey: newKey() } }, { token: m.token })).body
    ok(await suite.server.call("orderCancel", { params: { orderNum: again.orders[0]!.orderNum } }, { token: m.token }))
    expect(ok(await suite.server.call("couponMy", { query: {} }, { token: m.token })).body.counts).toMatchObject({ unused: 1, used: 0 })
  })

  it("a paid order keeps its coupon; an expired coupon is listed under 已过期 and refused at checkout", async () => {
    const now = Date.now()
    const sku = (await productOf(suite.server, "神经酰胺屏障修护面霜")).skus[0]!
    const paidWith = await coupon({ thresholdCents: 0, amountCents: 300 })
    const ending = await coupon({ thresholdCents: 0, amountCents: 300, claimStart: now - 3 * DAY, useStart: now - 3 * DAY, useEnd: now - 1000 })
    const m = await buyer(suite.server)
    const usedId = ok(await claim(paidWith, m.token)).body.claimed.id
    const expiredId = ok(await claim(ending, m.token)).body.claimed.id
    await paidOrder(suite.server, m, [{ skuId: sku.skuId, quantity: 1 }], usedId)
    const tabs = ok(await suite.server.call("couponMy", { query: { status: "expired" } }, { token: m.token })).body
    expect(tabs.counts).toEqual({ unused: 0, used: 1, expired: 1 })
    expect(tabs.content.map((c) => [c.id, c.status, c.usable])).toEqual([[expiredId, "expired", false]])
    const refused = await suite.server.call("checkoutPreview", { body: { lines: [{ skuId: sku.skuId, quantity: 1 }], couponId: expiredId } }, { token: m.token })
    expect(refused).toMatchObject({ status: 409, body: { message: MALL_MESSAGES.couponExpired } })
  })
})
