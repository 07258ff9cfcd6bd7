/** 品牌, 规格参数, 销售属性 and 属性分组 of a shop, per product category. */
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm"
import type { Attr, AttrGroup, Brand } from "../../../domain/merchant/entities.ts"
import type { AttrGroupInput, AttrInput, BrandInput, CategorySpecs } from "../../../domain/merchant/endpoints.ts"
import { MERCHANT_MESSAGES } from "../../../domain/merchant/messages.ts"
import { badRequest, conflict, notFound } from "../../../domain/core/errors.ts"
import type { Tx } from "../../core/db/client.ts"
import { productCategories } from "../../shell/tables.ts"
import { attrGroups, attrs, brandCategories, brands } from "../tables.ts"
import { keywordFilter, readShopPage } from "./shop.ts"
import type { PageQuery } from "../../core/db/read-page.ts"
import { rowOrNotFound } from "../../core/db/row-or-not-found.ts"

const uniqueViolation = (error: unknown): boolean => typeof error === "object" && error !== null && ((error as { code?: unknown }).code === "23505" || uniqueViolation((error as { cause?: unknown }).cause))

/** A category that holds products: it exists and has no children. */
export const leafCategory = async (tx: Tx, catId: number): Promise<string> => {
  const [row] = await tx.select({ name: productCategories.name }).from(productCategories).where(eq(productCategories.catId, catId))
  const [child] = await tx.select({ n: count() }).from(productCategories).where(eq(productCategories.parentCid, catId))
  if (!row || (child?.n ?? 0) > 0) throw badRequest(MERCHANT_MESSAGES.categoryNotFound, "bad_category")
  return row.name
}

/** 404 unless the row is the shop's: another shop's record is answered as if it did not exist. */
const ownRow = async (tx: Tx, table: typeof brands | typeof attrs, shopId: number, id: number, message: string) => {
  const [row] = await tx.select({ id: table.id }).from(table).where(and(eq(table.id, id), eq(table.shopId, shopId)))
  if (!row) throw notFound(message, "not_found")
}

// ---- brands

const brandViews = async (tx: Tx, rows: ReadonlyArray<typeof brands.$inferSelect>): Promise<Brand[]> => {
  const links = rows.length === 0 ? [] : await tx
    .select({ brandId: brandCategories.brandId, catId: productCategories.catId, name: productCategories.name })
    .from(brandCategories)
    .innerJoin(productCategories, eq(productCategories.catId, brandCategories.categoryId))
    .where(inArray(brandCategories.brandId, rows.map((r) => r.id)))
    .orderBy(asc(productCategories.catId))
  return rows.map((r) => {
    const mine = links.filter((l) => l.brandId === r.id)
    return { id: r.id, name: r.name, logo: r.logo, description: r.description, letter: r.letter, shown: r.shown, categoryIds: mine.map((l) => l.catId), categoryNames: mine.map((l) => l.name) }
  })
}

const checkBrand = (input: BrandInput) => {
  if (input.name.trim() === "") throw badRequest(MERCHANT_MESSAGES.nameRequired, "bad_name")
  if (!/^[A-Za-z]$/.test(input.letter)) throw badRequest(MERCHANT_MESSAGES.letterInvalid, "bad_letter")
}

const writeBrandCategories = async (tx: Tx, brandId: number, categoryIds: ReadonlyArray<number>) => {
  await tx.delete(brandCategories).where(eq(brandCategories.brandId, brandId))
  const unique = [...new Set(categoryIds)]
  for (const id of unique) await leafCategory(tx, id)
  if (unique.length > 0) await tx.insert(brandCategories).values(unique.map((categoryId) => ({ brandId, categoryId })))
}

export const listBrands = async (tx: Tx, shopId: number, query: PageQuery & { keyword?: string | undefined; sort?: "new" | "old" | "name" | undefined }) => {
  const where = and(eq(brands.shopId, shopId), keywordFilter(brands.name, query.keyword))
  const order = query.sort === "name" ? [asc(brands.letter), asc(brands.name)] : query.sort === "old" ? [asc(brands.id)] : [desc(brands.id)]
  return readShopPage(query, order, tx.select().from(brands).where(where).$dynamic(), () => tx.select({ n: count() }).from(brands).where(where), (rows) => brandViews(tx, rows))
}

