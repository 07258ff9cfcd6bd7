/**
 * 数据中心's shop figures: per China day of a range, the shop's orders paid that day and the
 * money they paid (pay_cents, what the buyer's ledger row of kind product took). Orders closed or
 * refunded later still count on the day they were paid.
 */
import { and, count, eq, isNotNull, sql } from "drizzle-orm"
import type { ShopSalesStats } from "../../../domain/merchant/entities.ts"
import type { Tx } from "../../core/db/client.ts"
import { mallOrders } from "../../mall/tables.ts"
import { chinaDayOf, dailySeries, statsSpan } from "../../core/daily-stats.ts"

export async function salesStats(tx: Tx, shopId: number, from: string, to: string): Promise<ShopSalesStats> {
  const span = statsSpan(from, to)
  const paidDay = chinaDayOf(mallOrders.paidAt)
  const rows = await tx
    .select({ day: paidDay, orders: count(), cents: sql<number>`coalesce(sum(${mallOrders.payCents}), 0)::bigint` })
    .from(mallOrders)
    .where(and(eq(mallOrders.shopId, shopId), isNotNull(mallOrders.paidAt), sql`${paidDay} between ${from} and ${to}`))
    .groupBy(paidDay)
  return dailySeries(from, span, {
    orders: rows.map((r) => ({ day: r.day, n: r.orders })),
    salesCents: rows.map((r) => ({ day: r.day, n: r.cents })),
  })
}
