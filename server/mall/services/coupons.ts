/**
 * Coupons: issuing, 领券 lists, claiming (the coupon row locked, so the count and the per-member
 * limit hold however many claim at once), 我的优惠券, and what checkout does with them: the
 * member's coupons that apply to the lines, the best one or the one asked for, used on its
 * order when the order is made and given back when that order closes unpaid.
 */
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from "drizzle-orm"
import { categoryAncestry } from "../../../domain/mall/catalog.ts"
import { claimProblem, claimState, couponCovers, couponDefinitionProblem, couponLabel, couponScopeText, memberCouponStatus, type ClaimableCoupon, type Coupon, type CouponLine, type CouponRule, type CouponScope, type MemberCoupon, type MemberCouponPage, type MemberCouponStatus } from "../../../domain/mall/coupon.ts"
import { MALL_MESSAGES } from "../../../domain/mall/messages.ts"
import { pageCount } from "../../../domain/core/paging.ts"
import type { Tx } from "../../core/db/client.ts"
import { inText } from "../../core/db/window-in-text.ts"
import { badRequest, conflict, notFound } from "../../../domain/core/errors.ts"
import { productCategories } from "../../shell/tables.ts"
import { products } from "../tables/products.ts"
import { coupons, memberCoupons } from "../tables/coupons.ts"
import { shops } from "../tables.ts"
import { iso } from "../../core/iso.ts"
import { cents } from "../../../domain/core/money.ts"

type CouponRow = typeof coupons.$inferSelect

export interface CouponInput {
  readonly shopId: number | null
  readonly name: string
  readonly scope: CouponScope
  readonly targetIds?: ReadonlyArray<number>
  readonly thresholdCents: number
  readonly amountCents: number
  readonly totalCount: number
  readonly perLimit?: number
  readonly claimStart: number
  readonly claimEnd: number
  readonly useStart: number
  readonly useEnd: number
}

export const ruleOf = (row: CouponRow): CouponRule => ({
  shopId: row.shopId,
  scope: row.scope as CouponScope,
  targetIds: row.targetIds,
  thresholdCents: row.thresholdCents,
  amountCents: row.amountCents,
  claimStart: row.claimStart.getTime(),
  claimEnd: row.claimEnd.getTime(),
  useStart: row.useStart.getTime(),
  useEnd: row.useEnd.getTime(),
  totalCount: row.totalCount,
  claimedCount: row.claimedCount,
  perLimit: row.perLimit,
})

/** Issues a coupon (the portal's with shopId null, or a shop's). */
export const createCoupon = async (tx: Tx, input: CouponInput): Promise<number> => {
  const rule = { ...input, targetIds: [...(input.targetIds ?? [])], perLimit: input.perLimit ?? 1 }
  const problem = couponDefinitionProblem(rule)
  if (problem) throw badRequest(problem, "bad_coupon")
  if (input.name.trim() === "" || input.name.length > 30) throw badRequest("优惠券名称为1至30个字", "bad_coupon")
  const [row] = await tx
    .insert(coupons)
    .values({
      shopId: input.shopId,
      name: input.name.trim(),
      scope: input.scope,
      targetIds: rule.targetIds,
      thresholdCents: cents(input.thresholdCents),
      amountCents: cents(input.amountCents),
      totalCount: input.totalCount,
      perLimit: rule.perLimit,
      claimStart: new Date(input.claimStart),
      claimEnd: new Date(input.claimEnd),
      useStart: new Date(input.useStart),
      useEnd: new Date(input.useEnd),
    })
    .returning({ id: coupons.id })
  return row!.id
}

type Categories = ReadonlyArray<{ catId: number; parentCid: number | null; name: string }>

export const readCategories = (tx: Tx): Promise<Categories> =>
  tx.select({ catId: productCategories.catId, parentCid: productCategories.parentCid, name: productCategories.name }).from(productCategories)

