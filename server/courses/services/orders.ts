/**
 * Course orders, paid from the wallet balance. An order keeps the amount due when it was made
 * (the VIP price for a VIP); paying debits the balance through the wallet's ledger with the
 * order number as its idempotency key, in the transaction that marks the order paid, so an
 * order is paid once and a member buys a course once (a unique index backs this up). A maker's
 * course credits the maker's share (MAKER_SHARE_PERCENT) in that same transaction.
 */
import { and, desc, eq, getTableColumns, gt, or, sql } from "drizzle-orm"
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types"
import { priceFor } from "../../../domain/courses/access.ts"
import { makerShareOf } from "../../../domain/courses/maker-course.ts"
import { COURSE_MESSAGES } from "../../../domain/courses/messages.ts"
import type { CourseOrder } from "../../../domain/courses/entities/course.ts"
import type { Db, Tx } from "../../core/db/client.ts"
import type { RsaKeys } from "../../session/services/rsa.ts"
import { once } from "../../wallet/services/idempotency.ts"
import { payWithPassword } from "../../wallet/services/password-payment.ts"
import { courseChapters, courseLessons, courseOrders, courses, courseTeachers } from "../tables.ts"
import { badRequest, conflict, notFound } from "../../../domain/core/errors.ts"
import { balances, credit, debit } from "../../wallet/services/ledger.ts"
import { isOverdue, unpaidCutoff } from "../../../domain/orders/unpaid.ts"
import { accessOf, viewerFacts } from "./access.ts"
import { findCard } from "./catalog.ts"
import { iso } from "../../core/iso.ts"
import { drawOrderNumber, insertUnderFreshNumber } from "../../core/db/fresh-number.ts"
import { cents, type Cents } from "../../../domain/core/money.ts"
import { courseTypeOf } from "./course-type.ts"

/** A course order's number: `KC` + China date and time to the second + six random digits. */
export const newOrderNum = (now: number): string => drawOrderNumber("KC", now)

/** A video course's first lesson by the order of its chapters and lessons (where the paid course opens), read with the order. */
const firstLessonId = sql<number | null>`case when ${courses.type} = 'video' then (
  select ${courseLessons.id} from ${courseLessons}
  inner join ${courseChapters} on ${courseChapters.id} = ${courseLessons.chapterId}
  where ${courseLessons.courseId} = ${courseOrders.courseId}
  order by ${courseChapters.sort}, ${courseChapters.id}, ${courseLessons.sort}, ${courseLessons.id}
  limit 1
) end`

/** What an order's view reads: the order, its course and the course's teacher. */
const viewColumns = {
  id: courseOrders.id,
  orderNum: courseOrders.orderNum,
  courseId: courseOrders.courseId,
  courseType: courses.type,
  courseTitle: courses.title,
  cover: courses.cover,
  teacherName: courseTeachers.name,
  priceCents: courseOrders.priceCents,
  amountCents: courseOrders.amountCents,
  status: courseOrders.status,
  createdAt: courseOrders.createdAt,
  paidAt: courseOrders.paidAt,
  firstLessonId,
}

type ViewRow = SelectResultFields<typeof viewColumns>

const viewOf = (row: ViewRow): CourseOrder => ({
  id: row.id,
  orderNum: row.orderNum,
  courseId: row.courseId,
  courseType: courseTypeOf(row.courseType),
  courseTitle: row.courseTitle,
  cover: row.cover,
  teacherName: row.teacherName,
  priceCents: row.priceCents,
  amountCents: row.amountCents,
  status: row.status === "paid" ? "paid" : row.status === "closed" ? "closed" : "unpaid",
  createTime: row.createdAt.toISOString(),
  payTime: iso(row.paidAt),
  firstLessonId: row.firstLessonId === null ? null : Number(row.firstLessonId),
})

export const orderView = async (tx: Tx, orderNum: string, userId: number): Promise<CourseOrder> => {
  const [row] = await tx
    .select(viewColumns)
    .from(courseOrders)
    .innerJoin(courses, eq(courses.id, courseOrders.courseId))
    .innerJoin(courseTeachers, eq(courseTeachers.id, courses.teacherId))
    .where(and(eq(courseOrders.orderNum, orderNum), eq(courseOrders.userId, userId)))
  if (!row) throw notFound(COURSE_MESSAGES.orderNotFound)
  return viewOf(row)
}

/**
 * A new order for a course, or the member's open order of it (with its amount brought up to
 * date). Refused when the member may already learn the whole course.
 */
export const createOrder = async (tx: Tx, userId: number, courseId: number, now: number): Promise<CourseOrder> => {
  const card = await findCard(tx, courseId)
  if (!card) throw notFound(COURSE_MESSAGES.courseNotFound)
  const access = accessOf(card, await viewerFacts(tx, userId, courseId, now))
  if (access.reason === "purchased") throw conflict(COURSE_MESSAGES.alreadyPurchased)
  if (access.entitled) throw conflict(COURSE_MESSAGES.freeToLearn)
  const amount = priceFor(card, access.vipActive)
  const [open] = await tx
    .select({ orderNum: courseOrders.orderNum })
    .from(courseOrders)
    .where(
      and(
        eq(courseOrders.userId, userId),
        eq(courseOrders.courseId, courseId),
        eq(courseOrders.status, "unpaid"),
        // An order past its 30 minutes is the sweep's to close, not to reuse.
        gt(courseOrders.createdAt, new Date(unpaidCutoff(now))),
      ),
    )
    .orderBy(desc(courseOrders.id))
    .limit(1)
  if (open) {
    await tx.update(courseOrders).set({ priceCents: card.priceCents, amountCents: amount }).where(eq(courseOrders.orderNum, open.orderNum))
    return orderView(tx, open.orderNum, userId)
  }
  const { num } = await insertUnderFreshNumber(
    () => newOrderNum(now),
    (orderNum) =>
      tx
        .insert(courseOrders)
        .values({ orderNum, userId, courseId, priceCents: card.priceCents, amountCents: amount, createdAt: new Date(now) })
        .onConflictDoNothing({ target: courseOrders.orderNum })
        .returning({ id: courseOrders.id }),
  )
  return orderView(tx, num, userId)
}

