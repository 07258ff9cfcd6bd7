/**
 * Product reviews: the buyer of a completed order reviews each line once (the unique order
 * line guards it); lines not reviewed within REVIEW_DAYS of completion get the default good
 * review from a scheduled job; lists with statistics and filters; the shop replies once;
 * likes, one per member.
 */
import { and, count, desc, eq, inArray, isNotNull, isNull, notInArray, sql, type SQL } from "drizzle-orm"
import { COMMENT_PAGE_SIZE } from "../../../domain/core/constants.ts"
import { newestFirst, readSelectPage } from "../../core/db/read-page.ts"
import { MALL_MESSAGES } from "../../../domain/mall/messages.ts"
import {
  DEFAULT_REVIEW_GRADE,
  defaultReviewAt,
  gradesOfFilter,
  replyProblem,
  reviewProblem,
  reviewStatistics,
  type PendingReview,
  type ProductReview,
  type ProductReviewPage,
  type ReviewFilter,
  type ReviewStatistics,
  type ReviewWithProduct,
  type ReviewWithProductPage,
} from "../../../domain/mall/review.ts"
import { REVIEW_PICTURE_POINTS, REVIEW_POINTS } from "../../../domain/mall/points.ts"
import { credit } from "../../wallet/services/ledger.ts"
import type { Tx } from "../../core/db/client.ts"
import { requireCertified } from "../../core/real-name-gate.ts"
import { badRequest, conflict, notFound } from "../../../domain/core/errors.ts"
import { users } from "../../session/tables/users.ts"
import { products } from "../tables/products.ts"
import { orderReturnItems, orderReturns } from "../tables/returns.ts"
import { productReviewLikes, productReviews } from "../tables/reviews.ts"
import { mallOrderItems, mallOrders } from "../tables.ts"
import { requireShop } from "./returns.ts"
import { iso } from "../../core/iso.ts"
import { rowOrNotFound } from "../../core/db/row-or-not-found.ts"

/** The job that gives the default good review, REVIEW_DAYS after completion. */
export const DEFAULT_REVIEW_JOB = "mall.defaultReview"

type ReviewRow = typeof productReviews.$inferSelect

const columns = {
  review: productReviews,
  nickName: users.nickName,
  avatarPath: users.avatarPath,
}

const selectReviews = (tx: Tx) => tx.select(columns).from(productReviews).innerJoin(users, eq(users.id, productReviews.userId))

type Joined = { review: ReviewRow; nickName: string; avatarPath: string | null }

type Paging = { page?: number | undefined; size?: number | undefined }

/** One page of reviews (with their authors) matching `where`, newest first, and the totals. */
const reviewRowsPage = (tx: Tx, where: SQL | undefined, query: Paging) =>
  readSelectPage(
    query,
    COMMENT_PAGE_SIZE,
    newestFirst(productReviews.createdAt, productReviews.id),
    selectReviews(tx).where(where).$dynamic(),
    () => tx.select({ n: count() }).from(productReviews).where(where),
  )

const likedBy = async (tx: Tx, viewerId: number | null, ids: ReadonlyArray<number>): Promise<Set<number>> => {
  if (viewerId === null || ids.length === 0) return new Set()
  const rows = await tx
    .select({ id: productReviewLikes.reviewId })
    .from(productReviewLikes)
    .where(and(eq(productReviewLikes.userId, viewerId), inArray(productReviewLikes.reviewId, [...ids])))
  return new Set(rows.map((r) => r.id))
}

const reviewOf = (row: Joined, liked: Set<number>): ProductReview => ({
  id: row.review.id,
  spuId: row.review.spuId,
  skuId: row.review.skuId,
  skuText: row.review.skuText,
  user: { nickName: row.nickName, avatarName: row.avatarPath ?? "" },
  grade: row.review.grade,
  content: row.review.content,
  pictures: row.review.pictures,
  likeNumber: row.review.likeNumber,
  likedStatus: liked.has(row.review.id) ? "LIKE" : "UNLIKE",
  reply: row.review.reply,
  replyTime: iso(row.review.repliedAt),
  isDefault: row.review.isDefault,
  createTime: row.review.createdAt.toISOString(),
})

