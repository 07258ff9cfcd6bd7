import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { eq } from "drizzle-orm"
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../../tests/setup/databases.ts"
import type { Db } from "../../core/db/client.ts"
import { users } from "../../session/tables/users.ts"
import { ledgerEntries } from "../tables.ts"
import { once } from "./idempotency.ts"
import { AccountLimitExceeded, balances, credit, debit, InsufficientFunds, ledgerSum, MAX_ACCOUNT_VALUE } from "./ledger.ts"

describe.each(databaseKinds())("ledger on %s", (kind) => {
  let test: TestDatabase
  let db: Db
  let serial = 0

  /** A fresh member with no account yet. */
  const member = async (): Promise<number> => {
    serial++
    const [row] = await db.insert(users).values({ username: `ledger_${serial}`, nickName: `账本${serial}`, passwordHash: "x" }).returning({ id: users.id })
    if (!row) throw new Error("member not stored")
    return row.id
  }

  const entries = (userId: number) => db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId))

  beforeAll(async () => {
    test = await createTestDatabase(kind)
    db = test.database.db
  })
  afterAll(async () => {
    await test?.dispose()
  })

  it("credits open the account and write the ledger row with the value after", async () => {
    const userId = await member()
    expect(await balances(db, userId)).toEqual({ balanceCents: 0, points: 0 })
    const posted = await credit(db, { userId, cents: 5_000, kind: "recharge", ref: "R1" })
    expect(posted).toMatchObject({ currency: "balance", amount: 5_000, balanceAfter: 5_000, replayed: false })
    await credit(db, { userId, points: 30, kind: "sign_in" })
    expect(await balances(db, userId)).toEqual({ balanceCents: 5_000, points: 30 })
    const rows = await entries(userId)
    expect(rows.map((r) => [r.currency, r.amount, r.balanceAfter, r.ref])).toEqual([
      ["balance", 5_000, 5_000, "R1"],
      ["points", 30, 30, ""],
    ])
  })

  it("refuses a debit the account does not cover and changes nothing", async () => {
    const userId = await member()
    await expect(debit(db, { userId, cents: 1, kind: "course" })).rejects.toBeInstanceOf(InsufficientFunds)
    await credit(db, { userId, cents: 300, kind: "recharge" })
    const refused = await debit(db, { userId, cents: 301, kind: "course" }).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(InsufficientFunds)
    expect(refused).toMatchObject({ status: 409, code: "insufficient_balance" })
    await expect(debit(db, { userId, points: 1, kind: "gift" })).rejects.toMatchObject({ code: "insufficient_points" })
    expect(await balances(db, userId)).toEqual({ balanceCents: 300, points: 0 })
    expect(await entries(userId)).toHaveLength(1)
    const paid = await debit(db, { userId, cents: 300, kind: "course", ref: "C1" })
    expect(paid).toMatchObject({ amount: -300, balanceAfter: 0 })
  })

  it("rolls back with the caller's transaction", async () => {
    const userId = await member()
    await credit(db, { userId, cents: 1_000, kind: "recharge" })
    await expect(
      db.transaction(async (tx) => {
        await debit(tx, { userId, cents: 400, kind: "course" })
        throw new Error("the order could not be stored")
      }),
    ).rejects.toThrow("the order could not be stored")
    expect(await balances(db, userId)).toEqual({ balanceCents: 1_000, points: 0 })
    expect(await ledgerSum(db, userId, "balance")).toBe(1_000)
  })

  it("moves once per idempotency key and currency, even when the repeat races the first", async () => {
    const userId = await member()
    await credit(db, { userId, cents: 1_000, kind: "recharge" })
    const [first, second] = await Promise.all([
      db.transaction((tx) => debit(tx, { userId, cents: 250, kind: "course", idempotencyKey: "pay-1" })),
      db.transaction((tx) => debit(tx, { userId, cents: 250, kind: "course", idempotencyKey: "pay-1" })),
    ])
    expect([first?.replayed, second?.replayed].sort()).toEqual([false, true])
    expect(second?.entryId).toBe(first?.entryId)
    const again = await debit(db, { userId, cents: 250, kind: "course", idempotencyKey: "pay-1" })
    expect(again).toMatchObject({ replayed: true, balanceAfter: 750 })
    // The same key in the other currency is another movement.
    await credit(db, { userId, points: 10, kind: "sign_in", idempotencyKey: "pay-1" })
    expect(await balances(db, userId)).toEqual({ balanceCents: 750, points: 10 })
    expect(await entries(userId)).toHaveLength(3)
  })

  it("never overdraws under concurrent debits, and the ledger sums to the account", async () => {
    const userId = await member()
    await credit(db, { userId, cents: 100, kind: "recharge" })
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => db.transaction((tx) => debit(tx, { userId, cents: 30, kind: "course" }))))
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3)
    for (const r of results) if (r.status === "rejected") expect(r.reason).toBeInstanceOf(InsufficientFunds)
    expect(await balances(db, userId)).toEqual({ balanceCents: 10, points: 0 })
    expect(await ledgerSum(db, userId, "balance")).toBe(10)
  })

  it("refuses amounts that are not positive whole numbers and credits past the limit", async () => {
    const userId = await member()
    for (const cents of [0, -5, 1.5, MAX_ACCOUNT_VALUE + 1]) {
      await expect(credit(db, { userId, cents, kind: "recharge" })).rejects.toBeInstanceOf(RangeError)
    }
    await credit(db, { userId, cents: MAX_ACCOUNT_VALUE, kind: "recharge" })
    await expect(credit(db, { userId, cents: 1, kind: "recharge" })).rejects.toBeInstanceOf(AccountLimitExceeded)
    expect(await balances(db, userId)).toEqual({ balanceCents: MAX_ACCOUNT_VALUE, points: 0 })
  })

  it("answers a repeated pay call with the stored answer and refuses its key for another call", async () => {
    const userId = await member()
    let runs = 0
    const pay = () => db.transaction((tx) => once(tx, { userId, key: "k-1", scope: "vipPay:1" }, async () => ({ paid: ++runs })))
    expect(await pay()).toEqual({ paid: 1 })
    expect(await pay()).toEqual({ paid: 1 })
    expect(runs).toBe(1)
    await expect(db.transaction((tx) => once(tx, { userId, key: "k-1", scope: "coursePay:2" }, async () => ({ paid: ++runs })))).rejects.toMatchObject({ status: 409 })
    // A failed call stores nothing, so the key can be used again.
    await expect(db.transaction((tx) => once(tx, { userId, key: "k-2", scope: "vipPay:1" }, async () => Promise.reject(new Error("declined"))))).rejects.toThrow("declined")
    expect(await db.transaction((tx) => once(tx, { userId, key: "k-2", scope: "vipPay:1" }, async () => ({ paid: ++runs })))).toEqual({ paid: 2 })
  })
})