/** Pays an open order from the balance (call inside the pay call's transaction). */
export const payOrder = async (tx: Tx, userId: number, orderNum: string, now: number): Promise<{ order: CourseOrder; balance: Cents }> => {
  // The order (locked), its course, what its view shows and whether the member has a paid order
  // of the course, in one read.
  const [order] = await tx
    .select({
      ...getTableColumns(courseOrders),
      ...viewColumns,
      ownerId: courses.ownerId,
      paidBefore: sql<boolean>`exists (select 1 from ${courseOrders} as paid where paid.user_id = ${courseOrders.userId} and paid.course_id = ${courseOrders.courseId} and paid.status = 'paid')`,
    })
    .from(courseOrders)
    .innerJoin(courses, eq(courses.id, courseOrders.courseId))
    .innerJoin(courseTeachers, eq(courseTeachers.id, courses.teacherId))
    .where(and(eq(courseOrders.orderNum, orderNum), eq(courseOrders.userId, userId)))
    .for("update", { of: courseOrders })
  if (!order) throw notFound(COURSE_MESSAGES.orderNotFound)
  if (order.status === "paid") throw conflict(COURSE_MESSAGES.orderPaid)
  if (order.status === "closed" || isOverdue(order.createdAt.getTime(), now)) throw conflict(COURSE_MESSAGES.orderClosed, "order_closed")
  if (order.paidBefore) throw conflict(COURSE_MESSAGES.alreadyPurchased)
  const debited =
    order.amountCents > 0
      ? await debit(tx, {
          userId,
          cents: order.amountCents,
          kind: "course",
          ref: order.orderNum,
          title: `购买课程：${order.courseTitle}`,
          idempotencyKey: `course-${order.orderNum}`,
        })
      : null
  const balance = debited ? cents(debited.balanceAfter) : (await balances(tx, userId)).balanceCents
  // The rows every buyer of the course shares (the maker's account, the course's sales count)
  // are written last: concurrent buyers wait for each other's lock only until the commit.
  const share = makerShareOf(order.amountCents)
  if (order.ownerId != null && order.ownerId !== userId && share > 0) {
    await credit(tx, {
      userId: order.ownerId,
      cents: share,
      kind: "course_income",
      ref: order.orderNum,
      title: `课程收入：${order.courseTitle}`,
      idempotencyKey: `course-income-${order.orderNum}`,
    })
  }
  // In one statement: this order is paid, the member's other open orders of the course are
  // closed, and the course counts one more sale.
  const paidAt = new Date(now)
  const settled = tx.$with("settled").as(
    tx
      .update(courseOrders)
      .set({
        status: sql`case when ${courseOrders.id} = ${order.id} then 'paid' else 'closed' end`,
        paidAt: sql`case when ${courseOrders.id} = ${order.id} then ${paidAt.toISOString()}::timestamptz else ${courseOrders.paidAt} end`,
      })
      .where(and(eq(courseOrders.userId, userId), eq(courseOrders.courseId, order.courseId), or(eq(courseOrders.id, order.id), eq(courseOrders.status, "unpaid"))))
      .returning({ id: courseOrders.id }),
  )
  await tx
    .with(settled)
    .update(courses)
    .set({ salesCount: sql`${courses.salesCount} + 1` })
    .where(and(eq(courses.id, order.courseId), sql`exists (select from ${settled})`))
  return { order: viewOf({ ...order, status: "paid", paidAt }), balance }
}

/** Makes an order for a course, once per idempotency key. */
export const placeCourseOrder = (db: Db, userId: number, courseId: number, idempotencyKey: string, now: number): Promise<CourseOrder> =>
  db.transaction((tx) => once(tx, { userId, key: idempotencyKey, scope: `courseOrder:${courseId}` }, () => createOrder(tx, userId, courseId, now)))

/** Pays a course order from the balance with the payment password, once per idempotency key. */
export const payCourseOrder = (
  db: Db,
  rsa: RsaKeys,
  userId: number,
  input: { readonly orderNum: string; readonly payPass: string; readonly idempotencyKey: string },
  now: number,
): Promise<{ order: CourseOrder; balance: Cents }> => {
  if (input.orderNum.trim() === "") throw badRequest(COURSE_MESSAGES.orderNotFound)
  return payWithPassword(db, rsa, { userId, payPass: input.payPass, idempotencyKey: input.idempotencyKey, scope: `coursePay:${input.orderNum}`, now }, (tx) =>
    payOrder(tx, userId, input.orderNum, now),
  )
}
