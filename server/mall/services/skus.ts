/**
 * A product's SKUs and specs: defining them (the demo seed and, later, the maker centre use the
 * same call), reading them for the product page, and keeping the catalogue row's stock equal
 * to what its SKUs have left.
 */
import { asc, eq, sql } from "drizzle-orm"
import { combinations, type BaseAttrGroup, type SaleAttr } from "../../../domain/mall/sku.ts"
import { MALL_MESSAGES } from "../../../domain/mall/messages.ts"
import type { ProductSkus } from "../../../domain/mall/endpoints.ts"
import type { Tx } from "../../core/db/client.ts"
import { products } from "../tables/products.ts"
import { badRequest, notFound } from "../../../domain/core/errors.ts"
import { productSkus, productSpecs } from "../tables.ts"
import { cents } from "../../../domain/core/money.ts"

export interface SkuInput {
  readonly code: string
  readonly attrs: ReadonlyArray<string>
  readonly priceCents: number
  readonly originalPriceCents: number
  readonly stock: number
  readonly picture: string
  readonly weightGrams: number
}

export interface SpecsInput {
  readonly saleAttrs: ReadonlyArray<SaleAttr>
  readonly baseAttrs: ReadonlyArray<BaseAttrGroup>
  readonly freightTemplateId: number
  readonly skus: ReadonlyArray<SkuInput>
}

/** Checks that the SKUs cover each combination of the sale attributes exactly once. */
export function specsProblem(input: SpecsInput): string | null {
  if (input.saleAttrs.some((a) => a.values.length === 0 || new Set(a.values).size !== a.values.length)) return "销售属性的取值不能为空或重复"
  const wanted = combinations(input.saleAttrs).map((c) => c.join("\u0000"))
  const given = input.skus.map((s) => s.attrs.join("\u0000"))
  if (given.length !== wanted.length || new Set(given).size !== given.length || !wanted.every((w) => given.includes(w))) return "每种规格组合需要且只能有一个SKU"
  for (const sku of input.skus) {
    const whole = (n: number) => Number.isSafeInteger(n) && n >= 0
    if (!whole(sku.priceCents) || !whole(sku.originalPriceCents) || !whole(sku.stock) || !whole(sku.weightGrams)) return "价格、库存和重量必须是不小于0的整数"
    if (sku.originalPriceCents < sku.priceCents) return "原价不能低于售价"
  }
  return null
}

/** Sets a product's sale attributes, base attributes, freight template and SKUs (replacing none: for a product without SKUs). */
export const defineSpecs = async (tx: Tx, spuId: number, input: SpecsInput): Promise<void> => {
  const problem = specsProblem(input)
  if (problem) throw badRequest(problem, "bad_specs")
  await tx.insert(productSpecs).values({ spuId, saleAttrs: input.saleAttrs, baseAttrs: input.baseAttrs, freightTemplateId: input.freightTemplateId })
  await tx.insert(productSkus).values(input.skus.map((s, sort) => ({ spuId, ...s, priceCents: cents(s.priceCents), originalPriceCents: cents(s.originalPriceCents), attrs: [...s.attrs], sort })))
  await syncProductRow(tx, spuId)
}

/** The catalogue row follows its SKUs: stock left and the lowest price (with its original price). */
export const syncProductRow = async (tx: Tx, spuId: number): Promise<void> => {
  await tx
    .update(products)
    .set({
      stock: sql`coalesce((select sum(${productSkus.stock}) from ${productSkus} where ${productSkus.spuId} = ${spuId}), 0)`,
      salesCount: sql`greatest(${products.salesCount}, coalesce((select sum(${productSkus.salesCount}) from ${productSkus} where ${productSkus.spuId} = ${spuId}), 0))`,
    })
    .where(eq(products.spuId, spuId))
}

/**
 * A product's sale attributes, SKUs and grouped base attributes; 404 when it is not on the shelf
 * (the maker centre's preview of the shop's own product reads it off the shelf too).
 */
export const readProductSkus = async (tx: Tx, spuId: number, offShelfToo = false): Promise<ProductSkus> => {
  const [row] = await tx
    .select({ status: products.status, saleAttrs: productSpecs.saleAttrs, baseAttrs: productSpecs.baseAttrs })
    .from(products)
    .innerJoin(productSpecs, eq(productSpecs.spuId, products.spuId))
    .where(eq(products.spuId, spuId))
  if (!row || (row.status !== "on" && !offShelfToo)) throw notFound(MALL_MESSAGES.skuNotFound)
  const skus = await tx.select().from(productSkus).where(eq(productSkus.spuId, spuId)).orderBy(asc(productSkus.sort), asc(productSkus.skuId))
  return {
    spuId,
    saleAttrs: row.saleAttrs.map((a) => ({ name: a.name, values: [...a.values] })),
    baseAttrs: row.baseAttrs.map((g) => ({ group: g.group, items: g.items.map((i) => ({ name: i.name, value: i.value })) })),
    skus: skus.map((s) => ({
      skuId: s.skuId,
      code: s.code,
      attrs: s.attrs,
      priceCents: s.priceCents,
      originalPriceCents: s.originalPriceCents,
      stock: s.stock,
      picture: s.picture,
    })),
  }
}
