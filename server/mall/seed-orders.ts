/**
 * Demo orders, returns, reviews and product questions, written through the services members
 * and the shop use, each step at its own time (the services take the clock as an argument):
 *
 * - 林小雨 (lin_xiaoyu): an order she cancelled (已关闭), one shipped (已发货), and one completed
 *   with 全场满199减30 whose toner she is returning (退货中: the shop accepted, she has yet to
 *   send it back).
 * - 周婉清 (zhou_vip): one unpaid (待付款, it closes 30 minutes after the first start), one paid
 *   (待发货), one completed nine days ago with 美妍旗舰店满299减50 (her review with the shop's
 *   reply, and the default good review for the line she did not review), one completed two days
 *   ago waiting for her review, one cancelled whose coupon came back.
 * - The learners: completed orders a few weeks old with reviews of every grade, pictures, the
 *   shop's replies and likes, and lines left to the default good review.
 * - Questions about products with the answers of members and the shop.
 *
 * Money comes from recharges through the sandbox cashier; each ledger line is dated with its
 * step and written in date order, so every member's ledger still adds up line after line.
 */
import { and, asc, eq, gt, inArray } from "drizzle-orm"
import type { Db, Tx } from "../core/db/client.ts"
import { unschedule } from "../core/scheduler.ts"
import { createAddress } from "../member/services/addresses.ts"
import { users } from "../session/tables/users.ts"
import { productImage } from "../seed/products.ts"
import type { SeedSet } from "../seed/seed-sets.ts"
import { dateLedgerLine, seedRecharge } from "../seed/wallet-steps.ts"
import { addresses } from "../member/tables.ts"
import { DEMO_COUPONS } from "./seed-coupons.ts"
import { DEMO_QUESTIONS, LEARNER_ADDRESSES, LEARNER_ORDERS, RETURN_ADDRESS, VIP_REVIEW } from "./seed-texts.ts"
import { createOrders } from "./services/checkout.ts"
import { answerQuestion, askQuestion } from "./services/questions.ts"
import { cancelOrder, payOrders, receiveOrder, shipOrder } from "./services/orders.ts"
import { acceptReturn, applyReturn } from "./services/returns.ts"
import { createReview, DEFAULT_REVIEW_JOB, giveDefaultReviews, replyReview, setReviewLike } from "./services/reviews.ts"
import { coupons, memberCoupons } from "./tables/coupons.ts"
import { products } from "./tables/products.ts"
import { productSkus } from "./tables.ts"
import { defaultReviewAt } from "../../domain/mall/review.ts"
import { DAY, HOUR, MINUTE } from "../../domain/core/durations.ts"

const COURIERS = ["SF", "ZTO", "YTO", "YD", "STO"] as const