const withProducts = async (tx: Tx, rows: ReadonlyArray<Joined>, viewerId: number | null): Promise<ReviewWithProduct[]> => {
  if (rows.length === 0) return []
  const [liked, items, orders] = await Promise.all([
    likedBy(
      tx,
      viewerId,
      rows.map((r) => r.review.id),
    ),
    tx
      .select({ id: mallOrderItems.id, title: mallOrderItems.title, picture: mallOrderItems.picture })
      .from(mallOrderItems)
      .where(inArray(mallOrderItems.id, [...new Set(rows.map((r) => r.review.orderItemId))])),
    tx
      .select({ id: mallOrders.id, orderNum: mallOrders.orderNum })
      .from(mallOrders)
      .where(inArray(mallOrders.id, [...new Set(rows.map((r) => r.review.orderId))])),
  ])
  return rows.map((r) => {
    const item = items.find((i) => i.id === r.review.orderItemId)
    return { ...reviewOf(r, liked), title: item?.title ?? "", picture: item?.picture ?? "", orderNum: orders.find((o) => o.id === r.review.orderId)?.orderNum ?? "" }
  })
}

const requireProduct = async (tx: Tx, spuId: number): Promise<void> => {
  const [row] = await tx.select({ spuId: products.spuId }).from(products).where(and(eq(products.spuId, spuId), eq(products.status, "on")))
  if (!row) throw notFound(MALL_MESSAGES.productNotFound, "product_not_found")
}

const hasPictures = sql`cardinality(${productReviews.pictures}) > 0`

const filterWhere = (filter: ReviewFilter | undefined): SQL | undefined => {
  if (filter === undefined || filter === "all") return undefined
  if (filter === "pictures") return hasPictures
  return inArray(productReviews.grade, [...gradesOfFilter(filter)])
}

/** A product's counts by star, by filter and with pictures, and its 好评率. */
export const productReviewStatistics = async (tx: Tx, spuId: number): Promise<ReviewStatistics> => {
  await requireProduct(tx, spuId)
  const [rows, [pictures]] = await Promise.all([
    tx.select({ grade: productReviews.grade, n: count() }).from(productReviews).where(eq(productReviews.spuId, spuId)).groupBy(productReviews.grade),
    tx.select({ n: count() }).from(productReviews).where(and(eq(productReviews.spuId, spuId), hasPictures)),
  ])
  const stars = [1, 2, 3, 4, 5].map((g) => rows.find((r) => r.grade === g)?.n ?? 0)
  return reviewStatistics(stars, pictures?.n ?? 0)
}

/** A product's reviews by filter, newest first. */
export const listProductReviews = async (
  tx: Tx,
  spuId: number,
  query: { filter?: ReviewFilter | undefined; page?: number | undefined; size?: number | undefined },
  viewerId: number | null,
): Promise<ProductReviewPage> => {
  await requireProduct(tx, spuId)
  const { rows, totalElements, totalPages } = await reviewRowsPage(tx, and(eq(productReviews.spuId, spuId), filterWhere(query.filter)), query)
  const liked = await likedBy(
    tx,
    viewerId,
    rows.map((r) => r.review.id),
  )
  return { content: rows.map((r) => reviewOf(r, liked)), totalElements, totalPages }
}

export interface ReviewCreateInput {
  readonly orderNum: string
  readonly skuId: number
  readonly grade: number | null
  readonly content: string
  readonly pictures: ReadonlyArray<string>
}

/**
 * The buyer reviews one line of their completed order, once. The form's rules and messages are
 * the spec's comment rules; posting needs real-name certification, as every comment does. The
 * first review of an order earns the points the points rules page promises (keyed by the order).
 */
