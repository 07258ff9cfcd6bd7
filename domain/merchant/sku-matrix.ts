/**
 * The SKU matrix of the publishing wizard: one row per combination of the ticked sale attribute
 * values (their Cartesian product). When the ticks change the matrix is built again and the rows
 * the merchant already edited are kept, matched by their combination.
 */
import { combinations, type SaleAttr } from "../mall/sku.ts"

export interface SkuRow {
  readonly attrs: ReadonlyArray<string>
  readonly title: string
  readonly subtitle: string
  /** Price as typed, in yuan text; checked on save. */
  readonly price: string
  readonly picture: string
  readonly code: string
}

const key = (attrs: ReadonlyArray<string>) => attrs.join("\u0000")

/** A fresh row for a combination: the product title with the values, nothing else filled. */
export const newRow = (productTitle: string, attrs: ReadonlyArray<string>): SkuRow => ({
  attrs,
  title: [productTitle, ...attrs].filter((s) => s !== "").join(" "),
  subtitle: "",
  price: "",
  picture: "",
  code: "",
})

/** The matrix for these sale attributes, keeping the earlier rows of combinations that remain. */
export function buildMatrix(saleAttrs: ReadonlyArray<SaleAttr>, productTitle: string, previous: ReadonlyArray<SkuRow>): ReadonlyArray<SkuRow> {
  const used = saleAttrs.filter((a) => a.values.length > 0)
  if (used.length === 0) return []
  const kept = new Map(previous.map((row) => [key(row.attrs), row]))
  return combinations(used).map((attrs) => kept.get(key(attrs)) ?? newRow(productTitle, attrs))
}
