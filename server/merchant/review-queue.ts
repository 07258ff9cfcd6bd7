import { eq } from "drizzle-orm"
import { PERMISSIONS } from "../../domain/admin/index.ts"
import type { ReviewQueueProvider } from "../admin/index.ts"
import { products } from "../mall/tables/products.ts"

/** Shops' products sent for review before they go on the shelf (内容审核). */
export const productShelfQueue: ReviewQueueProvider = {
  key: "productShelf",
  title: "商品上架",
  permission: PERMISSIONS.reviewContent,
  path: "/admin/review/products",
  waiting: async (db) => db.$count(products, eq(products.reviewState, "pending")),
}
