/**
 * 仓库维护, 商品库存, 采购需求 and 采购单: demands (SKU, quantity, warehouse) are merged into a
 * purchase order, which is assigned to a buyer, received and finished item by item; finishing
 * puts the bought goods into their warehouses in the same transaction.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm"
import type { Purchase, PurchaseItem, PurchaseItemStatus, PurchaseStatus, WareSku, WareStockChange, Warehouse } from "../../../domain/merchant/entities.ts"
import type { WareStockInput, WarehouseInput } from "../../../domain/merchant/endpoints.ts"
import { stockAdjustmentProblem } from "../../../domain/merchant/stock.ts"
import { MERCHANT_MESSAGES } from "../../../domain/merchant/messages.ts"
import { finishedStatus, mergeableItem, openPurchase } from "../../../domain/merchant/purchase.ts"
import { chinaDateTime } from "../../../domain/member/china-day.ts"
import { badRequest, conflict, notFound } from "../../../domain/core/errors.ts"
import type { Tx } from "../../core/db/client.ts"
import { products } from "../../mall/tables/products.ts"
import { productSkus } from "../../mall/tables.ts"
import { wareSkus, warehouses } from "../../mall/tables/warehouses.ts"
import { receiveIntoWarehouse } from "../../mall/services/warehouse-stock.ts"
import { syncProductRow } from "../../mall/services/skus.ts"
import { users } from "../../session/tables/users.ts"
import { purchaseItems, purchases, wareStockChanges } from "../tables.ts"
import { keywordFilter, readShopPage, skuKeywordFilter } from "./shop.ts"
import type { PageQuery } from "../../core/db/read-page.ts"
import { lockedRowOrNotFound } from "../../core/db/row-or-not-found.ts"

const warehouseView = (r: typeof warehouses.$inferSelect): Warehouse => ({ id: r.id, name: r.name, address: r.address, regionText: r.regionText })

export const listWarehouses = async (tx: Tx, shopId: number, query: PageQuery & { keyword?: string | undefined }) => {
  const where = and(eq(warehouses.shopId, shopId), keywordFilter(warehouses.name, query.keyword))
  return readShopPage(query, [asc(warehouses.id)], tx.select().from(warehouses).where(where).$dynamic(), () => tx.select({ n: count() }).from(warehouses).where(where), (rows) => rows.map(warehouseView))
}

export const saveWarehouse = async (tx: Tx, shopId: number, id: number | null, input: WarehouseInput): Promise<Warehouse> => {
  if (id !== null) {
    const [own] = await tx.select({ id: warehouses.id }).from(warehouses).where(and(eq(warehouses.id, id), eq(warehouses.shopId, shopId)))
    if (!own) throw notFound(MERCHANT_MESSAGES.warehouseNotFound, "warehouse_not_found")
  }
  if (input.name.trim() === "" || input.address.trim() === "") throw badRequest(MERCHANT_MESSAGES.nameRequired, "bad_name")
  const values = { name: input.name.trim(), address: input.address.trim(), regionText: input.regionText.trim() }
  const [row] =
    id === null
      ? await tx.insert(warehouses).values({ shopId, ...values }).returning()
      : await tx.update(warehouses).set(values).where(and(eq(warehouses.id, id), eq(warehouses.shopId, shopId))).returning()
  if (!row) throw notFound(MERCHANT_MESSAGES.warehouseNotFound, "warehouse_not_found")
  return warehouseView(row)
}

const skuTitle = (title: string, productTitle: string, attrs: ReadonlyArray<string>) => title || [productTitle, ...attrs].join(" ")

const wareSkuRows = (tx: Tx, where: SQL | undefined) =>
  tx
    .select({
      wareId: wareSkus.wareId,
      wareName: warehouses.name,
      skuId: wareSkus.skuId,
      stock: wareSkus.stock,
      lockedStock: productSkus.lockedStock,
      available: productSkus.stock,
      code: productSkus.code,
      title: productSkus.title,
      attrs: productSkus.attrs,
      productTitle: products.title,
    })
    .from(wareSkus)
    .innerJoin(warehouses, eq(warehouses.id, wareSkus.wareId))
    .innerJoin(productSkus, eq(productSkus.skuId, wareSkus.skuId))
    .innerJoin(products, eq(products.spuId, productSkus.spuId))
    .where(where)

const wareSkuView = (r: Awaited<ReturnType<typeof wareSkuRows>>[number]): WareSku => ({
  wareId: r.wareId,
  wareName: r.wareName,
  skuId: r.skuId,
  skuTitle: skuTitle(r.title, r.productTitle, r.attrs),
  code: r.code,
  stock: r.stock,
  lockedStock: r.lockedStock,
  available: r.available,
})

/** 商品库存: stock per SKU and warehouse, by warehouse, SKU or keyword (SKU title, product title or code). */
export const listWareSkus = async (tx: Tx, shopId: number, query: PageQuery & { wareId?: number | undefined; skuId?: number | undefined; keyword?: string | undefined }) => {
  const where = and(
    eq(warehouses.shopId, shopId),
    query.wareId === undefined ? undefined : eq(wareSkus.wareId, query.wareId),
    query.skuId === undefined ? undefined : eq(wareSkus.skuId, query.skuId),
    skuKeywordFilter(query.keyword),
  )
  const total = () =>
    tx
      .select({ n: count() })
      .from(wareSkus)
      .innerJoin(warehouses, eq(warehouses.id, wareSkus.wareId))
      .innerJoin(productSkus, eq(productSkus.skuId, wareSkus.skuId))
      .innerJoin(products, eq(products.spuId, productSkus.spuId))
      .where(where)
  return readShopPage(query, [asc(wareSkus.wareId), asc(wareSkus.skuId)], wareSkuRows(tx, where).$dynamic(), total, (rows) => rows.map(wareSkuView))
}

