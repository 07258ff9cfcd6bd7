import type { PGlite, QueryOptions, Transaction } from "@electric-sql/pglite"

/**
 * Makes `client.transaction` hand its callback the transaction with another `query`, made by
 * `queryOf` from the transaction's own: the way the client's own `query` is replaced reaches the
 * queries run inside transactions too.
 */
export const replaceTransactionQuery = (client: PGlite, queryOf: (tx: Transaction) => (text: string, params?: unknown[], options?: QueryOptions) => Promise<unknown>): void => {
  const transaction = client.transaction.bind(client)
  client.transaction = (callback) =>
    transaction((tx) => {
      const txQuery = queryOf(tx)
      return callback(
        new Proxy(tx, {
          get: (target, property, receiver) => (property === "query" ? txQuery : (Reflect.get(target, property, receiver) as unknown)),
        }) as Transaction,
      )
    })
}
