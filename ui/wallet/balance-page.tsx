import { useState } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import {
  DATE_RANGE_SHIFTS,
  DATE_RANGE_SHORTCUTS,
  dateRangeFor,
  formatDateRange,
  shiftDateRange,
  type DateRange,
  type DateRangeShortcut,
} from "../../domain/core/date-range.ts"
import { formatMoney } from "../../domain/core/money.ts"
import { BILL_TYPES, type BillType } from "../../domain/wallet/wallet.ts"
import type { PageProps } from "../app/page-registry.ts"
import { EmptyState } from "../components/empty-state.tsx"
import { FilterChips } from "../components/filter-chips.tsx"
import { Pager } from "../components/pager.tsx"
import { useResource } from "../app/use-resource.ts"
import { LedgerLines, WalletPanel } from "./wallet-parts.tsx"
import { useReloadWhenShownAgain } from "../hooks/use-page-location.ts"
import { AccountFrame } from "../components/account-frame/account-frame.tsx"
import { LoadStates } from "../components/list-states.tsx"

const PAGE_SIZE = 10


interface BillFilter {
  readonly page: number
  readonly type: BillType | null
  readonly shortcut: DateRangeShortcut | null
  readonly range: DateRange | null
}

/** /account/balance: the balance, withdrawals under review, points, and the bill by type and date range. */
export default function BalancePage(_props: PageProps) {
  const center = useResource("accountCenter")
  const [filter, setFilter] = useState<BillFilter>({ page: 0, type: null, shortcut: null, range: null })
  const bill = useResource("accountBill", {
    query: {
      page: filter.page,
      size: PAGE_SIZE,
      ...(filter.type ? { type: filter.type } : {}),
      ...(filter.range ? { start: filter.range[0].toISOString(), end: filter.range[1].toISOString() } : {}),
    },
  })
  const rangeText = filter.range ? formatDateRange(filter.range) : null
  useReloadWhenShownAgain(center.reload, bill.reload)

  return (
    <AccountFrame title="我的余额">
      <WalletPanel title="余额概览">
        <LoadStates of={center} compact />
        {center.shown && (
          <div className={css({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", justifyContent: "space-between", gap: "6" })}>
            <dl className={css({ display: "flex", flexWrap: "wrap", gap: { base: "6", md: "12" }, "& dt": { fontSize: "sm", color: "fg.muted" } })}>
              <div>
                <dt>可用余额</dt>
                <dd data-testid="available-balance" className={css({ fontSize: "3xl", fontWeight: "bold", color: "highlight.text", fontVariantNumeric: "tabular-nums" })}>
                  {formatMoney(center.shown.balance)}
                </dd>
              </div>
              <div>
                <dt>提现审核中</dt>
                <dd className={css({ fontSize: "xl", fontWeight: "semibold", mt: "2", fontVariantNumeric: "tabular-nums" })}>{formatMoney(center.shown.frozen)}</dd>
              </div>
              <div>
                <dt>我的积分</dt>
                <dd className={css({ fontSize: "xl", fontWeight: "semibold", mt: "2" })}>
                  <Link href="/account/points" className={css({ _hover: { color: "accent.text" } })}>
                    {center.shown.points}
                  </Link>
                </dd>
              </div>
            </dl>
            <div className={css({ display: "flex", gap: "3" })}>
              <Link href="/account/balance/recharge" className={button({ variant: "highlight" })}>
                充值
              </Link>
              <Link href="/account/balance/extract" className={button({ variant: "outline" })}>
                提现
              </Link>
            </div>
          </div>
        )}
      </WalletPanel>

      <WalletPanel title="账单明细">
        <div className={css({ display: "grid", gap: "3", mb: "4" })}>
          <FilterChips
            label="账单类型"
            options={[{ value: null, label: "全部" }, ...BILL_TYPES.map((t) => ({ value: t.key, label: t.label }))]}
            value={filter.type}
            onChange={(type) => setFilter((f) => ({ ...f, page: 0, type }))}
          />
          {/* A range shifted away from its shortcut is none of these choices: undefined presses no chip. */}
          <FilterChips
            label="时间范围"
            options={[{ value: null, label: "全部时间" }, ...DATE_RANGE_SHORTCUTS.map((s) => ({ value: s.key, label: s.label }))]}
            value={filter.range === null ? null : (filter.shortcut ?? undefined)}
            onChange={(shortcut) => setFilter((f) => ({ ...f, page: 0, shortcut: shortcut ?? null, range: shortcut ? dateRangeFor(shortcut, new Date()) : null }))}
          />
          {filter.range && rangeText && (
            <div className={css({ display: "flex", alignItems: "center", gap: "2", flexWrap: "wrap", fontSize: "sm", color: "fg.muted" })}>
              <span>
                {rangeText[0]} 至 {rangeText[1]}
              </span>
              {DATE_RANGE_SHIFTS.map((shift) => (
                <button
                  key={shift.label}
                  type="button"
                  className={button({ variant: "ghost", size: "xs" })}
                  onClick={() =>
                    setFilter((f) => (f.range ? { ...f, page: 0, shortcut: null, range: shiftDateRange(f.range, shift.step, shift.direction) } : f))
                  }
                >
                  {shift.label}
                </button>
              ))}
            </div>
          )}
        </div>
        <LoadStates of={bill} compact />
        {bill.shown && bill.shown.totalElements === 0 && <EmptyState compact title="暂无账单记录" description="充值、消费和提现都会记录在这里" />}
        {bill.shown && bill.shown.totalElements > 0 && (
          <>
            <LedgerLines lines={bill.shown.content} currency="balance" />
            <div className={css({ mt: "4", display: "flex", justifyContent: "center" })}>
              <Pager page={filter.page} pageSize={PAGE_SIZE} total={bill.shown.totalElements} onPageChange={(page) => setFilter((f) => ({ ...f, page }))} label="账单分页" />
            </div>
          </>
        )}
      </WalletPanel>
    </AccountFrame>
  )
}