export const createReview = (db: Tx, user: { id: number; authState: string }, input: ReviewCreateInput, now: number): Promise<ProductReview> =>
  db.transaction(async (tx) => {
    const problem = reviewProblem(input)
    if (problem) throw badRequest(problem, "bad_review")
    requireCertified(user.authState, "not_certified")
    const [order] = await tx.select().from(mallOrders).where(eq(mallOrders.orderNum, input.orderNum))
    if (!order || order.userId !== user.id) throw notFound(MALL_MESSAGES.orderNotFound, "order_not_found")
    if (order.status !== 3) throw conflict(MALL_MESSAGES.reviewOnlyCompleted, "not_completed")
    const item = await rowOrNotFound(tx, mallOrderItems, and(eq(mallOrderItems.orderId, order.id), eq(mallOrderItems.skuId, input.skuId)), MALL_MESSAGES.reviewLineNotInOrder, "line_not_in_order")
    const [row] = await tx
      .insert(productReviews)
      .values({
        orderItemId: item.id,
        orderId: order.id,
        spuId: item.spuId,
        skuId: item.skuId,
        shopId: order.shopId,
        userId: user.id,
        skuText: item.skuText,
        grade: input.grade ?? DEFAULT_REVIEW_GRADE,
        content: input.content.trim(),
        pictures: [...input.pictures],
        createdAt: new Date(now),
      })
      .onConflictDoNothing()
      .returning({ id: productReviews.id })
    if (!row) throw conflict(MALL_MESSAGES.reviewAlreadyDone, "already_reviewed")
    // The points rules page: 10 points an order reviewed, 5 more when a review of it shows pictures.
    const ref = order.orderNum
    await credit(tx, { userId: user.id, points: REVIEW_POINTS, kind: "comment_reward", ref, title: "商品评价奖励", idempotencyKey: `product-review-${order.id}` })
    if (input.pictures.length > 0) {
      await credit(tx, { userId: user.id, points: REVIEW_PICTURE_POINTS, kind: "comment_reward", ref, title: "晒图评价奖励", idempotencyKey: `product-review-pictures-${order.id}` })
    }
    const [stored] = await selectReviews(tx).where(eq(productReviews.id, row.id))
    return reviewOf(stored!, new Set())
  })

/**
 * The default good review for the lines of a completed order nobody reviewed, except lines a
 * return holds (open or refunded). Inserting skips a line reviewed meanwhile, so it gives at
 * most one review per line however often it runs.
 */
