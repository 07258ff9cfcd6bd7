/**
 * Where the buying pages lead: 立即购买 to /product/checkout with one SKU and its quantity,
 * the cart to /shopping/cart/checkout, checkout to the payment page under /product/payment/
 * with the orders it made, payment to /product/pay/success, and on to 我的订单.
 */
import type { CheckoutLine } from "./order.ts"
import { MAX_QUANTITY } from "./sku.ts"

export const CART_PATH = "/shopping/cart"
export const CART_CHECKOUT_PATH = "/shopping/cart/checkout"
const BUY_NOW_PATH = "/product/checkout"
const PAYMENT_PREFIX = "/product/payment/"
const PAY_SUCCESS_PATH = "/product/pay/success"
/** 我的订单, the product tab. */
export const ORDER_LIST_PATH = "/account/order?type=product"
/** The most orders one payment covers (one per shop of a checkout). */
const MAX_PAY_ORDERS = 50

const ORDER_NUM = /^[A-Za-z0-9]{1,40}$/

/** 立即购买: the checkout of one SKU. */
export const buyNowHref = (line: CheckoutLine): string => `${BUY_NOW_PATH}?skuId=${line.skuId}&quantity=${line.quantity}`

/** The line a /product/checkout address names, or null when it names none. */
export function parseBuyNow(skuId: string | null, quantity: string | null): CheckoutLine | null {
  if (!skuId || !/^\d{1,9}$/.test(skuId)) return null
  const id = Number(skuId)
  if (quantity !== null && !/^\d{1,2}$/.test(quantity)) return null
  const q = quantity === null ? 1 : Number(quantity)
  if (id <= 0 || q < 1 || q > MAX_QUANTITY) return null
  return { skuId: id, quantity: q }
}

/** The payment page of the orders a checkout made: /product/payment/SC...-SC... */
export const paymentHref = (orderNums: ReadonlyArray<string>): string => `${PAYMENT_PREFIX}${orderNums.join("-")}`

/** The order numbers of a payment address; empty when any is malformed. */
export function parseOrderNums(text: string | null | undefined): ReadonlyArray<string> {
  if (!text) return []
  const nums = [...new Set(text.split(/[-,]/))]
  if (nums.length === 0 || nums.length > MAX_PAY_ORDERS || !nums.every((n) => ORDER_NUM.test(n))) return []
  return nums
}

export const paySuccessHref = (orderNums: ReadonlyArray<string>): string => `${PAY_SUCCESS_PATH}?orders=${orderNums.join("-")}`