export const saveBrand = async (tx: Tx, shopId: number, id: number | null, input: BrandInput): Promise<Brand> => {
  if (id !== null) await ownRow(tx, brands, shopId, id, MERCHANT_MESSAGES.brandNotFound)
  checkBrand(input)
  const values = { name: input.name.trim(), logo: input.logo, description: input.description.trim(), letter: input.letter.toUpperCase(), shown: input.shown }
  try {
    const [row] =
      id === null
        ? await tx.insert(brands).values({ shopId, ...values }).returning()
        : await tx.update(brands).set(values).where(and(eq(brands.id, id), eq(brands.shopId, shopId))).returning()
    if (!row) throw notFound(MERCHANT_MESSAGES.brandNotFound, "brand_not_found")
    await writeBrandCategories(tx, row.id, input.categoryIds)
    return (await brandViews(tx, [row]))[0]!
  } catch (error) {
    if (uniqueViolation(error)) throw conflict(MERCHANT_MESSAGES.brandTaken, "brand_taken")
    throw error
  }
}

export const deleteBrands = async (tx: Tx, shopId: number, ids: ReadonlyArray<number>) => {
  const mine = await tx.select({ id: brands.id }).from(brands).where(and(eq(brands.shopId, shopId), inArray(brands.id, [...ids])))
  if (mine.length === 0) throw notFound(MERCHANT_MESSAGES.brandNotFound, "brand_not_found")
  await tx.delete(brands).where(inArray(brands.id, mine.map((b) => b.id)))
  return { ok: true }
}

// ---- attributes

const attrSelect = {
  id: attrs.id,
  kind: attrs.kind,
  categoryId: attrs.categoryId,
  categoryName: productCategories.name,
  name: attrs.name,
  values: attrs.values,
  multiple: attrs.multiple,
  searchable: attrs.searchable,
  quickShow: attrs.quickShow,
  groupId: attrs.groupId,
  groupName: attrGroups.name,
}

const attrRows = (tx: Tx, where: SQL | undefined) =>
  tx
    .select(attrSelect)
    .from(attrs)
    .innerJoin(productCategories, eq(productCategories.catId, attrs.categoryId))
    .leftJoin(attrGroups, eq(attrGroups.id, attrs.groupId))
    .where(where)

const attrView = (row: Awaited<ReturnType<typeof attrRows>>[number]): Attr => ({ ...row, kind: row.kind === "sale" ? "sale" : "base", values: [...row.values] })

export const listAttrs = async (tx: Tx, shopId: number, query: PageQuery & { kind: "base" | "sale"; categoryId?: number | undefined; keyword?: string | undefined }) => {
  const where = and(
    eq(attrs.shopId, shopId),
    eq(attrs.kind, query.kind),
    query.categoryId === undefined ? undefined : eq(attrs.categoryId, query.categoryId),
    keywordFilter(attrs.name, query.keyword),
  )
  return readShopPage(query, [desc(attrs.id)], attrRows(tx, where).$dynamic(), () => tx.select({ n: count() }).from(attrs).where(where), (rows) => rows.map(attrView))
}

export const saveAttr = async (tx: Tx, shopId: number, id: number | null, input: AttrInput): Promise<Attr> => {
  if (id !== null) await ownRow(tx, attrs, shopId, id, MERCHANT_MESSAGES.attrNotFound)
  if (input.name.trim() === "") throw badRequest(MERCHANT_MESSAGES.nameRequired, "bad_name")
  const values = [...new Set(input.values.map((v) => v.trim()).filter((v) => v !== ""))]
  if (input.kind === "sale" && values.length === 0) throw badRequest(MERCHANT_MESSAGES.attrValuesRequired, "bad_values")
  await leafCategory(tx, input.categoryId)
  const fields = { kind: input.kind, categoryId: input.categoryId, name: input.name.trim(), values, multiple: input.multiple, searchable: input.searchable, quickShow: input.quickShow }
  try {
    if (id === null) {
      const [row] = await tx.insert(attrs).values({ shopId, ...fields }).returning({ id: attrs.id })
      id = row!.id
    } else {
      const before = await rowOrNotFound(tx, attrs, and(eq(attrs.id, id), eq(attrs.shopId, shopId)), MERCHANT_MESSAGES.attrNotFound, "attr_not_found")
      // Another category or kind leaves the group, whose category it no longer shares.
      const keepGroup = before.categoryId === input.categoryId && input.kind === "base"
      await tx.update(attrs).set({ ...fields, groupId: keepGroup ? before.groupId : null }).where(eq(attrs.id, id))
    }
  } catch (error) {
    if (uniqueViolation(error)) throw conflict(MERCHANT_MESSAGES.attrTaken, "attr_taken")
    throw error
  }
  const [row] = await attrRows(tx, eq(attrs.id, id))
  return attrView(row!)
}

