import type { ReviewQueueProvider } from "../admin/index.ts"
import { makerApplicationQueue, shortVideoQueue } from "../maker/review-queues.ts"
import { makerCourseQueue } from "../courses/review-queue.ts"
import { shopApplicationQueue } from "../mall/review-queue.ts"
import { productShelfQueue } from "../merchant/review-queue.ts"
import { forumReportQueue, scienceQueue } from "../community/review-queues.ts"
import { realNameQueue } from "../member/review-queue.ts"
import { newsQueue } from "../news/review-queue.ts"
import { withdrawalQueue } from "../wallet/review-queue.ts"

/**
 * The review centre's queues, in the order the centre shows them. An area adds its queue by
 * writing a ReviewQueueProvider beside its tables and listing it here, like its handlers in app.ts.
 */
export const reviewQueues: readonly ReviewQueueProvider[] = [
  realNameQueue,
  shopApplicationQueue,
  withdrawalQueue,
  newsQueue,
  scienceQueue,
  forumReportQueue,
  productShelfQueue,
  makerApplicationQueue,
  shortVideoQueue,
  makerCourseQueue,
]
