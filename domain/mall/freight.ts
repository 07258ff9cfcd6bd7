/**
 * Freight templates (运费模板) as the reference malls keep them: a shop charges by piece count
 * or by weight, with a first unit price and a price per additional unit, per destination
 * region (provinces), and a default rule for every other region. A rule without regions is the
 * default; a template without a default delivers only to its listed regions.
 */
import { Schema } from "effect"
import { Whole } from "../core/entities/common.ts"

const Positive = Schema.Number.check(Schema.isInt(), Schema.isGreaterThan(0))

export const FreightRule = Schema.Struct({
  /** Province codes (the first id of an address region); empty for the default rule. */
  regions: Schema.Array(Schema.String),
  /** Pieces or grams covered by the first price. */
  firstUnits: Positive,
  firstCents: Whole,
  /** Pieces or grams per additional step. */
  additionalUnits: Positive,
  additionalCents: Whole,
})
export type FreightRule = typeof FreightRule.Type

export const FreightTemplate = Schema.Struct({
  name: Schema.String,
  chargeBy: Schema.Literals(["count", "weight"]),
  rules: Schema.Array(FreightRule),
  /** Free shipping when the shop's goods in the order reach this many cents; null or absent: never free. */
  freeOverCents: Schema.optional(Schema.NullOr(Whole)),
})
export type FreightTemplate = typeof FreightTemplate.Type

/** The rule for a province: the one that lists it, else the default one; null when none delivers there. */
function freightRuleFor(template: FreightTemplate, province: string): FreightRule | null {
  return template.rules.find((r) => r.regions.includes(province)) ?? template.rules.find((r) => r.regions.length === 0) ?? null
}

/**
 * The freight of one shop's parcel: `units` is the piece count or the weight in grams. Nothing
 * for nothing; the first price covers up to firstUnits, each started step after it costs
 * additionalCents. Null when the template does not deliver to the province.
 */
export function freightCents(template: FreightTemplate, units: number, province: string): number | null {
  const rule = freightRuleFor(template, province)
  if (!rule) return null
  if (units <= 0) return 0
  const extra = Math.max(0, units - rule.firstUnits)
  return rule.firstCents + Math.ceil(extra / rule.additionalUnits) * rule.additionalCents
}

/** Whether a shop's goods of `goodsCents` ship free under the template's threshold. */
export const shipsFree = (template: Pick<FreightTemplate, "freeOverCents">, goodsCents: number): boolean =>
  template.freeOverCents !== undefined && template.freeOverCents !== null && goodsCents >= template.freeOverCents

/**
 * The freight of a template's lines in one shop's parcel: as freightCents, but nothing when the
 * shop's goods in the order (`goodsCents`) reach the template's free-shipping threshold.
 */
export function parcelFreightCents(template: FreightTemplate, units: number, province: string, goodsCents: number): number | null {
  const cents = freightCents(template, units, province)
  if (cents === null) return null
  return shipsFree(template, goodsCents) ? 0 : cents
}

/** The units a parcel counts for a template: pieces, or grams of the lines. */
export const parcelUnits = (template: Pick<FreightTemplate, "chargeBy">, lines: ReadonlyArray<{ readonly quantity: number; readonly weightGrams: number }>): number =>
  lines.reduce((n, l) => n + (template.chargeBy === "count" ? l.quantity : l.quantity * l.weightGrams), 0)

/** The province code of an address region stored as a JSON list of ids. */
export function provinceOf(region: string): string {
  try {
    const ids: unknown = JSON.parse(region)
    return Array.isArray(ids) && typeof ids[0] === "string" ? ids[0] : ""
  } catch {
    return ""
  }
}
