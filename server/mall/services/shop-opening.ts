/**
 * 我要开店: a member's application with the business's details and licence, the
 * administrators' review (approve opens the mall's shop; reject with a reason the member reads)
 * and the owner's shop details (/shop/maintaininfo). approve/reject are plain service functions
 * so that a review centre can call them as they are.
 */
import { and, count, eq, ne } from "drizzle-orm"
import { badRequest, conflict, notFound } from "../../../domain/core/errors.ts"
import { validateRejectReason } from "../../../domain/member/real-name-form.ts"
import {
  SHOP_OPENING_MESSAGES,
  shopApplicationProblem,
  shopInfoProblem,
  type MyShopApplication,
  type ShopApplication,
  type ShopApplicationForm,
  type ShopApplicationReview,
  type ShopApplicationStatus,
  type ShopInfo,
  type ShopInfoForm,
  type ShopSubject,
} from "../../../domain/mall/shop-opening.ts"
import type { Tx } from "../../core/db/client.ts"
import { memberShops } from "../../member/tables.ts"
import { users } from "../../session/tables/users.ts"
import { shopServiceUntil } from "../../wallet/services/orders.ts"
import { shops } from "../tables.ts"
import { products } from "../tables/products.ts"
import { shopApplications, shopProfiles } from "../tables/shop-opening.ts"
import { readApplicantPage } from "../../core/applicant-page.ts"
import { reviewOrder } from "../../core/review-decision.ts"
import { iso } from "../../core/iso.ts"
import { lockedRowOrNotFound } from "../../core/db/row-or-not-found.ts"

type Row = typeof shopApplications.$inferSelect

const view = (r: Row): ShopApplication => ({
  id: r.id,
  userId: r.userId,
  shopName: r.shopName,
  subject: r.subject as ShopSubject,
  category: r.category,
  companyName: r.companyName,
  creditCode: r.creditCode,
  legalPerson: r.legalPerson,
  contactPhone: r.contactPhone,
  address: r.address,
  licencePicture: r.licencePicture,
  description: r.description,
  status: r.status as ShopApplicationStatus,
  rejectReason: r.rejectReason,
  applyTime: r.appliedAt.toISOString(),
  reviewTime: iso(r.reviewedAt),
})

/** Until when the fee is paid, if it still is at `now`. */
const feeValidUntil = async (tx: Tx, userId: number, now: number): Promise<Date | null> => {
  const until = await shopServiceUntil(tx, userId)
  return until && until.getTime() > now ? until : null
}

/** The member's shop is open: an approved application whose shop was not closed since. */
/** Whether a shop the member opened themselves is closed or not yet approved (a shop opened without an application has no such row). */
const memberShopShut = async (tx: Tx, userId: number): Promise<boolean> => {
  const [member] = await tx.select({ status: memberShops.status }).from(memberShops).where(eq(memberShops.userId, userId))
  return member !== undefined && member.status !== "approved"
}

/** Whether the member's shop is open: its mall shop exists and is not shut. */
const shopIsOpen = async (tx: Tx, userId: number): Promise<boolean> => {
  const [[shop], shut] = await Promise.all([tx.select({ id: shops.id }).from(shops).where(eq(shops.id, userId)), memberShopShut(tx, userId)])
  return shop !== undefined && !shut
}

export async function myShopApplication(tx: Tx, userId: number, now: number): Promise<MyShopApplication> {
  const [[row], until, open] = await Promise.all([
    tx.select().from(shopApplications).where(eq(shopApplications.userId, userId)),
    feeValidUntil(tx, userId, now),
    shopIsOpen(tx, userId),
  ])
  return { application: row ? view(row) : null, feePaidUntil: iso(until), shopId: open ? userId : null }
}

/** Another shop, or another member's application under review, already uses the name. */
const nameTaken = async (tx: Tx, userId: number, name: string): Promise<boolean> => {
  const [[shop], [pending]] = await Promise.all([
    tx.select({ id: shops.id }).from(shops).where(and(eq(shops.name, name), ne(shops.id, userId))).limit(1),
    tx
      .select({ id: shopApplications.id })
      .from(shopApplications)
      .where(and(eq(shopApplications.shopName, name), eq(shopApplications.status, "pending"), ne(shopApplications.userId, userId)))
      .limit(1),
  ])
  return shop !== undefined || pending !== undefined
}