export const deleteAttrs = async (tx: Tx, shopId: number, ids: ReadonlyArray<number>) => {
  const mine = await tx.select({ id: attrs.id }).from(attrs).where(and(eq(attrs.shopId, shopId), inArray(attrs.id, [...ids])))
  if (mine.length === 0) throw notFound(MERCHANT_MESSAGES.attrNotFound, "attr_not_found")
  const inUse = await tx.execute(sql`select 1 from product_attr_values where attr_id in (${sql.join(mine.map((m) => sql`${m.id}`), sql`, `)}) limit 1`)
  if ((inUse as unknown as { rows: unknown[] }).rows.length > 0) throw conflict("属性已被商品使用，不能删除", "attr_in_use")
  await tx.delete(attrs).where(inArray(attrs.id, mine.map((a) => a.id)))
  return { ok: true }
}

// ---- attribute groups

const groupViews = async (tx: Tx, rows: ReadonlyArray<{ id: number; categoryId: number; categoryName: string; name: string; sort: number; icon: string; description: string }>): Promise<AttrGroup[]> => {
  const linked = rows.length === 0 ? [] : await tx.select({ id: attrs.id, name: attrs.name, groupId: attrs.groupId }).from(attrs).where(inArray(attrs.groupId, rows.map((r) => r.id))).orderBy(asc(attrs.id))
  return rows.map((r) => ({ ...r, attrs: linked.filter((a) => a.groupId === r.id).map((a) => ({ id: a.id, name: a.name })) }))
}

const groupRows = (tx: Tx, where: SQL | undefined) =>
  tx
    .select({ id: attrGroups.id, categoryId: attrGroups.categoryId, categoryName: productCategories.name, name: attrGroups.name, sort: attrGroups.sort, icon: attrGroups.icon, description: attrGroups.description })
    .from(attrGroups)
    .innerJoin(productCategories, eq(productCategories.catId, attrGroups.categoryId))
    .where(where)

const ownGroup = (tx: Tx, shopId: number, id: number) =>
  rowOrNotFound(tx, attrGroups, and(eq(attrGroups.id, id), eq(attrGroups.shopId, shopId)), MERCHANT_MESSAGES.groupNotFound, "group_not_found")

export const listGroups = async (tx: Tx, shopId: number, query: PageQuery & { categoryId?: number | undefined; keyword?: string | undefined }) => {
  const where = and(
    eq(attrGroups.shopId, shopId),
    query.categoryId === undefined ? undefined : eq(attrGroups.categoryId, query.categoryId),
    keywordFilter(attrGroups.name, query.keyword),
  )
  return readShopPage(
    query,
    [asc(attrGroups.sort), asc(attrGroups.id)],
    groupRows(tx, where).$dynamic(),
    () => tx.select({ n: count() }).from(attrGroups).where(where),
    (rows) => groupViews(tx, rows),
  )
}

export const saveGroup = async (tx: Tx, shopId: number, id: number | null, input: AttrGroupInput): Promise<AttrGroup> => {
  if (id !== null) await ownGroup(tx, shopId, id)
  if (input.name.trim() === "") throw badRequest(MERCHANT_MESSAGES.nameRequired, "bad_name")
  await leafCategory(tx, input.categoryId)
  const fields = { categoryId: input.categoryId, name: input.name.trim(), sort: input.sort, icon: input.icon, description: input.description.trim() }
  if (id === null) {
    const [row] = await tx.insert(attrGroups).values({ shopId, ...fields }).returning({ id: attrGroups.id })
    id = row!.id
  } else {
    const before = await ownGroup(tx, shopId, id)
    if (before.categoryId !== input.categoryId) await tx.update(attrs).set({ groupId: null }).where(eq(attrs.groupId, id))
    await tx.update(attrGroups).set(fields).where(eq(attrGroups.id, id))
  }
  return (await groupViews(tx, await groupRows(tx, eq(attrGroups.id, id))))[0]!
}