/**
 * 库存调整: sets what the warehouse holds of the SKU; the SKU's available stock moves by the same
 * amount and may not go below zero (the warehouses keep at least what orders lock). The change
 * and its reason are recorded in the same transaction.
 */
export const adjustWareStock = async (tx: Tx, shopId: number, operatorId: number, input: WareStockInput, now = new Date()): Promise<WareSku> => {
  const [ware] = await tx.select({ id: warehouses.id }).from(warehouses).where(and(eq(warehouses.id, input.wareId), eq(warehouses.shopId, shopId)))
  if (!ware) throw notFound(MERCHANT_MESSAGES.warehouseNotFound, "warehouse_not_found")
  const [sku] = await tx
    .select({ stock: productSkus.stock, spuId: productSkus.spuId })
    .from(productSkus)
    .innerJoin(products, eq(products.spuId, productSkus.spuId))
    .where(and(eq(productSkus.skuId, input.skuId), eq(products.merchantId, shopId)))
    .for("update", { of: productSkus })
  if (!sku) throw notFound(MERCHANT_MESSAGES.skuNotFound, "sku_not_found")
  const [held] = await tx.select({ stock: wareSkus.stock }).from(wareSkus).where(and(eq(wareSkus.wareId, input.wareId), eq(wareSkus.skuId, input.skuId))).for("update")
  const current = held?.stock ?? 0
  const problem = stockAdjustmentProblem({ current, next: input.stock, available: sku.stock, reason: input.reason })
  if (problem === MERCHANT_MESSAGES.stockBelowLocked) throw conflict(problem, "below_locked")
  if (problem) throw badRequest(problem, "bad_adjustment")
  const delta = input.stock - current
  await tx
    .insert(wareSkus)
    .values({ wareId: input.wareId, skuId: input.skuId, stock: input.stock })
    .onConflictDoUpdate({ target: [wareSkus.wareId, wareSkus.skuId], set: { stock: input.stock } })
  await tx.update(productSkus).set({ stock: sql`${productSkus.stock} + ${delta}` }).where(eq(productSkus.skuId, input.skuId))
  await syncProductRow(tx, sku.spuId)
  await tx.insert(wareStockChanges).values({ shopId, wareId: input.wareId, skuId: input.skuId, before: current, after: input.stock, reason: input.reason.trim(), operatorId, createdAt: now })
  const [row] = await wareSkuRows(tx, and(eq(wareSkus.wareId, input.wareId), eq(wareSkus.skuId, input.skuId)))
  return wareSkuView(row!)
}

