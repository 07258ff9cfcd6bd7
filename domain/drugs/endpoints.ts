import { Schema } from "effect"
import { endpoint } from "../core/endpoint.ts"
import { IdParam, PageQuery, Text } from "../member/endpoints/common.ts"
import { DrugCategoryValue, DrugDetail, DrugKindValue, DrugPage } from "./entities.ts"

/**
 * Drug leaflets (spec 1 §2.2: /medInstr, /medInstr/detail): the searchable list and one leaflet.
 * The keyword finds Chinese names, brands, pinyin and its initials, ingredients and approval
 * numbers. Paths are ours (docs/decisions.md, "Drug leaflets").
 */
export const drugsEndpoints = {
  drugList: endpoint({
    method: "GET",
    path: "/api/drugs",
    access: "public",
    query: Schema.Struct({
      ...PageQuery,
      keyword: Schema.optional(Text(100)),
      category: Schema.optional(DrugCategoryValue),
      kind: Schema.optional(DrugKindValue),
    }),
    response: DrugPage,
    errors: [400],
  }),
  drugDetail: endpoint({
    method: "GET",
    path: "/api/drugs/{id}",
    access: "public",
    params: IdParam,
    response: DrugDetail,
    errors: [400, 404],
  }),
} as const