const trimmed = (form: ShopApplicationForm): ShopApplicationForm => ({
  shopName: form.shopName.trim(),
  subject: form.subject,
  category: form.category,
  companyName: form.companyName.trim(),
  creditCode: form.creditCode.trim().toUpperCase(),
  legalPerson: form.legalPerson.trim(),
  contactPhone: form.contactPhone.trim(),
  address: form.address.trim(),
  licencePicture: form.licencePicture,
  description: form.description.trim(),
})

/** Applies (again after a rejection, or after the shop was closed); the member's shop state turns pending. */
export async function submitShopApplication(db: Tx, userId: number, input: ShopApplicationForm, now: number): Promise<ShopApplication> {
  const form = trimmed(input)
  const problem = shopApplicationProblem(form)
  if (problem) throw badRequest(problem)
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(shopApplications).where(eq(shopApplications.userId, userId)).for("update")
    if (current?.status === "pending") throw conflict(SHOP_OPENING_MESSAGES.underReview, "shop_application_pending")
    if (current?.status === "approved" && (await shopIsOpen(tx, userId))) throw conflict(SHOP_OPENING_MESSAGES.alreadyOpen, "shop_open")
    if (await nameTaken(tx, userId, form.shopName)) throw conflict(SHOP_OPENING_MESSAGES.shopNameTaken, "shop_name_taken")
    const values = { ...form, subject: form.subject as ShopSubject, status: "pending", rejectReason: "", reviewerId: null, appliedAt: new Date(now), reviewedAt: null }
    const [row] = current
      ? await tx.update(shopApplications).set(values).where(eq(shopApplications.id, current.id)).returning()
      : await tx.insert(shopApplications).values({ userId, ...values }).returning()
    await tx
      .insert(memberShops)
      .values({ userId, name: form.shopName, status: "pending", appliedAt: new Date(now) })
      .onConflictDoUpdate({ target: memberShops.userId, set: { name: form.shopName, status: "pending", appliedAt: new Date(now), reviewedAt: null, cancelledAt: null } })
    return view(row!)
  })
}

const pendingRow = async (tx: Tx, id: number): Promise<Row> => {
  const row = await lockedRowOrNotFound(tx, shopApplications, eq(shopApplications.id, id), SHOP_OPENING_MESSAGES.notFound, "shop_application_not_found")
  if (row.status !== "pending") throw conflict(SHOP_OPENING_MESSAGES.notPending, "not_pending")
  return row
}

/**
 * Approves: the shop service fee must be paid; the mall's shop opens under the member's account
 * (or opens again with its followers and rating when it was closed), the member becomes a maker.
 */
export async function approveShopApplication(db: Tx, reviewerId: number, id: number, now: number): Promise<ShopApplication> {
  return db.transaction(async (tx) => {
    const row = await pendingRow(tx, id)
    if (!(await feeValidUntil(tx, row.userId, now))) throw conflict(SHOP_OPENING_MESSAGES.feeUnpaid, "shop_fee_unpaid")
    if (await nameTaken(tx, row.userId, row.shopName)) throw conflict(SHOP_OPENING_MESSAGES.shopNameTaken, "shop_name_taken")
    await tx
      .insert(shops)
      .values({ id: row.userId, name: row.shopName, description: row.description, createdAt: new Date(now) })
      .onConflictDoUpdate({ target: shops.id, set: { name: row.shopName } })
    await tx
      .insert(shopProfiles)
      .values({ shopId: row.userId, servicePhone: row.contactPhone, updatedAt: new Date(now) })
      .onConflictDoNothing()
    await tx.update(memberShops).set({ status: "approved", name: row.shopName, reviewedAt: new Date(now), cancelledAt: null }).where(eq(memberShops.userId, row.userId))
    await tx.update(users).set({ isMaker: true }).where(eq(users.id, row.userId))
    const [done] = await tx
      .update(shopApplications)
      .set({ status: "approved", reviewerId, reviewedAt: new Date(now), rejectReason: "" })
      .where(eq(shopApplications.id, id))
      .returning()
    return view(done!)
  })
}

