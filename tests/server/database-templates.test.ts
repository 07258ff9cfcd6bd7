import { describe, expect, it } from "vitest"
import { count } from "drizzle-orm"
import { seedRuns } from "../../server/core/tables/system.ts"
import { users } from "../../server/session/tables/users.ts"
import { chinaMidnight } from "../../domain/member/china-day.ts"
import { isFresh } from "../setup/database-templates.ts"
import { createTestDatabase, databaseKinds } from "../setup/databases.ts"

describe("test database templates", () => {
  it("serve for ten minutes within one day in China", () => {
    const noon = chinaMidnight("2026-11-28") + 12 * 3_600_000
    expect(isFresh(noon, noon)).toBe(true)
    expect(isFresh(noon, noon + 9 * 60_000)).toBe(true)
    expect(isFresh(noon, noon + 10 * 60_000)).toBe(false)
    expect(isFresh(noon, noon - 1)).toBe(false)
    const beforeMidnight = chinaMidnight("2026-11-29") - 60_000
    expect(isFresh(beforeMidnight, beforeMidnight + 30_000)).toBe(true)
    expect(isFresh(beforeMidnight, beforeMidnight + 2 * 60_000)).toBe(false)
    expect(isFresh(Number.NaN, noon)).toBe(false)
  })

  describe.each(databaseKinds())("on %s", (kind) => {
    it("give each test database a copy of its own: seeded when asked, and what one copy writes stays in it", async () => {
      type Copy = Awaited<ReturnType<typeof createTestDatabase>>
      const rows = async (db: Copy, table: typeof users | typeof seedRuns) => (await db.database.db.select({ n: count() }).from(table))[0]?.n
      const [first, second, bare] = await Promise.all([createTestDatabase(kind, { seeded: true }), createTestDatabase(kind, { seeded: true }), createTestDatabase(kind)])
      try {
        const seeded = await rows(first, users)
        expect(seeded).toBeGreaterThan(10)
        expect(await rows(bare, users)).toBe(0)
        await first.database.db.delete(seedRuns)
        expect(await rows(first, seedRuns)).toBe(0)
        expect(await rows(second, seedRuns)).toBeGreaterThan(10)
        expect(await rows(second, users)).toBe(seeded)
      } finally {
        await Promise.all([first.dispose(), second.dispose(), bare.dispose()])
      }
      // A stale template is built again inside the test, as other files do in their set-up hooks.
    }, 180_000)
  })
})
