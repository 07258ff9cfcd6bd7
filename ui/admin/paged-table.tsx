import type { ReactNode } from "react"
import { PagedListStates, type PagedResource } from "../components/list-states.tsx"
import { DataTable } from "../components/data-table.tsx"

/**
 * A back-office list read page by page as a table: its load and empty faces, a row of cells for
 * each record (`children` renders the cells) under the column names, and the pager under it.
 */
export function PagedTable<T extends { readonly id: number }>({
  list,
  page,
  pageSize,
  onPageChange,
  empty,
  headers,
  children,
}: {
  readonly list: PagedResource<T>
  readonly page: number
  readonly pageSize: number
  readonly onPageChange: (page: number) => void
  readonly empty: ReactNode
  readonly headers: ReadonlyArray<string>
  readonly children: (item: T) => ReactNode
}) {
  return (
    <PagedListStates list={list} page={page} pageSize={pageSize} onPageChange={onPageChange} empty={empty}>
      {(items) => (
        <DataTable headers={headers}>
          {items.map((item) => (
            <tr key={item.id}>{children(item)}</tr>
          ))}
        </DataTable>
      )}
    </PagedListStates>
  )
}
