import { sql } from "drizzle-orm"
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core"
import { users } from "../../session/tables/users.ts"
import { mallOrderItems, mallOrders, productSkus, shops } from "../tables.ts"
import { products } from "./products.ts"
import { referenceTo } from "../../core/db/reference-column.ts"

/**
 * Product reviews: one per order line (unique order_item_id), by the buyer or, when the buyer
 * did not review in time, the default good review (is_default). The shop replies once.
 */
export const productReviews = pgTable(
  "product_reviews",
  {
    id: serial("id").primaryKey(),
    orderItemId: referenceTo("order_item_id", () => mallOrderItems.id),
    orderId: referenceTo("order_id", () => mallOrders.id),
    spuId: referenceTo("spu_id", () => products.spuId),
    skuId: referenceTo("sku_id", () => productSkus.skuId),
    shopId: referenceTo("shop_id", () => shops.id),
    userId: referenceTo("user_id", () => users.id),
    skuText: text("sku_text").notNull(),
    grade: integer("grade").notNull(),
    content: text("content").notNull(),
    pictures: text("pictures").array().notNull().default([]),
    isDefault: boolean("is_default").notNull().default(false),
    likeNumber: integer("like_number").notNull().default(0),
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("product_reviews_item").on(t.orderItemId),
    index("product_reviews_spu").on(t.spuId, t.createdAt),
    index("product_reviews_shop").on(t.shopId, t.createdAt),
    index("product_reviews_user").on(t.userId, t.createdAt),
    check("product_reviews_grade", sql`${t.grade} between 1 and 5`),
    check("product_reviews_likes", sql`${t.likeNumber} >= 0`),
  ],
)

export const productReviewLikes = pgTable(
  "product_review_likes",
  {
    reviewId: referenceTo("review_id", () => productReviews.id),
    userId: referenceTo("user_id", () => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
)

/** Questions about a product (问大家) and their answers; answer_total counts them. */
export const productQuestions = pgTable(
  "product_questions",
  {
    id: serial("id").primaryKey(),
    spuId: referenceTo("spu_id", () => products.spuId),
    userId: integer("user_id").references(() => users.id),
    title: text("title").notNull(),
    content: text("content").notNull(),
    answerTotal: integer("answer_total").notNull().default(0),
    /** The product's shop has answered it. */
    shopAnswered: boolean("shop_answered").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("product_questions_spu").on(t.spuId, t.createdAt), check("product_questions_answers", sql`${t.answerTotal} >= 0`)],
)

export const productAnswers = pgTable(
  "product_answers",
  {
    id: serial("id").primaryKey(),
    questionId: referenceTo("question_id", () => productQuestions.id),
    userId: integer("user_id").references(() => users.id),
    content: text("content").notNull(),
    fromShop: boolean("from_shop").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("product_answers_question").on(t.questionId, t.createdAt)],
)
