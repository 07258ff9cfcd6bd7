import { eq, sql, type SQL } from "drizzle-orm"
import { PRIZE_DRAW_COST } from "../../domain/member/prize.ts"
import { gifts } from "../../server/member/tables.ts"
import { saveAddress } from "./member.ts"
import type { TestServer } from "./test-server.ts"
import { newKey, walletMember } from "./wallet.ts"

/**
 * The money run: rounds of parallel payments (VIP orders paid from the balance), withdrawals,
 * sign-ins, prize draws and gift exchanges by several members over HTTP, as real clients send
 * them. After each round, across the whole database: every account's balance and points equal
 * the sums of its ledger, none is negative, no stock is below zero, and a gift's stock fell by
 * exactly the exchanges that succeeded. Any answer of 500 or more is an anomaly too.
 */
export interface MoneyReport {
  readonly runs: number
  readonly operations: number
  readonly anomalies: readonly string[]
}

export interface MoneyOptions {
  readonly rounds: number
  /** Members spending at once in each round. */
  readonly members?: number
}

/** Accounts whose balance or points differ from their ledger or are negative, and stock below zero. */
const databaseAnomalies = async (server: TestServer): Promise<string[]> => {
  const found: string[] = []
  // Both drivers (PGlite and node-postgres) answer raw SQL with its rows.
  const rows = async <T>(query: SQL): Promise<T[]> => ((await server.deps.db.execute(query)) as unknown as { rows: T[] }).rows
  const accounts = await rows<{ user_id: number; balance: number; points: number; ledger_balance: string; ledger_points: string }>(sql`
    select a.user_id, a.balance_cents as balance, a.points,
      coalesce((select sum(l.amount) from ledger_entries l where l.user_id = a.user_id and l.currency = 'balance'), 0) as ledger_balance,
      coalesce((select sum(l.amount) from ledger_entries l where l.user_id = a.user_id and l.currency = 'points'), 0) as ledger_points
    from wallet_accounts a`)
  for (const row of accounts) {
    if (Number(row.balance) !== Number(row.ledger_balance)) found.push(`account ${row.user_id}: balance ${row.balance}, ledger ${row.ledger_balance}`)
    if (Number(row.points) !== Number(row.ledger_points)) found.push(`account ${row.user_id}: points ${row.points}, ledger ${row.ledger_points}`)
    if (Number(row.balance) < 0 || Number(row.points) < 0) found.push(`account ${row.user_id}: negative (${row.balance} cents, ${row.points} points)`)
  }
  const orphans = await rows<{ user_id: number }>(
    sql`select distinct l.user_id from ledger_entries l where not exists (select 1 from wallet_accounts a where a.user_id = l.user_id)`,
  )
  for (const row of orphans) found.push(`ledger entries of ${row.user_id} without an account`)
  const negative = await rows<{ what: string; n: string }>(sql`
    select 'gifts' as what, count(*) as n from gifts where stock < 0
    union all select 'prizes', count(*) from prizes where stock < 0
    union all select 'product_skus', count(*) from product_skus where stock < 0 or locked_stock < 0`)
  for (const row of negative) if (Number(row.n) > 0) found.push(`${row.n} rows of ${row.what} below zero stock`)
  return found
}

export const moneyRuns = async (server: TestServer, options: MoneyOptions): Promise<MoneyReport> => {
  const anomalies: string[] = []
  let operations = 0
  const fees = await server.call("memberFeeAll")
  const plan = fees.ok ? fees.body[0] : undefined
  const [gift] = await server.deps.db.select().from(gifts).limit(1)
  if (!plan || !gift) throw new Error("the money run needs the demo VIP plans and gifts")
  const count = options.members ?? 6

  for (let round = 0; round < options.rounds; round++) {
    const members = await Promise.all(
      Array.from({ length: count }, () => walletMember(server, { cents: plan.price * 2 + 30_000, points: PRIZE_DRAW_COST * 4 + gift.points, withdrawAccount: true })),
    )
    const addressIds = await Promise.all(members.map((m) => saveAddress(server, m.token)))
    const orders = await Promise.all(
      members.flatMap((m) => [0, 1, 2].map(() => server.call("vipOrderCreate", { body: { feeId: plan.id, idempotencyKey: newKey() } }, { token: m.token }))),
    )
    const stock = 3
    await server.deps.db.update(gifts).set({ stock }).where(eq(gifts.id, gift.id))

    const calls = members.flatMap((m, i) => {
      const payPass = server.deps.rsa.encrypt(m.payPassword)
      const mine = orders.slice(i * 3, i * 3 + 3)
      return [
        ...mine.map((o) => server.call("vipOrderBalancePay", { body: { orderId: o.ok ? o.body.id : 0, payPass, idempotencyKey: newKey() } }, { token: m.token })),
        ...[0, 1].map(() => server.call("balanceExtract", { body: { amount: 10_000, payPass, idempotencyKey: newKey() } }, { token: m.token })),
        ...[0, 1, 2].map(() => server.call("signIn", undefined, { token: m.token })),
        ...[0, 1, 2, 3, 4].map(() => server.call("prizeDraw", undefined, { token: m.token })),
        ...[0, 1].map(() =>
          server.call("giftExchange", { body: { giftId: gift.id, quantity: 1, addressId: addressIds[i] ?? 0, idempotencyKey: newKey() } }, { token: m.token }),
        ),
      ]
    })
    const answers = await Promise.all(calls)
    operations += answers.length
    for (const answer of answers) if (answer.status >= 500) anomalies.push(`round ${round}: an answer of ${answer.status}`)
    // Each member's calls end with its two exchanges.
    const perMember = calls.length / members.length
    const exchanged = answers.filter((a, k) => k % perMember >= perMember - 2 && a.ok).length
    const [after] = await server.deps.db.select({ stock: gifts.stock }).from(gifts).where(eq(gifts.id, gift.id))
    if (after?.stock !== stock - exchanged) anomalies.push(`round ${round}: gift stock ${after?.stock} after ${exchanged} exchanges of ${stock}`)
    for (const found of await databaseAnomalies(server)) anomalies.push(`round ${round}: ${found}`)
  }
  return { runs: options.rounds, operations, anomalies }
}
