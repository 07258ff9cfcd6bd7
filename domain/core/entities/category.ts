/** Product categories (spec 2 §3). */
import { Schema } from "effect"

export interface Category {
  /** `null` only for the synthetic 全部 node. */
  readonly catId: number | null
  readonly name: string
  readonly parentCid?: number | null | undefined
  readonly children?: ReadonlyArray<Category> | undefined
}

export const Category: Schema.Codec<Category> = Schema.Struct({
  catId: Schema.NullOr(Schema.Number.check(Schema.isInt())),
  name: Schema.String,
  parentCid: Schema.optional(Schema.NullOr(Schema.Number.check(Schema.isInt()))),
  children: Schema.optional(Schema.Array(Schema.suspend((): Schema.Codec<Category> => Category))),
})
