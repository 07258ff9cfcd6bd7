/**
 * Paged lists (comments, questions, replies): a pure reducer. The page counter starts at 0;
 * the first load (page 0) replaces the list, each later load appends and moves the counter on,
 * a refresh resets everything. Responses carry `totalPages` (replies) or `totalPage`
 * (questions); both are read.
 */
import { COMMENT_PAGE_SIZE, DEFAULT_SORT, QUESTION_PAGE_SIZE, REPLY_PAGE_SIZE } from "./constants.ts"

export const PAGE_SIZES = {
  comments: COMMENT_PAGE_SIZE,
  questions: QUESTION_PAGE_SIZE,
  replies: REPLY_PAGE_SIZE,
} as const

export type PagedList = keyof typeof PAGE_SIZES

export interface PageResponse<T> {
  readonly content: ReadonlyArray<T>
  readonly totalPages?: number | null
  readonly totalPage?: number | null
}

export interface PageState<T> {
  readonly items: ReadonlyArray<T>
  /** Next page to request; equals the number of pages loaded. */
  readonly page: number
  /** Total pages reported by the last response. */
  readonly total: number
  /** Whether at least one page has arrived since the last reset. */
  readonly loaded: boolean
}

export type PageEvent<T> =
  | { readonly type: "page.loaded"; readonly page: number; readonly response: PageResponse<T> }
  | { readonly type: "page.refresh" }
  | { readonly type: "item.added"; readonly item: T }
  | { readonly type: "item.updated"; readonly index: number; readonly item: T }

export function initialPageState<T>(): PageState<T> {
  return { items: [], page: 0, total: 0, loaded: false }
}

/** Total pages of a response, whichever spelling it uses. */
export function totalPagesOf(response: PageResponse<unknown>): number {
  return response.totalPages ?? response.totalPage ?? 0
}

export function pageReducer<T>(state: PageState<T>, event: PageEvent<T>): PageState<T> {
  switch (event.type) {
    case "page.refresh":
      return initialPageState<T>()
    case "page.loaded": {
      // A response for another page than the one awaited (late or duplicate) is ignored.
      if (event.page !== state.page) return state
      const items = event.page === 0 ? event.response.content : [...state.items, ...event.response.content]
      return { items, page: event.page + 1, total: totalPagesOf(event.response), loaded: true }
    }
    case "item.added":
      return { ...state, items: [...state.items, event.item] }
    case "item.updated":
      return event.index >= 0 && event.index < state.items.length
        ? { ...state, items: state.items.map((it, i) => (i === event.index ? event.item : it)) }
        : state
  }
}

/** Load-more shows while the page counter differs from the total (and there is anything at all). */
export function canLoadMore(state: PageState<unknown>): boolean {
  return state.loaded && state.total > 0 && state.page !== state.total
}

/** Nothing to show: loaded, and the server reports no pages. */
export function isEmptyList(state: PageState<unknown>): boolean {
  return state.loaded && state.total === 0
}

/** Query for the next page: `page`, `size`, `sort` (createTime,desc) plus the list's own filters. */
export function nextPageQuery<F extends Record<string, unknown>>(
  state: PageState<unknown>,
  list: PagedList,
  filters: F,
): F & { readonly page: number; readonly size: number; readonly sort: string } {
  return { ...filters, page: state.page, size: PAGE_SIZES[list], sort: DEFAULT_SORT }
}

/** How many pages of `size` hold `total` items (0 for none). */
export function pageCount(total: number, size: number): number {
  return total <= 0 ? 0 : Math.ceil(total / size)
}