export const mallOrdersSeed: SeedSet = {
  name: "mall-orders",
  demo: true,
  async apply(tx: Tx) {
    const now = Date.now()
    const names = ["meiyan_shop", "lin_xiaoyu", "zhou_vip", ...Object.keys(LEARNER_ADDRESSES)]
    const people = new Map(
      (await tx.select({ id: users.id, username: users.username, authState: users.authState }).from(users).where(inArray(users.username, names))).map((u) => [u.username, u]),
    )
    const shop = people.get("meiyan_shop")
    if (!shop) return
    const person = (username: string) => {
      const found = people.get(username)
      if (!found) throw new Error(`demo account ${username} is missing`)
      return found
    }

    // The first SKU in stock of each demo product, by the product's key.
    const skuRows = await tx
      .select({ skuId: productSkus.skuId, cover: products.cover })
      .from(productSkus)
      .innerJoin(products, eq(products.spuId, productSkus.spuId))
      .where(and(eq(products.merchantId, shop.id), eq(products.status, "on"), gt(productSkus.stock, 5)))
      .orderBy(asc(productSkus.skuId))
    const skuOf = (key: string): number => {
      const row = skuRows.find((r) => r.cover === productImage(key, 1))
      if (!row) throw new Error(`no demo SKU in stock for ${key}`)
      return row.skuId
    }

    const dated = (userId: number, key: string, at: number) => dateLedgerLine(tx, userId, key, at)
    const recharge = (userId: number, yuan: number, at: number) => seedRecharge(tx, userId, yuan * 100, at)
    const defaultAddress = async (userId: number): Promise<number> => {
      const [row] = await tx.select({ id: addresses.id }).from(addresses).where(and(eq(addresses.userId, userId), eq(addresses.defaulted, true)))
      if (!row) throw new Error(`no default address for member ${userId}`)
      return row.id
    }
    const memberCouponOf = async (userId: number, coupon: string): Promise<number> => {
      const [row] = await tx
        .select({ id: memberCoupons.id })
        .from(memberCoupons)
        .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
        .where(and(eq(memberCoupons.userId, userId), eq(coupons.name, coupon)))
      if (!row) throw new Error(`member ${userId} holds no ${coupon}`)
      return row.id
    }
    let parcel = 0
    /** Makes the order at `at`; pays it a few minutes later unless told not to. */
    const order = async (userId: number, lines: ReadonlyArray<{ key: string; quantity: number }>, at: number, options: { couponId?: number | null; pay?: boolean } = {}) => {
      const made = await createOrders(
        tx,
        userId,
        { lines: lines.map((l) => ({ skuId: skuOf(l.key), quantity: l.quantity })), addressId: await defaultAddress(userId), couponId: options.couponId ?? null },
        at,
      )
      const orderNum = made.orders[0]!.orderNum
      if (options.pay !== false) {
        await payOrders(tx, userId, [orderNum], at + 5 * MINUTE)
        await dated(userId, `product-${orderNum}`, at + 5 * MINUTE)
      }
      return orderNum
    }
    const ship = (orderNum: string, at: number) => {
      parcel += 1
      const courier = COURIERS[parcel % COURIERS.length]!
      return shipOrder(tx, shop.id, orderNum, { courier, trackingNo: `${courier}${String(7_300_000_000 + parcel * 7919).padStart(10, "0")}` }, at)
    }
    /** The default good review, as the job gives it seven days after receipt. */
    const defaultReviews = async (orderNum: string, receivedAt: number) => {
      await giveDefaultReviews(tx, orderNum, defaultReviewAt(receivedAt))
      await unschedule(tx, DEFAULT_REVIEW_JOB, orderNum)
    }
    const lineOf = async (orderNum: string, key: string) => ({ orderNum, skuId: skuOf(key) })

    // 周婉清
    const zhou = person("zhou_vip")
    await recharge(zhou.id, 1000, now - 10 * DAY)
    const reviewed = await order(
      zhou.id,
      [
        { key: "hyaluronic-serum", quantity: 2 },
        { key: "ceramide-cream", quantity: 1 },
      ],
      now - 9.8 * DAY,
      { couponId: await memberCouponOf(zhou.id, DEMO_COUPONS.shop) },
    )
    await ship(reviewed, now - 9.5 * DAY)
    await receiveOrder(tx, zhou.id, reviewed, now - 9 * DAY)
    const zhouReview = await createReview(
      tx,
      zhou,
      { ...(await lineOf(reviewed, "hyaluronic-serum")), grade: VIP_REVIEW.grade, content: VIP_REVIEW.content, pictures: [productImage("hyaluronic-serum", 2)] },
      now - 8.5 * DAY,
    )
    await replyReview(tx, shop.id, zhouReview.id, VIP_REVIEW.reply, now - 8 * DAY)
    await defaultReviews(reviewed, now - 9 * DAY)
    // Cancelled with the serum coupon, which came back to her (two bottles: one at her VIP price is under its threshold).
    const cancelled = await order(zhou.id, [{ key: "hyaluronic-serum", quantity: 2 }], now - 6 * DAY, {
      couponId: await memberCouponOf(zhou.id, DEMO_COUPONS.serum),
      pay: false,
    })
    await cancelOrder(tx, zhou.id, cancelled, now - 6 * DAY + 20 * MINUTE)
    const toReview = await order(
      zhou.id,
      [
        { key: "centella-mask", quantity: 1 },
        { key: "vitamin-d3", quantity: 1 },
      ],
      now - 4 * DAY,
    )
    await ship(toReview, now - 3.5 * DAY)
    await receiveOrder(tx, zhou.id, toReview, now - 2 * DAY)
    await order(zhou.id, [{ key: "probiotics", quantity: 1 }], now - 1 * DAY)
    await order(zhou.id, [{ key: "vitamin-c", quantity: 2 }], now - 2 * MINUTE, { pay: false })

    // 林小雨
    const lin = person("lin_xiaoyu")
    await recharge(lin.id, 600, now - 2.6 * DAY)
    const linCancelled = await order(lin.id, [{ key: "amino-cleanser", quantity: 1 }], now - 2.4 * DAY, { pay: false })
    await cancelOrder(tx, lin.id, linCancelled, now - 2.4 * DAY + 15 * MINUTE)
    const returning = await order(
      lin.id,
      [
        { key: "hyaluronic-serum", quantity: 1 },
        { key: "niacinamide-toner", quantity: 1 },
      ],
      now - 2.3 * DAY,
      { couponId: await memberCouponOf(lin.id, DEMO_COUPONS.everything) },
    )
    await ship(returning, now - 2 * DAY)
    await receiveOrder(tx, lin.id, returning, now - 0.8 * DAY)
    const application = await applyReturn(
      tx,
      lin.id,
      {
        orderNum: returning,
        skuIds: [skuOf("niacinamide-toner")],
        reason: "7天无理由退货",
        description: "爽肤水还没有拆封，和家里囤的重复了，申请七天无理由退货。",
        pictures: [productImage("niacinamide-toner", 1)],
      },
      now - 0.6 * DAY,
    )
    await acceptReturn(tx, shop.id, application.id, { ...RETURN_ADDRESS, note: "请保持商品包装完好，不支持到付，寄出后填写快递单号。" }, now - 0.4 * DAY)
    const shipped = await order(lin.id, [{ key: "sunscreen", quantity: 1 }], now - 1.5 * DAY)
    await ship(shipped, now - 0.5 * DAY)

    // The learners: completed orders with reviews, replies and likes.
    const reviewIds = new Map<string, number>()
    const recharged = new Set<number>()
    for (const [index, plan] of LEARNER_ORDERS.entries()) {
      const learner = person(plan.username)
      const start = now - plan.daysAgo * DAY
      if (!recharged.has(learner.id)) {
        const address = LEARNER_ADDRESSES[plan.username]!
        await createAddress(tx as Db, learner.id, { ...address, region: address.region })
        await recharge(learner.id, 600, start - HOUR)
        recharged.add(learner.id)
      }
      const orderNum = await order(learner.id, plan.lines, start)
      await ship(orderNum, start + 0.5 * DAY)
      const receivedAt = start + 3 * DAY
      await receiveOrder(tx, learner.id, orderNum, receivedAt)
      for (const [i, line] of plan.lines.entries()) {
        const text = plan.reviews[i]
        if (!text) continue
        const made = await createReview(
          tx,
          learner,
          { ...(await lineOf(orderNum, line.key)), grade: text.grade, content: text.content, pictures: (text.pictures ?? []).map((n) => productImage(line.key, n)) },
          receivedAt + (1 + i * 0.2) * DAY,
        )
        if (i === 0) reviewIds.set(`${index}`, made.id)
      }
      const first = reviewIds.get(`${index}`)
      if (first !== undefined && plan.reply) await replyReview(tx, shop.id, first, plan.reply, receivedAt + 1.6 * DAY)
      if (first !== undefined) for (const fan of plan.likedBy ?? []) await setReviewLike(tx, person(fan).id, first, true)
      await defaultReviews(orderNum, receivedAt)
    }

    // Questions about products, with the answers of members and the shop.
    for (const q of DEMO_QUESTIONS) {
      const [product] = await tx.select({ spuId: products.spuId }).from(products).where(eq(products.cover, productImage(q.key, 1)))
      if (!product) continue
      const asked = await askQuestion(tx, person(q.username), { spuId: product.spuId, title: q.title, content: q.content }, now - q.daysAgo * DAY)
      for (const [i, a] of q.answers.entries()) await answerQuestion(tx, person(a.by), asked.id, a.content, now - q.daysAgo * DAY + (i + 1) * 5 * HOUR)
    }
  },
}
