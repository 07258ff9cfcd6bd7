/** Region tree nodes and the courier and carrier lookup lists (spec 1 §3, spec 2 §3). */
import { Schema } from "effect"

export interface RegionNode {
  /** Six-digit code; nine digits for towns of cities without districts. */
  readonly id: string
  readonly name: string
  /** Children; absent on the last level. */
  readonly child?: ReadonlyArray<RegionNode> | undefined
}

export const RegionNode: Schema.Codec<RegionNode> = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  child: Schema.optional(Schema.Array(Schema.suspend((): Schema.Codec<RegionNode> => RegionNode))),
})

export const Courier = Schema.Struct({
  label: Schema.String,
  value: Schema.String,
})
export type Courier = typeof Courier.Type

export const Carrier = Schema.Struct({
  code: Schema.String,
  name: Schema.String,
})
export type Carrier = typeof Carrier.Type
