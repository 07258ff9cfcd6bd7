import type { ReactNode } from "react"
import { css } from "styled-system/css"

const rowClass = css({ display: "contents" })

/**
 * Facts as label and value pairs (订单编号, 退货原因, 支付金额…): a description list whose look the
 * caller gives, styling its `dt` and `dd` through `className`.
 */
export function FactList({ rows, className }: { readonly rows: ReadonlyArray<readonly [string, ReactNode]>; readonly className: string }) {
  return (
    <dl className={className}>
      {rows.map(([label, value]) => (
        <div key={label} className={rowClass}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
