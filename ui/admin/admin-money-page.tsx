import { useId, useState } from "react"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import { MEMBER_ORDER_KINDS, MONEY_ORDER_STATES, MONEY_PAGE_SIZE, validateDayRange, type DailyTotal, type MoneyOrderState } from "../../domain/admin/index.ts"
import { formatMoney } from "../../domain/core/money.ts"
import { formatDateTime } from "../../domain/core/time-ago.ts"
import { RETURN_STATUSES } from "../../domain/mall/order-return.ts"
import { addDays, chinaDay } from "../../domain/member/china-day.ts"
import { downloadMoneyExport } from "../app/admin-wiring.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useAction } from "../app/use-call.ts"
import { useResource } from "../app/use-resource.ts"
import { EmptyState } from "../components/empty-state.tsx"
import { FilterChips } from "../components/filter-chips.tsx"
import { LabelOptions } from "../components/label-options.tsx"
import { Pager } from "../components/pager.tsx"
import { MoneyChart } from "./money-chart.tsx"
import { OrdersTable } from "./orders-table.tsx"
import { LoadStates } from "../components/list-states.tsx"
import { TableHead } from "../components/data-table.tsx"
import { controlAria } from "../components/form-field.tsx"

type Kind = keyof typeof MEMBER_ORDER_KINDS
interface Filter {
  readonly kind?: Kind
  readonly state?: MoneyOrderState
  readonly from: string
  readonly to: string
  readonly keyword?: string
}

const table = css({
  w: "full",
  bg: "bg.surface",
  fontSize: "sm",
  "& th, & td": { textAlign: "left", px: "3", py: "2", borderBottomWidth: "1px", borderColor: "border.subtle", whiteSpace: "nowrap" },
})

/** /admin/money 资金监管 (财务): orders of every kind with filters and their export, daily totals of the balance ledger with a chart. */
export default function AdminMoneyPage(_props: PageProps) {
  const today = chinaDay(Date.now())
  const [draft, setDraft] = useState<Filter>({ from: addDays(today, -29), to: today })
  const [filter, setFilter] = useState<Filter>(draft)
  const [page, setPage] = useState(0)
  const [tried, setTried] = useState(false)
  const query = { ...(filter.kind ? { kind: filter.kind } : {}), ...(filter.state ? { state: filter.state } : {}), from: filter.from, to: filter.to, ...(filter.keyword ? { keyword: filter.keyword } : {}) }
  const orders = useResource("adminMoneyOrders", { query: { ...query, page, size: MONEY_PAGE_SIZE } })
  const daily = useResource("adminMoneyDaily", { query: { from: filter.from, to: filter.to } })
  const exporting = useAction(downloadMoneyExport, { success: "已导出当前筛选的订单" })
  const rangeErrors = tried ? validateDayRange(draft.from, draft.to, true) : []
  const rangeId = useId()

  return (
    <main className={css({ maxW: "6xl", mx: "auto", px: "4", py: "8", display: "grid", gap: "5" })}>
      <h1 className={css({ fontSize: "2xl", fontWeight: "bold" })}>资金监管</h1>
      <form
        aria-label="筛选订单"
        className={css({ display: "grid", gridTemplateColumns: { base: "1fr 1fr", md: "repeat(6, auto)" }, gap: "3", alignItems: "end" })}
        onSubmit={(e) => {
          e.preventDefault()
          setTried(true)
          if (validateDayRange(draft.from, draft.to, true).length > 0) return
          setFilter({ ...draft, ...(draft.keyword?.trim() ? { keyword: draft.keyword.trim() } : { keyword: undefined }) } as Filter)
          setPage(0)
        }}
      >
        <label className={css({ display: "grid", gap: "1", fontSize: "sm" })}>
          订单类型
          <select className={input({ size: "sm" })} value={draft.kind ?? ""} onChange={(e) => setDraft((d) => ({ ...d, kind: (e.target.value || undefined) as Kind | undefined }) as Filter)}>
            <LabelOptions allLabel="全部" labels={MEMBER_ORDER_KINDS} />
          </select>
        </label>
        <label className={css({ display: "grid", gap: "1", fontSize: "sm" })}>
          状态
          <select className={input({ size: "sm" })} value={draft.state ?? ""} onChange={(e) => setDraft((d) => ({ ...d, state: (e.target.value || undefined) as MoneyOrderState | undefined }) as Filter)}>
            <LabelOptions allLabel="全部" labels={MONEY_ORDER_STATES} />
          </select>
        </label>
        <label className={css({ display: "grid", gap: "1", fontSize: "sm" })}>
          开始日期
          <input type="date" className={input({ size: "sm" })} value={draft.from} {...controlAria(rangeId, rangeErrors)} onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))} />
        </label>
        <label className={css({ display: "grid", gap: "1", fontSize: "sm" })}>
          结束日期
          <input type="date" className={input({ size: "sm" })} value={draft.to} {...controlAria(rangeId, rangeErrors)} onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))} />
        </label>
        <label className={css({ display: "grid", gap: "1", fontSize: "sm" })}>
          订单号或用户名
          <input className={input({ size: "sm" })} maxLength={40} value={draft.keyword ?? ""} onChange={(e) => setDraft((d) => ({ ...d, keyword: e.target.value }))} />
        </label>
        <div className={css({ display: "flex", gap: "2" })}>
          <button type="submit" className={button({ size: "sm" })}>
            查询
          </button>
          <button type="button" className={button({ variant: "outline", size: "sm" })} disabled={exporting.busy} onClick={() => exporting.send(query)}>
            {exporting.busy ? "导出中…" : "导出 Excel"}
          </button>
        </div>
        {rangeErrors.length > 0 && (
          <p id={`${rangeId}-errors`} role="alert" className={css({ gridColumn: "1 / -1", color: "danger.text", fontSize: "sm" })}>
            {rangeErrors.join("；")}
          </p>
        )}
      </form>
      {exporting.error && (
        <p role="alert" className={css({ color: "danger.text", fontSize: "sm" })}>
          {exporting.error}
        </p>
      )}

      <section aria-labelledby="money-daily" className={css({ display: "grid", gap: "3" })}>
        <h2 id="money-daily" className={css({ fontSize: "lg", fontWeight: "semibold" })}>
          每日汇总（余额账户，{filter.from} 至 {filter.to}）
        </h2>
        <LoadStates of={daily} />
        {daily.data && <DailyTotals days={daily.data} />}
      </section>

      <section aria-labelledby="money-orders" className={css({ display: "grid", gap: "3" })}>
        <h2 id="money-orders" className={css({ fontSize: "lg", fontWeight: "semibold" })}>
          订单{orders.data ? `（共 ${orders.data.totalElements} 笔）` : ""}
        </h2>
        <LoadStates of={orders} />
        {orders.data && orders.data.totalElements === 0 && <EmptyState title="没有符合条件的订单" />}
        {orders.data && orders.data.content.length > 0 && (
          <OrdersTable orders={orders.data.content} label="订单列表" className={table} memberOf={(o) => o.username} stateOf={(o) => o.stateLabel} />
        )}
        {orders.data && <Pager page={page} pageSize={MONEY_PAGE_SIZE} total={orders.data.totalElements} onPageChange={setPage} label="订单分页" />}
      </section>

      <Refunds from={filter.from} to={filter.to} />
    </main>
  )
}

