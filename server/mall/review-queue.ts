import { eq } from "drizzle-orm"
import { PERMISSIONS } from "../../domain/admin/index.ts"
import { reviewQueue } from "../admin/index.ts"
import { shopApplications } from "./tables/shop-opening.ts"

/**
 * Applications to open a shop waiting for a decision (开店审核, held by 客服 with the real-name
 * reviews). An application whose fee is not paid yet counts: it can be rejected at once, and its
 * row on the page says the fee is missing.
 */
export const shopApplicationQueue = reviewQueue(
  { key: "shopApplications", title: "开店申请", permission: PERMISSIONS.reviewIdentity, path: "/admin/review/shop" },
  shopApplications,
  eq(shopApplications.status, "pending"),
)