/** The shop's stock changes, newest first. */
export const listWareStockChanges = async (tx: Tx, shopId: number, query: PageQuery & { wareId?: number | undefined; skuId?: number | undefined }) => {
  const where = and(
    eq(wareStockChanges.shopId, shopId),
    query.wareId === undefined ? undefined : eq(wareStockChanges.wareId, query.wareId),
    query.skuId === undefined ? undefined : eq(wareStockChanges.skuId, query.skuId),
  )
  const total = () => tx.select({ n: count() }).from(wareStockChanges).where(where)
  return readShopPage(query, [desc(wareStockChanges.id)], stockChangeRows(tx, where).$dynamic(), total, (rows) => rows.map(stockChangeOf))
}

const stockChangeRows = (tx: Tx, where: SQL | undefined) =>
  tx
    .select({ change: wareStockChanges, wareName: warehouses.name, title: productSkus.title, attrs: productSkus.attrs, productTitle: products.title, operator: users.nickName })
    .from(wareStockChanges)
    .innerJoin(warehouses, eq(warehouses.id, wareStockChanges.wareId))
    .innerJoin(productSkus, eq(productSkus.skuId, wareStockChanges.skuId))
    .innerJoin(products, eq(products.spuId, productSkus.spuId))
    .innerJoin(users, eq(users.id, wareStockChanges.operatorId))
    .where(where)

type StockChangeRow = Awaited<ReturnType<typeof stockChangeRows>>[number]

const stockChangeOf = (r: StockChangeRow): WareStockChange => ({
  id: r.change.id,
  wareId: r.change.wareId,
  wareName: r.wareName,
  skuId: r.change.skuId,
  skuTitle: skuTitle(r.title, r.productTitle, r.attrs),
  before: r.change.before,
  after: r.change.after,
  reason: r.change.reason,
  operator: r.operator,
  createdAt: chinaDateTime(r.change.createdAt.getTime()),
})

// ---- demands

const itemRows = (tx: Tx, where: SQL | undefined) =>
  tx
    .select({ item: purchaseItems, wareName: warehouses.name, title: productSkus.title, attrs: productSkus.attrs, productTitle: products.title })
    .from(purchaseItems)
    .innerJoin(warehouses, eq(warehouses.id, purchaseItems.wareId))
    .innerJoin(productSkus, eq(productSkus.skuId, purchaseItems.skuId))
    .innerJoin(products, eq(products.spuId, productSkus.spuId))
    .where(where)

const itemView = (r: Awaited<ReturnType<typeof itemRows>>[number]): PurchaseItem => ({
  id: r.item.id,
  skuId: r.item.skuId,
  skuTitle: skuTitle(r.title, r.productTitle, r.attrs),
  quantity: r.item.quantity,
  wareId: r.item.wareId,
  wareName: r.wareName,
  status: r.item.status as PurchaseItemStatus,
  purchaseId: r.item.purchaseId,
  reason: r.item.reason,
  createdAt: chinaDateTime(r.item.createdAt.getTime()),
})

export const listPurchaseItems = async (tx: Tx, shopId: number, query: PageQuery & { status?: number | undefined; wareId?: number | undefined }) => {
  const where = and(
    eq(purchaseItems.shopId, shopId),
    query.status === undefined ? undefined : eq(purchaseItems.status, query.status),
    query.wareId === undefined ? undefined : eq(purchaseItems.wareId, query.wareId),
  )
  return readShopPage(query, [desc(purchaseItems.id)], itemRows(tx, where).$dynamic(), () => tx.select({ n: count() }).from(purchaseItems).where(where), (rows) => rows.map(itemView))
}

