/** What a viewer may learn of a course: bought, VIP, free (domain/courses/access.ts decides). */
import { and, desc, eq } from "drizzle-orm"
import { accessReason, isVipActive, priceFor, type PricedCourse } from "../../../domain/courses/access.ts"
import type { CourseAccess } from "../../../domain/courses/entities/course.ts"
import type { Tx } from "../../core/db/client.ts"
import { courseOrders } from "../tables.ts"
import { users } from "../../session/tables/users.ts"

export interface ViewerFacts {
  readonly userId: number | null
  readonly vipActive: boolean
  /** The paid order of the course, when bought. */
  readonly orderNum: string | null
}

export const vipActiveOf = async (tx: Tx, userId: number | null, now: number): Promise<boolean> => {
  if (userId === null) return false
  const [row] = await tx.select({ vipExpiresAt: users.vipExpiresAt }).from(users).where(eq(users.id, userId))
  return isVipActive(row?.vipExpiresAt?.getTime() ?? null, now)
}

export const paidOrderOf = async (tx: Tx, userId: number | null, courseId: number): Promise<string | null> => {
  if (userId === null) return null
  const [row] = await tx
    .select({ orderNum: courseOrders.orderNum })
    .from(courseOrders)
    .where(and(eq(courseOrders.userId, userId), eq(courseOrders.courseId, courseId), eq(courseOrders.status, "paid")))
    .orderBy(desc(courseOrders.id))
    .limit(1)
  return row?.orderNum ?? null
}

export const viewerFacts = async (tx: Tx, userId: number | null, courseId: number, now: number): Promise<ViewerFacts> => {
  const [vipActive, orderNum] = await Promise.all([vipActiveOf(tx, userId, now), paidOrderOf(tx, userId, courseId)])
  return { userId, vipActive, orderNum }
}

export const accessOf = (course: PricedCourse, viewer: ViewerFacts): CourseAccess => {
  const reason = accessReason(course, { purchased: viewer.orderNum !== null, vipActive: viewer.vipActive })
  return {
    entitled: reason !== null,
    reason,
    orderNum: viewer.orderNum,
    payCents: priceFor(course, viewer.vipActive),
    vipActive: viewer.vipActive,
    signedIn: viewer.userId !== null,
  }
}
