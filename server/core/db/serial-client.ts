import pg from "pg"

/**
 * A PostgreSQL connection that runs the queries given to it one after another. A transaction
 * holds one connection, and code in it may start reads together (`Promise.all`): pg queues
 * such queries itself today but will refuse them from pg@9 on, so the connection orders them
 * here. Queries with a callback or a submittable (the pool's own use) pass straight through.
 */
export class SerialClient extends pg.Client {
  #last: Promise<unknown> = Promise.resolve()

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg.Client's query has many overloads; this one forwards them all
  override query(...args: any[]): any {
    const last = args[args.length - 1]
    const first = args[0] as { submit?: unknown } | undefined
    const query = super.query
    if (typeof last === "function" || typeof first?.submit === "function") return Reflect.apply(query, this, args)
    const run = this.#last.then(() => Reflect.apply(query, this, args) as Promise<unknown>)
    this.#last = run.catch(() => undefined)
    return run
  }
}
