import type { AddressInfo } from "node:net"
import { createServer, type Server } from "node:http"
import { FrontCopies } from "./http/front-copies.ts"
import { requestLine } from "./http/request-log.ts"
import { getRequestListener } from "@hono/node-server"
import { createApp } from "./app.ts"
import { applyHttpLimits } from "./http-limits.ts"
import type { Config } from "./config.ts"
import { migrateDatabase, openDatabase, type Database } from "./db/client.ts"
import { runSeeds } from "../seed/seed-sets.ts"
import { createDeps, type AppDeps } from "./deps.ts"
import { Scheduler, type JobHandler } from "./scheduler.ts"
import { startMaintenance } from "./db/maintenance.ts"
import { mallJobs } from "../mall/services/jobs.ts"
import { uploadSessionJobs } from "../member/services/upload-sessions.ts"
import { lockDataDir } from "./data-dir-lock.ts"
import { attachChatSockets } from "../chat/routes/sockets.ts"
import { startUnpaidOrderSweep } from "../orders/services/sweep.ts"
import path from "node:path"

/** The request log's line for a request answered before the app (server/core/http/front-copies.ts). */
const logRequestLine = (method: string, pathname: string, status: number, ms: number) => console.log(requestLine(method, pathname, status, ms))

export interface RunningServer {
  readonly url: string
  readonly port: number
  readonly deps: AppDeps
  readonly server: Server
  stop(): Promise<void>
}

/** The kinds of timed work the server runs (server/core/scheduler.ts). */
export const scheduledJobs = (deps: AppDeps): Readonly<Record<string, JobHandler>> => ({ ...mallJobs, ...uploadSessionJobs(deps.files) })

/**
 * Opens the database (migrated, seeded once), builds the app and listens.
 * Used by `npm start`, by the integration tests and by the browser tests.
 */
export const startServer = async (config: Config, options: { database?: Database } = {}): Promise<RunningServer> => {
  const usesPglite = !options.database && !config.databaseUrl
  const unlock = usesPglite ? lockDataDir(config.dataDir) : () => {}
  let database: Database | undefined
  try {
    database =
      options.database ??
      (await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, "pglite") }))
    await migrateDatabase(database)
    await runSeeds(database.db, { demo: config.seedDemoData })
    const deps = await createDeps(config, database)
    const front = deps.sharedReads ? new FrontCopies(deps.sharedReads, deps.now, undefined, config.logRequests ? logRequestLine : undefined) : null
    const app = createApp(deps, { frontCopies: front })
    const listener = getRequestListener(app.fetch, { hostname: config.host })
    const server = createServer(front ? front.before(listener) : listener)
    await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve))
    applyHttpLimits(server)
    const sockets = attachChatSockets(server, deps)
    // Timed work kept in the database (unpaid orders closing, shipped orders confirming, unfinished uploads expiring).
    const scheduler = new Scheduler(database.db, scheduledJobs(deps), { now: deps.now })
    scheduler.start()
    // Unpaid orders close 30 minutes after creation: swept at start and every minute.
    const sweeper = startUnpaidOrderSweep(deps.db, deps.now)
    const maintenance = startMaintenance(database, deps.now)
    const port = (server.address() as AddressInfo).port
    const shownHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host
    const db = database
    let stopping: Promise<void> | undefined
    return {
      url: `http://${shownHost}:${port}`,
      port,
      deps,
      server,
      stop: () =>
        (stopping ??= (async () => {
          await scheduler.stop()
          await sweeper.stop()
          await maintenance.stop()
          await sockets.close()
          server.closeAllConnections()
          await new Promise<void>((resolve) => server.close(() => resolve()))
          if (!options.database) await db.close()
          unlock()
        })()),
    }
  } catch (error) {
    if (database && !options.database) await database.close().catch(() => {})
    unlock()
    throw error
  }
}
