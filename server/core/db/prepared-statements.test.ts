import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { PGlite } from "@electric-sql/pglite"
import { drizzle } from "drizzle-orm/pglite"
import { sql } from "drizzle-orm"
import pg from "pg"
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../../tests/setup/databases.ts"
import type { Db } from "./client.ts"
import { installDrizzleParsers } from "./pglite-parsers.ts"
import { installPreparedStatements } from "./pglite-statements.ts"
import { SerialClient } from "./serial-client.ts"

/**
 * Both databases keep the statement texts they run prepared (pglite-statements.ts,
 * serial-client.ts). What must not change: the answers, the errors, transactions, and a
 * statement whose table changed under it.
 */
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) => (await db.execute(query)) as unknown as { rows: T[] }

describe.each(databaseKinds())("statements kept prepared on %s", (kind) => {
  let test: TestDatabase
  let db: Db

  beforeAll(async () => {
    test = await createTestDatabase(kind)
    db = test.database.db
    await db.execute(sql`create table kept_rows (id int primary key, name text not null, at timestamptz not null default now())`)
  })
  afterAll(async () => {
    await test?.dispose()
  })

  it("answers each run with its own values, past the runs after which a generic plan may be chosen", async () => {
    for (let id = 1; id <= 12; id++) await db.execute(sql`insert into kept_rows (id, name) values (${id}, ${`第${id}行`})`)
    for (let id = 1; id <= 12; id++) {
      const { rows } = await rowsOf<{ id: number; name: string }>(db, sql`select id, name from kept_rows where id = ${id}`)
      expect(rows).toEqual([{ id, name: `第${id}行` }])
    }
    const { rows } = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from kept_rows where id > ${6}`)
    expect(rows).toEqual([{ n: 6 }])
  })

  it("answers a repeated error as an error, with its code, and the connection stays usable", async () => {
    for (let i = 0; i < 3; i++) {
      await expect(db.execute(sql`insert into kept_rows (id, name) values (${1}, ${"重复"})`)).rejects.toMatchObject({ cause: { code: "23505" } })
    }
    const { rows } = await rowsOf<{ name: string }>(db, sql`select name from kept_rows where id = ${1}`)
    expect(rows).toEqual([{ name: "第1行" }])
  })

  it("rolls back a transaction whose statement failed, and commits the next", async () => {
    const insertTwice = (id: number) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into kept_rows (id, name) values (${id}, ${"事务"})`)
        await tx.execute(sql`insert into kept_rows (id, name) values (${id}, ${"事务"})`)
      })
    await expect(insertTwice(100)).rejects.toMatchObject({ cause: { code: "23505" } })
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into kept_rows (id, name) values (${101}, ${"事务"})`)
    })
    const { rows } = await rowsOf<{ id: number }>(db, sql`select id from kept_rows where id >= ${100} order by id`)
    expect(rows).toEqual([{ id: 101 }])
  })

  it("prepares a statement again when its table's columns changed under it", async () => {
    const read = () => rowsOf<Record<string, unknown>>(db, sql`select * from kept_rows where id = ${2}`)
    expect(Object.keys((await read()).rows[0] ?? {})).toEqual(["id", "name", "at"])
    await db.execute(sql`alter table kept_rows add column note text not null default '备注'`)
    expect((await read()).rows[0]).toMatchObject({ id: 2, name: "第2行", note: "备注" })
    await db.execute(sql`alter table kept_rows drop column note`)
  })
})

describe("the embedded database keeps at most so many statements", () => {
  let client: PGlite
  let db: Db

  beforeAll(async () => {
    client = new PGlite()
    await client.waitReady
    installPreparedStatements(client, 3)
    installDrizzleParsers(client)
    db = drizzle(client) as unknown as Db
  })
  afterAll(async () => {
    await client.close()
  })

  it("closes the one used least recently and answers every text all the same", async () => {
    for (let round = 0; round < 2; round++) {
      for (let n = 1; n <= 8; n++) {
        const { rows } = await rowsOf<{ n: number }>(db, sql.raw(`select ${n} + 0 as n`))
        expect(rows).toEqual([{ n }])
      }
    }
    const { rows } = await rowsOf<{ kept: number }>(db, sql`select count(*)::int as kept from pg_prepared_statements`)
    expect(rows).toEqual([{ kept: 3 }])
  })
})

describe.each(databaseKinds().filter((kind) => kind === "postgres"))("a connection to %s keeps at most so many statements", () => {
  class KeepsThree extends SerialClient {
    static override keep = 3
  }

  it("deallocates the one used least recently and answers every text all the same", async () => {
    const pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1, Client: KeepsThree })
    try {
      const client = await pool.connect()
      try {
        for (let round = 0; round < 2; round++) {
          for (let n = 1; n <= 8; n++) {
            const { rows } = await client.query({ text: `select ${n} + $1::int as n` }, [0])
            expect(rows).toEqual([{ n }])
          }
        }
        const { rows } = await client.query({ text: "select count(*)::int as kept from pg_prepared_statements" }, [])
        expect(rows[0]).toEqual({ kept: 3 })
      } finally {
        client.release()
      }
    } finally {
      await pool.end()
    }
  })
})
