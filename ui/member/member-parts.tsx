import type { ReactNode } from "react"
import { Link } from "wouter"
import { css, cx } from "styled-system/css"
import { tag } from "styled-system/recipes"
import { AUTH_STATE_LABELS } from "../../domain/member/real-name-form.ts"

/** `YYYY-MM-DD HH:mm` of an ISO time, local. */



const TONES: Readonly<Record<string, "success" | "warning" | "danger" | "neutral">> = {
  certified: "success",
  auth_examine: "warning",
  auth_fail: "danger",
  not_certified: "neutral",
}

/** 已认证 / 审核中 / 未通过 / 未认证. */
export function AuthStateTag({ state }: { readonly state: string }) {
  return <span className={tag({ tone: TONES[state] ?? "neutral" })}>{AUTH_STATE_LABELS[state] ?? AUTH_STATE_LABELS.not_certified}</span>
}

/** A figure with its label, linking on. */
export function Stat({
  label,
  value,
  href,
  testId,
}: {
  readonly label: string
  readonly value: ReactNode
  readonly href?: string
  readonly testId?: string
}) {
  const body = (
    <>
      <span
        data-testid={testId}
        className={css({
          fontSize: { base: "xl", md: "2xl" },
          fontWeight: "bold",
          color: "fg.default",
          fontVariantNumeric: "tabular-nums",
        })}
      >
        {value}
      </span>
      <span className={css({ fontSize: "sm", color: "fg.muted" })}>{label}</span>
    </>
  )
  const box = css({ display: "grid", justifyItems: "center", gap: "1", py: "3", borderRadius: "md", textAlign: "center" })
  return href ? (
    <Link href={href} className={cx(box, css({ _hover: { bg: "bg.subtle" } }))}>
      {body}
    </Link>
  ) : (
    <div className={box}>{body}</div>
  )
}

/** Labels and their values in two columns (用户名, 手机号…; 订单号, 兑换时间…). */
export function DetailList({ children }: { readonly children: ReactNode }) {
  return <dl className={css({ display: "grid", gridTemplateColumns: "auto 1fr", gap: "2 4", fontSize: "sm", "& dt": { color: "fg.muted" } })}>{children}</dl>
}