export const createPurchaseItem = async (tx: Tx, shopId: number, input: { skuId: number; wareId: number; quantity: number }): Promise<PurchaseItem> => {
  if (!Number.isInteger(input.quantity) || input.quantity < 1 || input.quantity > 99_999) throw badRequest(MERCHANT_MESSAGES.quantityInvalid, "bad_quantity")
  const [sku] = await tx.select({ skuId: productSkus.skuId }).from(productSkus).innerJoin(products, eq(products.spuId, productSkus.spuId)).where(and(eq(productSkus.skuId, input.skuId), eq(products.merchantId, shopId)))
  if (!sku) throw notFound(MERCHANT_MESSAGES.skuNotFound, "sku_not_found")
  const [ware] = await tx.select({ id: warehouses.id }).from(warehouses).where(and(eq(warehouses.id, input.wareId), eq(warehouses.shopId, shopId)))
  if (!ware) throw notFound(MERCHANT_MESSAGES.warehouseNotFound, "warehouse_not_found")
  const [row] = await tx.insert(purchaseItems).values({ shopId, ...input }).returning({ id: purchaseItems.id })
  const [view] = await itemRows(tx, eq(purchaseItems.id, row!.id))
  return itemView(view!)
}

/** Deletes demands not yet being bought (新建 or 已分配 in an order not received). */
export const deletePurchaseItems = async (tx: Tx, shopId: number, ids: ReadonlyArray<number>) => {
  const mine = await tx.select().from(purchaseItems).where(and(eq(purchaseItems.shopId, shopId), inArray(purchaseItems.id, [...ids]))).for("update")
  if (mine.length === 0) throw notFound(MERCHANT_MESSAGES.skuNotFound, "item_not_found")
  if (mine.some((i) => !mergeableItem(i.status as PurchaseItemStatus))) throw conflict(MERCHANT_MESSAGES.itemNotMergeable, "item_busy")
  await tx.delete(purchaseItems).where(inArray(purchaseItems.id, mine.map((i) => i.id)))
  return { ok: true }
}

// ---- purchase orders

const purchaseViews = async (tx: Tx, rows: ReadonlyArray<typeof purchases.$inferSelect>): Promise<Purchase[]> => {
  const items = rows.length === 0 ? [] : (await itemRows(tx, inArray(purchaseItems.purchaseId, rows.map((r) => r.id))).orderBy(asc(purchaseItems.id))).map(itemView)
  return rows.map((r) => ({
    id: r.id,
    status: r.status as PurchaseStatus,
    buyer: r.buyer,
    buyerPhone: r.buyerPhone,
    items: items.filter((i) => i.purchaseId === r.id),
    createdAt: chinaDateTime(r.createdAt.getTime()),
  }))
}

const lockPurchase = (tx: Tx, shopId: number, id: number) =>
  lockedRowOrNotFound(tx, purchases, and(eq(purchases.id, id), eq(purchases.shopId, shopId)), MERCHANT_MESSAGES.purchaseNotFound, "purchase_not_found")

const purchaseById = async (tx: Tx, id: number) => (await purchaseViews(tx, await tx.select().from(purchases).where(eq(purchases.id, id))))[0]!

export const listPurchases = async (tx: Tx, shopId: number, query: PageQuery & { status?: number | undefined }) => {
  const where = and(eq(purchases.shopId, shopId), query.status === undefined ? undefined : eq(purchases.status, query.status))
  return readShopPage(query, [desc(purchases.id)], tx.select().from(purchases).where(where).$dynamic(), () => tx.select({ n: count() }).from(purchases).where(where), (rows) => purchaseViews(tx, rows))
}

/** 合并: the demands join an open order (or a new one); in an assigned order they are 已分配 too. */
export const mergePurchaseItems = async (tx: Tx, shopId: number, purchaseId: number | null, itemIds: ReadonlyArray<number>): Promise<Purchase> => {
  const order = purchaseId === null ? (await tx.insert(purchases).values({ shopId }).returning())[0]! : await lockPurchase(tx, shopId, purchaseId)
  if (!openPurchase(order.status as PurchaseStatus)) throw conflict(MERCHANT_MESSAGES.purchaseClosed, "purchase_closed")
  const items = await tx.select().from(purchaseItems).where(and(eq(purchaseItems.shopId, shopId), inArray(purchaseItems.id, [...itemIds]))).for("update")
  if (items.length !== new Set(itemIds).size) throw notFound(MERCHANT_MESSAGES.skuNotFound, "item_not_found")
  if (items.some((i) => !mergeableItem(i.status as PurchaseItemStatus))) throw conflict(MERCHANT_MESSAGES.itemNotMergeable, "item_busy")
  const formerOrders = [...new Set(items.map((i) => i.purchaseId).filter((p): p is number => p !== null && p !== order.id))]
  if (formerOrders.length > 0) {
    const former = await tx.select().from(purchases).where(inArray(purchases.id, formerOrders)).for("update")
    if (former.some((p) => !openPurchase(p.status as PurchaseStatus))) throw conflict(MERCHANT_MESSAGES.itemNotMergeable, "item_busy")
  }
  await tx.update(purchaseItems).set({ purchaseId: order.id, status: order.status === 1 ? 1 : 0 }).where(inArray(purchaseItems.id, items.map((i) => i.id)))
  return purchaseById(tx, order.id)
}

