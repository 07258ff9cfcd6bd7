import { Schema } from "effect"
import { endpoint } from "../core/endpoint.ts"
import { IdFromString, IdNumber, Int4FromString, NameText, SafeText } from "../core/validation/boundary.ts"
import { Page, Size } from "../core/endpoint-fields.ts"
import { ClaimableCoupon, MemberCoupon, MemberCouponPage } from "./coupon.ts"
import { OrderAfterSale, OrderReturn, OrderReturnPage } from "./order-return.ts"
import {
  PendingReview,
  ProductAnswer,
  ProductAnswerPage,
  ProductQuestion,
  ProductQuestionPage,
  ProductReview,
  ProductReviewPage,
  ReviewFilterKey,
  ReviewStatistics,
  ReviewWithProductPage,
  ShopQuestionPage,
} from "./review.ts"

/**
 * After the sale: coupons, returns, product reviews and product questions, under /api/mall
 * like the buying loop (docs/decisions.md "Coupons: choice and spreading", "Returns:
 * application, goods back, refund", "Product reviews and the default review"). Member calls
 * act on the member's own coupons, orders and returns (anyone else's answer 404); shop calls
 * (`shop-...`) need a shop (403 otherwise) and act on its own records (404 otherwise).
 */

const OrderNum = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(40))
/** Upload paths as the upload widget gives them (`/files/pictures/202611/<hex>.jpg`). */
const Pictures = (max: number) => Schema.Array(SafeText(300)).check(Schema.isMaxLength(max))
const Like = Schema.Struct({ id: IdNumber, likedStatus: Schema.Literals(["LIKE", "UNLIKE"]), likeNumber: Schema.Number })
const ReturnStatusQuery = Schema.optional(Int4FromString.check(Schema.isBetween({ minimum: 0, maximum: 3 })))

export const couponEndpoints = {
  /**
   * 领券: coupons that can be claimed now or soon, with the viewer's claim state. With spuId,
   * those usable on that product; with shopId, that shop's own; with neither, every one.
   */
  couponList: endpoint({
    method: "GET",
    path: "/api/mall/coupons",
    access: "optional",
    query: Schema.Struct({ spuId: Schema.optional(IdFromString), shopId: Schema.optional(IdFromString) }),
    response: Schema.Array(ClaimableCoupon),
    errors: [400],
  }),
  /**
   * Claims one coupon. 409 with 优惠券已经领完了 (sold_out), 优惠券还没到领取时间
   * (claim_not_started), 您已经领取过该优惠券 (already_claimed) or 优惠券已过领取时间 (claim_ended).
   */
  couponClaim: endpoint({
    method: "POST",
    path: "/api/mall/coupons/{couponId}/claim",
    access: "member",
    params: Schema.Struct({ couponId: IdFromString }),
    response: Schema.Struct({ claimed: MemberCoupon, coupon: ClaimableCoupon }),
    errors: [400, 404, 409],
  }),
  /** 我的优惠券: the member's coupons by tab (unused by default), newest first, with the tabs' counts. */
  couponMy: endpoint({
    method: "GET",
    path: "/api/mall/coupons/my",
    access: "member",
    query: Schema.Struct({ status: Schema.optional(Schema.Literals(["unused", "used", "expired"])), page: Page, size: Size }),
    response: MemberCouponPage,
    errors: [400],
  }),
} as const

