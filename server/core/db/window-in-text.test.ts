import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { asc, sql } from "drizzle-orm"
import { integer, pgTable, QueryBuilder } from "drizzle-orm/pg-core"
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../../tests/setup/databases.ts"
import type { Db, Tx } from "./client.ts"
import { inText } from "./window-in-text.ts"

const pagedRows = pgTable("paged_rows", { id: integer("id").primaryKey(), sort: integer("sort").notNull() })

type Window = number | ReturnType<typeof inText>

const page = (tx: Tx, limit: Window, offset: Window) =>
  tx.select({ id: pagedRows.id }).from(pagedRows).orderBy(asc(pagedRows.sort), asc(pagedRows.id)).limit(limit).offset(offset)

describe("a page's window written into the statement's text", () => {
  it("names the numbers in the text and leaves them out of the parameters", () => {
    const textOf = (offset: number) => new QueryBuilder().select({ id: pagedRows.id }).from(pagedRows).limit(inText(20)).offset(inText(offset)).toSQL()
    expect(textOf(40)).toEqual({ sql: 'select "id" from "paged_rows" limit 20 offset 40', params: [] })
    expect(textOf(0).sql).toMatch(/ limit 20 offset 0$/)
  })

  it("refuses what is not a whole number from 0", () => {
    for (const wrong of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) expect(() => inText(wrong)).toThrow(RangeError)
  })
})

/**
 * Why: a kept statement of a large table is planned for every run while its window is a
 * parameter, and once for all runs with the window in its text.
 */
describe.each(databaseKinds())("plans of a kept page read on %s", (kind) => {
  let test: TestDatabase
  let db: Db

  beforeAll(async () => {
    test = await createTestDatabase(kind)
    db = test.database.db
    await db.execute(sql`create table paged_rows (id int primary key, sort int not null)`)
    await db.execute(sql`insert into paged_rows select n, n % 977 from generate_series(1, 50000) n`)
    await db.execute(sql`create index paged_rows_sort on paged_rows (sort, id)`)
    await db.execute(sql`analyze paged_rows`)
  })
  afterAll(async () => {
    await test?.dispose()
  })

  const plansOf = async (tx: Tx, read: () => PromiseLike<unknown>, marker: string) => {
    for (let run = 0; run < 12; run++) await read()
    const { rows } = (await tx.execute(
      sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where statement like ${`%${marker}%`}`,
    )) as unknown as { rows: Array<{ generic: number; custom: number }> }
    return rows
  }

  it("plans the read once when the window is in the text, and on every run when it is a parameter", async () => {
    await db.transaction(async (tx) => {
      const inTextPlans = await plansOf(tx, () => page(tx, inText(20), inText(40)), "limit 20 offset 40")
      expect(inTextPlans).toHaveLength(1)
      expect(inTextPlans[0]!.generic).toBeGreaterThan(0)
      const parameterPlans = await plansOf(tx, () => page(tx, 20, 40), "limit $1 offset $2")
      expect(parameterPlans).toHaveLength(1)
      expect(parameterPlans[0]).toEqual({ generic: 0, custom: 12 })
    })
  })

  it("answers the same rows either way", async () => {
    for (const start of [0, 20, 49_980]) {
      expect(await page(db, inText(20), inText(start))).toEqual(await page(db, 20, start))
    }
    expect(await page(db, inText(20), inText(49_990))).toHaveLength(10)
  })
})
