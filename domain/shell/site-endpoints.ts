import { Schema } from "effect"
import { Int4FromString } from "../core/validation/boundary.ts"
import { endpoint } from "../core/endpoint.ts"
import { SiteSettings } from "./site-config.ts"

/** Site-wide data: health, settings, static page content, product categories, dictionaries. */

const IntFromString = Int4FromString

export interface CategoryNode {
  readonly catId: number
  readonly name: string
  readonly parentCid: number | null
  readonly icon: string
  readonly children: readonly CategoryNode[]
}
export const CategoryNode: Schema.Codec<CategoryNode> = Schema.Struct({
  catId: Schema.Number,
  name: Schema.String,
  parentCid: Schema.NullOr(Schema.Number),
  icon: Schema.String,
  children: Schema.Array(Schema.suspend((): Schema.Codec<CategoryNode> => CategoryNode)),
})

const DictDetail = Schema.Struct({ value: Schema.String, label: Schema.String })

export const siteEndpoints = {
  health: endpoint({
    method: "GET",
    path: "/api/health",
    access: "public",
    response: Schema.Struct({
      status: Schema.Literals(["ok", "degraded"]),
      database: Schema.Literals(["ok", "error"]),
      databaseKind: Schema.Literals(["pglite", "postgres"]),
    }),
    errors: [],
  }),
  systemConfig: endpoint({
    method: "GET",
    path: "/api/SystemConfig",
    access: "public",
    response: SiteSettings,
    errors: [],
    sharedRead: true,
  }),
  advert: endpoint({
    method: "GET",
    path: "/api/advert",
    access: "public",
    query: Schema.Struct({ key: Schema.String.check(Schema.isNonEmpty()), title: Schema.optional(Schema.String) }),
    response: Schema.Struct({ key: Schema.String, title: Schema.String, value: Schema.String }),
    errors: [400, 404],
    sharedRead: true,
  }),
  productCategoryTree: endpoint({
    method: "GET",
    path: "/api/product/category/tree",
    access: "public",
    response: Schema.Array(CategoryNode),
    errors: [],
    sharedRead: true,
  }),
  dictDetailFree: endpoint({
    method: "GET",
    path: "/api/dictDetail/free",
    access: "public",
    query: Schema.Struct({
      dictName: Schema.String.check(Schema.isNonEmpty()),
      page: Schema.optional(IntFromString.check(Schema.isGreaterThanOrEqualTo(0))),
      size: Schema.optional(IntFromString.check(Schema.isBetween({ minimum: 1, maximum: 9999 }))),
    }),
    response: Schema.Struct({ content: Schema.Array(DictDetail), totalElements: Schema.Number }),
    errors: [400],
  }),
} as const
