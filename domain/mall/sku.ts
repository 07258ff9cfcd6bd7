/**
 * Products with sale attributes and SKUs: a product (SPU) lists its sale attributes, e.g.
 * 规格 30ml/50ml and 款式; each combination is one SKU with its own price, stock, picture and
 * code. The picker on the product page greys out a value that no SKU in stock carries
 * together with what is chosen already.
 */
import { Schema } from "effect"
import { Whole, Cents } from "../core/entities/common.ts"
import { IdNumber } from "../core/validation/boundary.ts"

/**
 * The goods of one line of the cart, an order, a return or an order's after-sale view: the SKU
 * and its product as the buyer saw them (title, sale-attribute text, picture), the unit price
 * and how many.
 */
export const skuLineFields = {
  skuId: IdNumber,
  spuId: IdNumber,
  title: Schema.String,
  skuText: Schema.String,
  picture: Schema.String,
  priceCents: Cents,
  quantity: Whole,
}

export const SaleAttr = Schema.Struct({ name: Schema.String, values: Schema.Array(Schema.String) })
export type SaleAttr = typeof SaleAttr.Type

export const Sku = Schema.Struct({
  skuId: IdNumber,
  code: Schema.String,
  /** One value per sale attribute, in the attributes' order. */
  attrs: Schema.Array(Schema.String),
  priceCents: Cents,
  originalPriceCents: Cents,
  stock: Whole,
  picture: Schema.String,
})
export type Sku = typeof Sku.Type

/** 规格参数: the base attributes in groups, e.g. 主体 / 品牌 美妍. */
export const BaseAttrGroup = Schema.Struct({
  group: Schema.String,
  items: Schema.Array(Schema.Struct({ name: Schema.String, value: Schema.String })),
})
export type BaseAttrGroup = typeof BaseAttrGroup.Type

/** The most a member buys of one SKU in one go. */
export const MAX_QUANTITY = 99

/** How a SKU reads in the cart and orders: 规格：30ml；款式：经典款. */
export const skuText = (saleAttrs: ReadonlyArray<{ readonly name: string }>, attrs: ReadonlyArray<string>): string =>
  attrs.map((value, i) => `${saleAttrs[i]?.name ?? "规格"}：${value}`).join("；")

/** A choice per attribute: the chosen value or null. */
export type SkuSelection = ReadonlyArray<string | null>

const matches = (sku: { readonly attrs: ReadonlyArray<string> }, selection: SkuSelection): boolean =>
  selection.every((value, i) => value === null || sku.attrs[i] === value)

/** The SKU the selection names when every attribute is chosen; null otherwise. */
export function chosenSku<S extends { readonly attrs: ReadonlyArray<string> }>(skus: ReadonlyArray<S>, selection: SkuSelection, attrCount: number): S | null {
  if (selection.length < attrCount || selection.slice(0, attrCount).some((v) => v === null)) return null
  return skus.find((sku) => matches(sku, selection)) ?? null
}

export type OptionState = "selected" | "available" | "soldOut"

/**
 * How one value of one attribute shows: chosen, available, or greyed out because no SKU in
 * stock has it together with the values chosen for the other attributes.
 */
export function optionState(skus: ReadonlyArray<Pick<Sku, "attrs" | "stock">>, selection: SkuSelection, attrIndex: number, value: string): OptionState {
  if (selection[attrIndex] === value) return "selected"
  const trial = selection.map((v, i) => (i === attrIndex ? value : v))
  return skus.some((sku) => sku.stock > 0 && matches(sku, trial)) ? "available" : "soldOut"
}

/** Toggles a value: choosing the chosen value again clears it. */
export function toggleOption(selection: SkuSelection, attrCount: number, attrIndex: number, value: string): SkuSelection {
  const base = Array.from({ length: attrCount }, (_, i) => selection[i] ?? null)
  base[attrIndex] = base[attrIndex] === value ? null : value
  return base
}

/** The first SKU in stock (the page opens with it chosen), or the first SKU. */
export function initialSelection(skus: ReadonlyArray<Pick<Sku, "attrs" | "stock">>): SkuSelection {
  const sku = skus.find((s) => s.stock > 0) ?? skus[0]
  return sku ? [...sku.attrs] : []
}

/** The price range of a product's SKUs, for the page before a SKU is chosen. */
export function priceRange(skus: ReadonlyArray<Pick<Sku, "priceCents">>): { readonly min: number; readonly max: number } | null {
  if (skus.length === 0) return null
  const prices = skus.map((s) => s.priceCents)
  return { min: Math.min(...prices), max: Math.max(...prices) }
}

/** Every combination of the attributes' values, in order: what a product's SKUs must cover. */
export function combinations(saleAttrs: ReadonlyArray<SaleAttr>): ReadonlyArray<ReadonlyArray<string>> {
  return saleAttrs.reduce<ReadonlyArray<ReadonlyArray<string>>>((acc, attr) => acc.flatMap((prefix) => attr.values.map((v) => [...prefix, v])), [[]])
}

/** A quantity a member may ask for: whole, 1..min(stock, MAX_QUANTITY). */
export const clampQuantity = (quantity: number, stock: number): number =>
  Math.max(1, Math.min(Math.floor(Number.isFinite(quantity) ? quantity : 1), Math.max(1, Math.min(stock, MAX_QUANTITY))))

/** A product's sale attributes, its SKUs and its base attributes: what the buy box chooses from. */
export const ProductSkus = Schema.Struct({
  spuId: IdNumber,
  saleAttrs: Schema.Array(SaleAttr),
  skus: Schema.Array(Sku),
  baseAttrs: Schema.Array(BaseAttrGroup),
})
export type ProductSkus = typeof ProductSkus.Type