export const returnEndpoints = {
  /**
   * An order's after-sale state: per line whether it may be returned or reviewed now, the
   * return or review that holds it, the deadlines and the list of return reasons.
   */
  orderAfterSale: endpoint({
    method: "GET",
    path: "/api/mall/orders/{orderNum}/after-sale",
    access: "member",
    params: Schema.Struct({ orderNum: OrderNum }),
    response: OrderAfterSale,
    errors: [404],
  }),
  /**
   * Applies for a return of a completed order within 7 days: the lines named by skuIds, or every
   * line not already returned. reason is one of RETURN_REASONS; pictures are the member's own
   * uploads (at most 5). The refund is what was paid for the lines (coupon share taken off).
   */
  returnApply: endpoint({
    method: "POST",
    path: "/api/mall/returns",
    access: "member",
    body: Schema.Struct({
      orderNum: OrderNum,
      skuIds: Schema.optional(Schema.Array(IdNumber).check(Schema.isMinLength(1), Schema.isMaxLength(100))),
      reason: SafeText(20),
      description: SafeText(2000),
      pictures: Pictures(20),
    }),
    response: OrderReturn,
    errors: [400, 404, 409],
  }),
  /** 我的退货: the member's returns, by state, newest first. */
  returnMy: endpoint({
    method: "GET",
    path: "/api/mall/returns",
    access: "member",
    query: Schema.Struct({ status: ReturnStatusQuery, page: Page, size: Size }),
    response: OrderReturnPage,
    errors: [400],
  }),
  /** One of the member's returns. */
  returnDetail: endpoint({
    method: "GET",
    path: "/api/mall/returns/{id}",
    access: "member",
    params: Schema.Struct({ id: IdFromString }),
    response: OrderReturn,
    errors: [400, 404],
  }),
  /** The member enters the courier (a code of the courier list) and tracking number of the goods sent back (退货中 only; again to correct). */
  returnSend: endpoint({
    method: "POST",
    path: "/api/mall/returns/{id}/send",
    access: "member",
    params: Schema.Struct({ id: IdFromString }),
    body: Schema.Struct({ courier: SafeText(30), trackingNo: SafeText(40) }),
    response: OrderReturn,
    errors: [400, 404, 409],
  }),

  /** The shop's returns, by state, newest first. */
  shopReturnList: endpoint({
    method: "GET",
    path: "/api/mall/shop-returns",
    access: "makerCentre",
    query: Schema.Struct({ status: ReturnStatusQuery, page: Page, size: Size }),
    response: OrderReturnPage,
    errors: [400, 403],
  }),
  shopReturnDetail: endpoint({
    method: "GET",
    path: "/api/mall/shop-returns/{id}",
    access: "makerCentre",
    params: Schema.Struct({ id: IdFromString }),
    response: OrderReturn,
    errors: [400, 403, 404],
  }),
  /** The shop accepts a 待处理 return with the address the goods go back to; it becomes 退货中. */
  shopReturnAccept: endpoint({
    method: "POST",
    path: "/api/mall/shop-returns/{id}/accept",
    access: "makerCentre",
    params: Schema.Struct({ id: IdFromString }),
    body: Schema.Struct({ name: NameText(60), phone: SafeText(30), address: SafeText(240), note: Schema.optional(SafeText(400)) }),
    response: OrderReturn,
    errors: [400, 403, 404, 409],
  }),
  /** The shop rejects a 待处理 return with a reason (2-200 characters); it becomes 已拒绝. */
  shopReturnReject: endpoint({
    method: "POST",
    path: "/api/mall/shop-returns/{id}/reject",
    access: "makerCentre",
    params: Schema.Struct({ id: IdFromString }),
    body: Schema.Struct({ reason: SafeText(400) }),
    response: OrderReturn,
    errors: [400, 403, 404, 409],
  }),
  /**
   * The shop confirms the goods came back: the return becomes 已完成 and the refund goes to the
   * buyer's balance in the same transaction, once (a repeat answers the completed return).
   */
  shopReturnReceive: endpoint({
    method: "POST",
    path: "/api/mall/shop-returns/{id}/receive",
    access: "makerCentre",
    params: Schema.Struct({ id: IdFromString }),
    body: Schema.Struct({ note: Schema.optional(SafeText(400)) }),
    response: OrderReturn,
    errors: [400, 403, 404, 409],
  }),
} as const

