import { css } from "styled-system/css"
import { MEMBER_ORDER_KINDS, type MemberOrderKind } from "../../domain/admin/index.ts"
import { formatMoney } from "../../domain/core/money.ts"
import { formatDateTime } from "../../domain/core/time-ago.ts"
import { TableHead } from "../components/data-table.tsx"

/** An order of any kind as the back office lists it (a member's panel, 资金监管). */
interface OrderLine {
  readonly kind: MemberOrderKind
  readonly orderNo: string
  readonly title: string
  /** Cents, or points for gift exchanges. */
  readonly amount: number
  readonly currency: "balance" | "points"
  readonly createdAt: string
}

/**
 * Orders of every kind in one table: kind, number, the member (when `memberOf` is given),
 * content, amount in money or points, state and time. The page gives the table's look.
 */
export function OrdersTable<T extends OrderLine>({
  orders,
  label,
  className,
  stateOf,
  memberOf,
}: {
  readonly orders: ReadonlyArray<T>
  readonly label: string
  readonly className: string
  readonly stateOf: (order: T) => string
  readonly memberOf?: (order: T) => string
}) {
  return (
    <div className={css({ overflowX: "auto" })}>
      <table className={className} aria-label={label}>
        <TableHead headers={["类型", "订单号", ...(memberOf ? ["会员"] : []), "内容", "金额", "状态", "下单时间"]} />
        <tbody>
          {orders.map((o) => (
            <tr key={`${o.kind}-${o.orderNo}`}>
              <td>{MEMBER_ORDER_KINDS[o.kind]}</td>
              <td>{o.orderNo}</td>
              {memberOf && <td>{memberOf(o)}</td>}
              <td className={css({ maxW: "60", overflow: "hidden", textOverflow: "ellipsis" })}>{o.title}</td>
              <td>{o.currency === "points" ? `${o.amount} 积分` : formatMoney(o.amount)}</td>
              <td>{stateOf(o)}</td>
              <td>{formatDateTime(new Date(o.createdAt))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