/** Rejects with a reason the member reads; the member corrects the application and applies again. */
export async function rejectShopApplication(db: Tx, reviewerId: number, id: number, reasonText: string, now: number): Promise<ShopApplication> {
  const [problem] = validateRejectReason(reasonText)
  if (problem) throw badRequest(problem)
  return db.transaction(async (tx) => {
    const row = await pendingRow(tx, id)
    await tx.update(memberShops).set({ status: "rejected", reviewedAt: new Date(now) }).where(eq(memberShops.userId, row.userId))
    const [done] = await tx
      .update(shopApplications)
      .set({ status: "rejected", reviewerId, reviewedAt: new Date(now), rejectReason: reasonText.trim() })
      .where(eq(shopApplications.id, id))
      .returning()
    return view(done!)
  })
}

export async function shopApplicationPage(
  tx: Tx,
  query: { readonly status: ShopApplicationStatus; readonly page?: number | undefined; readonly size?: number | undefined },
  now: number,
): Promise<{ content: ShopApplicationReview[]; totalElements: number; totalPages: number }> {
  const where = eq(shopApplications.status, query.status)
  const order = reviewOrder(query.status === "pending", shopApplications.appliedAt, shopApplications.reviewedAt, shopApplications.id)
  const { rows, totalElements, totalPages } = await readApplicantPage(tx, query, 10, order, shopApplications, shopApplications.userId, where)
  const content = await Promise.all(
    rows.map(async ({ row, username, nickName }) => ({
      ...view(row),
      username,
      nickName,
      feePaidUntil: iso(await feeValidUntil(tx, row.userId, now)),
    })),
  )
  return { content, totalElements, totalPages }
}

/** The owner's open shop with its details, or 404 when the member has none. */
export async function shopInfo(tx: Tx, userId: number, now: number): Promise<ShopInfo> {
  const [found] = await tx
    .select({ shop: shops, servicePhone: shopProfiles.servicePhone })
    .from(shops)
    .leftJoin(shopProfiles, eq(shopProfiles.shopId, shops.id))
    .where(eq(shops.id, userId))
  if (!found || (await memberShopShut(tx, userId))) throw notFound(SHOP_OPENING_MESSAGES.noShop, "no_shop")
  const [[application], [listed], until] = await Promise.all([
    tx.select().from(shopApplications).where(and(eq(shopApplications.userId, userId), eq(shopApplications.status, "approved"))),
    tx.select({ n: count() }).from(products).where(and(eq(products.merchantId, userId), eq(products.status, "on"))),
    feeValidUntil(tx, userId, now),
  ])
  const { shop } = found
  return {
    id: shop.id,
    name: shop.name,
    logo: shop.logo,
    description: shop.description,
    servicePhone: found.servicePhone ?? application?.contactPhone ?? "",
    openTime: shop.createdAt.toISOString(),
    feePaidUntil: iso(until),
    ratingTenths: shop.ratingTenths,
    followers: shop.followers,
    productCount: listed?.n ?? 0,
    business: application
      ? { subject: application.subject as ShopSubject, category: application.category, companyName: application.companyName, creditCode: application.creditCode }
      : null,
  }
}

export async function updateShopInfo(db: Tx, userId: number, input: ShopInfoForm, now: number): Promise<ShopInfo> {
  const form = { name: input.name.trim(), logo: input.logo, description: input.description.trim(), servicePhone: input.servicePhone.trim() }
  await db.transaction(async (tx) => {
    const current = await shopInfo(tx, userId, now)
    const problem = shopInfoProblem(form, current.logo)
    if (problem) throw badRequest(problem)
    if (form.name !== current.name && (await nameTaken(tx, userId, form.name))) throw conflict(SHOP_OPENING_MESSAGES.shopNameTaken, "shop_name_taken")
    await tx.update(shops).set({ name: form.name, logo: form.logo, description: form.description }).where(eq(shops.id, userId))
    await tx
      .insert(shopProfiles)
      .values({ shopId: userId, servicePhone: form.servicePhone, updatedAt: new Date(now) })
      .onConflictDoUpdate({ target: shopProfiles.shopId, set: { servicePhone: form.servicePhone, updatedAt: new Date(now) } })
    await tx.update(memberShops).set({ name: form.name }).where(eq(memberShops.userId, userId))
    await tx.update(shopApplications).set({ shopName: form.name }).where(and(eq(shopApplications.userId, userId), eq(shopApplications.status, "approved")))
  })
  return shopInfo(db, userId, now)
}

