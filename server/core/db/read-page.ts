import { count, desc, type SQL } from "drizzle-orm"
import type { AnyPgColumn, PgSelect, PgTable } from "drizzle-orm/pg-core"
import type { Tx } from "./client.ts"
import { pageCount } from "../../../domain/core/paging.ts"

/**
 * One page of a list and the count of the whole list, read together: `rows` receives the
 * limit and offset of the page asked for (`page` from 0, `size` or the list's default).
 */
export const readPage = async <T>(
  query: { readonly page?: number | undefined; readonly size?: number | undefined },
  defaultSize: number,
  rows: (limit: number, offset: number) => Promise<T[]>,
  total: () => Promise<ReadonlyArray<{ n: number }>>,
): Promise<{ rows: T[]; totalElements: number; totalPages: number }> => {
  const size = query.size ?? defaultSize
  const [found, [counted]] = await Promise.all([rows(size, (query.page ?? 0) * size), total()])
  const totalElements = counted?.n ?? 0
  return { rows: found, totalElements, totalPages: pageCount(totalElements, size) }
}

/** The order of a list shown newest first: by a time column, then by id, so that rows of the same instant keep one order from page to page. */
export const newestFirst = (time: AnyPgColumn, id: AnyPgColumn): SQL[] => [desc(time), desc(id)]

/**
 * `readPage` over one select in `order`: `select` is the list's query up to its `where` (made
 * dynamic), `total` counts the rows of the same filter.
 */
export const readSelectPage = <Q extends PgSelect>(
  query: { readonly page?: number | undefined; readonly size?: number | undefined },
  defaultSize: number,
  order: ReadonlyArray<SQL | AnyPgColumn>,
  select: Q,
  total: () => Promise<ReadonlyArray<{ n: number }>>,
): Promise<{ rows: Array<Q["_"]["result"][number]>; totalElements: number; totalPages: number }> =>
  readPage(query, defaultSize, (limit, offset): Promise<Array<Q["_"]["result"][number]>> => select.orderBy(...order).limit(limit).offset(offset), total)

/** `readSelectPage` of one table's whole rows that match `where`, counted by the same filter. */
export const readTablePage = <T extends PgTable>(
  db: Tx,
  query: { readonly page?: number | undefined; readonly size?: number | undefined },
  defaultSize: number,
  order: ReadonlyArray<SQL | AnyPgColumn>,
  table: T,
  where: SQL | undefined,
): Promise<{ rows: Array<T["$inferSelect"]>; totalElements: number; totalPages: number }> =>
  readSelectPage(query, defaultSize, order, db.select().from(table as PgTable).where(where).$dynamic(), () => db.select({ n: count() }).from(table as PgTable).where(where))
