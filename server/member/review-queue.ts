import { eq } from "drizzle-orm"
import { PERMISSIONS } from "../../domain/admin/index.ts"
import { reviewQueue } from "../admin/index.ts"
import { realNameRequests } from "./tables.ts"

/** Real-name requests waiting for an administrator (实名审核). */
export const realNameQueue = reviewQueue(
  { key: "realName", title: "实名认证", permission: PERMISSIONS.reviewIdentity, path: "/admin/review/realName" },
  realNameRequests,
  eq(realNameRequests.status, "auth_examine"),
)
