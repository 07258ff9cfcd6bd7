/** Purchase demands and purchase orders: their states and what each step allows. */
import type { PurchaseItemStatus, PurchaseStatus } from "./entities.ts"

export const PURCHASE_ITEM_LABELS: Readonly<Record<PurchaseItemStatus, string>> = { 0: "新建", 1: "已分配", 2: "正在采购", 3: "已完成", 4: "采购失败" }
export const PURCHASE_LABELS: Readonly<Record<PurchaseStatus, string>> = { 0: "新建", 1: "已分配", 2: "已领取", 3: "已完成", 4: "有异常" }

/** A demand may be merged into a purchase order while it is 新建 or 已分配 and in no order that was received. */
export const mergeableItem = (status: PurchaseItemStatus): boolean => status === 0 || status === 1

/** An order takes more demands only before it is received. */
export const openPurchase = (status: PurchaseStatus): boolean => status === 0 || status === 1

export type PurchaseStep = "assign" | "receive" | "finish"

/** Which step of the purchase order comes next, or null when it is over. */
export const nextStep = (status: PurchaseStatus): PurchaseStep | null => {
  if (status === 0) return "assign"
  if (status === 1) return "receive"
  if (status === 2) return "finish"
  return null
}

/** The state an order ends in: 已完成 when every item was bought, 有异常 when any failed. */
export const finishedStatus = (results: ReadonlyArray<{ readonly done: boolean }>): PurchaseStatus => (results.every((r) => r.done) ? 3 : 4)
