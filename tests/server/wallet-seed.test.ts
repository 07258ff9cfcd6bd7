import { asc, eq } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { insertUser } from "../../server/core/db/factories/users.ts"
import { users } from "../../server/session/tables/users.ts"
import { ledgerEntries, walletAccounts, walletOrders, withdrawals } from "../../server/wallet/tables.ts"
import { runSeeds } from "../../server/seed/seed-sets.ts"
import { DEMO_PAY_PASSWORD, walletCatalogSeed, walletDemoSeed } from "../../server/seed/wallet.ts"
import { verifyPassword } from "../../server/session/services/passwords.ts"
import { createTestDatabase, databaseKinds, type TestDatabase } from "../setup/databases.ts"

describe.each(databaseKinds())("wallet demo seed on %s", (kind) => {
  let test: TestDatabase
  beforeAll(async () => {
    test = await createTestDatabase(kind)
  })
  afterAll(() => test?.dispose())

  it("gives the demo members wallets whose ledgers add up, line after line", async () => {
    const db = test.database.db
    const plain = await insertUser(db, { nickName: "李静怡" })
    const vip = await insertUser(db, { nickName: "王芳", grade: "VIP会员", vipAmount: 19_800, vipExpiresAt: new Date(Date.now() + 200 * 86_400_000) })
    const maker = await insertUser(db, { nickName: "陈晓明", isMaker: true })
    await insertUser(db, { nickName: "管理员", type: "sys", roles: ["ROLE_ADMIN"] })
    expect(await runSeeds(db, { demo: true }, [walletCatalogSeed, walletDemoSeed])).toEqual(["wallet-catalogue", "wallet-demo"])
    // Applied once: a second start changes nothing.
    expect(await runSeeds(db, { demo: true }, [walletCatalogSeed, walletDemoSeed])).toEqual([])

    for (const member of [plain, vip, maker]) {
      const [account] = await db.select().from(walletAccounts).where(eq(walletAccounts.userId, member.id))
      if (!account) throw new Error("no demo account")
      expect(account.balanceCents).toBeGreaterThan(0)
      expect(account.points).toBeGreaterThan(0)
      expect(await verifyPassword(DEMO_PAY_PASSWORD, account.payPasswordHash ?? "")).toBe(true)
      const lines = await db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.userId, member.id))
        .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id))
      for (const currency of ["balance", "points"] as const) {
        let running = 0
        for (const line of lines.filter((l) => l.currency === currency)) {
          running += line.amount
          expect(line.balanceAfter).toBe(running)
        }
        expect(running).toBe(currency === "balance" ? account.balanceCents : account.points)
      }
    }

    const [vipRow] = await db.select().from(users).where(eq(users.id, vip.id))
    const [vipOrder] = await db.select().from(walletOrders).where(eq(walletOrders.userId, vip.id))
    expect(vipOrder).toMatchObject({ kind: "vip", status: "paid", amountCents: 19_800 })
    expect(vipRow?.vipExpiresAt?.toISOString()).toBe(vipOrder?.periodEnd?.toISOString())
    const [shopOrder] = await db.select().from(walletOrders).where(eq(walletOrders.userId, maker.id))
    expect(shopOrder).toMatchObject({ kind: "shop_fee", status: "paid" })
    const states = (await db.select({ status: withdrawals.status }).from(withdrawals)).map((w) => w.status).sort()
    expect(new Set(states)).toEqual(new Set(["approved", "pending", "rejected"]))
  })
})