/** The coupons as lists show them. */
export const couponViews = async (tx: Tx, rows: ReadonlyArray<CouponRow>, categories?: Categories): Promise<Map<number, Coupon>> => {
  if (rows.length === 0) return new Map()
  const shopIds = [...new Set(rows.flatMap((r) => (r.shopId === null ? [] : [r.shopId])))]
  const [shopRows, cats] = await Promise.all([
    shopIds.length === 0 ? Promise.resolve([]) : tx.select({ id: shops.id, name: shops.name }).from(shops).where(inArray(shops.id, shopIds)),
    categories ? Promise.resolve(categories) : rows.some((r) => r.scope === "category") ? readCategories(tx) : Promise.resolve([]),
  ])
  return new Map(
    rows.map((r) => {
      const names = r.scope === "category" ? r.targetIds.flatMap((id) => cats.filter((c) => c.catId === id).map((c) => c.name)) : []
      const view: Coupon = {
        id: r.id,
        name: r.name,
        shop: r.shopId === null ? null : { id: r.shopId, name: shopRows.find((s) => s.id === r.shopId)?.name ?? "" },
        scope: r.scope as CouponScope,
        scopeText: couponScopeText(r.scope as CouponScope, r.shopId !== null, names),
        targetIds: r.targetIds,
        thresholdCents: r.thresholdCents,
        amountCents: r.amountCents,
        label: couponLabel(r),
        claimStart: r.claimStart.toISOString(),
        claimEnd: r.claimEnd.toISOString(),
        useStart: r.useStart.toISOString(),
        useEnd: r.useEnd.toISOString(),
        totalCount: r.totalCount,
        claimedCount: r.claimedCount,
        perLimit: r.perLimit,
      }
      return [r.id, view]
    }),
  )
}

/** How many of each coupon the member holds (used or not). */
const heldBy = async (tx: Tx, userId: number | null, couponIds: ReadonlyArray<number>): Promise<Map<number, number>> => {
  if (userId === null || couponIds.length === 0) return new Map()
  const rows = await tx
    .select({ couponId: memberCoupons.couponId, n: count() })
    .from(memberCoupons)
    .where(and(eq(memberCoupons.userId, userId), inArray(memberCoupons.couponId, [...couponIds])))
    .groupBy(memberCoupons.couponId)
  return new Map(rows.map((r) => [r.couponId, r.n]))
}

const claimableOf = (coupon: Coupon, row: CouponRow, held: number, now: number): ClaimableCoupon => ({
  ...coupon,
  claimedByMe: held,
  state: claimState(ruleOf(row), held, now),
})

/** The product as a coupon sees it: shop and categories. */
export const productLines = async (tx: Tx, spuIds: ReadonlyArray<number>, categories: Categories): Promise<Map<number, Omit<CouponLine, "cents">>> => {
  if (spuIds.length === 0) return new Map()
  const rows = await tx
    .select({ spuId: products.spuId, shopId: products.merchantId, categoryId: products.categoryId })
    .from(products)
    .where(inArray(products.spuId, [...new Set(spuIds)]))
  return new Map(rows.map((r) => [r.spuId, { spuId: r.spuId, shopId: r.shopId, categoryIds: categoryAncestry(categories, r.categoryId).map((c) => c.catId) }]))
}

const STATE_ORDER: Readonly<Record<ClaimableCoupon["state"], number>> = { claimable: 0, claimed: 1, notStarted: 2, soldOut: 3 }

/**
 * 领券: coupons whose claim window has not ended, for a product (those that cover it), a shop
 * (its own) or all; claimable ones first, then by amount.
 */
export const listClaimable = async (tx: Tx, viewerId: number | null, filter: { spuId?: number | undefined; shopId?: number | undefined }, now: number): Promise<ClaimableCoupon[]> => {
  const where: SQL[] = [gte(coupons.claimEnd, new Date(now)), isNull(coupons.vipMonth)]
  if (filter.shopId !== undefined) where.push(eq(coupons.shopId, filter.shopId))
  let rows = await tx.select().from(coupons).where(and(...where)).orderBy(asc(coupons.id)).limit(500)
  const categories = await readCategories(tx)
  if (filter.spuId !== undefined) {
    const line = (await productLines(tx, [filter.spuId], categories)).get(filter.spuId)
    if (!line) throw notFound(MALL_MESSAGES.productNotFound, "product_not_found")
    rows = rows.filter((r) => couponCovers(ruleOf(r), line))
  }
  const [views, held] = await Promise.all([couponViews(tx, rows, categories), heldBy(tx, viewerId, rows.map((r) => r.id))])
  return rows
    .map((r) => claimableOf(views.get(r.id)!, r, held.get(r.id) ?? 0, now))
    .sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state] || b.amountCents - a.amountCents || a.id - b.id)
}