export const reviewEndpoints = {
  /** A product's review statistics: counts by filter and by star, 好评率. */
  reviewStatistics: endpoint({
    method: "GET",
    path: "/api/mall/product/{spuId}/reviews/statistics",
    access: "public",
    params: Schema.Struct({ spuId: IdFromString }),
    response: ReviewStatistics,
    errors: [400, 404],
  }),
  /** A product's reviews, newest first (page from 0, size 15 by default), by filter all/good/middle/bad/pictures. */
  reviewList: endpoint({
    method: "GET",
    path: "/api/mall/product/{spuId}/reviews",
    access: "optional",
    params: Schema.Struct({ spuId: IdFromString }),
    query: Schema.Struct({ filter: Schema.optional(ReviewFilterKey), page: Page, size: Size }),
    response: ProductReviewPage,
    errors: [400, 404],
  }),
  /**
   * The buyer reviews one line of a completed order, once: grade 1-5, content 30-200 characters,
   * pictures (own uploads, at most 9). Needs real-name certification, as every comment does.
   */
  reviewCreate: endpoint({
    method: "POST",
    path: "/api/mall/reviews",
    access: "member",
    body: Schema.Struct({
      orderNum: OrderNum,
      skuId: IdNumber,
      grade: Schema.NullOr(Schema.Number),
      content: SafeText(2000),
      pictures: Pictures(20),
    }),
    response: ProductReview,
    errors: [400, 404, 409],
  }),
  /** 待评价: lines of the member's completed orders not reviewed yet (of one order with orderNum). */
  reviewPending: endpoint({
    method: "GET",
    path: "/api/mall/reviews/pending",
    access: "member",
    query: Schema.Struct({ orderNum: Schema.optional(OrderNum) }),
    response: Schema.Array(PendingReview),
    errors: [400],
  }),
  /** The member's reviews with their products, newest first. */
  reviewMy: endpoint({
    method: "GET",
    path: "/api/mall/reviews/my",
    access: "member",
    query: Schema.Struct({ page: Page, size: Size }),
    response: ReviewWithProductPage,
    errors: [400],
  }),
  /** Likes (like true) or takes the like back (false); one like per member, repeats change nothing. */
  reviewLike: endpoint({
    method: "POST",
    path: "/api/mall/reviews/{id}/like",
    access: "member",
    params: Schema.Struct({ id: IdFromString }),
    body: Schema.Struct({ like: Schema.Boolean }),
    response: Like,
    errors: [400, 404],
  }),
  /** The shop's reviews, newest first; replied false for those waiting for a reply. */
  shopReviewList: endpoint({
    method: "GET",
    path: "/api/mall/shop-reviews",
    access: "makerCentre",
    query: Schema.Struct({
      filter: Schema.optional(ReviewFilterKey),
      replied: Schema.optional(Schema.Literals(["true", "false"])),
      page: Page,
      size: Size,
    }),
    response: ReviewWithProductPage,
    errors: [400, 403],
  }),
  /** The shop replies to a review of its product, once (1-200 characters). */
  shopReviewReply: endpoint({
    method: "POST",
    path: "/api/mall/shop-reviews/{id}/reply",
    access: "makerCentre",
    params: Schema.Struct({ id: IdFromString }),
    body: Schema.Struct({ content: SafeText(2000) }),
    response: ProductReview,
    errors: [400, 403, 404, 409],
  }),

  /** A product's questions (问大家), newest first, page from 0, size 15 by default; totalPage as course questions. */
  productQuestionList: endpoint({
    method: "GET",
    path: "/api/mall/product/{spuId}/questions",
    access: "public",
    params: Schema.Struct({ spuId: IdFromString }),
    query: Schema.Struct({ page: Page, size: Size }),
    response: ProductQuestionPage,
    errors: [400, 404],
  }),
  /** Asks about a product, with the course question rules (title 6-30, content 30-200, real-name certification). */
  productQuestionCreate: endpoint({
    method: "POST",
    path: "/api/mall/questions",
    access: "member",
    body: Schema.Struct({ spuId: IdNumber, title: NameText(1000), content: SafeText(2000) }),
    response: ProductQuestion,
    errors: [400, 404],
  }),
  /** A question's answers, newest first, page from 0, size 5 by default; totalPages as course replies. */
  productAnswerList: endpoint({
    method: "GET",
    path: "/api/mall/questions/{questionId}/answers",
    access: "public",
    params: Schema.Struct({ questionId: IdFromString }),
    query: Schema.Struct({ page: Page, size: Size }),
    response: ProductAnswerPage,
    errors: [400, 404],
  }),
  /**
   * Answers a question with the course reply rules (30-200 characters, real-name certification);
   * the product's shop answers as the shop (fromShop) without the certification.
   */
  productAnswerCreate: endpoint({
    method: "POST",
    path: "/api/mall/questions/{questionId}/answers",
    access: "member",
    params: Schema.Struct({ questionId: IdFromString }),
    body: Schema.Struct({ content: SafeText(2000) }),
    response: ProductAnswer,
    errors: [400, 404],
  }),
  /** Questions about the shop's products, newest first; answered false for those the shop has not answered. */
  shopQuestionList: endpoint({
    method: "GET",
    path: "/api/mall/shop-questions",
    access: "makerCentre",
    query: Schema.Struct({ answered: Schema.optional(Schema.Literals(["true", "false"])), page: Page, size: Size }),
    response: ShopQuestionPage,
    errors: [400, 403],
  }),
} as const
