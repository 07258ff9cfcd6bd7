/**
 * Money oversight: one list over the four kinds of order (mall, course, gift exchange, VIP and
 * shop fees), its spreadsheet, and daily totals of the balance ledger.
 */
import { PassThrough, Readable } from "node:stream"
import ExcelJS from "exceljs"
import { and, count, eq, gte, lt, sql, type SQL } from "drizzle-orm"
import { MEMBER_ORDER_KINDS } from "../../../domain/admin/members.ts"
import {
  EXPORT_COLUMNS,
  MONEY_EXPORT_MAX_ROWS,
  MONEY_ORDER_STATES,
  REFUND_KINDS,
  validateDayRange,
  type DailyTotal,
  type MoneyOrderRow,
  type MoneyOrderState,
  type MoneyRefundRow,
} from "../../../domain/admin/money.ts"
import { RETURN_STATUSES } from "../../../domain/mall/order-return.ts"
import { mallOrders } from "../../mall/tables.ts"
import { orderReturns } from "../../mall/tables/returns.ts"
import { users } from "../../session/tables/users.ts"
import { badRequest } from "../../../domain/core/errors.ts"
import { centsToYuan, cents } from "../../../domain/core/money.ts"
import { orderStatusLabel, type OrderStatus } from "../../../domain/mall/order.ts"
import { GIFT_ORDER_STATUS_LABELS, type GiftOrderStatus } from "../../../domain/member/gift.ts"
import { addDays, chinaMidnight } from "../../../domain/member/china-day.ts"
import type { Db } from "../../core/db/client.ts"
import { inText } from "../../core/db/window-in-text.ts"
import { likePattern } from "../../core/db/like-pattern.ts"
import { newestFirst, readSelectPage } from "../../core/db/read-page.ts"
import { iso } from "../../core/iso.ts"

export interface MoneyOrderFilter {
  readonly kind?: MoneyOrderRow["kind"] | undefined
  readonly state?: MoneyOrderState | undefined
  readonly from?: string | undefined
  readonly to?: string | undefined
  readonly keyword?: string | undefined
}

/** The rows of a raw query: both drivers answer `{ rows }`. */
const rowsFrom = <T>(result: unknown): T[] => (result as { rows: T[] }).rows

/** Midnight of a China day, as a date for the queries. */
const midnightOf = (day: string) => new Date(chinaMidnight(day))

/** Every order of every kind with its normalised state; wallet orders unpaid past their 30 minutes count as closed. */
const ALL_ORDERS = sql`(
  select 'mall' as kind, o.order_num as order_no, u.username,
    coalesce((select string_agg(i.title, '、' order by i.id) from mall_order_items i where i.order_id = o.id), '') as title,
    o.pay_cents as amount, 'balance' as currency,
    case o.status when 0 then 'unpaid' when 4 then 'closed' else 'paid' end as state, o.status::text as raw_state, o.created_at
  from mall_orders o join users u on u.id = o.user_id
  union all
  select 'course', c.order_num, u.username, co.title, c.amount_cents, 'balance', c.status, c.status, c.created_at
  from course_orders c join courses co on co.id = c.course_id join users u on u.id = c.user_id
  union all
  select 'gift', g.order_no, u.username, g.gift_name || ' ×' || g.quantity, g.points, 'points', 'paid', g.status, g.created_at
  from gift_orders g join users u on u.id = g.user_id
  union all
  select 'service', w.order_no, u.username, w.title, w.amount_cents, 'balance',
    case when w.status = 'unpaid' and w.created_at <= now() - interval '30 minutes' then 'closed' else w.status end, w.status, w.created_at
  from wallet_orders w join users u on u.id = w.user_id
) as all_orders`

const whereOf = (filter: MoneyOrderFilter): SQL => {
  const problem = validateDayRange(filter.from, filter.to, false)[0]
  if (problem !== undefined) throw badRequest(problem)
  const parts: SQL[] = [sql`true`]
  if (filter.kind) parts.push(sql`kind = ${filter.kind}`)
  if (filter.state) parts.push(sql`state = ${filter.state}`)
  if (filter.from) parts.push(sql`created_at >= ${midnightOf(filter.from).toISOString()}`)
  if (filter.to) parts.push(sql`created_at < ${midnightOf(addDays(filter.to, 1)).toISOString()}`)
  const keyword = filter.keyword?.trim()
  if (keyword) {
    const like = likePattern(keyword)
    parts.push(sql`(order_no ilike ${like} or username ilike ${like})`)
  }
  return sql.join(parts, sql` and `)
}

interface RawRow {
  kind: MoneyOrderRow["kind"]
  order_no: string
  username: string
  title: string
  amount: number
  currency: "balance" | "points"
  state: MoneyOrderState
  raw_state: string
  created_at: string | Date
}

const stateLabel = (row: RawRow): string =>
  row.kind === "mall"
    ? orderStatusLabel(Number(row.raw_state) as OrderStatus)
    : row.kind === "gift"
      ? (GIFT_ORDER_STATUS_LABELS[row.raw_state as GiftOrderStatus] ?? row.raw_state)
      : MONEY_ORDER_STATES[row.state]

const rowOf = (row: RawRow): MoneyOrderRow => ({
  kind: row.kind,
  orderNo: row.order_no,
  username: row.username,
  title: row.title,
  amount: Number(row.amount),
  currency: row.currency,
  state: row.state,
  stateLabel: stateLabel(row),
  createdAt: new Date(row.created_at).toISOString(),
})

