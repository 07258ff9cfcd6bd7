import { Schema } from "effect"
import { endpoint } from "../core/endpoint.ts"
import { couponEndpoints, returnEndpoints, reviewEndpoints } from "./after-sale-endpoints.ts"
import { Cart, CartLineInput, MAX_CART_LINES } from "./cart.ts"
import { CheckoutLine, CheckoutPreview, MallOrder, MallOrderPage, MAX_NOTE_LENGTH, Tracking } from "./order.ts"
import { ShopPage } from "./shop.ts"
import { IdNumber } from "../core/validation/boundary.ts"
export { ProductSkus } from "./sku.ts"

/**
 * The buying loop of the mall: shops, the cart, checkout, balance payment,
 * the member's orders and the shop's delivery. The spec shows no paths for these; ours are
 * under /api/mall (docs/decisions.md "Mall buying loop").
 */

const IntFromString = Schema.NumberFromString.check(Schema.isInt())
const IdFromString = IntFromString.check(Schema.isGreaterThan(0), Schema.isLessThanOrEqualTo(2_147_483_647))
const OrderNum = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(40))
const Key = Schema.String.check(Schema.isMinLength(8), Schema.isMaxLength(64))
const Lines = Schema.Array(CartLineInput).check(Schema.isMaxLength(MAX_CART_LINES))
/**
 * The coupon to use: the id of one of the member's coupons (MemberCoupon.id, CheckoutCoupon.id);
 * null for none; absent for the best one. A coupon that does not apply is refused (409).
 */
const CouponChoice = Schema.optional(Schema.NullOr(IdNumber))

const Paid = Schema.Struct({ orders: Schema.Array(MallOrder), balance: Schema.Number })
const Created = Schema.Struct({ orders: Schema.Array(MallOrder), totalCents: Schema.Number })

