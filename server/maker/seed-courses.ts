import { and, asc, eq, gt, isNull } from "drizzle-orm"
import type { Tx } from "../core/db/client.ts"
import { createOrder, payOrder } from "../courses/services/orders.ts"
import { courseOrders, courses } from "../courses/tables.ts"
import type { SeedSet } from "../seed/seed-sets.ts"
import { demoAccountId, demoAccountIds } from "../seed/demo-accounts.ts"
import { balances } from "../wallet/services/ledger.ts"
import { DAY } from "../../domain/core/durations.ts"
import { cents } from "../../domain/core/money.ts"

/** Demo learners who buy the maker's course, with the day each pays. */
const BUYERS = [
  ["learner_xiaoman", 5],
  ["learner_ahui", 3],
  ["learner_qingqing", 1],
] as const

/**
 * The demo maker 陈一帆 (chen_maker) sells one video course in the maker centre (视频订单): the
 * first listed paid video course nobody owns is given to the maker, and demo learners buy it
 * through the course order services members use (an order, then the balance payment).
 */
export const makerCoursesDemoSeed: SeedSet = {
  name: "maker-courses-demo",
  demo: true,
  async apply(tx: Tx) {
    const makerId = await demoAccountId(tx, "chen_maker")
    if (makerId === undefined) return
    const [course] = await tx
      .select()
      .from(courses)
      .where(and(eq(courses.type, "video"), eq(courses.status, "on"), gt(courses.priceCents, cents(0)), eq(courses.vipFree, false), isNull(courses.ownerId)))
      .orderBy(asc(courses.id))
      .limit(1)
    if (!course) return
    await tx.update(courses).set({ ownerId: makerId }).where(eq(courses.id, course.id))
    const buyers = await demoAccountIds(tx, BUYERS.map(([name]) => name))
    const now = Date.now()
    for (const [name, daysAgo] of BUYERS) {
      const buyerId = buyers.get(name)
      if (buyerId === undefined) continue
      const [bought] = await tx.select({ id: courseOrders.id }).from(courseOrders).where(and(eq(courseOrders.userId, buyerId), eq(courseOrders.courseId, course.id), eq(courseOrders.status, "paid")))
      if (bought || (await balances(tx, buyerId)).balanceCents < course.priceCents) continue
      const at = now - daysAgo * DAY
      const order = await createOrder(tx, buyerId, course.id, at)
      await payOrder(tx, buyerId, order.orderNum, at + 60_000)
    }
  },
}
