/**
 * Product reviews (the spec's /product/comment) and product questions. A buyer reviews each
 * line (SKU) of a completed order once, with 1-5 stars, text and pictures, under the spec's
 * comment rules (spec 2 §5: 请选择满意度, 30-200 characters; posting needs real-name
 * certification). A line not reviewed within REVIEW_DAYS of completion gets the default good
 * review. The shop replies once; members like a review once. Filters are the spec's rating
 * filters (all, good = 5 stars, middle = 3-4, bad = 1-2) plus 有图.
 */
import { Schema } from "effect"
import { validateComment } from "../courses/comment-form.ts"
import { isSitePath } from "../courses/comment-media.ts"
import { AuthorSummary, TotalledPage, Whole } from "../core/entities/common.ts"
import { RATING_FILTERS } from "../core/rating.ts"
import { firstFormError } from "../core/validation/form-errors.ts"
import { charLength } from "../core/validation/text.ts"
import { MALL_MESSAGES } from "./messages.ts"
import { IdNumber } from "../core/validation/boundary.ts"

const REVIEW_DAYS = 7
export const REVIEW_PICTURE_LIMIT = 9
export const REVIEW_REPLY_MAX = 200
export const DEFAULT_REVIEW_GRADE = 5

export const REVIEW_FILTERS = [...RATING_FILTERS.map((f) => ({ key: f.key, label: f.label })), { key: "pictures", label: "有图" }] as const
export type ReviewFilter = "all" | "good" | "middle" | "bad" | "pictures"
export const ReviewFilterKey = Schema.Literals(["all", "good", "middle", "bad", "pictures"])

/** The grades a filter covers (all grades for 全部 and 有图). */
export function gradesOfFilter(filter: ReviewFilter): ReadonlyArray<number> {
  return RATING_FILTERS.find((f) => f.key === filter)?.grades ?? [1, 2, 3, 4, 5]
}

/** When the default good review is given to a line completed at `receivedAt`. */
export const defaultReviewAt = (receivedAt: number): number => receivedAt + REVIEW_DAYS * 86_400_000

export const ProductReview = Schema.Struct({
  id: IdNumber,
  spuId: IdNumber,
  skuId: IdNumber,
  skuText: Schema.String,
  user: AuthorSummary,
  grade: Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 5 })),
  content: Schema.String,
  pictures: Schema.Array(Schema.String),
  likeNumber: Whole,
  likedStatus: Schema.Literals(["LIKE", "UNLIKE"]),
  /** The shop's reply (商家回复), once. */
  reply: Schema.NullOr(Schema.String),
  replyTime: Schema.NullOr(Schema.String),
  /** Given by the portal when the buyer did not review in time. */
  isDefault: Schema.Boolean,
  createTime: Schema.String,
})
export type ProductReview = typeof ProductReview.Type

/** A review with its product and order, for the buyer's and the shop's lists. */
export const ReviewWithProduct = Schema.Struct({
  ...ProductReview.fields,
  title: Schema.String,
  picture: Schema.String,
  orderNum: Schema.String,
})
export type ReviewWithProduct = typeof ReviewWithProduct.Type

export const ProductReviewPage = TotalledPage(ProductReview, Whole)
export type ProductReviewPage = typeof ProductReviewPage.Type
export const ReviewWithProductPage = TotalledPage(ReviewWithProduct, Whole)
export type ReviewWithProductPage = typeof ReviewWithProductPage.Type

export const ReviewStatistics = Schema.Struct({
  total: Whole,
  /** 5 stars. */
  goodTotal: Whole,
  /** 3-4 stars. */
  middleTotal: Whole,
  /** 1-2 stars (the spec's name). */
  simpleTotal: Whole,
  pictureTotal: Whole,
  /** 好评率 in whole percent; null while there is no review. */
  goodRate: Schema.NullOr(Whole),
  /** Counts of 1, 2, 3, 4 and 5 stars. */
  stars: Schema.Array(Whole),
})
export type ReviewStatistics = typeof ReviewStatistics.Type

