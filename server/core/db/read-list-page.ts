import { readPage } from "./read-page.ts"

/** The largest page a list answers, whatever size is asked for. */
export const MAX_PAGE_SIZE = 50

/** The page asked for, its size capped at MAX_PAGE_SIZE (`defaultSize` when none is asked for). */
export const cappedPage = (query: { readonly page?: number | undefined; readonly size?: number | undefined }, defaultSize: number) => ({
  page: query.page,
  size: Math.min(query.size ?? defaultSize, MAX_PAGE_SIZE),
})

/** `readPage` with the size asked for capped at MAX_PAGE_SIZE (`defaultSize` when none is asked for). */
export const readListPage = <T>(
  query: { readonly page?: number | undefined; readonly size?: number | undefined },
  defaultSize: number,
  rows: (limit: number, offset: number) => Promise<T[]>,
  total: () => Promise<ReadonlyArray<{ n: number }>>,
): Promise<{ rows: T[]; totalElements: number; totalPages: number }> =>
  readPage(cappedPage(query, defaultSize), defaultSize, rows, total)
