import { sql } from "drizzle-orm"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../../tests/setup/databases.ts"
import { MAINTENANCE_HOUR, nextMaintenance, startMaintenance } from "./maintenance.ts"

describe("the next maintenance", () => {
  it("is the next MAINTENANCE_HOUR:00 in Beijing, within a day", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) }), (now) => {
        const next = nextMaintenance(now)
        expect(next).toBeGreaterThan(now)
        expect(next - now).toBeLessThanOrEqual(86_400_000)
        const beijing = new Date(next + 8 * 3_600_000)
        expect([beijing.getUTCHours(), beijing.getUTCMinutes(), beijing.getUTCSeconds(), beijing.getUTCMilliseconds()]).toEqual([MAINTENANCE_HOUR, 0, 0, 0])
      }),
    )
  })

  it("at the hour itself is a day later", () => {
    const at = Date.UTC(2026, 10, 28, MAINTENANCE_HOUR - 8 + 24, 0, 0) // 04:00 on the 29th in Beijing
    expect(nextMaintenance(at)).toBe(at + 86_400_000)
    expect(nextMaintenance(at - 1)).toBe(at)
  })
})

describe.each(databaseKinds())("the housekeeping on %s", (kind) => {
  let test: TestDatabase
  beforeAll(async () => {
    test = await createTestDatabase(kind)
  })
  afterAll(() => test.dispose())

  const allVisiblePages = async () => {
    const rows = (await test.database.db.execute(sql`select relallvisible as n from pg_class where relname = 'maintenance_probe'`)) as unknown as { rows: Array<{ n: number }> }
    return Number(rows.rows[0]?.n ?? 0)
  }

  it("vacuums the embedded database, marking its pages all-visible, and leaves PostgreSQL to autovacuum", async () => {
    await test.database.db.execute(sql`create table maintenance_probe (id integer primary key, note text) with (autovacuum_enabled = false)`)
    await test.database.db.execute(sql`insert into maintenance_probe select g, repeat('x', 200) from generate_series(1, 2000) g`)
    await test.database.db.execute(sql`delete from maintenance_probe where id % 2 = 0`)
    expect(await allVisiblePages()).toBe(0)
    const maintenance = startMaintenance(test.database, Date.now)
    await maintenance.run()
    await maintenance.stop()
    if (kind === "pglite") expect(await allVisiblePages()).toBeGreaterThan(0)
    else expect(await allVisiblePages()).toBe(0)
  })
})