/** 分配: a buyer takes the order; its demands become 已分配. */
export const assignPurchase = async (tx: Tx, shopId: number, id: number, buyer: string, buyerPhone: string): Promise<Purchase> => {
  const order = await lockPurchase(tx, shopId, id)
  if (buyer.trim() === "") throw badRequest(MERCHANT_MESSAGES.buyerRequired, "bad_buyer")
  if (!openPurchase(order.status as PurchaseStatus)) throw conflict(MERCHANT_MESSAGES.purchaseWrongStep, "wrong_step")
  await tx.update(purchases).set({ status: 1, buyer: buyer.trim(), buyerPhone: buyerPhone.trim() }).where(eq(purchases.id, id))
  await tx.update(purchaseItems).set({ status: 1 }).where(eq(purchaseItems.purchaseId, id))
  return purchaseById(tx, id)
}

/** 领取: the buyer sets out; the demands are 正在采购. */
export const receivePurchase = async (tx: Tx, shopId: number, id: number): Promise<Purchase> => {
  const order = await lockPurchase(tx, shopId, id)
  if (order.status !== 1) throw conflict(MERCHANT_MESSAGES.purchaseWrongStep, "wrong_step")
  const [items] = await tx.select({ n: count() }).from(purchaseItems).where(eq(purchaseItems.purchaseId, id))
  if ((items?.n ?? 0) === 0) throw conflict(MERCHANT_MESSAGES.finishItemsMismatch, "empty_purchase")
  await tx.update(purchases).set({ status: 2 }).where(eq(purchases.id, id))
  await tx.update(purchaseItems).set({ status: 2 }).where(eq(purchaseItems.purchaseId, id))
  return purchaseById(tx, id)
}

/** 完成采购: each demand done (its goods go into its warehouse) or failed with a reason. */
export const finishPurchase = async (tx: Tx, shopId: number, id: number, results: ReadonlyArray<{ itemId: number; done: boolean; reason: string }>, now = new Date()): Promise<Purchase> => {
  const order = await lockPurchase(tx, shopId, id)
  if (order.status !== 2) throw conflict(MERCHANT_MESSAGES.purchaseWrongStep, "wrong_step")
  const items = await tx.select().from(purchaseItems).where(eq(purchaseItems.purchaseId, id)).orderBy(asc(purchaseItems.skuId)).for("update")
  const byId = new Map(results.map((r) => [r.itemId, r]))
  if (byId.size !== results.length || items.length !== results.length || items.some((i) => !byId.has(i.id))) throw badRequest(MERCHANT_MESSAGES.finishItemsMismatch, "bad_results")
  if (results.some((r) => !r.done && r.reason.trim() === "")) throw badRequest(MERCHANT_MESSAGES.failReasonRequired, "bad_reason")
  for (const item of items) {
    const result = byId.get(item.id)!
    if (result.done) {
      await tx.update(purchaseItems).set({ status: 3, reason: null }).where(eq(purchaseItems.id, item.id))
      await receiveIntoWarehouse(tx, item.wareId, item.skuId, item.quantity)
    } else {
      await tx.update(purchaseItems).set({ status: 4, reason: result.reason.trim() }).where(eq(purchaseItems.id, item.id))
    }
  }
  await tx.update(purchases).set({ status: finishedStatus(results), finishedAt: now }).where(eq(purchases.id, id))
  return purchaseById(tx, id)
}
