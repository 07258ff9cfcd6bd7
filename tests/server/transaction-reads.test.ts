import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { sql } from "drizzle-orm"
import { createTestDatabase, databaseKinds, type TestDatabase } from "../setup/databases.ts"

describe.each(databaseKinds())("reads started together inside a transaction on %s", (kind) => {
  let test: TestDatabase
  beforeAll(async () => {
    test = await createTestDatabase(kind)
  })
  afterAll(() => test.dispose())

  it("run one after another on the transaction's connection, each with its own answer, and the driver warns of nothing", async () => {
    const warnings: string[] = []
    const onWarning = (warning: Error) => warnings.push(warning.message)
    process.on("warning", onWarning)
    try {
      const answers = await test.database.db.transaction((tx) =>
        Promise.all(Array.from({ length: 20 }, (_, i) => tx.execute(sql`select ${i}::int as n, pg_sleep(0.002)`))),
      )
      expect(answers.map((answer) => (answer as unknown as { rows: { n: number }[] }).rows[0]?.n)).toEqual(Array.from({ length: 20 }, (_, i) => i))
      await new Promise((resolve) => setImmediate(resolve))
      expect(warnings.filter((message) => message.includes("already executing"))).toEqual([])
    } finally {
      process.off("warning", onWarning)
    }
  })
})
