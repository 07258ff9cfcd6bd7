import { and, eq, inArray, isNotNull, sql } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { addDays, chinaDay } from "../../domain/member/china-day.ts"
import { mallOrders } from "../../server/mall/tables.ts"
import { users } from "../../server/session/tables/users.ts"
import { ledgerEntries } from "../../server/wallet/tables.ts"
import { signedInUser } from "../setup/auth.ts"
import { databaseKinds } from "../setup/databases.ts"
import { merchantToken, placeMallOrder } from "../setup/mall.ts"
import { newKey, walletMember } from "../setup/wallet.ts"
import { useTestServer } from "../setup/server-suite.ts"

describe.each(databaseKinds())("数据中心 of the maker centre on %s", (kind) => {
  const suite = useTestServer(kind)

  it("counts the shop's paid orders and sales per China day; the range's sums equal the orders and the buyers' ledger rows", async () => {
    const token = await merchantToken(suite.server)
    const to = chinaDay(Date.now())
    const from = addDays(to, -29)
    const before = await suite.server.call("makerSalesStats", { query: { from, to } }, { token })
    if (!before.ok) throw new Error(before.body.message)
    expect(before.body.days).toHaveLength(30)

    const buyer = await walletMember(suite.server, { cents: 1_000_000 })
    const order = await placeMallOrder(suite.server, buyer.token)
    const unpaid = await suite.server.call("makerSalesStats", { query: { from, to } }, { token })
    expect(unpaid.ok && unpaid.body.range).toEqual(before.body.range)
    const paid = await suite.server.call("orderPay", { body: { orderNums: [order.orderNum], payPass: suite.server.deps.rsa.encrypt(buyer.payPassword), idempotencyKey: newKey() } }, { token: buyer.token })
    expect(paid.ok).toBe(true)

    const after = await suite.server.call("makerSalesStats", { query: { from, to } }, { token })
    if (!after.ok) throw new Error(after.body.message)
    const today = (s: typeof after.body) => s.days.find((d) => d.day === to)
    expect(today(after.body)?.orders).toBe((today(before.body)?.orders ?? 0) + 1)
    expect(today(after.body)?.salesCents).toBe((today(before.body)?.salesCents ?? 0) + order.payCents)
    expect(after.body.range.orders).toBe(after.body.days.reduce((s, d) => s + d.orders, 0))

    // The same range read straight from the orders and from the buyers' ledger rows.
    const [shop] = await suite.server.deps.db.select({ id: users.id }).from(users).where(eq(users.username, "meiyan_shop"))
    const paidDay = sql`to_char((${mallOrders.paidAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`
    const orders = await suite.server.deps.db
      .select({ orderNum: mallOrders.orderNum, payCents: mallOrders.payCents })
      .from(mallOrders)
      .where(and(eq(mallOrders.shopId, shop?.id ?? 0), isNotNull(mallOrders.paidAt), sql`${paidDay} between ${from} and ${to}`))
    expect(after.body.range.orders).toBe(orders.length)
    expect(after.body.range.salesCents).toBe(orders.reduce((s, o) => s + o.payCents, 0))
    const ledger = await suite.server.deps.db
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, "product"), eq(ledgerEntries.currency, "balance"), inArray(ledgerEntries.ref, orders.map((o) => o.orderNum))))
    expect(ledger.reduce((s, r) => s - r.amount, 0)).toBe(orders.filter((o) => o.payCents > 0).reduce((s, o) => s + o.payCents, 0))
    expect(ledger.length).toBeGreaterThanOrEqual(1)
  })

  it("refuses members without a shop and ranges over 92 days", async () => {
    const token = await merchantToken(suite.server)
    const to = chinaDay(Date.now())
    expect((await suite.server.call("makerSalesStats", { query: { from: addDays(to, -92), to } }, { token })).status).toBe(400)
    expect((await suite.server.call("makerSalesStats", { query: { from: to, to: addDays(to, -1) } }, { token })).status).toBe(400)
    // A day that does not exist is refused, not read as the next month's (2026-02-30 as March 2).
    // The client's schema refuses it before sending, so it goes as a browser would send it.
    const headers = { authorization: `Bearer ${token}`, session_client: "pc-web" }
    expect((await fetch(new URL("/api/maker/stats/sales?from=2026-02-01&to=2026-02-30", suite.server.url), { headers })).status).toBe(400)
    expect((await fetch(new URL("/api/maker/stats/sales?from=2026-02-01&to=2026-02-28", suite.server.url), { headers })).status).toBe(200)
    const maker = await signedInUser(suite.server, { isMaker: true })
    expect(await suite.server.call("makerSalesStats", { query: { from: to, to } }, { token: maker.token })).toMatchObject({ status: 403 })
    const plain = await signedInUser(suite.server)
    expect((await suite.server.call("makerSalesStats", { query: { from: to, to } }, { token: plain.token })).status).toBe(403)
    expect((await suite.server.call("makerSalesStats", { query: { from: to, to } })).status).toBe(401)
  })
})
