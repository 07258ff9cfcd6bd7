import { and, asc, eq, gt, inArray, isNull } from "drizzle-orm"
import type { Tx } from "../core/db/client.ts"
import { createOrder, payOrder } from "../courses/services/orders.ts"
import { courseOrders, courses } from "../courses/tables.ts"
import type { SeedSet } from "../seed/seed-sets.ts"
import { users } from "../session/tables/users.ts"
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
    const [maker] = await tx.select({ id: users.id }).from(users).where(eq(users.username, "chen_maker"))
    if (!maker) return
    const [course] = await tx
      .select()
      .from(courses)
      .where(and(eq(courses.type, "video"), eq(courses.status, "on"), gt(courses.priceCents, cents(0)), eq(courses.vipFree, false), isNull(courses.ownerId)))
      .orderBy(asc(courses.id))
      .limit(1)
    if (!course) return
    await tx.update(courses).set({ ownerId: maker.id }).where(eq(courses.id, course.id))
    const buyers = await tx.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, BUYERS.map(([name]) => name)))
    const now = Date.now()
    for (const [name, daysAgo] of BUYERS) {
      const buyer = buyers.find((b) => b.username === name)
      if (!buyer) continue
      const [bought] = await tx.select({ id: courseOrders.id }).from(courseOrders).where(and(eq(courseOrders.userId, buyer.id), eq(courseOrders.courseId, course.id), eq(courseOrders.status, "paid")))
      if (bought || (await balances(tx, buyer.id)).balanceCents < course.priceCents) continue
      const at = now - daysAgo * DAY
      const order = await createOrder(tx, buyer.id, course.id, at)
      await payOrder(tx, buyer.id, order.orderNum, at + 60_000)
    }
  },
}
