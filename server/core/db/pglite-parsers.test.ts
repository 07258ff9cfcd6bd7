import { PGlite, type QueryOptions, type Transaction } from "@electric-sql/pglite"
import { sql } from "drizzle-orm"
import { drizzle } from "drizzle-orm/pglite"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { installDrizzleParsers, isDrizzleParsers } from "./pglite-parsers.ts"

// A fresh embedded database for each test, started in the hook: on a loaded machine starting one
// takes longer than a test is given.
let client: PGlite
beforeEach(async () => {
  client = new PGlite()
  await client.waitReady
}, 180_000)
afterEach(async () => {
  await client.close()
})

/** Records the options of every query the client is asked, out of a transaction. */
const recordQueries = (client: PGlite): Array<QueryOptions | undefined> => {
  const seen: Array<QueryOptions | undefined> = []
  const query = client.query.bind(client)
  client.query = (text, params, options) => {
    seen.push(options)
    return query(text, params, options)
  }
  return seen
}

/** Every value kind whose text Drizzle reads itself, and a few PGlite parses. */
const probe = sql`select
  timestamp '2026-11-30 08:05:06.5' as ts,
  timestamptz '2026-11-30 08:05:06+08' as tstz,
  date '2026-11-30' as d,
  interval '1 day 02:00' as iv,
  array[1.5, 2]::numeric[] as nums,
  array[timestamptz '2026-11-30 08:05:06+08'] as tstzs,
  array[date '2026-11-30'] as ds,
  42::int4 as n,
  true as b,
  '{"a": 1}'::jsonb as j`

describe("Drizzle's parsers installed in the embedded client", () => {
  it("are what Drizzle sends with its queries", async () => {
    const seen = recordQueries(client)
    await drizzle(client).execute(probe)
    expect(seen).toHaveLength(1)
    expect(isDrizzleParsers(seen[0]?.parsers)).toBe(true)
    expect(isDrizzleParsers(undefined)).toBe(false)
    expect(isDrizzleParsers({ ...seen[0]?.parsers, 23: (value: string) => Number(value) })).toBe(false)
  })

  it("read every value as before, in and out of a transaction", async () => {
    const before = await drizzle(client).execute(probe)
    installDrizzleParsers(client)
    const fast = drizzle(client)
    expect((await fast.execute(probe)).rows).toEqual(before.rows)
    expect((await fast.transaction((tx) => tx.execute(probe))).rows).toEqual(before.rows)
    expect(before.rows[0]).toMatchObject({ tstz: "2026-11-30 00:05:06+00", d: "2026-11-30", n: 42, b: true, j: { a: 1 } })
  })

  it("leave Drizzle's copies out of each query, in and out of a transaction", async () => {
    const seen = recordQueries(client)
    const transaction = client.transaction.bind(client)
    client.transaction = (callback) =>
      transaction((tx) => {
        const inner = tx.query.bind(tx)
        const recorded: Transaction = Object.assign(Object.create(tx) as Transaction, {
          query: (text: string, params?: unknown[], options?: QueryOptions) => {
            seen.push(options)
            return inner(text, params, options)
          },
        })
        return callback(recorded)
      })
    installDrizzleParsers(client)
    const db = drizzle(client)
    await db.execute(probe)
    await db.transaction(async (tx) => {
      await tx.execute(probe)
    })
    expect(seen).toHaveLength(2)
    for (const options of seen) expect(options?.parsers).toBeUndefined()
  })
})
