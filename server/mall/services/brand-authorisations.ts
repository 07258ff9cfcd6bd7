/**
 * 品牌授权: the authorisations shops hold, looked up by buyers at /security/index and kept by
 * administrators (record, correct, revoke).
 */
import { and, asc, count, desc, eq, ilike, isNull, or } from "drizzle-orm"
import { badRequest, conflict, notFound } from "../../../domain/core/errors.ts"
import {
  BRAND_AUTH_MESSAGES,
  brandAuthProblem,
  brandAuthState,
  looksLikeCode,
  normalizeBrandKeyword,
  type BrandAuthInput,
  type BrandAuthLookup,
  type BrandAuthorisation,
  type BrandAuthPage,
} from "../../../domain/mall/brand-authorisation.ts"
import { chinaDay } from "../../../domain/member/china-day.ts"
import type { Tx } from "../../core/db/client.ts"
import { likePattern } from "../../core/db/like-pattern.ts"
import { isUniqueViolation } from "../../core/db/unique-violation.ts"
import { shops } from "../tables.ts"
import { brandAuthorisations } from "../tables/shop-opening.ts"
import { newestFirst, readSelectPage } from "../../core/db/read-page.ts"
import { rowOrNotFound } from "../../core/db/row-or-not-found.ts"

const columns = { auth: brandAuthorisations, shopName: shops.name }
type Joined = { auth: typeof brandAuthorisations.$inferSelect; shopName: string }

const view = ({ auth, shopName }: Joined, today: string): BrandAuthorisation => ({
  id: auth.id,
  shopId: auth.shopId,
  shopName,
  brand: auth.brand,
  certificateCode: auth.certificateCode,
  authoriser: auth.authoriser,
  scope: auth.scope,
  validFrom: auth.validFrom,
  validUntil: auth.validUntil,
  picture: auth.picture,
  state: brandAuthState({ revoked: auth.revokedAt !== null, validFrom: auth.validFrom, validUntil: auth.validUntil }, today),
})

/** A code finds its certificate; otherwise brand names containing the keyword, valid ones first. */
export async function lookupBrandAuth(tx: Tx, keywordText: string, now: number): Promise<BrandAuthLookup> {
  const keyword = normalizeBrandKeyword(keywordText)
  if (keyword === "") throw badRequest(BRAND_AUTH_MESSAGES.keywordRequired)
  const today = chinaDay(now)
  const base = () => tx.select(columns).from(brandAuthorisations).innerJoin(shops, eq(shops.id, brandAuthorisations.shopId))
  if (looksLikeCode(keyword)) {
    const byCode = await base().where(eq(brandAuthorisations.certificateCode, keyword.toUpperCase()))
    if (byCode.length > 0) return { keyword, matchedBy: "code", results: byCode.map((r) => view(r, today)) }
  }
  const byBrand = await base()
    .where(ilike(brandAuthorisations.brand, likePattern(keyword)))
    .orderBy(asc(brandAuthorisations.brand), desc(brandAuthorisations.validUntil), asc(brandAuthorisations.id))
    .limit(50)
  const results = byBrand.map((r) => view(r, today))
  const rank = (a: BrandAuthorisation) => (a.state === "valid" ? 0 : a.state === "upcoming" ? 1 : 2)
  results.sort((a, b) => rank(a) - rank(b))
  return { keyword, matchedBy: results.length > 0 ? "brand" : "none", results }
}

export async function brandAuthPage(
  tx: Tx,
  query: { readonly keyword?: string | undefined; readonly page?: number | undefined; readonly size?: number | undefined },
  now: number,
): Promise<BrandAuthPage> {
  const keyword = normalizeBrandKeyword(query.keyword ?? "")
  const where =
    keyword === ""
      ? undefined
      : or(
          ilike(brandAuthorisations.brand, likePattern(keyword)),
          ilike(brandAuthorisations.certificateCode, likePattern(keyword)),
          ilike(shops.name, likePattern(keyword)),
        )
  const { rows, totalElements, totalPages } = await readSelectPage(
    query,
    10,
    newestFirst(brandAuthorisations.createdAt, brandAuthorisations.id),
    tx
      .select(columns)
      .from(brandAuthorisations)
      .innerJoin(shops, eq(shops.id, brandAuthorisations.shopId))
      .where(where)
      .$dynamic(),
    () => tx.select({ n: count() }).from(brandAuthorisations).innerJoin(shops, eq(shops.id, brandAuthorisations.shopId)).where(where),
  )
  return { content: rows.map((r) => view(r, chinaDay(now))), totalElements, totalPages }
}

export const brandAuthShops = (tx: Tx) => tx.select({ id: shops.id, name: shops.name }).from(shops).orderBy(asc(shops.id))

const cleaned = (input: BrandAuthInput): BrandAuthInput => ({
  ...input,
  brand: input.brand.trim(),
  certificateCode: input.certificateCode.trim().toUpperCase(),
  authoriser: input.authoriser.trim(),
  scope: input.scope.trim(),
})

const readOne = async (tx: Tx, id: number, now: number): Promise<BrandAuthorisation> => {
  const [row] = await tx.select(columns).from(brandAuthorisations).innerJoin(shops, eq(shops.id, brandAuthorisations.shopId)).where(eq(brandAuthorisations.id, id))
  if (!row) throw notFound(BRAND_AUTH_MESSAGES.notFound)
  return view(row, chinaDay(now))
}

const saving = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work()
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(BRAND_AUTH_MESSAGES.codeTaken, "certificate_code_taken")
    throw error
  }
}

const shopExists = async (tx: Tx, shopId: number) => {
  const [shop] = await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId))
  if (!shop) throw notFound(BRAND_AUTH_MESSAGES.shopNotFound, "shop_not_found")
}

/** Records an authorisation a shop proved with its certificate. */
export async function createBrandAuth(db: Tx, raw: BrandAuthInput, now: number): Promise<BrandAuthorisation> {
  const input = cleaned(raw)
  const problem = brandAuthProblem(input)
  if (problem) throw badRequest(problem)
  await shopExists(db, input.shopId)
  const [row] = await saving(() => db.insert(brandAuthorisations).values({ ...input, createdAt: new Date(now) }).returning({ id: brandAuthorisations.id }))
  return readOne(db, row!.id, now)
}

/** Corrects a recorded authorisation (a revoked one stays revoked). */
export async function updateBrandAuth(db: Tx, id: number, raw: BrandAuthInput, now: number): Promise<BrandAuthorisation> {
  const input = cleaned(raw)
  const current = await rowOrNotFound(db, brandAuthorisations, eq(brandAuthorisations.id, id), BRAND_AUTH_MESSAGES.notFound)
  const problem = brandAuthProblem(input, current.picture)
  if (problem) throw badRequest(problem)
  await shopExists(db, input.shopId)
  await saving(() => db.update(brandAuthorisations).set(input).where(eq(brandAuthorisations.id, id)))
  return readOne(db, id, now)
}

/** Revokes: the lookup then answers 授权已撤销 for its code. Revoking twice changes nothing. */
export async function revokeBrandAuth(db: Tx, id: number, now: number): Promise<void> {
  const [current] = await db.select({ id: brandAuthorisations.id }).from(brandAuthorisations).where(eq(brandAuthorisations.id, id))
  if (!current) throw notFound(BRAND_AUTH_MESSAGES.notFound)
  await db.update(brandAuthorisations).set({ revokedAt: new Date(now) }).where(and(eq(brandAuthorisations.id, id), isNull(brandAuthorisations.revokedAt)))
}