export const mallEndpoints = {
  shopPage: endpoint({
    method: "GET",
    path: "/api/mall/shop/{shopId}",
    access: "optional",
    params: Schema.Struct({ shopId: IdFromString }),
    response: ShopPage,
    errors: [400, 404],
  }),
  shopFollow: endpoint({
    method: "POST",
    path: "/api/mall/shop/{shopId}/follow",
    access: "member",
    params: Schema.Struct({ shopId: IdFromString }),
    body: Schema.Struct({ follow: Schema.Boolean }),
    response: Schema.Struct({ followed: Schema.Boolean, followers: Schema.Number }),
    errors: [400, 404],
  }),

  cartList: endpoint({ method: "GET", path: "/api/mall/cart", access: "member", response: Cart, errors: [] }),
  /** A visitor's cart (lines kept in the browser) as the cart page shows it. */
  cartPreview: endpoint({ method: "POST", path: "/api/mall/cart/preview", access: "public", body: Schema.Struct({ lines: Lines }), response: Cart, errors: [400] }),
  cartAdd: endpoint({ method: "POST", path: "/api/mall/cart", access: "member", body: CartLineInput, response: Cart, errors: [400, 404, 409] }),
  cartUpdate: endpoint({
    method: "PUT",
    path: "/api/mall/cart/{skuId}",
    access: "member",
    params: Schema.Struct({ skuId: IdFromString }),
    body: Schema.Struct({ quantity: Schema.optional(Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 99 }))), checked: Schema.optional(Schema.Boolean) }),
    response: Cart,
    errors: [400, 404, 409],
  }),
  /** Ticks or unticks several lines: a shop's or the whole cart's. */
  cartCheck: endpoint({
    method: "POST",
    path: "/api/mall/cart/check",
    access: "member",
    body: Schema.Struct({ skuIds: Schema.Array(IdNumber).check(Schema.isMaxLength(MAX_CART_LINES)), checked: Schema.Boolean }),
    response: Cart,
    errors: [400],
  }),
  cartRemove: endpoint({
    method: "POST",
    path: "/api/mall/cart/remove",
    access: "member",
    body: Schema.Struct({ skuIds: Schema.Array(IdNumber).check(Schema.isMaxLength(MAX_CART_LINES)) }),
    response: Cart,
    errors: [400],
  }),
  cartClear: endpoint({ method: "DELETE", path: "/api/mall/cart", access: "member", response: Cart, errors: [] }),
  /** The visitor's lines join the member's cart at login (same SKU adds up). */
  cartMerge: endpoint({ method: "POST", path: "/api/mall/cart/merge", access: "member", body: Schema.Struct({ lines: Lines }), response: Cart, errors: [400] }),

  /**
   * What checkout shows: parcels per shop with freight to the address, the member's coupons that
   * apply (the best chosen unless couponId says otherwise) and the totals after the discount.
   */
  checkoutPreview: endpoint({
    method: "POST",
    path: "/api/mall/checkout/preview",
    access: "member",
    body: Schema.Struct({
      /** The lines to buy; absent for the cart's ticked lines. */
      lines: Schema.optional(Schema.Array(CheckoutLine).check(Schema.isMinLength(1), Schema.isMaxLength(MAX_CART_LINES))),
      addressId: Schema.optional(IdNumber),
      couponId: CouponChoice,
    }),
    response: CheckoutPreview,
    errors: [400, 404, 409],
  }),
  /**
   * Makes one order per shop, holding stock; the chosen coupon (as in the preview) is used on
   * its order and comes back if that order closes unpaid. Prices come from the server only.
   */
  orderCreate: endpoint({
    method: "POST",
    path: "/api/mall/orders",
    access: "member",
    body: Schema.Struct({
      lines: Schema.optional(Schema.Array(CheckoutLine).check(Schema.isMinLength(1), Schema.isMaxLength(MAX_CART_LINES))),
      addressId: IdNumber,
      notes: Schema.optional(Schema.Array(Schema.Struct({ shopId: IdNumber, note: Schema.String.check(Schema.isMaxLength(MAX_NOTE_LENGTH)) })).check(Schema.isMaxLength(50))),
      couponId: CouponChoice,
      idempotencyKey: Key,
    }),
    response: Created,
    errors: [400, 404, 409],
  }),
  orderPay: endpoint({
    method: "POST",
    path: "/api/mall/orders/pay",
    access: "member",
    body: Schema.Struct({ orderNums: Schema.Array(OrderNum).check(Schema.isMinLength(1), Schema.isMaxLength(50)), payPass: Schema.String.check(Schema.isMaxLength(2048)), idempotencyKey: Key }),
    response: Paid,
    errors: [400, 404, 409, 429],
  }),
  orderList: endpoint({
    method: "GET",
    path: "/api/mall/orders",
    access: "member",
    query: Schema.Struct({
      status: Schema.optional(IntFromString.check(Schema.isBetween({ minimum: 0, maximum: 4 }))),
      keyword: Schema.optional(Schema.String.check(Schema.isMaxLength(50))),
      page: Schema.optional(IntFromString.check(Schema.isBetween({ minimum: 0, maximum: 100_000 }))),
      size: Schema.optional(IntFromString.check(Schema.isBetween({ minimum: 1, maximum: 50 }))),
    }),
    response: MallOrderPage,
    errors: [400],
  }),
  orderDetail: endpoint({ method: "GET", path: "/api/mall/orders/{orderNum}", access: "member", params: Schema.Struct({ orderNum: OrderNum }), response: MallOrder, errors: [404] }),
  orderCancel: endpoint({ method: "POST", path: "/api/mall/orders/{orderNum}/cancel", access: "member", params: Schema.Struct({ orderNum: OrderNum }), response: MallOrder, errors: [404, 409] }),
  orderReceive: endpoint({ method: "POST", path: "/api/mall/orders/{orderNum}/receive", access: "member", params: Schema.Struct({ orderNum: OrderNum }), response: MallOrder, errors: [404, 409] }),
  orderDelete: endpoint({
    method: "DELETE",
    path: "/api/mall/orders/{orderNum}",
    access: "member",
    params: Schema.Struct({ orderNum: OrderNum }),
    response: Schema.Struct({ deleted: Schema.Boolean }),
    errors: [404, 409],
  }),
  /** 再次购买: the order's lines still for sale go into the cart. */
  orderBuyAgain: endpoint({ method: "POST", path: "/api/mall/orders/{orderNum}/again", access: "member", params: Schema.Struct({ orderNum: OrderNum }), response: Cart, errors: [404] }),
  orderTracking: endpoint({ method: "GET", path: "/api/mall/orders/{orderNum}/tracking", access: "member", params: Schema.Struct({ orderNum: OrderNum }), response: Tracking, errors: [404] }),

  /** The orders of the shop the member owns (商品订单 of the maker centre). */
  shopOrderList: endpoint({
    method: "GET",
    path: "/api/mall/shop-orders",
    access: "makerCentre",
    query: Schema.Struct({
      status: Schema.optional(IntFromString.check(Schema.isBetween({ minimum: 0, maximum: 4 }))),
      page: Schema.optional(IntFromString.check(Schema.isBetween({ minimum: 0, maximum: 100_000 }))),
      size: Schema.optional(IntFromString.check(Schema.isBetween({ minimum: 1, maximum: 50 }))),
    }),
    response: MallOrderPage,
    errors: [400, 403],
  }),
  shopOrderShip: endpoint({
    method: "POST",
    path: "/api/mall/shop-orders/{orderNum}/ship",
    access: "makerCentre",
    params: Schema.Struct({ orderNum: OrderNum }),
    body: Schema.Struct({ courier: Schema.String.check(Schema.isMaxLength(30)), trackingNo: Schema.String.check(Schema.isMaxLength(40)) }),
    response: MallOrder,
    errors: [400, 403, 404, 409],
  }),

  ...couponEndpoints,
  ...returnEndpoints,
  ...reviewEndpoints,
} as const
