/**
 * Stock kept in warehouses. For a SKU with warehouse rows, what the mall sells
 * (product_skus.stock) is the sum over its warehouses less what unpaid orders lock
 * (product_skus.locked_stock): goods received into a warehouse become available at once, and a
 * paid order takes its goods out of the warehouses (the fullest first).
 */
import { and, asc, desc, eq, sql } from "drizzle-orm"
import type { Tx } from "../../core/db/client.ts"
import { productSkus } from "../tables.ts"
import { wareSkus } from "../tables/warehouses.ts"
import { syncProductRow } from "./skus.ts"

/** Receives goods into a warehouse; the SKU's available stock grows by the same amount. */
export const receiveIntoWarehouse = async (tx: Tx, wareId: number, skuId: number, quantity: number): Promise<void> => {
  await tx
    .insert(wareSkus)
    .values({ wareId, skuId, stock: quantity })
    .onConflictDoUpdate({ target: [wareSkus.wareId, wareSkus.skuId], set: { stock: sql`${wareSkus.stock} + ${quantity}` } })
  const [sku] = await tx
    .update(productSkus)
    .set({ stock: sql`${productSkus.stock} + ${quantity}` })
    .where(eq(productSkus.skuId, skuId))
    .returning({ spuId: productSkus.spuId })
  if (sku) await syncProductRow(tx, sku.spuId)
}

/** Takes sold goods out of the SKU's warehouses, the fullest first; nothing for a SKU kept in none. */
export const takeFromWarehouses = async (tx: Tx, skuId: number, quantity: number): Promise<void> => {
  const rows = await tx
    .select()
    .from(wareSkus)
    .where(and(eq(wareSkus.skuId, skuId), sql`${wareSkus.stock} > 0`))
    .orderBy(desc(wareSkus.stock), asc(wareSkus.wareId))
    .for("update")
  let left = quantity
  for (const row of rows) {
    if (left === 0) break
    const take = Math.min(left, row.stock)
    await tx.update(wareSkus).set({ stock: sql`${wareSkus.stock} - ${take}` }).where(and(eq(wareSkus.wareId, row.wareId), eq(wareSkus.skuId, skuId)))
    left -= take
  }
}
