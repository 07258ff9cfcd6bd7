import { describe, expect, it } from "vitest"
import { and, eq, ne, sql } from "drizzle-orm"
import { PRIZE_DRAW_COST } from "../../domain/member/prize.ts"
import { GIFT_MESSAGES } from "../../domain/member/gift.ts"
import { gifts, prizeRecords, prizes, signIns } from "../../server/member/tables.ts"
import { ledgerEntries } from "../../server/wallet/tables.ts"
import { databaseKinds } from "../setup/databases.ts"
import { saveAddress } from "../setup/member.ts"
import { accountAndLedger, ledgerRows, newKey, walletMember } from "../setup/wallet.ts"
import { useTestServer } from "../setup/server-suite.ts"

/**
 * Points and stock under concurrency, over HTTP like real clients, on the embedded database and
 * on PostgreSQL (where the requests truly run in parallel).
 */
describe.each(databaseKinds())("member centre concurrency on %s", (kind) => {
  const suite = useTestServer(kind)

  it("50 parallel sign-ins of one member credit once", async () => {
    const member = await walletMember(suite.server, { payPassword: null })
    const answers = await Promise.all(Array.from({ length: 50 }, () => suite.server.call("signIn", undefined, { token: member.token })))
    expect(answers.filter((a) => a.ok)).toHaveLength(1)
    expect(answers.filter((a) => !a.ok).every((a) => a.status === 409)).toBe(true)
    const rows = await suite.server.deps.db.select().from(signIns).where(eq(signIns.userId, member.user.id))
    expect(rows).toHaveLength(1)
    expect(await ledgerRows(suite.server, member.user.id, "sign_in")).toHaveLength(1)
    const wallet = await accountAndLedger(suite.server, member.user.id)
    expect(wallet.points).toBe(rows[0]?.points)
    expect(wallet.pointsLedger).toBe(wallet.points)
  })

  it("200 parallel draws never take a prize below zero stock, and points are conserved in the ledger", async () => {
    const db = suite.server.deps.db
    const wheel = await db.select().from(prizes)
    const saved = wheel.map((p) => ({ id: p.id, odds: p.odds, stock: p.stock }))
    const goods = wheel.filter((p) => p.kind === "goods")
    try {
      // Goods are likely and scarce: 3 pieces each, drawn about half of the time.
      for (const p of wheel) {
        await db
          .update(prizes)
          .set(p.kind === "goods" ? { odds: 100, stock: 3 } : { odds: p.kind === "thanks" ? 60 : 40 })
          .where(eq(prizes.id, p.id))
      }
      const DRAWS = 200
      const members = await Promise.all(
        Array.from({ length: 10 }, () => walletMember(suite.server, { points: PRIZE_DRAW_COST * 15, payPassword: null })),
      )
      const startedAt = new Date(Date.now() - 1000)
      const answers = await Promise.all(
        Array.from({ length: DRAWS }, (_, i) => suite.server.call("prizeDraw", undefined, { token: members[i % members.length]?.token ?? "" })),
      )
      const done = answers.filter((a) => a.ok)
      expect(answers.filter((a) => !a.ok).every((a) => a.status === 409)).toBe(true)
      // Each member can pay 15 draws and whatever points prizes bring; the rest are refused.
      expect(done.length).toBeGreaterThanOrEqual(10 * 15)

      // Stock: never below zero, and no more goods handed out than there were.
      const after = await db.select().from(prizes)
      for (const g of goods) {
        const stock = after.find((p) => p.id === g.id)?.stock
        expect(stock).toBeGreaterThanOrEqual(0)
        const [won] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(prizeRecords)
          .where(and(eq(prizeRecords.prizeId, g.id), ne(prizeRecords.status, "thanks"), sql`${prizeRecords.createdAt} >= ${startedAt}`))
        expect((won?.n ?? 0) + (stock ?? 0)).toBe(3)
      }

      // Points: every member's account equals its ledger, and is what the draws say it should be.
      for (const m of members) {
        const wallet = await accountAndLedger(suite.server, m.user.id)
        expect(wallet.pointsLedger).toBe(wallet.points)
        const records = await db.select().from(prizeRecords).where(eq(prizeRecords.userId, m.user.id))
        const won = records.reduce((sum, r) => sum + r.pointsWon, 0)
        expect(wallet.points).toBe(PRIZE_DRAW_COST * 15 - records.length * PRIZE_DRAW_COST + won)
        const [spent] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(ledgerEntries)
          .where(and(eq(ledgerEntries.userId, m.user.id), eq(ledgerEntries.kind, "prize"), sql`${ledgerEntries.amount} < 0`))
        expect(spent?.n).toBe(records.length)
      }
    } finally {
      for (const p of saved) await db.update(prizes).set({ odds: p.odds, stock: p.stock }).where(eq(prizes.id, p.id))
    }
  })

  it("parallel exchanges never take a gift below zero stock, and refused ones cost nothing", async () => {
    const db = suite.server.deps.db
    const [gift] = await db.select().from(gifts).limit(1)
    if (!gift) throw new Error("no gift")
    const STOCK = 7
    await db.update(gifts).set({ stock: STOCK }).where(eq(gifts.id, gift.id))
    try {
      const members = await Promise.all(Array.from({ length: 12 }, () => walletMember(suite.server, { points: gift.points, payPassword: null })))
      const addressIds = await Promise.all(members.map((m) => saveAddress(suite.server, m.token)))
      const answers = await Promise.all(
        members.flatMap((m, i) =>
          [0, 1].map(() =>
            suite.server.call(
              "giftExchange",
              { body: { giftId: gift.id, quantity: 1, addressId: addressIds[i] ?? 0, idempotencyKey: newKey() } },
              { token: m.token },
            ),
          ),
        ),
      )
      const done = answers.filter((a) => a.ok)
      expect(done).toHaveLength(STOCK)
      const messages = new Set(answers.filter((a) => !a.ok).map((a) => (a.ok ? "" : a.body.message)))
      for (const message of messages) expect([GIFT_MESSAGES.outOfStock, "用户积分不足，不能进行积分兑换"]).toContain(message)
      const [after] = await db.select({ stock: gifts.stock }).from(gifts).where(eq(gifts.id, gift.id))
      expect(after?.stock).toBe(0)
      for (const m of members) {
        const wallet = await accountAndLedger(suite.server, m.user.id)
        expect(wallet.pointsLedger).toBe(wallet.points)
        expect([0, gift.points]).toContain(wallet.points)
      }
      expect(members.map((m) => m.user.id).length).toBe(12)
    } finally {
      await db.update(gifts).set({ stock: gift.stock }).where(eq(gifts.id, gift.id))
    }
  })
})
