/**
 * 视频订单 and 图文订单 of the maker centre: the paid orders of the courses an account owns
 * (courses.owner_id), read-only, newest payment first, with the count and sum of all of them.
 */
import { and, count, desc, eq, sql } from "drizzle-orm"
import type { OwnerCourseOrderPage } from "../../../domain/courses/entities/owner-order.ts"
import { pageCount } from "../../../domain/core/paging.ts"
import type { Tx } from "../../core/db/client.ts"
import { inText } from "../../core/db/window-in-text.ts"
import { users } from "../../session/tables/users.ts"
import { courseOrders, courses } from "../tables.ts"

export async function ownerCourseOrders(
  tx: Tx,
  ownerId: number,
  query: { readonly type: "video" | "image"; readonly page?: number | undefined; readonly size?: number | undefined },
): Promise<OwnerCourseOrderPage> {
  const size = query.size ?? 10
  const page = query.page ?? 0
  const owned = and(eq(courses.ownerId, ownerId), eq(courses.type, query.type))
  const where = and(owned, eq(courseOrders.status, "paid"))
  const [rows, [totals], [owns]] = await Promise.all([
    tx
      .select({
        orderNum: courseOrders.orderNum,
        courseId: courses.id,
        courseTitle: courses.title,
        buyer: users.nickName,
        priceCents: courseOrders.priceCents,
        amountCents: courseOrders.amountCents,
        paidAt: courseOrders.paidAt,
      })
      .from(courseOrders)
      .innerJoin(courses, eq(courses.id, courseOrders.courseId))
      .innerJoin(users, eq(users.id, courseOrders.userId))
      .where(where)
      .orderBy(desc(courseOrders.paidAt), desc(courseOrders.id))
      .limit(inText(size))
      .offset(inText(page * size)),
    tx
      .select({ n: count(), cents: sql<number>`coalesce(sum(${courseOrders.amountCents}), 0)::bigint` })
      .from(courseOrders)
      .innerJoin(courses, eq(courses.id, courseOrders.courseId))
      .where(where),
    tx.select({ n: count() }).from(courses).where(owned),
  ])
  const totalElements = totals?.n ?? 0
  return {
    content: rows.map(({ paidAt, ...r }) => ({ ...r, payTime: (paidAt ?? new Date(0)).toISOString() })),
    totalElements,
    totalPages: pageCount(totalElements, size),
    totals: { orders: totalElements, amountCents: Number(totals?.cents ?? 0), courses: owns?.n ?? 0 },
  }
}
