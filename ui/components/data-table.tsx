import type { ReactNode } from "react"
import { css, cx } from "styled-system/css"

const frame = css({ overflowX: "auto", bg: "bg.surface", borderRadius: "lg", boxShadow: "card" })
const table = css({ w: "full", fontSize: "sm", "& th, & td": { px: "3", py: "2.5", textAlign: "left", borderBottomWidth: "1px", borderColor: "border.subtle", whiteSpace: "nowrap" } })
const mutedHead = css({ "& th": { color: "fg.muted", fontWeight: "normal" } })

/** The one header row of a table: its column names, each a column header. */
export function TableHead({ headers }: { readonly headers: ReadonlyArray<string> }) {
  return (
    <thead>
      <tr>
        {headers.map((h) => (
          <th key={h} scope="col">
            {h}
          </th>
        ))}
      </tr>
    </thead>
  )
}

/** A table of records on a card: one header row of column names, then the rows given as children. */
export function DataTable({ headers, muted = false, children, after }: { readonly headers: ReadonlyArray<string>; readonly muted?: boolean; readonly children: ReactNode; readonly after?: ReactNode }) {
  return (
    <div className={frame}>
      <table className={cx(table, muted && mutedHead)}>
        <TableHead headers={headers} />
        <tbody>{children}</tbody>
      </table>
      {after}
    </div>
  )
}
