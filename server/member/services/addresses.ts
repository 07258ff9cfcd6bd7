import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm"
import { MAX_ADDRESSES } from "../../../domain/core/constants.ts"
import { remainingAddresses } from "../../../domain/member/address.ts"
import type { SavedAddress } from "../../../domain/member/entities/member.ts"
import { ADDRESS_BOOK_MESSAGES, isCompleteRegion } from "../../../domain/member/address-book.ts"
import { REGION_TREE } from "../../../domain/region/region-data.ts"
import { parseRegionIds, stringifyRegionIds } from "../../../domain/region/region-ids.ts"
import { regionText } from "../../../domain/region/region-tree.ts"
import { validateAddress } from "../../../domain/member/address-form.ts"
import { firstFormError } from "../../../domain/core/validation/form-errors.ts"
import type { Db, Tx } from "../../core/db/client.ts"
import { addresses } from "../tables.ts"
import { users } from "../../session/tables/users.ts"
import { badRequest, conflict, notFound } from "../../../domain/core/errors.ts"
import { readTablePage } from "../../core/db/read-page.ts"
import { rowOrNotFound } from "../../core/db/row-or-not-found.ts"

type AddressRow = typeof addresses.$inferSelect

export interface AddressInput {
  readonly name: string
  readonly region: string
  readonly detail: string
  readonly phone?: string | null | undefined
  readonly telephone?: string | null | undefined
  readonly defaulted?: boolean | undefined
}

export const addressView = (row: AddressRow): SavedAddress => ({
  id: row.id,
  name: row.name,
  region: row.region,
  regionText: row.regionText,
  detail: row.detail,
  phone: row.phone,
  telephone: row.telephone,
  defaulted: row.defaulted,
})

/**
 * Checks an address with the form's validator (same messages as the form) and the region tree
 * (the ids must name a real province, city and district); answers the values to store, with
 * regionText made from the tree, never taken from the client.
 */
export const cleanAddress = (input: AddressInput) => {
  const ids = parseRegionIds(input.region)
  const message = firstFormError(
    validateAddress({ name: input.name, region: ids, detail: input.detail, phone: input.phone ?? "", telephone: input.telephone ?? "" }),
  )
  if (message !== undefined) throw badRequest(message)
  if (!isCompleteRegion(REGION_TREE, ids)) throw badRequest(ADDRESS_BOOK_MESSAGES.regionInvalid)
  const phone = input.phone?.trim() ?? ""
  const telephone = input.telephone?.trim() ?? ""
  return {
    name: input.name.trim(),
    region: stringifyRegionIds(ids),
    regionText: regionText(REGION_TREE, ids),
    detail: input.detail.trim(),
    phone: phone === "" ? null : phone,
    telephone: telephone === "" ? null : telephone,
  }
}

/** Serialises address changes of one member: the 20-address count and the single default hold under concurrency. */
const lockMember = async (tx: Tx, userId: number) => {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update")
}

const clearDefault = async (tx: Tx, userId: number, except?: number) => {
  await tx
    .update(addresses)
    .set({ defaulted: false, updatedAt: sql`now()` })
    .where(and(eq(addresses.userId, userId), eq(addresses.defaulted, true), except === undefined ? undefined : ne(addresses.id, except)))
}

export const countAddresses = async (tx: Tx, userId: number): Promise<number> => tx.$count(addresses, eq(addresses.userId, userId))

/** A new address; the first one is the default whatever was asked, a default one clears the others. */
export const createAddress = async (db: Db, userId: number, input: AddressInput): Promise<SavedAddress> => {
  const values = cleanAddress(input)
  return db.transaction(async (tx) => {
    await lockMember(tx, userId)
    const existing = await countAddresses(tx, userId)
    if (existing >= MAX_ADDRESSES) throw conflict(ADDRESS_BOOK_MESSAGES.full)
    const defaulted = existing === 0 || (input.defaulted ?? true)
    if (defaulted) await clearDefault(tx, userId)
    const [row] = await tx
      .insert(addresses)
      .values({ userId, ...values, defaulted })
      .returning()
    if (!row) throw new Error("address not stored")
    return addressView(row)
  })
}

/** Updates one of the member's addresses; making it the default clears the others. */
export const updateAddress = async (db: Db, userId: number, id: number, input: AddressInput): Promise<SavedAddress> => {
  const values = cleanAddress(input)
  return db.transaction(async (tx) => {
    await lockMember(tx, userId)
    const current = await rowOrNotFound(tx, addresses, and(eq(addresses.id, id), eq(addresses.userId, userId)), ADDRESS_BOOK_MESSAGES.notFound)
    // Leaving `defaulted` out keeps the flag; an address cannot stop being the default by itself.
    const defaulted = input.defaulted === undefined ? current.defaulted : input.defaulted || current.defaulted
    if (defaulted && !current.defaulted) await clearDefault(tx, userId, id)
    const [row] = await tx
      .update(addresses)
      .set({ ...values, defaulted, updatedAt: sql`now()` })
      .where(eq(addresses.id, id))
      .returning()
    if (!row) throw notFound(ADDRESS_BOOK_MESSAGES.notFound)
    return addressView(row)
  })
}

/** Deletes the member's addresses among `ids`; when the default goes, the newest remaining one becomes the default. */
export const deleteAddresses = async (db: Db, userId: number, ids: ReadonlyArray<number>): Promise<number> =>
  db.transaction(async (tx) => {
    await lockMember(tx, userId)
    const removed = await tx
      .delete(addresses)
      .where(and(eq(addresses.userId, userId), inArray(addresses.id, [...ids])))
      .returning({ id: addresses.id, defaulted: addresses.defaulted })
    if (removed.some((r) => r.defaulted)) {
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.createdAt), desc(addresses.id))
        .limit(1)
      if (next)
        await tx
          .update(addresses)
          .set({ defaulted: true, updatedAt: sql`now()` })
          .where(eq(addresses.id, next.id))
    }
    return removed.length
  })

/** The member's addresses, the default first, then newest first. */
export const listAddresses = async (db: Db, userId: number, page: number, size: number) => {
  const { rows, totalElements } = await readTablePage(
    db,
    { page, size },
    size,
    [desc(addresses.defaulted), desc(addresses.createdAt), desc(addresses.id)],
    addresses,
    eq(addresses.userId, userId),
  )
  return { content: rows.map(addressView), totalElements, max: MAX_ADDRESSES, remaining: remainingAddresses(totalElements) }
}

export const defaultAddress = async (db: Db, userId: number): Promise<SavedAddress | null> => {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.defaulted, true)))
    .orderBy(asc(addresses.id))
    .limit(1)
  return row ? addressView(row) : null
}

/** One of the member's addresses, for an exchange or a prize claim. */
export const addressOf = (tx: Tx, userId: number, id: number): Promise<AddressRow> =>
  rowOrNotFound(tx, addresses, and(eq(addresses.id, id), eq(addresses.userId, userId)), ADDRESS_BOOK_MESSAGES.notFound)
