import { hasPermission, type ReviewQueueSummary } from "../../../domain/admin/index.ts"
import type { Db } from "../../core/db/client.ts"
import type { ReviewQueueProvider } from "../review-queue.ts"

/** The queues the roles open, each with what waits in it, in the providers' order. */
export const reviewQueuesFor = async (db: Db, providers: readonly ReviewQueueProvider[], roles: readonly string[]): Promise<ReviewQueueSummary[]> =>
  Promise.all(
    providers
      .filter((queue) => hasPermission(roles, queue.permission))
      .map(async (queue) => ({ key: queue.key, title: queue.title, path: queue.path, waiting: await queue.waiting(db) })),
  )
