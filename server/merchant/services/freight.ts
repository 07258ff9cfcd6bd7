/**
 * 运费模板: the shop lists, creates, edits and deletes its freight templates. Checkout charges each
 * product by its own template (server/mall/services/checkout.ts); a template products use is
 * never deleted.
 */
import { and, asc, count, eq } from "drizzle-orm"
import { freightTemplateProblem, type FreightTemplateInput, type ShopFreightTemplate } from "../../../domain/merchant/freight-template.ts"
import { MERCHANT_MESSAGES } from "../../../domain/merchant/messages.ts"
import { badRequest, conflict, notFound } from "../../../domain/core/errors.ts"
import type { Tx } from "../../core/db/client.ts"
import { freightTemplates, productSpecs } from "../../mall/tables.ts"
import { cents } from "../../../domain/core/money.ts"
import { lockedRowOrNotFound } from "../../core/db/row-or-not-found.ts"

type Row = typeof freightTemplates.$inferSelect

const view = (r: Row, productCount: number): ShopFreightTemplate => ({
  id: r.id,
  name: r.name,
  chargeBy: r.chargeBy === "weight" ? "weight" : "count",
  rules: r.rules,
  freeOverCents: r.freeOverCents,
  productCount,
})

const usage = async (tx: Tx, ids: ReadonlyArray<number>): Promise<Map<number, number>> => {
  const counts = new Map<number, number>()
  for (const id of ids) {
    const [row] = await tx.select({ n: count() }).from(productSpecs).where(eq(productSpecs.freightTemplateId, id))
    counts.set(id, row?.n ?? 0)
  }
  return counts
}

export const listFreightTemplates = async (tx: Tx, shopId: number): Promise<ShopFreightTemplate[]> => {
  const rows = await tx.select().from(freightTemplates).where(eq(freightTemplates.shopId, shopId)).orderBy(asc(freightTemplates.id))
  const counts = await usage(
    tx,
    rows.map((r) => r.id),
  )
  return rows.map((r) => view(r, counts.get(r.id) ?? 0))
}

const ownTemplate = (tx: Tx, shopId: number, id: number): Promise<Row> =>
  lockedRowOrNotFound(tx, freightTemplates, and(eq(freightTemplates.id, id), eq(freightTemplates.shopId, shopId)), MERCHANT_MESSAGES.freightNotFound, "freight_not_found")

/** Creates (id null) or replaces one of the shop's templates, by the form's rule. */
export const saveFreightTemplate = async (tx: Tx, shopId: number, id: number | null, input: FreightTemplateInput): Promise<ShopFreightTemplate> => {
  if (id !== null) await ownTemplate(tx, shopId, id)
  const problem = freightTemplateProblem(input)
  if (problem) throw badRequest(problem, "bad_freight")
  const values = { name: input.name.trim(), chargeBy: input.chargeBy, rules: input.rules.map((r) => ({ ...r, regions: [...r.regions] })), freeOverCents: input.freeOverCents === null ? null : cents(input.freeOverCents) }
  const [row] =
    id === null
      ? await tx.insert(freightTemplates).values({ shopId, ...values }).returning()
      : await tx.update(freightTemplates).set(values).where(and(eq(freightTemplates.id, id), eq(freightTemplates.shopId, shopId))).returning()
  if (!row) throw notFound(MERCHANT_MESSAGES.freightNotFound, "freight_not_found")
  const counts = await usage(tx, [row.id])
  return view(row, counts.get(row.id) ?? 0)
}

/** Deletes one of the shop's templates; 409 while products use it. */
export const deleteFreightTemplate = async (tx: Tx, shopId: number, id: number): Promise<{ ok: true }> => {
  await ownTemplate(tx, shopId, id)
  const counts = await usage(tx, [id])
  if ((counts.get(id) ?? 0) > 0) throw conflict(MERCHANT_MESSAGES.freightInUse, "freight_in_use")
  await tx.delete(freightTemplates).where(and(eq(freightTemplates.id, id), eq(freightTemplates.shopId, shopId)))
  return { ok: true }
}