/** Statistics from the counts of each grade (index 0 is one star) and of reviews with pictures. */
export function reviewStatistics(stars: ReadonlyArray<number>, pictureTotal: number): ReviewStatistics {
  const at = (grade: number) => stars[grade - 1] ?? 0
  const total = [1, 2, 3, 4, 5].reduce((n, g) => n + at(g), 0)
  const goodTotal = at(5)
  return {
    total,
    goodTotal,
    middleTotal: at(3) + at(4),
    simpleTotal: at(1) + at(2),
    pictureTotal,
    goodRate: total === 0 ? null : Math.round((goodTotal * 100) / total),
    stars: [1, 2, 3, 4, 5].map(at),
  }
}

/** A line waiting for the buyer's review (待评价). */
export const PendingReview = Schema.Struct({
  orderNum: Schema.String,
  skuId: IdNumber,
  spuId: IdNumber,
  title: Schema.String,
  skuText: Schema.String,
  picture: Schema.String,
  receiveTime: Schema.String,
  /** When the default good review is given if the buyer has not reviewed. */
  defaultReviewTime: Schema.String,
})
export type PendingReview = typeof PendingReview.Type

export interface ReviewInput {
  readonly grade: number | null
  readonly content: string
  readonly pictures: ReadonlyArray<string>
}

/** The first problem of a review form, with the spec's comment messages, or null. */
export function reviewProblem(input: ReviewInput): string | null {
  const form = firstFormError(validateComment({ grade: input.grade, content: input.content, orderNum: "-", courseId: "-" }))
  if (form !== undefined) return form
  if (input.pictures.length > REVIEW_PICTURE_LIMIT) return MALL_MESSAGES.reviewTooManyPictures(REVIEW_PICTURE_LIMIT)
  if (input.pictures.some((p) => !isSitePath(p))) return MALL_MESSAGES.reviewBadPicture
  return null
}

export function replyProblem(content: string): string | null {
  const text = content.trim()
  if (text === "") return MALL_MESSAGES.replyRequired
  if (charLength(text) > REVIEW_REPLY_MAX) return MALL_MESSAGES.replyTooLong(REVIEW_REPLY_MAX)
  return null
}

/** A question about a product (问大家), shaped like a course question with spuId for courseId. */
export const ProductQuestion = Schema.Struct({
  id: IdNumber,
  spuId: IdNumber,
  userId: Schema.NullOr(IdNumber),
  user: Schema.NullOr(AuthorSummary),
  title: Schema.String,
  content: Schema.String,
  createTime: Schema.String,
  answerTotal: Whole,
})
export type ProductQuestion = typeof ProductQuestion.Type

export const ProductAnswer = Schema.Struct({
  id: IdNumber,
  questionId: IdNumber,
  userId: Schema.NullOr(IdNumber),
  user: Schema.NullOr(AuthorSummary),
  content: Schema.String,
  createTime: Schema.String,
  /** Answered by the product's shop (商家回答). */
  fromShop: Schema.Boolean,
})
export type ProductAnswer = typeof ProductAnswer.Type

/** Question pages carry totalPage and reply pages totalPages, as the course Q&A does. */
export const ProductQuestionPage = Schema.Struct({ content: Schema.Array(ProductQuestion), totalPage: Whole, totalElements: Whole })
export type ProductQuestionPage = typeof ProductQuestionPage.Type
export const ProductAnswerPage = Schema.Struct({ content: Schema.Array(ProductAnswer), totalPages: Whole, totalElements: Whole })
export type ProductAnswerPage = typeof ProductAnswerPage.Type

/** A question with its product, for the shop's list (商品问答 of the maker centre). */
const ShopQuestion = Schema.Struct({ ...ProductQuestion.fields, productTitle: Schema.String, answeredByShop: Schema.Boolean })
export const ShopQuestionPage = Schema.Struct({ content: Schema.Array(ShopQuestion), totalPage: Whole, totalElements: Whole })
export type ShopQuestionPage = typeof ShopQuestionPage.Type
