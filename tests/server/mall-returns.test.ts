import { and, eq } from "drizzle-orm"
import { beforeAll, describe, expect, it } from "vitest"
import { MALL_MESSAGES } from "../../domain/mall/messages.ts"
import { createCoupon } from "../../server/mall/services/coupons.ts"
import { openShop } from "../../server/mall/services/shops.ts"
import { mallOrders } from "../../server/mall/tables.ts"
import { ledgerEntries } from "../../server/wallet/tables.ts"
import { signedInUser } from "../setup/auth.ts"
import { buyer, completedOrder, paidOrder, productOf, shopOwner, uploadPicture, type Buyer } from "../setup/mall-buyer.ts"
import { ok } from "../setup/test-server.ts"
import { databaseKinds } from "../setup/databases.ts"
import { accountAndLedger } from "../setup/wallet.ts"
import { useTestServer } from "../setup/server-suite.ts"

const DAY = 86_400_000
const ADDRESS = { name: "美妍售后部", phone: "0571-88886666", address: "浙江省杭州市西湖区文三路477号华星科技大厦B座6楼" }

describe.each(databaseKinds())("mall returns on %s", (kind) => {
  const suite = useTestServer(kind)
  let shop: { id: number; token: string }
  let otherShopToken: string
  let serum: { skuId: number; priceCents: number }
  let cream: { skuId: number; priceCents: number }

  const apply = (m: Buyer, body: { orderNum: string; skuIds?: number[]; reason?: string; description?: string; pictures?: string[] }) =>
    suite.server.call("returnApply", { body: { reason: "质量问题", description: "收到时瓶身有裂痕，精华液漏了一半", pictures: [], ...body } }, { token: m.token })

  const accept = (id: number, token = shop.token) => suite.server.call("shopReturnAccept", { params: { id }, body: ADDRESS }, { token })
  const send = (m: Buyer, id: number) => suite.server.call("returnSend", { params: { id }, body: { courier: "YTO", trackingNo: "YT8801234567" } }, { token: m.token })
  const receive = (id: number, token = shop.token) => suite.server.call("shopReturnReceive", { params: { id }, body: {} }, { token })

  beforeAll(async () => {
    shop = await shopOwner(suite.server)
    const other = await signedInUser(suite.server, { nickName: "另一家店", type: "merchant" })
    await openShop(suite.server.deps.db, { ownerId: other.user.id, name: "另一家店", logo: "", description: "" })
    otherShopToken = other.token
    serum = (await productOf(suite.server, "玻尿酸多重保湿精华液")).skus[0]!
    cream = (await productOf(suite.server, "神经酰胺屏障修护面霜")).skus[0]!
  })

  it("takes a return of a completed order through accept, send back and receipt, refunding the balance once even when confirmed twice at once", async () => {
    const m = await buyer(suite.server)
    const order = await completedOrder(suite.server, m, [
      { skuId: serum.skuId, quantity: 1 },
      { skuId: cream.skuId, quantity: 2 },
    ])
    const afterSale = ok(await suite.server.call("orderAfterSale", { params: { orderNum: order.orderNum } }, { token: m.token })).body
    expect(afterSale.items.every((i) => i.returnable && i.reviewable)).toBe(true)
    expect(afterSale.reasons).toContain("7天无理由退货")
    expect(Date.parse(afterSale.returnDeadline!) - Date.parse(order.receiveTime!)).toBe(7 * DAY)

    const proof = await uploadPicture(suite.server, m.token)
    const applied = ok(await apply(m, { orderNum: order.orderNum, skuIds: [cream.skuId], pictures: [proof] })).body
    expect(applied).toMatchObject({ status: 0, refundCents: cream.priceCents * 2, pictures: [proof], orderNum: order.orderNum, reason: "质量问题" })
    expect(applied.items.map((i) => i.skuId)).toEqual([cream.skuId])
    expect(await apply(m, { orderNum: order.orderNum, skuIds: [cream.skuId] })).toMatchObject({ status: 409, body: { message: MALL_MESSAGES.returnLineTaken } })
    expect(await suite.server.call("orderDelete", { params: { orderNum: order.orderNum } }, { token: m.token })).toMatchObject({ status: 409, body: { code: "open_return" } })

    // Only the shop acts on it, and only after it was accepted can the buyer send it back.
    expect(await send(m, applied.id)).toMatchObject({ status: 409, body: { message: MALL_MESSAGES.returnNotReturning } })
    expect(await receive(applied.id)).toMatchObject({ status: 409 })
    expect(ok(await suite.server.call("shopReturnList", { query: { status: 0 } }, { token: shop.token })).body.content.map((r) => r.id)).toContain(applied.id)
    const accepted = ok(await accept(applied.id)).body
    expect(accepted).toMatchObject({ status: 1, returnAddress: ADDRESS })
    expect(await accept(applied.id)).toMatchObject({ status: 409, body: { message: MALL_MESSAGES.returnNotPending } })
    expect(await receive(applied.id)).toMatchObject({ status: 409, body: { code: "not_sent", message: MALL_MESSAGES.returnNotSent } })
    const sent = ok(await send(m, applied.id)).body
    expect(sent).toMatchObject({ status: 1, courier: "YTO", courierName: "圆通速递", trackingNo: "YT8801234567" })

    const before = await accountAndLedger(suite.server, m.user.id)
    const [first, second] = await Promise.all([receive(applied.id), receive(applied.id)])
    expect(ok(first!).body.status).toBe(2)
    expect(ok(second!).body.status).toBe(2)
    const retry = ok(await receive(applied.id)).body
    expect(retry.receiveTime).toBe(ok(first!).body.receiveTime)
    const after = await accountAndLedger(suite.server, m.user.id)
    expect(after.balance).toBe(before.balance + cream.priceCents * 2)
    expect(after.balanceLedger).toBe(after.balance)
    const refunds = await suite.server.deps.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, m.user.id), eq(ledgerEntries.kind, "refund")))
    expect(refunds.map((r) => [r.amount, r.ref])).toEqual([[cream.priceCents * 2, applied.returnNo]])
    expect(refunds[0]!.title).toBe(MALL_MESSAGES.returnRefundTitle(order.orderNum))

    const mine = ok(await suite.server.call("returnMy", { query: { status: 2 } }, { token: m.token })).body
    expect(mine.content.map((r) => r.id)).toEqual([applied.id])
    // The rest of the order may still be returned; the returned line not again.
    const rest = ok(await suite.server.call("orderAfterSale", { params: { orderNum: order.orderNum } }, { token: m.token })).body
    expect(rest.items.map((i) => [i.skuId, i.returnable, i.returnStatus])).toEqual([
      [serum.skuId, true, null],
      [cream.skuId, false, 2],
    ])
  })

  it("refunds what was paid for the lines: their share of the coupon is kept back", async () => {
    const now = Date.now()
    const couponId = await createCoupon(suite.server.deps.db, {
      shopId: null,
      name: "满减券",
      scope: "all",
      thresholdCents: 0,
      amountCents: 1000,
      totalCount: 10,
      claimStart: now - DAY,
      claimEnd: now + DAY,
      useStart: now - DAY,
      useEnd: now + DAY,
    })
    const m = await buyer(suite.server)
    const mine = ok(await suite.server.call("couponClaim", { params: { couponId } }, { token: m.token })).body.claimed.id
    const order = await completedOrder(
      suite.server,
      m,
      [
        { skuId: serum.skuId, quantity: 1 },
        { skuId: cream.skuId, quantity: 1 },
      ],
      mine,
    )
    expect(order.discountCents).toBe(1000)
    const whole = ok(await apply(m, { orderNum: order.orderNum, reason: "7天无理由退货" })).body
    expect(whole.items).toHaveLength(2)
    expect(whole.refundCents).toBe(serum.priceCents + cream.priceCents - 1000)
    expect(whole.items.reduce((n, i) => n + i.refundCents, 0)).toBe(whole.refundCents)
    expect(await apply(m, { orderNum: order.orderNum })).toMatchObject({ status: 409, body: { message: MALL_MESSAGES.returnNothingLeft } })
    // Refunded in full, the order gives its coupon back while it can still be used.
    ok(await accept(whole.id))
    ok(await send(m, whole.id))
    const before = await accountAndLedger(suite.server, m.user.id)
    ok(await receive(whole.id))
    expect((await accountAndLedger(suite.server, m.user.id)).balance).toBe(before.balance + whole.refundCents)
    const coupons = ok(await suite.server.call("couponMy", { query: {} }, { token: m.token })).body
    expect(coupons.content.map((c) => [c.id, c.status])).toEqual([[mine, "unused"]])
  })

  it("lets only the buyer and the order's shop act: others get 404, a member without a shop 403", async () => {
    const m = await buyer(suite.server)
    const stranger = await buyer(suite.server)
    const order = await completedOrder(suite.server, m, [{ skuId: serum.skuId, quantity: 1 }])
    expect(await apply(stranger, { orderNum: order.orderNum })).toMatchObject({ status: 404 })
    expect(await suite.server.call("orderAfterSale", { params: { orderNum: order.orderNum } }, { token: stranger.token })).toMatchObject({ status: 404 })
    const applied = ok(await apply(m, { orderNum: order.orderNum })).body
    expect(await suite.server.call("returnDetail", { params: { id: applied.id } }, { token: stranger.token })).toMatchObject({ status: 404 })
    expect(await send(stranger, applied.id)).toMatchObject({ status: 404 })
    expect(await suite.server.call("shopReturnList", { query: {} }, { token: stranger.token })).toMatchObject({ status: 403, body: { code: "not_maker_centre" } })
    expect(await accept(applied.id, stranger.token)).toMatchObject({ status: 403 })
    expect(await accept(applied.id, otherShopToken)).toMatchObject({ status: 404 })
    expect(await suite.server.call("shopReturnDetail", { params: { id: applied.id } }, { token: otherShopToken })).toMatchObject({ status: 404 })
    expect(ok(await suite.server.call("shopReturnList", { query: {} }, { token: otherShopToken })).body.totalElements).toBe(0)
    expect(ok(await suite.server.call("shopReturnDetail", { params: { id: applied.id } }, { token: shop.token })).body.buyer.nickName).toBe(m.user.nickName)
    expect(await suite.server.call("returnMy", { query: {} })).toMatchObject({ status: 401 })
  })

  it("refuses what the rules refuse: an unfinished order, after seven days, a reason off the list, someone else's picture, a bad address", async () => {
    const m = await buyer(suite.server)
    const unfinished = await paidOrder(suite.server, m, [{ skuId: serum.skuId, quantity: 1 }])
    expect(await apply(m, { orderNum: unfinished.orderNum })).toMatchObject({ status: 409, body: { message: MALL_MESSAGES.returnOnlyCompleted } })

    const order = await completedOrder(suite.server, m, [{ skuId: serum.skuId, quantity: 1 }])
    expect(await apply(m, { orderNum: order.orderNum, reason: "不想要了" })).toMatchObject({ status: 400, body: { message: MALL_MESSAGES.returnReasonRequired } })
    const othersPicture = await uploadPicture(suite.server, (await buyer(suite.server)).token)
    expect(await apply(m, { orderNum: order.orderNum, pictures: [othersPicture] })).toMatchObject({ status: 400, body: { message: MALL_MESSAGES.returnBadPicture } })
    expect(await apply(m, { orderNum: order.orderNum, pictures: ["/product/hyaluronic-serum-1.svg"] })).toMatchObject({ status: 400 })
    expect(await apply(m, { orderNum: order.orderNum, skuIds: [cream.skuId] })).toMatchObject({ status: 400, body: { message: MALL_MESSAGES.returnLineNotInOrder } })

    const applied = ok(await apply(m, { orderNum: order.orderNum })).body
    expect(await suite.server.call("shopReturnAccept", { params: { id: applied.id }, body: { ...ADDRESS, phone: "123" } }, { token: shop.token })).toMatchObject({
      status: 400,
      body: { message: MALL_MESSAGES.returnAddressPhone },
    })
    expect(await suite.server.call("shopReturnReject", { params: { id: applied.id }, body: { reason: " " } }, { token: shop.token })).toMatchObject({
      status: 400,
      body: { message: MALL_MESSAGES.returnRejectReasonRequired },
    })
    const rejected = ok(await suite.server.call("shopReturnReject", { params: { id: applied.id }, body: { reason: "商品已拆封使用，影响二次销售" } }, { token: shop.token })).body
    expect(rejected).toMatchObject({ status: 3, handleNote: "商品已拆封使用，影响二次销售" })
    expect(await receive(applied.id)).toMatchObject({ status: 409 })
    // A rejected return lets its lines go: the buyer may apply again within the seven days.
    const again = ok(await apply(m, { orderNum: order.orderNum, reason: "其他问题" })).body
    expect(again.status).toBe(0)

    const late = await completedOrder(suite.server, m, [{ skuId: cream.skuId, quantity: 1 }])
    await suite.server.deps.db
      .update(mallOrders)
      .set({ receivedAt: new Date(Date.now() - 7 * DAY - 60_000) })
      .where(eq(mallOrders.orderNum, late.orderNum))
    expect(await apply(m, { orderNum: late.orderNum })).toMatchObject({ status: 409, body: { message: MALL_MESSAGES.returnWindowOver(7) } })
    const lateState = ok(await suite.server.call("orderAfterSale", { params: { orderNum: late.orderNum } }, { token: m.token })).body
    expect(lateState.items[0]!.returnable).toBe(false)
  })
})
