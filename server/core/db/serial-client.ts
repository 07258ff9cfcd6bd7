import pg from "pg"
import { isStaleStatement, KEPT_STATEMENTS } from "./kept-statements.ts"

interface QueryConfig {
  readonly text?: unknown
  readonly name?: unknown
  readonly rows?: unknown
}

/**
 * A PostgreSQL connection that runs the queries given to it one after another and keeps the
 * statement texts it runs prepared.
 *
 * - One after another: a transaction holds one connection, and code in it may start reads
 *   together (`Promise.all`): pg queues such queries itself today but will refuse them from pg@9
 *   on, so the connection orders them here. Queries with a callback (the pool's own
 *   `pool.query`, on a connection no one else holds) are not queued; a submittable passes
 *   straight through.
 * - Prepared: Drizzle sends one text per query shape with the values as parameters, and the
 *   server parsed and planned that text again for each run. Each text now gets a name on its
 *   connection, as a query named by hand would, so it is parsed once and PostgreSQL chooses
 *   between a plan for the values and a generic one as for any prepared statement. At most
 *   `KEPT_STATEMENTS` are kept; the oldest is deallocated when another comes, except in a
 *   failed transaction, where the new text runs unnamed.
 */
export class SerialClient extends pg.Client {
  #last: Promise<unknown> = Promise.resolve()
  readonly #names = new Map<string, string>()
  #counter = 0

  /** How many statement texts this connection keeps prepared. */
  static keep = KEPT_STATEMENTS

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg.Client's query has many overloads; this one forwards them all
  override query(...args: any[]): any {
    const last = args[args.length - 1]
    const first = args[0] as { submit?: unknown } | undefined
    if (typeof first?.submit === "function") return Reflect.apply(super.query, this, args)
    if (typeof last === "function") {
      // The pool's own queries (`pool.query`), on a connection no one else is using.
      this.#run(args.slice(0, -1)).then(
        (result) => last(null, result),
        (error: unknown) => last(error),
      )
      return undefined
    }
    const run = this.#last.then(() => this.#run(args))
    this.#last = run.catch(() => undefined)
    return run
  }

  /**
   * Runs a query under its statement's name. A statement that went stale outside a transaction
   * (its table changed) had not run: it is prepared again and run once more.
   */
  async #run(args: unknown[]): Promise<unknown> {
    const status = this.getTransactionStatus()
    const outside = status !== "T" && status !== "E"
    const named = this.#named(args)
    try {
      return (await Reflect.apply(super.query, this, named)) as unknown
    } catch (error) {
      if (!this.#stale(named, error) || !outside) throw error
      return (await Reflect.apply(super.query, this, this.#named(args))) as unknown
    }
  }

  /**
   * The query's arguments with its statement's name, when it is a text sent without one. When a
   * name has to go to make room, its deallocation is queued on the connection ahead of the query.
   */
  #named(args: unknown[]): unknown[] {
    const [config, ...rest] = args
    if (typeof config !== "object" || config === null) return args
    const { text, name, rows } = config as QueryConfig
    if (typeof text !== "string" || name !== undefined || rows !== undefined) return args
    let kept = this.#names.get(text)
    if (kept) {
      this.#names.delete(text)
    } else {
      const [oldest] = this.#names
      if (oldest && this.#names.size >= (this.constructor as typeof SerialClient).keep) {
        if (this.getTransactionStatus() === "E") return args
        this.#forget(...oldest)
      }
      kept = `s${++this.#counter}`
    }
    this.#names.set(text, kept)
    return [{ ...config, name: kept }, ...rest]
  }

  /**
   * Whether the error says the query's statement can no longer be used. If so, it is forgotten,
   * and deallocated unless the error failed a transaction, which would refuse that (the
   * connection's end frees it then).
   */
  #stale(args: unknown[], error: unknown): boolean {
    const { text, name } = (args[0] ?? {}) as QueryConfig
    if (typeof text !== "string" || typeof name !== "string" || !isStaleStatement(error)) return false
    return this.#forget(text, name, this.getTransactionStatus() === "E")
  }

  /**
   * Forgets a text's name if this connection gave it, and unless told to keep it on the server,
   * queues its deallocation on the connection ahead of what comes next.
   */
  #forget(text: string, name: string, keepOnServer = false): boolean {
    if (this.#names.get(text) !== name) return false
    this.#names.delete(text)
    const connection = (this as unknown as { connection: { parsedStatements: Record<string, unknown> } }).connection
    delete connection.parsedStatements[name]
    if (!keepOnServer) super.query(`deallocate "${name}"`, () => undefined)
    return true
  }
}
