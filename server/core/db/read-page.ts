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