export const deleteGroups = async (tx: Tx, shopId: number, ids: ReadonlyArray<number>) => {
  const mine = await tx.select({ id: attrGroups.id }).from(attrGroups).where(and(eq(attrGroups.shopId, shopId), inArray(attrGroups.id, [...ids])))
  if (mine.length === 0) throw notFound(MERCHANT_MESSAGES.groupNotFound, "group_not_found")
  await tx.delete(attrGroups).where(inArray(attrGroups.id, mine.map((g) => g.id)))
  return { ok: true }
}

/** The category's base attributes in no group yet. */
export const groupCandidates = async (tx: Tx, shopId: number, id: number): Promise<Attr[]> => {
  const group = await ownGroup(tx, shopId, id)
  const rows = await attrRows(tx, and(eq(attrs.shopId, shopId), eq(attrs.categoryId, group.categoryId), eq(attrs.kind, "base"), isNull(attrs.groupId))).orderBy(asc(attrs.id))
  return rows.map(attrView)
}

/** The group links exactly these base attributes of its category; one in another group answers 409. */
export const linkGroupAttrs = async (tx: Tx, shopId: number, id: number, attrIds: ReadonlyArray<number>): Promise<AttrGroup> => {
  const group = await ownGroup(tx, shopId, id)
  const wanted = [...new Set(attrIds)]
  const rows = wanted.length === 0 ? [] : await tx.select().from(attrs).where(and(eq(attrs.shopId, shopId), inArray(attrs.id, wanted))).for("update")
  if (rows.length !== wanted.length) throw notFound(MERCHANT_MESSAGES.attrNotFound, "attr_not_found")
  if (rows.some((a) => a.kind !== "base" || a.categoryId !== group.categoryId)) throw badRequest(MERCHANT_MESSAGES.attrNotOfCategory, "attr_not_of_category")
  if (rows.some((a) => a.groupId !== null && a.groupId !== id)) throw conflict(MERCHANT_MESSAGES.attrInOtherGroup, "attr_in_other_group")
  await tx.update(attrs).set({ groupId: null }).where(eq(attrs.groupId, id))
  if (wanted.length > 0) await tx.update(attrs).set({ groupId: id }).where(inArray(attrs.id, wanted))
  return (await groupViews(tx, await groupRows(tx, eq(attrGroups.id, id))))[0]!
}

/** What the publishing wizard offers for a category: base attributes by group, sale attributes, brands. */
export const categorySpecs = async (tx: Tx, shopId: number, categoryId: number): Promise<CategorySpecs> => {
  try {
    await leafCategory(tx, categoryId)
  } catch {
    throw notFound(MERCHANT_MESSAGES.categoryNotFound, "category_not_found")
  }
  const [all, groups, brandRows] = await Promise.all([
    attrRows(tx, and(eq(attrs.shopId, shopId), eq(attrs.categoryId, categoryId))).orderBy(asc(attrs.id)),
    tx.select().from(attrGroups).where(and(eq(attrGroups.shopId, shopId), eq(attrGroups.categoryId, categoryId))).orderBy(asc(attrGroups.sort), asc(attrGroups.id)),
    tx
      .selectDistinct({ id: brands.id, name: brands.name, letter: brands.letter })
      .from(brands)
      .leftJoin(brandCategories, eq(brandCategories.brandId, brands.id))
      .where(and(eq(brands.shopId, shopId), or(eq(brandCategories.categoryId, categoryId), isNull(brandCategories.categoryId))))
      .orderBy(asc(brands.letter), asc(brands.name)),
  ])
  const base = all.filter((a) => a.kind === "base").map(attrView)
  const loose = base.filter((a) => a.groupId === null)
  return {
    groups: [
      ...groups.map((g) => ({ id: g.id, name: g.name, attrs: base.filter((a) => a.groupId === g.id) })),
      ...(loose.length > 0 ? [{ id: null, name: "其他", attrs: loose }] : []),
    ].filter((g) => g.attrs.length > 0),
    saleAttrs: all.filter((a) => a.kind === "sale").map(attrView),
    brands: brandRows.map((b) => ({ id: b.id, name: b.name })),
  }
}
