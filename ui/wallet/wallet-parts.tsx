import type { ReactNode } from "react"
import { css, cx } from "styled-system/css"
import { tag } from "styled-system/recipes"
import type { LedgerLine } from "../../domain/wallet/entities/wallet.ts"
import { billTypeLabel, formatSignedMoney, formatSignedPoints, WITHDRAWAL_STATUS_LABELS, type BillType, type WithdrawalStatus } from "../../domain/wallet/wallet.ts"
import { formatMoney } from "../../domain/core/money.ts"
import { FactList } from "../components/fact-list.tsx"
import { BadgeCheckIcon, AlertIcon, ClockIcon } from "../components/icons.tsx"
import { formatTimeWithSeconds } from "../components/time-format.ts"
import { StandaloneFrame } from "../app/layout/standalone-frame.tsx"

/** Local `YYYY-MM-DD HH:mm:ss` of an ISO time from the server. */



/** A titled white panel of the user centre. */
export function WalletPanel({ title, actions, children, className }: { title: string; actions?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={cx(css({ bg: "bg.surface", borderRadius: "xl", boxShadow: "card", p: { base: "4", md: "6" } }), className)}>
      <header className={css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "3", flexWrap: "wrap", mb: "4" })}>
        <h2 className={css({ fontSize: "lg", fontWeight: "semibold" })}>{title}</h2>
        {actions}
      </header>
      {children}
    </section>
  )
}

const TYPE_TONES: Readonly<Record<BillType, "accent" | "neutral" | "warning" | "success" | "highlight">> = {
  recharge: "success",
  consume: "highlight",
  withdraw: "warning",
  refund: "accent",
  income: "success",
}

/** Lines of the bill or the points history: time, what for, type, signed amount and the balance after. */
export function LedgerLines({ lines, currency }: { lines: ReadonlyArray<LedgerLine>; currency: "balance" | "points" }) {
  const amountOf = currency === "balance" ? formatSignedMoney : formatSignedPoints
  const afterOf = currency === "balance" ? formatMoney : (n: number) => String(n)
  return (
    <ul className={css({ display: "grid" })}>
      {lines.map((line) => (
        <li
          key={line.id}
          className={css({
            display: "grid",
            gridTemplateColumns: { base: "1fr auto", md: "170px 1fr 90px 130px 130px" },
            gap: { base: "1", md: "4" },
            alignItems: "center",
            py: "3",
            borderBottomWidth: "1px",
            borderColor: "border.subtle",
            fontSize: "sm",
          })}
        >
          <span className={css({ color: "fg.muted", fontSize: "xs", order: { base: 3, md: 0 } })}>{formatTimeWithSeconds(line.createTime)}</span>
          <span className={css({ fontWeight: "medium", minW: 0, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: { md: "nowrap" } })} title={line.title}>
            {line.title}
          </span>
          <span className={css({ display: { base: "none", md: "block" } })}>
            <span className={tag({ tone: TYPE_TONES[line.type] })}>{billTypeLabel(line.type)}</span>
          </span>
          <span
            className={css({ textAlign: "right", fontWeight: "semibold", fontVariantNumeric: "tabular-nums", color: line.amount > 0 ? "success.text" : "fg.default" })}
          >
            {amountOf(line.amount)}
          </span>
          <span className={css({ textAlign: "right", color: "fg.muted", fontSize: "xs", order: { base: 4, md: 0 }, fontVariantNumeric: "tabular-nums" })}>
            {currency === "balance" ? "余额 " : "剩余 "}
            {afterOf(line.balanceAfter)}
          </span>
        </li>
      ))}
    </ul>
  )
}

const STATUS_TONES: Readonly<Record<WithdrawalStatus, "warning" | "success" | "danger">> = {
  pending: "warning",
  approved: "success",
  rejected: "danger",
}

export function WithdrawalStatusTag({ status }: { status: WithdrawalStatus }) {
  return <span className={tag({ tone: STATUS_TONES[status] })}>{WITHDRAWAL_STATUS_LABELS[status]}</span>
}

/** The outcome of a payment or a request: icon, headline, details and the ways on. */
interface ResultCardProps {
  tone: "success" | "pending" | "failure"
  title: string
  description?: ReactNode
  details?: ReadonlyArray<readonly [string, ReactNode]>
  actions?: ReactNode
}

export function ResultCard({ tone, title, description, details, actions }: ResultCardProps) {
  const Icon = tone === "success" ? BadgeCheckIcon : tone === "pending" ? ClockIcon : AlertIcon
  return (
    <section
      aria-live="polite"
      className={css({ bg: "bg.surface", borderRadius: "xl", boxShadow: "card", px: { base: "5", md: "10" }, py: { base: "8", md: "12" }, textAlign: "center", maxW: "2xl", mx: "auto" })}
    >
      <span
        aria-hidden="true"
        className={css({
          display: "inline-grid",
          placeItems: "center",
          w: "16",
          h: "16",
          borderRadius: "full",
          bg: tone === "success" ? "success.subtle" : tone === "pending" ? "warning.subtle" : "danger.subtle",
          color: tone === "success" ? "success.solid" : tone === "pending" ? "warning.text" : "danger.solid",
        })}
      >
        <Icon size={34} />
      </span>
      <h1 className={css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold", mt: "4" })}>{title}</h1>
      {description !== undefined && <div className={css({ color: "fg.muted", mt: "2", fontSize: "sm" })}>{description}</div>}
      {details && details.length > 0 && (
        <FactList
          rows={details}
          className={css({
            display: "grid",
            gridTemplateColumns: "auto 1fr",
            gap: "2",
            textAlign: "left",
            maxW: "md",
            mx: "auto",
            mt: "6",
            p: "4",
            bg: "bg.subtle",
            borderRadius: "lg",
            fontSize: "sm",
            "& dt": { color: "fg.muted", whiteSpace: "nowrap" },
            "& dd": { textAlign: "right", fontWeight: "medium", wordBreak: "break-all" },
          })}
        />
      )}
      {actions && <div className={css({ display: "flex", justifyContent: "center", gap: "3", flexWrap: "wrap", mt: "8" })}>{actions}</div>}
    </section>
  )
}

/**
 * A result page of one payment or request named in its address (?id=): `result` when the address
 * names one, else the failure card `missing` with the way back to where it is made.
 */
export function ResultFrame({ title, result, missing }: { title: string; result: ReactNode; missing: Omit<ResultCardProps, "tone" | "details"> }) {
  return <StandaloneFrame title={title}>{result || <ResultCard tone="failure" {...missing} />}</StandaloneFrame>
}