type ReturnKey = (typeof RETURN_STATUSES)[number]["key"]

/** Returns of mall orders in the range; a completed one was refunded to the member's balance. */
function Refunds({ from, to }: { readonly from: string; readonly to: string }) {
  const [status, setStatus] = useState<ReturnKey | null>(null)
  const [page, setPage] = useState(0)
  const refunds = useResource("adminMoneyRefunds", { query: { from, to, page, ...(status ? { status } : {}) } })
  return (
    <section aria-labelledby="money-refunds" className={css({ display: "grid", gap: "3" })}>
      <h2 id="money-refunds" className={css({ fontSize: "lg", fontWeight: "semibold" })}>
        退款{refunds.data ? `（共 ${refunds.data.totalElements} 笔）` : ""}
      </h2>
      <FilterChips label="退款状态" options={[{ value: null, label: "全部" }, ...RETURN_STATUSES.map((s) => ({ value: s.key, label: s.label }))]} value={status} onChange={(key) => (setStatus(key), setPage(0))} />
      <LoadStates of={refunds} />
      {refunds.data && refunds.data.totalElements === 0 && <EmptyState title="没有符合条件的退款" />}
      {refunds.data && refunds.data.content.length > 0 && (
        <div className={css({ overflowX: "auto" })}>
          <table className={table} aria-label="退款列表">
            <TableHead headers={["退货单号", "订单号", "会员", "退款金额", "原因", "状态", "申请时间", "退款时间"]} />
            <tbody>
              {refunds.data.content.map((r) => (
                <tr key={r.returnNo}>
                  <td>{r.returnNo}</td>
                  <td>{r.orderNo}</td>
                  <td>{r.username}</td>
                  <td>{formatMoney(r.refundCents)}</td>
                  <td>{r.reason}</td>
                  <td>{r.statusLabel}</td>
                  <td>{formatDateTime(new Date(r.createdAt))}</td>
                  <td>{r.refundedAt ? formatDateTime(new Date(r.refundedAt)) : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {refunds.data && <Pager page={page} pageSize={MONEY_PAGE_SIZE} total={refunds.data.totalElements} onPageChange={setPage} label="退款分页" />}
    </section>
  )
}

function DailyTotals({ days }: { readonly days: ReadonlyArray<DailyTotal> }) {
  const sum = (key: "income" | "spending" | "refunds" | "net") => days.reduce((n, d) => n + d[key], 0)
  if (days.every((d) => d.entries === 0)) return <EmptyState title="这段时间没有资金变动" />
  return (
    <>
      <MoneyChart days={days} />
      <div className={css({ overflowX: "auto" })}>
        <table className={table} aria-label="每日汇总">
          <TableHead headers={["日期", "收入", "支出", "退款", "净额", "笔数"]} />
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <td>{d.day}</td>
                <td>{formatMoney(d.income)}</td>
                <td>{formatMoney(d.spending)}</td>
                <td>{formatMoney(d.refunds)}</td>
                <td>{formatMoney(d.net)}</td>
                <td>{d.entries}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className={css({ fontWeight: "semibold" })}>
              <th scope="row">合计</th>
              <td>{formatMoney(sum("income"))}</td>
              <td>{formatMoney(sum("spending"))}</td>
              <td>{formatMoney(sum("refunds"))}</td>
              <td>{formatMoney(sum("net"))}</td>
              <td>{days.reduce((n, d) => n + d.entries, 0)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  )
}
