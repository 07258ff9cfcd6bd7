/** Stock held by unpaid orders: taken from what can be bought, given back when they close. */
import { and, eq, sql } from "drizzle-orm"
import { MALL_MESSAGES } from "../../../domain/mall/messages.ts"
import type { Tx } from "../../core/db/client.ts"
import { products } from "../tables/products.ts"
import { conflict } from "../../../domain/core/errors.ts"
import { productSkus } from "../tables.ts"

/**
 * Moves stock between what can be bought and what unpaid orders hold (positive: hold, negative:
 * give back), SKUs in id order and then their products in id order, so that concurrent
 * checkouts and closings lock rows in one order. Holding is a conditional update: it fails
 * with out_of_stock when the SKU has less than asked. The catalogue row's stock moves by the
 * same amount.
 */
export const moveStock = async (tx: Tx, lines: ReadonlyArray<{ readonly skuId: number; readonly quantity: number }>, direction: "hold" | "release"): Promise<void> => {
  const sorted = [...lines].sort((a, b) => a.skuId - b.skuId)
  const bySpu = new Map<number, number>()
  for (const line of sorted) {
    const q = line.quantity
    const guard = direction === "hold" ? sql`${productSkus.stock} >= ${q}` : sql`${productSkus.lockedStock} >= ${q}`
    const [row] = await tx
      .update(productSkus)
      .set(
        direction === "hold"
          ? { stock: sql`${productSkus.stock} - ${q}`, lockedStock: sql`${productSkus.lockedStock} + ${q}` }
          : { stock: sql`${productSkus.stock} + ${q}`, lockedStock: sql`${productSkus.lockedStock} - ${q}` },
      )
      .where(and(eq(productSkus.skuId, line.skuId), guard))
      .returning({ spuId: productSkus.spuId })
    if (!row) {
      if (direction === "hold") throw conflict(MALL_MESSAGES.outOfStock, "out_of_stock")
      throw new Error(`stock held for SKU ${line.skuId} is less than ${q}`)
    }
    bySpu.set(row.spuId, (bySpu.get(row.spuId) ?? 0) + q)
  }
  for (const [spuId, q] of [...bySpu].sort((a, b) => a[0] - b[0])) {
    const delta = direction === "hold" ? -q : q
    await tx.update(products).set({ stock: sql`greatest(0, ${products.stock} + ${delta})` }).where(eq(products.spuId, spuId))
  }
}
