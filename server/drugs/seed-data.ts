/**
 * Demo drug leaflets written for the portal: one record a family of medicines with the texts its
 * members share, and a short line a medicine (name, brand, English name, ingredient, strength,
 * dosage). Leaflets are composed from them (server/drugs/seed.ts). The texts are data in
 * drug-families.json, decoded here; they are general and sober, approval numbers and
 * manufacturers are invented and the page marks everything as demo content (示例数据，用药请遵医嘱).
 */
import { Schema } from "effect"
import { DrugCategoryValue, DrugKindValue } from "../../domain/drugs/entities.ts"
import families from "./drug-families.json"

/** [通用名称, 商品名称, 英文名称, 成份 (active ingredient), 规格, 用法用量, kind when it differs from the family's] */
const DrugLine = Schema.Tuple([
  Schema.String,
  Schema.String,
  Schema.String,
  Schema.String,
  Schema.String,
  Schema.String,
  Schema.optionalKey(DrugKindValue),
])
export type DrugLine = typeof DrugLine.Type

const DrugFamily = Schema.Struct({
  category: DrugCategoryValue,
  kind: DrugKindValue,
  tcm: Schema.optionalKey(Schema.Literal(true)),
  appearance: Schema.String,
  indications: Schema.String,
  adverseReactions: Schema.String,
  contraindications: Schema.String,
  precautions: Schema.String,
  pregnancy: Schema.String,
  children: Schema.String,
  elderly: Schema.String,
  interactions: Schema.String,
  overdose: Schema.String,
  pharmacology: Schema.String,
  pharmacokinetics: Schema.String,
  storage: Schema.String,
  validity: Schema.String,
  standard: Schema.String,
  drugs: Schema.Array(DrugLine),
})
export type DrugFamily = typeof DrugFamily.Type

export const DRUG_FAMILIES: ReadonlyArray<DrugFamily> = Schema.decodeUnknownSync(Schema.Array(DrugFamily))(families)

/** Invented manufacturers of the demo leaflets. */
export const DEMO_MANUFACTURERS = ["悦享示例制药有限公司", "华康示例药业股份有限公司", "青禾示例制药有限公司", "安和示例医药有限公司", "仁济示例中药有限公司"] as const
