/**
 * Unpaid orders of every kind the learning half sells: wallet orders (VIP membership, the
 * shop service fee) and course orders. The member lists and cancels them; the sweep closes
 * those older than 30 minutes. Every close is a conditional update of one order
 * (`status = 'unpaid'`), so a payment and a close of one order, or two sweeps in two
 * processes, never both win: each order closes once.
 */
import { and, asc, eq, gt, lte, type SQL } from "drizzle-orm"
import { conflict, notFound } from "../../../domain/core/errors.ts"
import { ORDER_MESSAGES, unpaidClosesAt, unpaidCutoff, type UnpaidOrder, type UnpaidOrderKind } from "../../../domain/orders/unpaid.ts"
import type { Db, Tx } from "../../core/db/client.ts"
import { courseOrders, courses } from "../../courses/tables.ts"
import { walletOrders } from "../../wallet/tables.ts"
import { type Cents } from "../../../domain/core/money.ts"

const view = (kind: UnpaidOrderKind, row: { id: number; orderNo: string; title: string; amountCents: Cents; createdAt: Date }): UnpaidOrder => ({
  kind,
  id: row.id,
  orderNo: row.orderNo,
  title: row.title,
  amount: row.amountCents,
  createTime: row.createdAt.toISOString(),
  closeTime: new Date(unpaidClosesAt(row.createdAt.getTime())).toISOString(),
})

/** The member's orders still waiting for payment (not yet overdue), newest first. */
export const listUnpaid = async (db: Tx, userId: number, now: number): Promise<UnpaidOrder[]> => {
  const cutoff = new Date(unpaidCutoff(now))
  const [wallet, course] = await Promise.all([
    db
      .select({ id: walletOrders.id, orderNo: walletOrders.orderNo, title: walletOrders.title, amountCents: walletOrders.amountCents, createdAt: walletOrders.createdAt, kind: walletOrders.kind })
      .from(walletOrders)
      .where(and(eq(walletOrders.userId, userId), eq(walletOrders.status, "unpaid"), gt(walletOrders.createdAt, cutoff))),
    db
      .select({ id: courseOrders.id, orderNo: courseOrders.orderNum, title: courses.title, amountCents: courseOrders.amountCents, createdAt: courseOrders.createdAt })
      .from(courseOrders)
      .innerJoin(courses, eq(courses.id, courseOrders.courseId))
      .where(and(eq(courseOrders.userId, userId), eq(courseOrders.status, "unpaid"), gt(courseOrders.createdAt, cutoff))),
  ])
  return [
    ...wallet.map((row) => view(row.kind === "shop_fee" ? "shop_fee" : "vip", row)),
    ...course.map((row) => view("course", { ...row, title: `购买课程《${row.title}》` })),
  ].sort((a, b) => b.createTime.localeCompare(a.createTime))
}

/** How many unpaid orders the member has (what stands between them and closing the account). */
export const countUnpaid = async (db: Tx, userId: number, now: number): Promise<number> => (await listUnpaid(db, userId, now)).length

/** Closes one unpaid order of the member; a paid or already closed one is refused. */
export const cancelUnpaid = (db: Tx, userId: number, kind: UnpaidOrderKind, id: number): Promise<void> =>
  kind === "course"
    ? closeUnpaid(db, courseOrders, and(eq(courseOrders.id, id), eq(courseOrders.userId, userId)))
    : closeUnpaid(db, walletOrders, and(eq(walletOrders.id, id), eq(walletOrders.userId, userId), eq(walletOrders.kind, kind)))

/** Closes the order `mine` picks while it is unpaid: one paid or closed already is 409, one that is not the member's 404. */
const closeUnpaid = async (db: Tx, orders: typeof walletOrders | typeof courseOrders, mine: SQL | undefined): Promise<void> => {
  const [closed] = await db
    .update(orders)
    .set({ status: "closed" })
    .where(and(mine, eq(orders.status, "unpaid")))
    .returning({ id: orders.id })
  if (closed) return
  const [exists] = await db.select({ id: orders.id }).from(orders).where(mine)
  throw exists ? conflict(ORDER_MESSAGES.notUnpaid, "order_not_unpaid") : notFound(ORDER_MESSAGES.notFound, "order_not_found")
}

/** What one sweep closed: the order numbers, by kind. */
export interface SweepResult {
  readonly wallet: ReadonlyArray<string>
  readonly course: ReadonlyArray<string>
}

/** Orders looked at per sweep; a longer backlog is finished by the next runs. */
const SWEEP_BATCH = 500

/**
 * Closes every unpaid order created 30 minutes or more before `now`, each with its own
 * conditional update. Stateless: it reads only the orders themselves, so it resumes after a
 * restart and several processes may sweep at once (an order another process closed, or a
 * member paid, in between is left as it is and not counted).
 */
export const closeOverdueOrders = async (db: Db, now: number): Promise<SweepResult> => {
  const cutoff = new Date(unpaidCutoff(now))
  const wallet = await closeOverdue(db, walletOrders, walletOrders.orderNo, cutoff)
  const course = await closeOverdue(db, courseOrders, courseOrders.orderNum, cutoff)
  return { wallet, course }
}

/** One batch of a table's orders unpaid since `cutoff`, oldest first, each closed by its own conditional update: the numbers of those it closed. */
const closeOverdue = async (db: Db, orders: typeof walletOrders | typeof courseOrders, orderNo: typeof walletOrders.orderNo | typeof courseOrders.orderNum, cutoff: Date): Promise<string[]> => {
  const closed: string[] = []
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, "unpaid"), lte(orders.createdAt, cutoff)))
    .orderBy(asc(orders.createdAt))
    .limit(SWEEP_BATCH)
  for (const { id } of due) {
    const [row] = await db
      .update(orders)
      .set({ status: "closed" })
      .where(and(eq(orders.id, id), eq(orders.status, "unpaid"), lte(orders.createdAt, cutoff)))
      .returning({ orderNo })
    if (row) closed.push(row.orderNo)
  }
  return closed
}
