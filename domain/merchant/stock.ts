/**
 * 商品库存 adjustments: the shop sets what a warehouse holds of a SKU, with a reason. What the
 * mall sells of the SKU (its available stock) moves by the same amount, so the warehouses
 * together never hold less than unpaid orders have locked.
 */
import { MERCHANT_MESSAGES } from "./messages.ts"

export const MAX_WARE_STOCK = 9_999_999

export interface StockAdjustment {
  /** What the warehouse holds now. */
  readonly current: number
  /** What it should hold after. */
  readonly next: number
  /** The SKU's available stock now (the sum over its warehouses less what orders lock). */
  readonly available: number
  readonly reason: string
}

/** The message of the first problem with an adjustment, or null. */
export function stockAdjustmentProblem(a: StockAdjustment): string | null {
  if (!Number.isSafeInteger(a.next) || a.next < 0 || a.next > MAX_WARE_STOCK) return MERCHANT_MESSAGES.wareStockInvalid
  if (a.reason.trim() === "") return MERCHANT_MESSAGES.adjustReasonRequired
  if (a.next === a.current) return MERCHANT_MESSAGES.adjustUnchanged
  if (a.available + (a.next - a.current) < 0) return MERCHANT_MESSAGES.stockBelowLocked
  return null
}

/** 商品管理 sorting: by price or by available stock, either way. */
export const SKU_SORTS = ["price_asc", "price_desc", "stock_asc", "stock_desc"] as const
export type SkuSort = (typeof SKU_SORTS)[number]
export const SKU_SORT_LABELS: Readonly<Record<SkuSort, string>> = { price_asc: "价格从低到高", price_desc: "价格从高到低", stock_asc: "库存从少到多", stock_desc: "库存从多到少" }
