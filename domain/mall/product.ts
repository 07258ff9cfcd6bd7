/**
 * Products of the mall (SPU: one listing of a merchant, without sizes or colours). Money in
 * integer cents (domain/money), times as ISO 8601. Only products on the shelf (status on)
 * are shown to anyone; the catalogue is read-only until the cart and orders come.
 */
import { Schema } from "effect"
import { Whole, Cents } from "../core/entities/common.ts"
import { IdNumber } from "../core/validation/boundary.ts"

/** On the shelf (listed) or off it. */
export const ProductStatus = Schema.Literals(["on", "off"])
export type ProductStatus = typeof ProductStatus.Type

/** The shop that sells a product: the merchant's account and its shop name. */
const ProductShop = Schema.Struct({
  id: IdNumber,
  name: Schema.String,
})
export type ProductShop = typeof ProductShop.Type

/** A product as lists show it. */
export const ProductCard = Schema.Struct({
  spuId: IdNumber,
  title: Schema.String,
  subtitle: Schema.String,
  cover: Schema.String,
  categoryId: IdNumber,
  categoryName: Schema.String,
  /** What the product costs now, cents. */
  priceCents: Cents,
  /** The price before the discount, cents; equal to the price when there is none. */
  originalPriceCents: Cents,
  salesCount: Whole,
  stock: Whole,
  shop: ProductShop,
})
export type ProductCard = typeof ProductCard.Type

export const ProductPage = Schema.Struct({
  content: Schema.Array(ProductCard),
  /** At most PRODUCT_LIST_CAP (./catalog.ts). */
  totalElements: Whole,
  totalPages: Whole,
  /** More products match than the list counts. */
  more: Schema.optional(Schema.Boolean),
})
export type ProductPage = typeof ProductPage.Type

/** One line of the product's parameters, e.g. 规格 / 50ml. */
const ProductParam = Schema.Struct({ name: Schema.String, value: Schema.String })
export type ProductParam = typeof ProductParam.Type

/** A product's own page: the card, its pictures, parameters and description. */
export const ProductDetail = Schema.Struct({
  ...ProductCard.fields,
  brand: Schema.String,
  /** Gallery pictures, the cover first. */
  images: Schema.Array(Schema.String),
  params: Schema.Array(ProductParam),
  /** Paragraphs of the description (plain text). */
  description: Schema.Array(Schema.String),
  /** The category and its ancestors, top first. */
  categoryPath: Schema.Array(Schema.Struct({ catId: IdNumber, name: Schema.String })),
  createTime: Schema.String,
})
export type ProductDetail = typeof ProductDetail.Type
