import { eq } from "drizzle-orm"
import { PERMISSIONS } from "../../domain/admin/index.ts"
import { reviewQueue } from "../admin/index.ts"
import { withdrawals } from "./tables.ts"

/** Members' withdrawals waiting for the finance staff (财务). */
export const withdrawalQueue = reviewQueue(
  { key: "withdrawals", title: "提现申请", permission: PERMISSIONS.money, path: "/admin/withdrawals" },
  withdrawals,
  eq(withdrawals.status, "pending"),
)