const memberCouponViews = async (tx: Tx, rows: ReadonlyArray<typeof memberCoupons.$inferSelect>, now: number): Promise<MemberCoupon[]> => {
  if (rows.length === 0) return []
  const defs = await tx.select().from(coupons).where(inArray(coupons.id, [...new Set(rows.map((r) => r.couponId))]))
  const views = await couponViews(tx, defs)
  return rows.map((r) => {
    const def = defs.find((d) => d.id === r.couponId)!
    const status = memberCouponStatus(def.useEnd.getTime(), r.orderNum, now)
    return {
      id: r.id,
      coupon: views.get(r.couponId)!,
      claimTime: r.claimedAt.toISOString(),
      status,
      usable: status === "unused" && now >= def.useStart.getTime(),
      orderNum: r.orderNum,
      useTime: iso(r.usedAt),
    }
  })
}

/**
 * Claims one coupon for the member. The coupon row is locked first, so claims of one coupon
 * take turns: the count and the member's limit are read after the claims before them. The VIP
 * coupons are only given (`given`, by the monthly grant), never claimed.
 */
export const claimCoupon = (db: Tx, userId: number, couponId: number, now: number, how: { readonly given?: boolean } = {}): Promise<{ claimed: MemberCoupon; coupon: ClaimableCoupon }> =>
  db.transaction(async (tx) => {
    const [row] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for("update")
    if (!row || (row.vipMonth !== null && how.given !== true)) throw notFound(MALL_MESSAGES.couponNotFound, "coupon_not_found")
    const held = (await heldBy(tx, userId, [couponId])).get(couponId) ?? 0
    const problem = claimProblem(ruleOf(row), held, now)
    if (problem !== null) {
      const code =
        problem === MALL_MESSAGES.couponSoldOut
          ? "sold_out"
          : problem === MALL_MESSAGES.couponClaimNotStarted
            ? "claim_not_started"
            : problem === MALL_MESSAGES.couponAlreadyClaimed
              ? "already_claimed"
              : "claim_ended"
      throw conflict(problem, code)
    }
    const [updated] = await tx
      .update(coupons)
      .set({ claimedCount: sql`${coupons.claimedCount} + 1` })
      .where(and(eq(coupons.id, couponId), lt(coupons.claimedCount, coupons.totalCount)))
      .returning()
    if (!updated) throw conflict(MALL_MESSAGES.couponSoldOut, "sold_out")
    const [mine] = await tx.insert(memberCoupons).values({ couponId, userId, claimedAt: new Date(now) }).returning()
    const [claimed] = await memberCouponViews(tx, [mine!], now)
    return { claimed: claimed!, coupon: claimableOf(claimed!.coupon, updated, held + 1, now) }
  })

const statusWhere = (status: MemberCouponStatus, now: number): SQL | undefined => {
  const at = new Date(now)
  switch (status) {
    case "used":
      return isNotNull(memberCoupons.orderNum)
    case "unused":
      return and(isNull(memberCoupons.orderNum), gte(coupons.useEnd, at))
    case "expired":
      return and(isNull(memberCoupons.orderNum), lt(coupons.useEnd, at))
  }
}

/** 我的优惠券: one tab, newest first, with the three tabs' counts. */
export const myCoupons = async (
  tx: Tx,
  userId: number,
  query: { status?: MemberCouponStatus | undefined; page?: number | undefined; size?: number | undefined },
  now: number,
): Promise<MemberCouponPage> => {
  const status = query.status ?? "unused"
  const size = query.size ?? 10
  const page = query.page ?? 0
  const mine = eq(memberCoupons.userId, userId)
  const countOf = async (s: MemberCouponStatus) =>
    (await tx.select({ n: count() }).from(memberCoupons).innerJoin(coupons, eq(coupons.id, memberCoupons.couponId)).where(and(mine, statusWhere(s, now))))[0]?.n ?? 0
  const [rows, unused, used, expired] = await Promise.all([
    tx
      .select({ row: memberCoupons })
      .from(memberCoupons)
      .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
      .where(and(mine, statusWhere(status, now)))
      .orderBy(status === "unused" ? asc(coupons.useEnd) : desc(memberCoupons.claimedAt), desc(memberCoupons.id))
      .limit(inText(size))
      .offset(inText(page * size)),
    countOf("unused"),
    countOf("used"),
    countOf("expired"),
  ])
  const totalElements = status === "unused" ? unused : status === "used" ? used : expired
  return {
    content: await memberCouponViews(
      tx,
      rows.map((r) => r.row),
      now,
    ),
    totalElements,
    totalPages: pageCount(totalElements, size),
    counts: { unused, used, expired },
  }
}
