/** Shops of the mall: each product belongs to one shop, run by its owner's account. */
import { Schema } from "effect"
import { ProductCard } from "./product.ts"
import { Whole } from "../core/entities/common.ts"
import { IdNumber } from "../core/validation/boundary.ts"

export const Shop = Schema.Struct({
  id: IdNumber,
  name: Schema.String,
  logo: Schema.String,
  description: Schema.String,
  /** 店铺评分 in tenths, 0..50 (4.8 is 48). */
  ratingTenths: Whole,
  followers: Whole,
  productCount: Whole,
  /** The viewer follows the shop (false for visitors). */
  followed: Schema.Boolean,
})
export type Shop = typeof Shop.Type

export const ShopPage = Schema.Struct({ shop: Shop, products: Schema.Array(ProductCard) })
export type ShopPage = typeof ShopPage.Type

/** 4.8 from 48 tenths. */
export const ratingText = (tenths: number): string => (Math.max(0, Math.min(50, tenths)) / 10).toFixed(1)
