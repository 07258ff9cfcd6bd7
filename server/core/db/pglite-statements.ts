import type { PGlite, QueryOptions, Results } from "@electric-sql/pglite"
import { parse, protocol } from "@electric-sql/pglite"
import { isStaleStatement, KEPT_STATEMENTS } from "./kept-statements.ts"
import { replaceTransactionQuery } from "./pglite-transaction-query.ts"

/**
 * PGlite answers `query` with six calls into the database (parse, describe, bind, describe,
 * execute, sync), and PostgreSQL parses and plans the text again every time: about 0.2-0.6 ms of
 * the event loop per statement, most of a payment's time on the embedded database. The server
 * sends the same few hundred statement texts over and over (Drizzle writes one text per query
 * shape, with the values as parameters), so each text is prepared once under a name, as
 * node-postgres does for a named query, and every later run is one call: bind, describe,
 * execute, sync. PostgreSQL then chooses between a plan for the values and one generic plan as it
 * does for any prepared statement. At most `KEPT_STATEMENTS` texts are kept; the one used least
 * recently is closed when another comes.
 *
 * The answers are PGlite's own: the same parsers and serializers, the same result objects, the
 * same errors (with the query and parameters on them). Queries that bring a blob (COPY) take
 * PGlite's own path.
 */
const { serialize } = protocol

interface Prepared {
  readonly name: string
  /** The type of each parameter, as PostgreSQL inferred it. */
  readonly types: readonly number[]
}

type QueryFn = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>

const concat = (parts: readonly Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

/** Answers `query` for a client (and, with `inTransaction`, for one of its transactions) through named statements. */
const preparedQueries = (client: PGlite, keep: number) => {
  const kept = new Map<string, Prepared>()
  let counter = 0

  const run = async (message: Uint8Array) => (await client.execProtocol(message, { syncToFs: false })).messages
  const close = (prepared: Prepared) => run(concat([serialize.close({ type: "S", name: prepared.name }), serialize.sync()]))

  const keyOf = (text: string, options: QueryOptions | undefined) => (options?.paramTypes ? `${options.paramTypes.join(",")}\u0000${text}` : text)

  const prepare = async (key: string, text: string, options: QueryOptions | undefined): Promise<Prepared> => {
    const found = kept.get(key)
    if (found) {
      // Most recently used last: the first entry is the one to close.
      kept.delete(key)
      kept.set(key, found)
      return found
    }
    const [oldest] = kept
    if (oldest && kept.size >= keep) {
      kept.delete(oldest[0])
      await close(oldest[1])
    }
    const name = `s${++counter}`
    const described = await run(concat([serialize.parse({ name, text, types: options?.paramTypes ?? [] }), serialize.describe({ type: "S", name }), serialize.sync()]))
    const prepared = { name, types: parse.parseDescribeStatementResults(described) }
    kept.set(key, prepared)
    return prepared
  }

  const values = (params: readonly unknown[], types: readonly number[], options: QueryOptions | undefined) =>
    params.map((param, i) => {
      if (param === null || param === undefined) return null
      const type = types[i] ?? 0
      const serializer = options?.serializers?.[type] ?? client.serializers[type]
      return serializer ? serializer(param) : String(param as string)
    })

  const once = async <T>(key: string, text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean): Promise<Results<T>> => {
    const prepared = await prepare(key, text, options)
    const messages = await run(
      concat([serialize.bind({ statement: prepared.name, values: values(params, prepared.types, options) }), serialize.describe({ type: "P" }), serialize.execute({}), serialize.sync()]),
    )
    if (!inTransaction) await client.syncToFs()
    return parse.parseResults(messages, client.parsers, options)[0] as Results<T>
  }

  return async <T>(text: string, params: unknown[] = [], options: QueryOptions | undefined, inTransaction: boolean): Promise<Results<T>> => {
    const key = keyOf(text, options)
    try {
      try {
        return await once<T>(key, text, params, options, inTransaction)
      } catch (error) {
        const stale = isStaleStatement(error) ? kept.get(key) : undefined
        if (!stale) throw error
        kept.delete(key)
        // Outside a transaction nothing ran: the text is prepared again, once. Inside one, the
        // transaction is already failed and the caller sees the error.
        if (inTransaction) throw error
        await close(stale)
        return await once<T>(key, text, params, options, inTransaction)
      }
    } catch (error) {
      if (error instanceof Error && "code" in error) Object.assign(error, { query: text, params, queryOptions: options })
      throw error
    }
  }
}

/** Makes the client's `query`, in and out of transactions, run through named statements. */
export const installPreparedStatements = (client: PGlite, keep = KEPT_STATEMENTS): void => {
  const prepared = preparedQueries(client, keep)
  const ownQuery = client.query.bind(client) as QueryFn
  client.query = (async <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    if (options?.blob) return ownQuery<T>(text, params, options)
    if (client.closed) throw new Error("PGlite is closed")
    return client._runExclusiveTransaction(() => client._runExclusiveQuery(() => prepared<T>(text, params, options, false)))
  }) as PGlite["query"]
  replaceTransactionQuery(client, (tx) => async (text, params, options) => {
    if (options?.blob) return tx.query(text, params, options)
    if (tx.closed) throw new Error("Transaction is closed")
    return client._runExclusiveQuery(() => prepared(text, params, options, true))
  })
}
