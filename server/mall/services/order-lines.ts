import type { mallOrderItems } from "../tables.ts"

/** What an order shows of one of its lines: the product and SKU, the price and what was taken off it. */
export const orderLine = (i: typeof mallOrderItems.$inferSelect) => ({
  skuId: i.skuId,
  spuId: i.spuId,
  title: i.title,
  skuText: i.skuText,
  picture: i.picture,
  priceCents: i.priceCents,
  quantity: i.quantity,
  discountCents: i.discountCents,
  vipDiscountCents: i.vipDiscountCents,
})
