import { eq } from "drizzle-orm"
import { PERMISSIONS } from "../../domain/admin/index.ts"
import { reviewQueue } from "../admin/index.ts"
import { products } from "../mall/tables/products.ts"

/** Shops' products sent for review before they go on the shelf (内容审核). */
export const productShelfQueue = reviewQueue(
  { key: "productShelf", title: "商品上架", permission: PERMISSIONS.reviewContent, path: "/admin/review/products" },
  products,
  eq(products.reviewState, "pending"),
)
