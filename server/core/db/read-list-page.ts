/** The largest page a list answers, whatever size is asked for. */
export const MAX_PAGE_SIZE = 50

/** The page asked for, its size capped at MAX_PAGE_SIZE (`defaultSize` when none is asked for): the query a capped list gives `readSelectPage`. */
export const cappedPage = (query: { readonly page?: number | undefined; readonly size?: number | undefined }, defaultSize: number) => ({
  page: query.page,
  size: Math.min(query.size ?? defaultSize, MAX_PAGE_SIZE),
})
