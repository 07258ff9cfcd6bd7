import type { ReactNode } from "react"
import { EmptyState } from "./empty-state.tsx"
import { ErrorState } from "./error-state.tsx"
import { LoadingState } from "./loading-state.tsx"
import { Pager } from "./pager.tsx"

/** What the load faces read of a resource (the shape of `useResource`). */
export interface Loadable {
  readonly status: "loading" | "ready" | "failure"
  /** Present on `useResource`: what stays on screen while the same input is read again. */
  readonly shown?: unknown
  readonly error: string | null
  retry(): void
}

/** A resource over one page of a paged endpoint, as the paged list views read it. */
export type PagedResource<T> = Loadable & {
  readonly data: { readonly content: ReadonlyArray<T>; readonly totalElements: number } | null
  readonly shown?: { readonly content: ReadonlyArray<T>; readonly totalElements: number } | null
}

/** The page a list view shows: the answer, or during a reload of the same page the one before it. */
export const shownPage = <D,>(list: { readonly data: D | null; readonly shown?: D | null }): D | null => (list.shown === undefined ? list.data : list.shown)

interface LoadFacesProps {
  readonly of: Loadable
  readonly compact?: boolean
  /** The loading text when it says what loads (正在加载评价…); 正在加载… otherwise. */
  readonly label?: string
  /** A refusal that means the thing is gone (deleted, hidden): its view shows instead of the failure. */
  readonly missing?: { readonly error: string; readonly view: ReactNode }
}

function FailureFace({ of, compact = false, missing }: LoadFacesProps) {
  if (missing && of.error === missing.error) return <>{missing.view}</>
  return <ErrorState compact={compact} message={of.error ?? "加载失败"} onRetry={of.retry} />
}

/**
 * A loading resource's first two faces: 正在加载… while it loads (not while an answer it had
 * stays shown during a reload), the failure with 重试.
 */
export function LoadStates(props: LoadFacesProps) {
  return (
    <>
      {props.of.status === "loading" && props.of.shown == null && <LoadingState compact={props.compact} label={props.label} />}
      {props.of.status === "failure" && <FailureFace {...props} />}
    </>
  )
}

/**
 * A resource's view until its data is there: 正在加载… while it loads, else the failure (or an
 * answer without data) with 重试. Pages return it while `status` is not ready or `data` is null.
 */
export function NotLoaded(props: LoadFacesProps) {
  if (props.of.status === "loading") return <LoadingState compact={props.compact} label={props.label} />
  return <FailureFace {...props} />
}

/**
 * A loaded list's four faces: loading, failure with 重试, the empty message, or the items
 * (rendered by `children`, only when there is at least one, with the whole loaded page for its
 * totals). While the same page is read again (after a row was changed or removed) the items
 * stay on screen until the new answer replaces them, so the list neither flashes nor loses its
 * scroll position. `empty` is the message of a plain empty state, or the whole view to show instead (an
 * empty state with a way on, a quiet line).
 */
export function ListStates<D extends { readonly content: ReadonlyArray<unknown> }>({
  list,
  empty,
  compact = false,
  label,
  children,
}: {
  readonly list: Loadable & { readonly data: D | null; readonly shown?: D | null }
  readonly empty: ReactNode
  readonly compact?: boolean
  /** The loading text when it says what loads; 正在加载… otherwise. */
  readonly label?: string
  readonly children: (items: D["content"], page: D) => ReactNode
}) {
  const page = shownPage(list)
  return (
    <>
      <LoadStates of={list} compact={compact} label={label} />
      {page && page.content.length === 0 && (typeof empty === "string" ? <EmptyState compact={compact} title={empty} /> : empty)}
      {page && page.content.length > 0 && children(page.content, page)}
    </>
  )
}

/** A list read page by page: its faces as ListStates shows them, then the pager under them. */
export function PagedListStates<T>(props: {
  readonly list: PagedResource<T>
  readonly empty: ReactNode
  readonly compact?: boolean
  /** The loading text when it says what loads; 正在加载… otherwise. */
  readonly label?: string
  readonly page: number
  readonly pageSize: number
  readonly onPageChange: (page: number) => void
  /** Accessible name of the pager when the page has more than one list (评价分页); 分页 otherwise. */
  readonly pagerLabel?: string
  readonly children: (items: ReadonlyArray<T>) => ReactNode
}) {
  return (
    <>
      <ListStates list={props.list} empty={props.empty} compact={props.compact} label={props.label}>
        {props.children}
      </ListStates>
      <Pager page={props.page} pageSize={props.pageSize} total={shownPage(props.list)?.totalElements ?? 0} onPageChange={props.onPageChange} label={props.pagerLabel} />
    </>
  )
}
