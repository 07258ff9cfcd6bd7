/** What the drug-leaflet calls answer (domain/drugs/endpoints.ts). */
import { Schema } from "effect"
import { Count, Id, TotalledPage } from "../core/entities/common.ts"

export const DrugKindValue = Schema.Literals(["rx", "otc"])
export const DrugCategoryValue = Schema.Literals(["antibiotic", "cold", "digestive", "cardio", "diabetes", "respiratory", "allergy", "pain", "skin", "vitamin", "tcm"])

/** Stretches of a name a search matched, `name.slice(start, end)`: by characters or by pinyin ("amxl"). */
const NameMarks = Schema.Array(Schema.Struct({ start: Count, end: Count }))

export const DrugCard = Schema.Struct({
  id: Id,
  genericName: Schema.String,
  genericNameMarks: NameMarks,
  brandName: Schema.String,
  brandNameMarks: NameMarks,
  englishName: Schema.String,
  pinyin: Schema.String,
  kind: DrugKindValue,
  category: DrugCategoryValue,
  ingredients: Schema.String,
  specification: Schema.String,
  /** 适应症 or 功能主治, shortened. */
  indications: Schema.String,
  approvalNumber: Schema.String,
  manufacturer: Schema.String,
})
export type DrugCard = typeof DrugCard.Type

export const DrugPage = TotalledPage(DrugCard)
export type DrugPage = typeof DrugPage.Type

const LeafletSection = Schema.Struct({ key: Schema.String, title: Schema.String, text: Schema.String })
export type LeafletSection = typeof LeafletSection.Type

export const DrugDetail = Schema.Struct({
  id: Id,
  genericName: Schema.String,
  brandName: Schema.String,
  kind: DrugKindValue,
  category: DrugCategoryValue,
  views: Count,
  sections: Schema.Array(LeafletSection),
  updateTime: Schema.String,
})
export type DrugDetail = typeof DrugDetail.Type
