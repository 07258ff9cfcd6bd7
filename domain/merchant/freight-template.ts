/**
 * 运费模板 as the shop edits them: a name, charge by piece or by weight, a default rule (first
 * unit and its price, each further unit and its price), rules for listed provinces kept as they
 * are, and an optional free-shipping threshold in cents. The form and the server check the same
 * rule; a template that products use cannot be deleted.
 */
import { Schema } from "effect"
import { FreightRule } from "../mall/freight.ts"
import { IdNumber, NameText } from "../core/validation/boundary.ts"
import { MERCHANT_MESSAGES } from "./messages.ts"

/** The largest first or further unit (pieces, or grams) and the largest price or threshold. */
export const MAX_FREIGHT_UNITS = 1_000_000
export const MAX_FREIGHT_CENTS = 100_000_000

const Whole = Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 2_000_000_000 }))

export const FreightTemplateInput = Schema.Struct({
  name: NameText(30),
  chargeBy: Schema.Literals(["count", "weight"]),
  rules: Schema.Array(FreightRule).check(Schema.isMaxLength(40)),
  freeOverCents: Schema.NullOr(Whole),
})
export type FreightTemplateInput = typeof FreightTemplateInput.Type

/** A template of the shop with the number of products that use it. */
export const ShopFreightTemplate = Schema.Struct({
  id: IdNumber,
  ...FreightTemplateInput.fields,
  productCount: Schema.Number,
})
export type ShopFreightTemplate = typeof ShopFreightTemplate.Type

const unitsOk = (n: number) => Number.isSafeInteger(n) && n >= 1 && n <= MAX_FREIGHT_UNITS
const centsOk = (n: number) => Number.isSafeInteger(n) && n >= 0 && n <= MAX_FREIGHT_CENTS

/** The message of the first problem with a template, or null. */
export function freightTemplateProblem(t: FreightTemplateInput): string | null {
  if (t.name.trim() === "") return MERCHANT_MESSAGES.nameRequired
  if (t.rules.length === 0) return MERCHANT_MESSAGES.freightRuleRequired
  if (t.rules.filter((r) => r.regions.length === 0).length > 1) return MERCHANT_MESSAGES.freightDefaultTwice
  for (const r of t.rules) {
    if (!unitsOk(r.firstUnits) || !unitsOk(r.additionalUnits)) return MERCHANT_MESSAGES.freightUnitsInvalid
    if (!centsOk(r.firstCents) || !centsOk(r.additionalCents)) return MERCHANT_MESSAGES.freightCentsInvalid
  }
  const provinces = t.rules.flatMap((r) => r.regions)
  if (new Set(provinces).size !== provinces.length) return MERCHANT_MESSAGES.freightRegionTwice
  if (t.freeOverCents !== null && !centsOk(t.freeOverCents)) return MERCHANT_MESSAGES.freightThresholdInvalid
  return null
}

/** The default rule of a template (the one without provinces), if any. */
export const defaultFreightRule = (rules: ReadonlyArray<FreightRule>): FreightRule | undefined => rules.find((r) => r.regions.length === 0)
