import { eq } from "drizzle-orm"
import { PERMISSIONS } from "../../domain/admin/index.ts"
import type { ReviewQueueProvider } from "../admin/index.ts"
import { realNameRequests } from "./tables.ts"

/** Real-name requests waiting for an administrator (实名审核). */
export const realNameQueue: ReviewQueueProvider = {
  key: "realName",
  title: "实名认证",
  permission: PERMISSIONS.reviewIdentity,
  path: "/admin/review/realName",
  waiting: async (db) => db.$count(realNameRequests, eq(realNameRequests.status, "auth_examine")),
}
