import ExcelJS from "exceljs"
import { and, eq, gte, lt, sql } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { EXPORT_COLUMNS, MONEY_MESSAGES } from "../../domain/admin/money.ts"
import { MEMBER_ORDER_KINDS } from "../../domain/admin/members.ts"
import { centsToYuan } from "../../domain/core/money.ts"
import { addDays, chinaDay } from "../../domain/member/china-day.ts"
import { credit, debit } from "../../server/wallet/services/ledger.ts"
import { ledgerEntries } from "../../server/wallet/tables.ts"
import { signedInUser } from "../setup/auth.ts"
import { databaseKinds } from "../setup/databases.ts"
import { walletMember } from "../setup/wallet.ts"
import { buyer, completedOrder, productOf, shopOwner } from "../setup/mall-buyer.ts"
import { ok } from "../setup/test-server.ts"
import { useSignedInUser, useTestServer } from "../setup/server-suite.ts"

describe.each(databaseKinds())("money oversight on %s", (kind) => {
  const suite = useTestServer(kind)
  const finance = useSignedInUser(suite, { roles: ["ROLE_FINANCE"] })

  const ledgerTotal = async (from: string, to: string) => {
    const [row] = await suite.server.deps.db
      .select({ sum: sql<string | null>`sum(${ledgerEntries.amount})` })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.currency, "balance"),
          gte(ledgerEntries.createdAt, new Date(`${from}T00:00:00+08:00`)),
          lt(ledgerEntries.createdAt, new Date(`${addDays(to, 1)}T00:00:00+08:00`)),
        ),
      )
    return Number(row?.sum ?? 0)
  }

  it("adds the daily totals up to the balance ledger, day by day and over the range", async () => {
    const to = chinaDay(Date.now())
    const from = addDays(to, -60)
    const answer = await suite.server.call("adminMoneyDaily", { query: { from, to } }, { token: finance.token })
    if (!answer.ok) throw new Error(answer.body.message)
    const days = answer.body
    expect(days.length).toBe(61)
    expect(days[0]?.day).toBe(from)
    expect(days.at(-1)?.day).toBe(to)
    expect(days.reduce((n, d) => n + d.net, 0)).toBe(await ledgerTotal(from, to))
    for (const d of days) expect(d.income - d.spending + d.refunds, d.day).toBe(d.net)
    expect(days.filter((d) => d.entries > 0).length).toBeGreaterThan(5)
    const busiest = [...days].sort((a, b) => b.entries - a.entries)[0]
    if (!busiest) throw new Error("no day")
    expect(busiest.net).toBe(await ledgerTotal(busiest.day, busiest.day))

    // A recharge and a purchase today move today's totals by exactly their amounts.
    const member = await walletMember(suite.server)
    await credit(suite.server.deps.db, { userId: member.user.id, cents: 12_345, kind: "recharge" })
    await debit(suite.server.deps.db, { userId: member.user.id, cents: 2_000, kind: "product" })
    await credit(suite.server.deps.db, { userId: member.user.id, cents: 500, kind: "refund" })
    const after = await suite.server.call("adminMoneyDaily", { query: { from: to, to } }, { token: finance.token })
    const today = days.at(-1)
    expect(after.ok && after.body[0]).toEqual({
      day: to,
      income: (today?.income ?? 0) + 12_345,
      spending: (today?.spending ?? 0) + 2_000,
      refunds: (today?.refunds ?? 0) + 500,
      net: (today?.net ?? 0) + 10_845,
      entries: (today?.entries ?? 0) + 3,
    })
  })

  it("refuses a range in the wrong order, too long or not a date", async () => {
    const daily = (from: string, to: string) => suite.server.call("adminMoneyDaily", { query: { from, to } }, { token: finance.token })
    const message = (a: Awaited<ReturnType<typeof daily>>) => [a.status, a.ok ? null : a.body.message]
    expect(message(await daily("2026-03-02", "2026-03-01"))).toEqual([400, MONEY_MESSAGES.rangeOrder])
    expect(message(await daily("2026-01-01", "2026-06-01"))).toEqual([400, MONEY_MESSAGES.rangeTooLong])
    expect(message(await daily("2026-13-01", "2026-13-02"))).toEqual([400, MONEY_MESSAGES.dayFormat])
    expect(message(await daily("2026-02-30", "2026-03-01"))).toEqual([400, MONEY_MESSAGES.dayFormat])
  })

  it("lists orders of every kind with filters", async () => {
    const all = await suite.server.call("adminMoneyOrders", { query: { size: 100 } }, { token: finance.token })
    if (!all.ok) throw new Error(all.body.message)
    expect(all.body.content.map((o) => o.createdAt)).toEqual([...all.body.content.map((o) => o.createdAt)].sort().reverse())
    let sum = 0
    for (const k of ["mall", "course", "gift", "service"] as const) {
      const page = await suite.server.call("adminMoneyOrders", { query: { kind: k, size: 100 } }, { token: finance.token })
      if (!page.ok) throw new Error(page.body.message)
      expect(page.body.content.every((o) => o.kind === k)).toBe(true)
      expect(page.body.totalElements, k).toBeGreaterThan(0)
      sum += page.body.totalElements
    }
    expect(sum).toBe(all.body.totalElements)
    const paid = await suite.server.call("adminMoneyOrders", { query: { kind: "mall", state: "paid", size: 100 } }, { token: finance.token })
    expect(paid.ok && paid.body.content.every((o) => o.state === "paid" && ["待发货", "已发货", "已完成"].includes(o.stateLabel))).toBe(true)
    const one = all.body.content[0]
    if (!one) throw new Error("no order")
    const found = await suite.server.call("adminMoneyOrders", { query: { keyword: one.orderNo } }, { token: finance.token })
    expect(found.ok && found.body.content.map((o) => o.orderNo)).toEqual([one.orderNo])
    const day = chinaDay(Date.parse(one.createdAt))
    const onDay = await suite.server.call("adminMoneyOrders", { query: { from: day, to: day, size: 100 } }, { token: finance.token })
    expect(onDay.ok && onDay.body.content.every((o) => chinaDay(Date.parse(o.createdAt)) === day)).toBe(true)
    expect(onDay.ok && onDay.body.content.some((o) => o.orderNo === one.orderNo)).toBe(true)
  })

  it("exports the current filter as a spreadsheet whose rows equal the list", async () => {
    const query = { kind: "mall" as const, state: "paid" as const }
    const list = await suite.server.call("adminMoneyOrders", { query: { ...query, size: 100 } }, { token: finance.token })
    if (!list.ok) throw new Error(list.body.message)
    expect(list.body.totalElements).toBeLessThanOrEqual(100)
    const response = await fetch(`${suite.server.url}/api/admin/money/orders/export?kind=mall&state=paid`, { headers: { authorization: `Bearer ${finance.token}` } })
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toContain("spreadsheetml")
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await response.arrayBuffer())
    const sheet = workbook.getWorksheet("订单")
    if (!sheet) throw new Error("no sheet")
    const rows: unknown[][] = []
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)))
    expect(rows[0]).toEqual([...EXPORT_COLUMNS])
    expect(rows.slice(1)).toEqual(
      list.body.content.map((o) => [MEMBER_ORDER_KINDS[o.kind], o.orderNo, o.username, o.title, Number(centsToYuan(o.amount)), "元", o.stateLabel, o.createdAt]),
    )
    expect(rows.length).toBeGreaterThan(1)
  })

  it("lets a download go when its client leaves, and exports again after", async () => {
    const headers = { authorization: `Bearer ${finance.token}` }
    for (let i = 0; i < 3; i++) {
      const leaving = new AbortController()
      const response = await fetch(`${suite.server.url}/api/admin/money/orders/export`, { headers, signal: leaving.signal })
      expect(response.status).toBe(200)
      leaving.abort()
    }
    const whole = await fetch(`${suite.server.url}/api/admin/money/orders/export`, { headers })
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await whole.arrayBuffer())
    expect(workbook.getWorksheet("订单")?.rowCount).toBeGreaterThan(1)
  })

  it("lists refunds, each completed one credited to the balance once with its amount", async () => {
    // A return taken to the end: applied, accepted, sent back and received, which refunds the balance.
    const shop = await shopOwner(suite.server)
    const serum = (await productOf(suite.server, "玻尿酸多重保湿精华液")).skus[0]!
    const m = await buyer(suite.server)
    const order = await completedOrder(suite.server, m, [{ skuId: serum.skuId, quantity: 1 }])
    const applied = ok(await suite.server.call("returnApply", { body: { orderNum: order.orderNum, reason: "质量问题", description: "瓶身有裂痕", pictures: [] } }, { token: m.token })).body
    ok(await suite.server.call("shopReturnAccept", { params: { id: applied.id }, body: { name: "美妍售后部", phone: "0571-88886666", address: "浙江省杭州市西湖区文三路477号" } }, { token: shop.token }))
    ok(await suite.server.call("returnSend", { params: { id: applied.id }, body: { courier: "YTO", trackingNo: "YT8801234567" } }, { token: m.token }))
    ok(await suite.server.call("shopReturnReceive", { params: { id: applied.id }, body: {} }, { token: shop.token }))

    const all = await suite.server.call("adminMoneyRefunds", { query: {} }, { token: finance.token })
    if (!all.ok) throw new Error(all.body.message)
    expect(all.body.totalElements).toBeGreaterThan(0)
    const completed = await suite.server.call("adminMoneyRefunds", { query: { status: "completed" } }, { token: finance.token })
    if (!completed.ok) throw new Error(completed.body.message)
    expect(completed.body.content[0]).toMatchObject({ returnNo: applied.returnNo, orderNo: order.orderNum, username: m.user.username, refundCents: serum.priceCents, statusLabel: "已完成" })
    for (const r of completed.body.content) {
      expect(r.statusLabel).toBe("已完成")
      const credits = await suite.server.deps.db
        .select({ amount: ledgerEntries.amount })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.kind, "refund"), eq(ledgerEntries.ref, r.returnNo)))
      expect(credits.map((c) => c.amount), r.returnNo).toEqual(r.refundCents > 0 ? [r.refundCents] : [])
    }
    const pending = await suite.server.call("adminMoneyRefunds", { query: { status: "pending" } }, { token: finance.token })
    for (const r of pending.ok ? pending.body.content : []) {
      const credits = await suite.server.deps.db.select().from(ledgerEntries).where(and(eq(ledgerEntries.kind, "refund"), eq(ledgerEntries.ref, r.returnNo)))
      expect(credits, r.returnNo).toEqual([])
    }
  })

  it("keeps money to the finance role", async () => {
    const service = await signedInUser(suite.server, { roles: ["ROLE_SERVICE"] })
    const response = await fetch(`${suite.server.url}/api/admin/money/orders/export`, { headers: { authorization: `Bearer ${service.token}` } })
    expect(response.status).toBe(403)
  })
})
