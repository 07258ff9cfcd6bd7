import { count, desc, type SQL } from "drizzle-orm"
import type { AnyPgColumn, PgSelect, PgTable } from "drizzle-orm/pg-core"
import type { Tx } from "./client.ts"
import { pageCount } from "../../../domain/core/paging.ts"
import { inText } from "./window-in-text.ts"

/** The page a list is asked for: `page` from 0, `size` or the list's default. */
export interface PageQuery {
  readonly page?: number | undefined
  readonly size?: number | undefined
}

export interface PageRows<T> {
  readonly rows: T[]
  readonly totalElements: number
  readonly totalPages: number
}

/** The order of a list shown newest first: by a time column, then by id, so that rows of the same instant keep one order from page to page. */
export const newestFirst = (time: AnyPgColumn, id: AnyPgColumn): SQL[] => [desc(time), desc(id)]

/**
 * One page of a list and the count of the whole list, read together: `select` is the list's
 * query up to its `where` (made dynamic), read in `order`; `total` counts the rows of the same
 * filter.
 */
export const readSelectPage = async <Q extends PgSelect>(
  query: PageQuery,
  defaultSize: number,
  order: ReadonlyArray<SQL | AnyPgColumn>,
  select: Q,
  total: () => Promise<ReadonlyArray<{ n: number }>>,
): Promise<PageRows<Q["_"]["result"][number]>> => {
  const size = query.size ?? defaultSize
  const page: Promise<Array<Q["_"]["result"][number]>> = select
    .orderBy(...order)
    .limit(inText(size))
    .offset(inText((query.page ?? 0) * size))
  const [rows, [counted]] = await Promise.all([page, total()])
  const totalElements = counted?.n ?? 0
  return { rows, totalElements, totalPages: pageCount(totalElements, size) }
}

/** `readSelectPage` of one table's whole rows that match `where`, counted by the same filter. */
export const readTablePage = <T extends PgTable>(
  db: Tx,
  query: PageQuery,
  defaultSize: number,
  order: ReadonlyArray<SQL | AnyPgColumn>,
  table: T,
  where: SQL | undefined,
): Promise<PageRows<T["$inferSelect"]>> =>
  readSelectPage(query, defaultSize, order, db.select().from(table as PgTable).where(where).$dynamic(), () => db.select({ n: count() }).from(table as PgTable).where(where))