const rowsOf = async (db: Db, filter: MoneyOrderFilter, limit: number, offset: number): Promise<MoneyOrderRow[]> => {
  const result = await db.execute(sql`select * from ${ALL_ORDERS} where ${whereOf(filter)} order by created_at desc, order_no desc limit ${inText(limit)} offset ${inText(offset)}`)
  return rowsFrom<RawRow>(result).map(rowOf)
}

/** One page of the orders of the filter, newest first. */
export const moneyOrderPage = async (db: Db, filter: MoneyOrderFilter & { readonly page?: number | undefined; readonly size?: number | undefined }) => {
  const size = filter.size ?? 20
  const page = filter.page ?? 0
  const [content, total] = await Promise.all([
    rowsOf(db, filter, size, page * size),
    db.execute(sql`select count(*)::int as n from ${ALL_ORDERS} where ${whereOf(filter)}`),
  ])
  return { content, totalElements: Number(rowsFrom<{ n: number }>(total)[0]?.n ?? 0) }
}

/** The orders of the filter as an .xlsx stream (the newest MONEY_EXPORT_MAX_ROWS). */
export const moneyOrderWorkbook = async (db: Db, filter: MoneyOrderFilter): Promise<ReadableStream<Uint8Array>> => {
  const rows = await rowsOf(db, filter, MONEY_EXPORT_MAX_ROWS, 0)
  const out = new PassThrough()
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true })
  const sheet = workbook.addWorksheet("订单")
  sheet.columns = EXPORT_COLUMNS.map((header, i) => ({ header, width: [10, 24, 16, 40, 12, 6, 10, 20][i] ?? 12 }))
  for (const row of rows) {
    sheet
      .addRow([
        MEMBER_ORDER_KINDS[row.kind],
        row.orderNo,
        row.username,
        row.title,
        row.currency === "points" ? row.amount : Number(centsToYuan(row.amount)),
        row.currency === "points" ? "积分" : "元",
        row.stateLabel,
        row.createdAt,
      ])
      .commit()
  }
  sheet.commit()
  // A download the client abandons destroys the stream under the writer; its commit then
  // rejects, and that ends the stream rather than going unhandled.
  workbook.commit().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))))
  return Readable.toWeb(out) as ReadableStream<Uint8Array>
}

/** Daily totals of the balance ledger from `from` to `to` (China days), every day listed. */
export const dailyTotals = async (db: Db, from: string, to: string): Promise<DailyTotal[]> => {
  const problem = validateDayRange(from, to, true)[0]
  if (problem !== undefined) throw badRequest(problem)
  const refundKinds = sql.join(
    REFUND_KINDS.map((k) => sql`${k}`),
    sql`, `,
  )
  const result = await db.execute(sql`
    select to_char(created_at at time zone 'UTC' + interval '8 hours', 'YYYY-MM-DD') as day,
      coalesce(sum(amount) filter (where amount > 0 and kind not in (${refundKinds})), 0)::bigint as income,
      coalesce(-sum(amount) filter (where amount < 0), 0)::bigint as spending,
      coalesce(sum(amount) filter (where amount > 0 and kind in (${refundKinds})), 0)::bigint as refunds,
      coalesce(sum(amount), 0)::bigint as net,
      count(*)::int as entries
    from ledger_entries
    where currency = 'balance' and created_at >= ${midnightOf(from).toISOString()} and created_at < ${midnightOf(addDays(to, 1)).toISOString()}
    group by 1`)
  const byDay = new Map(rowsFrom<Record<string, unknown>>(result).map((r) => [String(r.day), r]))
  const days: DailyTotal[] = []
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const r = byDay.get(day)
    days.push({ day, income: cents(Number(r?.income ?? 0)), spending: cents(Number(r?.spending ?? 0)), refunds: cents(Number(r?.refunds ?? 0)), net: cents(Number(r?.net ?? 0)), entries: Number(r?.entries ?? 0) })
  }
  return days
}

/** Returns of mall orders with their refunds, newest first; a completed one was credited to the member's balance (ledger kind refund, ref its number). */
export const refundPage = async (
  db: Db,
  query: { readonly status?: (typeof RETURN_STATUSES)[number]["key"] | undefined; readonly from?: string | undefined; readonly to?: string | undefined; readonly page?: number | undefined },
  size: number,
): Promise<{ content: MoneyRefundRow[]; totalElements: number }> => {
  const problem = validateDayRange(query.from, query.to, false)[0]
  if (problem !== undefined) throw badRequest(problem)
  const status = RETURN_STATUSES.find((s) => s.key === query.status)?.code
  const where = and(
    status === undefined ? undefined : eq(orderReturns.status, status),
    query.from ? gte(orderReturns.createdAt, midnightOf(query.from)) : undefined,
    query.to ? lt(orderReturns.createdAt, midnightOf(addDays(query.to, 1))) : undefined,
  )
  const { rows, totalElements } = await readSelectPage(
    { page: query.page, size },
    size,
    newestFirst(orderReturns.createdAt, orderReturns.id),
    db
      .select({ row: orderReturns, orderNo: mallOrders.orderNum, username: users.username })
      .from(orderReturns)
      .innerJoin(mallOrders, eq(mallOrders.id, orderReturns.orderId))
      .innerJoin(users, eq(users.id, orderReturns.userId))
      .where(where)
      .$dynamic(),
    () => db.select({ n: count() }).from(orderReturns).where(where),
  )
  return {
    content: rows.map(({ row, orderNo, username }) => ({
      returnNo: row.returnNo,
      orderNo,
      username,
      refundCents: row.refundCents,
      reason: row.reason,
      statusLabel: RETURN_STATUSES[row.status as 0 | 1 | 2 | 3].label,
      createdAt: row.createdAt.toISOString(),
      refundedAt: iso(row.refundedAt),
    })),
    totalElements,
  }
}
