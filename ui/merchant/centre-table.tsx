import { useId, useState, type Dispatch, type ReactNode, type SetStateAction } from "react"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import { EmptyState } from "../components/empty-state.tsx"
import { ErrorState } from "../components/error-state.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { Pager } from "../components/pager.tsx"
import { shownPage, type PagedResource } from "../components/list-states.tsx"

export interface Column<T> {
  readonly title: string
  readonly cell: (row: T) => ReactNode
}

export interface CentreTableProps<T> {
  readonly label: string
  readonly rows: ReadonlyArray<T> | null
  readonly rowKey: (row: T) => number
  readonly columns: ReadonlyArray<Column<T>>
  readonly status: "loading" | "ready" | "failure"
  readonly error?: string | null
  readonly onRetry?: () => void
  readonly total: number
  readonly page: number
  readonly size: number
  readonly onPage: (page: number) => void
  readonly emptyTitle: string
  /** 搜索: shown when given. */
  readonly onSearch?: (keyword: string) => void
  readonly searchPlaceholder?: string
  /** 排序: the options and the chosen one. */
  readonly sort?: { readonly value: string; readonly options: ReadonlyArray<{ value: string; label: string }>; readonly onChange: (value: string) => void }
  /** Filters and buttons beside the search. */
  readonly tools?: ReactNode
  /** 批量操作 on the ticked rows. */
  readonly batch?: ReadonlyArray<{ readonly label: string; readonly danger?: boolean; readonly run: (ids: ReadonlyArray<number>) => void }>
}

/**
 * The table props of one loaded page of rows, the page kept in the page's query (a state whose
 * `page` turning pages sets).
 */
export function pagedRows<T, Q extends { readonly page: number }>(
  list: PagedResource<T>,
  query: Q,
  setQuery: Dispatch<SetStateAction<Q>>,
  size: number,
) {
  // While the same page is read again (after a change) its rows stay on screen.
  const shown = shownPage(list)
  return {
    rows: shown?.content ?? null,
    status: list.status,
    error: list.error,
    onRetry: list.retry,
    total: shown?.totalElements ?? 0,
    page: query.page,
    size,
    onPage: (page: number) => setQuery((q) => ({ ...q, page })),
  }
}

/** `pagedRows` of a query that is searched by keyword; a new keyword starts again from the first page. */
export function searchedRows<T, Q extends { readonly page: number; readonly keyword: string }>(list: PagedResource<T>, query: Q, setQuery: Dispatch<SetStateAction<Q>>, size: number) {
  return { ...pagedRows(list, query, setQuery, size), onSearch: (keyword: string) => setQuery((q) => ({ ...q, keyword, page: 0 })) }
}

const cellStyle = css({ px: "3", py: "2.5", textAlign: "left", fontSize: "sm", borderBottom: "1px solid", borderColor: "border.subtle", verticalAlign: "middle" })

/**
 * The maker centre's table: search, sort, ticked rows with batch actions, pages. Scrolls
 * sideways inside its panel on phones.
 */
export function CentreTable<T>(props: CentreTableProps<T>) {
  const [keyword, setKeyword] = useState("")
  const [ticked, setTicked] = useState<ReadonlyArray<number>>([])
  const searchId = useId()
  const rows = props.rows ?? []
  const keys = rows.map(props.rowKey)
  const allTicked = keys.length > 0 && keys.every((k) => ticked.includes(k))
  return (
    <div className={css({ display: "grid", gap: "3" })}>
      <div className={css({ display: "flex", gap: "2", flexWrap: "wrap", alignItems: "center" })}>
        {props.onSearch && (
          <form
            role="search"
            className={css({ display: "flex", gap: "2" })}
            onSubmit={(e) => {
              e.preventDefault()
              props.onSearch?.(keyword.trim())
            }}
          >
            <label htmlFor={searchId} className={css({ srOnly: true })}>
              搜索{props.label}
            </label>
            <input id={searchId} className={input({ size: "sm" })} placeholder={props.searchPlaceholder ?? "输入关键字搜索"} value={keyword} maxLength={50} onChange={(e) => setKeyword(e.target.value)} />
            <button type="submit" className={button({ size: "sm", variant: "outline" })}>
              搜索
            </button>
          </form>
        )}
        {props.sort && (
          <select aria-label="排序" className={input({ size: "sm" })} style={{ width: "auto" }} value={props.sort.value} onChange={(e) => props.sort?.onChange(e.target.value)}>
            {props.sort.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
        {props.tools}
        {props.batch && props.batch.length > 0 && (
          <div role="group" aria-label="批量操作" className={css({ display: "flex", gap: "2", ml: { md: "auto" } })}>
            {props.batch.map((b) => (
              <button
                key={b.label}
                type="button"
                className={button({ size: "sm", variant: b.danger ? "danger" : "outline" })}
                disabled={ticked.length === 0}
                onClick={() => {
                  b.run(ticked)
                  setTicked([])
                }}
              >
                {b.label}
                {ticked.length > 0 ? `（${ticked.length}）` : ""}
              </button>
            ))}
          </div>
        )}
      </div>
      {props.status === "loading" && props.rows === null && <LoadingState compact />}
      {props.status === "failure" && <ErrorState compact message={props.error ?? "加载失败"} onRetry={props.onRetry} />}
      {props.status !== "failure" && props.rows !== null && rows.length === 0 && <EmptyState compact title={props.emptyTitle} />}
      {props.status !== "failure" && rows.length > 0 && (
        <div className={css({ overflowX: "auto" })}>
          <table aria-label={props.label} className={css({ w: "full", borderCollapse: "collapse", minW: "640px" })}>
            <thead>
              <tr className={css({ bg: "bg.muted" })}>
                {props.batch && (
                  <th className={cellStyle} style={{ width: 40 }}>
                    <input type="checkbox" aria-label="全选本页" checked={allTicked} onChange={() => setTicked(allTicked ? [] : keys)} />
                  </th>
                )}
                {props.columns.map((c) => (
                  <th key={c.title} scope="col" className={cellStyle}>
                    {c.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const key = props.rowKey(row)
                return (
                  <tr key={key}>
                    {props.batch && (
                      <td className={cellStyle}>
                        <input
                          type="checkbox"
                          aria-label={`选择第 ${keys.indexOf(key) + 1} 行`}
                          checked={ticked.includes(key)}
                          onChange={() => setTicked((t) => (t.includes(key) ? t.filter((k) => k !== key) : [...t, key]))}
                        />
                      </td>
                    )}
                    {props.columns.map((c) => (
                      <td key={c.title} className={cellStyle}>
                        {c.cell(row)}
                      </td>
                    ))}
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={props.page} pageSize={props.size} total={props.total} onPageChange={props.onPage} label={`${props.label}分页`} />
    </div>
  )
}
