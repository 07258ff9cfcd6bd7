import { and, eq, inArray, isNull } from "drizzle-orm"
import { courseComments, courseOrders, courses } from "../../server/courses/tables.ts"
import { COURSE_LEARNERS } from "../../server/seed/course-data.ts"
import { MORE_LEARNERS } from "../../server/seed/course-more-data.ts"
import { describe, expect, it } from "vitest"
import { seededToken, seededUserId } from "../setup/auth.ts"
import { VIP_COUPON_NAME } from "../../domain/mall/vip-coupons.ts"
import { orderReturns } from "../../server/mall/tables/returns.ts"
import { productReviews } from "../../server/mall/tables/reviews.ts"
import { mallOrders } from "../../server/mall/tables.ts"
import { scheduledJobs } from "../../server/core/tables.ts"
import { ok } from "../setup/test-server.ts"
import { accountAndLedger, runningLedger } from "../setup/wallet.ts"
import { useTestServer } from "../setup/server-suite.ts"

/** The mall's demo data: written through the services, and it agrees with itself. */
describe("mall demo data", () => {
  const suite = useTestServer("pglite")
  const idOf = (username: string) => seededUserId(suite.server, username)
  const tokenOf = (username: string) => seededToken(suite.server, username)

  it("has orders in every state, a return under way and coupons in every tab", async () => {
    const demo = await Promise.all(["lin_xiaoyu", "zhou_vip"].map(idOf))
    const states = await suite.server.deps.db.select({ status: mallOrders.status }).from(mallOrders).where(inArray(mallOrders.userId, demo))
    expect(new Set(states.map((s) => s.status))).toEqual(new Set([0, 1, 2, 3, 4]))
    const [ret] = await suite.server.deps.db.select().from(orderReturns).where(eq(orderReturns.userId, await idOf("lin_xiaoyu")))
    expect(ret).toMatchObject({ status: 1, reason: "7天无理由退货" })
    const zhou = await tokenOf("zhou_vip")
    // Two of her unused coupons are this month's VIP coupons; her orders were made at the VIP price.
    const mine = ok(await suite.server.call("couponMy", { query: {} }, { token: zhou })).body
    expect(mine.counts).toEqual({ unused: 4, used: 1, expired: 1 })
    expect(mine.content.filter((c) => c.coupon.name === VIP_COUPON_NAME).map((c) => c.coupon.label).sort()).toEqual(["满199减30", "满99减10"])
    const zhouOrders = await suite.server.deps.db.select().from(mallOrders).where(eq(mallOrders.userId, await idOf("zhou_vip")))
    expect(zhouOrders.every((o) => o.vipDiscountCents > 0 && o.payCents === o.goodsCents - o.vipDiscountCents + o.freightCents - o.discountCents)).toBe(true)
    const limited = ok(await suite.server.call("couponList", { query: {} })).body.find((c) => c.name === "美妍限量券")
    expect(limited).toMatchObject({ state: "soldOut", claimedCount: 3, totalCount: 3 })
    const pending = ok(await suite.server.call("reviewPending", { query: {} }, { token: zhou })).body
    expect(pending.length).toBe(2)
  })

  it("has reviews of every grade with replies, likes and default reviews, and product questions with answers", async () => {
    const rows = await suite.server.deps.db.select().from(productReviews)
    expect(new Set(rows.map((r) => r.grade))).toEqual(new Set([2, 3, 4, 5]))
    expect(rows.filter((r) => r.isDefault).length).toBeGreaterThanOrEqual(3)
    expect(rows.filter((r) => r.reply !== null).length).toBeGreaterThanOrEqual(4)
    expect(rows.some((r) => r.likeNumber >= 3 && r.pictures.length > 0)).toBe(true)
    const serum = ok(await suite.server.call("productList", { query: { keyword: "玻尿酸多重保湿精华液" } })).body.content[0]!
    const stats = ok(await suite.server.call("reviewStatistics", { params: { spuId: serum.spuId } })).body
    expect(stats.total).toBeGreaterThanOrEqual(2)
    const questions = ok(await suite.server.call("productQuestionList", { params: { spuId: serum.spuId }, query: {} })).body
    expect(questions.content[0]).toMatchObject({ answerTotal: 2 })
    const answers = ok(await suite.server.call("productAnswerList", { params: { questionId: questions.content[0]!.id }, query: {} })).body
    expect(answers.content.some((a) => a.fromShop)).toBe(true)
    // Default reviews the seed gave are done; none is left due.
    const due = await suite.server.deps.db
      .select()
      .from(scheduledJobs)
      .where(and(eq(scheduledJobs.kind, "mall.defaultReview"), eq(scheduledJobs.status, "pending")))
    expect(due.every((j) => j.runAt.getTime() > Date.now())).toBe(true)
  })

  it("keeps every demo buyer's ledger adding up line after line, in date order", async () => {
    const names = ["lin_xiaoyu", "zhou_vip", "learner_xiaoman", "learner_ahui", "learner_qingqing", "learner_laozhang", "learner_tangtang", "learner_muzi"]
    for (const name of names) {
      const userId = await idOf(name)
      const { lines, running } = await runningLedger(suite.server, userId, "balance", name)
      const wallet = await accountAndLedger(suite.server, userId)
      expect(running, name).toBe(wallet.balance)
      expect(lines.some((l) => l.kind === "product"), name).toBe(true)
    }
  })

  it("buys the seeded courses through the course payment: every learner's ledger adds up line after line, and a course's sales are its paid orders", async () => {
    const learners = [...COURSE_LEARNERS, ...MORE_LEARNERS].map((l) => l.username)
    for (const name of learners) {
      const userId = await idOf(name)
      const { lines, running } = await runningLedger(suite.server, userId, "balance", name)
      expect(running, name).toBe((await accountAndLedger(suite.server, userId)).balance)
      const paid = await suite.server.deps.db.select().from(courseOrders).where(and(eq(courseOrders.userId, userId), eq(courseOrders.status, "paid")))
      expect(paid.length, name).toBeGreaterThan(0)
      // Each paid order has its ledger line; each comment its paid order.
      for (const order of paid) expect(lines.some((l) => l.ref === order.orderNum && l.amount === -order.amountCents), `${name} ${order.orderNum}`).toBe(true)
    }
    const paidOrders = await suite.server.deps.db.select({ courseId: courseOrders.courseId }).from(courseOrders).where(eq(courseOrders.status, "paid"))
    const sales = (await suite.server.deps.db.select({ id: courses.id, sales: courses.salesCount }).from(courses)).map((c) => ({ ...c, paid: paidOrders.filter((o) => o.courseId === c.id).length }))
    expect(sales.filter((c) => c.sales !== c.paid)).toEqual([])
    expect(sales.some((c) => c.sales > 0)).toBe(true)
    const orphans = await suite.server.deps.db
      .select({ id: courseComments.id })
      .from(courseComments)
      .leftJoin(courseOrders, and(eq(courseOrders.orderNum, courseComments.orderNum), eq(courseOrders.status, "paid")))
      .where(isNull(courseOrders.id))
    expect(orphans).toEqual([])
  })
})
