/**
 * 数据中心's shop figures: per China day of a range, the shop's orders paid that day and the
 * money they paid (pay_cents, what the buyer's ledger row of kind product took). Orders closed or
 * refunded later still count on the day they were paid.
 */
import { and, count, eq, isNotNull, sql } from "drizzle-orm"
import { badRequest } from "../../../domain/core/errors.ts"
import { addDays, daysBetween } from "../../../domain/member/china-day.ts"
import type { ShopSalesStats } from "../../../domain/merchant/entities.ts"
import type { Tx } from "../../core/db/client.ts"
import { mallOrders } from "../../mall/tables.ts"

export const SALES_STATS_MAX_DAYS = 92

export async function salesStats(tx: Tx, shopId: number, from: string, to: string): Promise<ShopSalesStats> {
  const span = daysBetween(from, to)
  if (!(span >= 0 && span < SALES_STATS_MAX_DAYS)) throw badRequest(`日期范围不超过 ${SALES_STATS_MAX_DAYS} 天`)
  const paidDay = sql<string>`to_char((${mallOrders.paidAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`
  const rows = await tx
    .select({ day: paidDay, orders: count(), cents: sql<number>`coalesce(sum(${mallOrders.payCents}), 0)::bigint` })
    .from(mallOrders)
    .where(and(eq(mallOrders.shopId, shopId), isNotNull(mallOrders.paidAt), sql`${paidDay} between ${from} and ${to}`))
    .groupBy(paidDay)
  const byDay = new Map(rows.map((r) => [r.day, { orders: Number(r.orders), salesCents: Number(r.cents) }]))
  const days = Array.from({ length: span + 1 }, (_, i) => {
    const day = addDays(from, i)
    return { day, ...(byDay.get(day) ?? { orders: 0, salesCents: 0 }) }
  })
  return {
    days,
    range: { orders: days.reduce((s, d) => s + d.orders, 0), salesCents: days.reduce((s, d) => s + d.salesCents, 0) },
  }
}