export const giveDefaultReviews = async (tx: Tx, orderNum: string, now: number): Promise<number> => {
  const [order] = await tx.select().from(mallOrders).where(eq(mallOrders.orderNum, orderNum)).for("update")
  if (!order || order.status !== 3) return 0
  const returned = tx
    .select({ id: orderReturnItems.orderItemId })
    .from(orderReturnItems)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnItems.returnId))
    .where(and(eq(orderReturns.orderId, order.id), inArray(orderReturns.status, [0, 1, 2])))
  const reviewed = tx.select({ id: productReviews.orderItemId }).from(productReviews).where(eq(productReviews.orderId, order.id))
  const items = await tx
    .select()
    .from(mallOrderItems)
    .where(and(eq(mallOrderItems.orderId, order.id), notInArray(mallOrderItems.id, returned), notInArray(mallOrderItems.id, reviewed)))
  if (items.length === 0) return 0
  const added = await tx
    .insert(productReviews)
    .values(
      items.map((item) => ({
        orderItemId: item.id,
        orderId: order.id,
        spuId: item.spuId,
        skuId: item.skuId,
        shopId: order.shopId,
        userId: order.userId,
        skuText: item.skuText,
        grade: DEFAULT_REVIEW_GRADE,
        content: MALL_MESSAGES.reviewDefaultContent,
        isDefault: true,
        createdAt: new Date(now),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: productReviews.id })
  return added.length
}

/** 待评价: lines of the member's completed orders without a review, newest completion first. */
export const pendingReviews = async (tx: Tx, userId: number, orderNum: string | undefined): Promise<PendingReview[]> => {
  const rows = await tx
    .select({ item: mallOrderItems, orderNum: mallOrders.orderNum, receivedAt: mallOrders.receivedAt })
    .from(mallOrderItems)
    .innerJoin(mallOrders, eq(mallOrders.id, mallOrderItems.orderId))
    .leftJoin(productReviews, eq(productReviews.orderItemId, mallOrderItems.id))
    .where(
      and(
        eq(mallOrders.userId, userId),
        eq(mallOrders.status, 3),
        eq(mallOrders.deletedByMember, false),
        isNotNull(mallOrders.receivedAt),
        isNull(productReviews.id),
        orderNum === undefined ? undefined : eq(mallOrders.orderNum, orderNum),
      ),
    )
    .orderBy(desc(mallOrders.receivedAt), mallOrderItems.id)
    .limit(100)
  return rows.map((r) => ({
    orderNum: r.orderNum,
    skuId: r.item.skuId,
    spuId: r.item.spuId,
    title: r.item.title,
    skuText: r.item.skuText,
    picture: r.item.picture,
    receiveTime: r.receivedAt!.toISOString(),
    defaultReviewTime: new Date(defaultReviewAt(r.receivedAt!.getTime())).toISOString(),
  }))
}

const pageOf = async (tx: Tx, where: SQL | undefined, query: Paging, viewerId: number | null): Promise<ReviewWithProductPage> => {
  const { rows, totalElements, totalPages } = await reviewRowsPage(tx, where, query)
  return { content: await withProducts(tx, rows, viewerId), totalElements, totalPages }
}

/** The member's reviews, newest first. */
export const myReviews = (tx: Tx, userId: number, query: { page?: number | undefined; size?: number | undefined }) =>
  pageOf(tx, eq(productReviews.userId, userId), query, userId)

/** The shop's reviews, by filter and by whether it replied. */
export const shopReviews = async (
  tx: Tx,
  userId: number,
  query: { filter?: ReviewFilter | undefined; replied?: "true" | "false" | undefined; page?: number | undefined; size?: number | undefined },
) => {
  const shopId = await requireShop(tx, userId)
  const replied = query.replied === undefined ? undefined : query.replied === "true" ? isNotNull(productReviews.reply) : isNull(productReviews.reply)
  return pageOf(tx, and(eq(productReviews.shopId, shopId), filterWhere(query.filter), replied), query, null)
}

/** The shop replies to a review of its product, once. */
export const replyReview = (db: Tx, userId: number, id: number, content: string, now: number): Promise<ProductReview> =>
  db.transaction(async (tx) => {
    const problem = replyProblem(content)
    if (problem) throw badRequest(problem, "bad_reply")
    const shopId = await requireShop(tx, userId)
    const [row] = await tx.select().from(productReviews).where(eq(productReviews.id, id)).for("update")
    if (!row || row.shopId !== shopId) throw notFound(MALL_MESSAGES.reviewNotFound, "review_not_found")
    if (row.reply !== null) throw conflict(MALL_MESSAGES.replyAlreadyDone, "already_replied")
    await tx.update(productReviews).set({ reply: content.trim(), repliedAt: new Date(now) }).where(eq(productReviews.id, id))
    const [stored] = await selectReviews(tx).where(eq(productReviews.id, id))
    return reviewOf(stored!, new Set())
  })

/** Likes or un-likes a review for a member; the count moves only when a like row came or went. */
export const setReviewLike = (db: Tx, userId: number, id: number, like: boolean) =>
  db.transaction(async (tx) => {
    const [review] = await tx.select({ id: productReviews.id }).from(productReviews).where(eq(productReviews.id, id)).for("update")
    if (!review) throw notFound(MALL_MESSAGES.reviewNotFound, "review_not_found")
    if (like) {
      const added = await tx.insert(productReviewLikes).values({ reviewId: id, userId }).onConflictDoNothing().returning({ id: productReviewLikes.reviewId })
      if (added.length > 0) await tx.update(productReviews).set({ likeNumber: sql`${productReviews.likeNumber} + 1` }).where(eq(productReviews.id, id))
    } else {
      const removed = await tx
        .delete(productReviewLikes)
        .where(and(eq(productReviewLikes.reviewId, id), eq(productReviewLikes.userId, userId)))
        .returning({ id: productReviewLikes.reviewId })
      if (removed.length > 0) await tx.update(productReviews).set({ likeNumber: sql`greatest(0, ${productReviews.likeNumber} - 1)` }).where(eq(productReviews.id, id))
    }
    const [after] = await tx.select({ likeNumber: productReviews.likeNumber }).from(productReviews).where(eq(productReviews.id, id))
    return { id, likedStatus: like ? ("LIKE" as const) : ("UNLIKE" as const), likeNumber: after?.likeNumber ?? 0 }
  })
