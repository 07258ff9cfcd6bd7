import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { pgTable, text } from "drizzle-orm/pg-core"
import { sql } from "drizzle-orm"
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../../tests/setup/databases.ts"
import { orderNumber } from "../../../domain/orders/order-number.ts"
import { drawOrderNumber, FRESH_NUMBER_DRAWS, insertUnderFreshNumber } from "./fresh-number.ts"

const numbered = pgTable("numbered_rows", { num: text("num").primaryKey(), note: text("note").notNull() })

describe("order numbers", () => {
  it("carry the kind, the China date and time to the second and six random digits", () => {
    expect(orderNumber("KC", Date.UTC(2026, 10, 21, 12, 30, 15), 482_913)).toBe("KC20261121203015482913")
    expect(orderNumber("SC", Date.UTC(2026, 11, 31, 16, 0, 0), 7)).toBe("SC20270101000000000007")
    expect(drawOrderNumber("SC", Date.now())).toMatch(/^SC\d{20}$/)
  })
})

describe.each(databaseKinds())("a row under a fresh number on %s", (kind) => {
  let test: TestDatabase

  beforeAll(async () => {
    test = await createTestDatabase(kind)
    await test.database.db.execute(sql`create table numbered_rows (num text primary key, note text not null)`)
    await test.database.db.insert(numbered).values({ num: "taken", note: "first" })
  })
  afterAll(async () => {
    await test?.dispose()
  })

  const insert = (note: string) => (num: string) =>
    test.database.db.insert(numbered).values({ num, note }).onConflictDoNothing({ target: numbered.num }).returning({ num: numbered.num })

  it("draws again while the number is taken, inside a transaction that stays usable", async () => {
    const draws = ["taken", "taken", "free"]
    const stored = await test.database.db.transaction(async (tx) => {
      const placed = await insertUnderFreshNumber(
        () => draws.shift() ?? "none",
        (num) => tx.insert(numbered).values({ num, note: "second" }).onConflictDoNothing({ target: numbered.num }).returning({ num: numbered.num }),
      )
      const rows = await tx.select().from(numbered)
      return { placed, rows }
    })
    expect(stored.placed).toEqual({ num: "free", row: { num: "free" } })
    expect(stored.rows).toEqual(expect.arrayContaining([{ num: "taken", note: "first" }, { num: "free", note: "second" }]))
  })

  it("gives up after its draws rather than loop", async () => {
    let draws = 0
    await expect(
      insertUnderFreshNumber(() => {
        draws++
        return "taken"
      }, insert("never")),
    ).rejects.toThrow(/no free number/)
    expect(draws).toBe(FRESH_NUMBER_DRAWS)
  })
})
