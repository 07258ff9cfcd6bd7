import { useMachine } from "../app/flow-hooks.ts"
import { useState } from "react"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { formatMoney } from "../../domain/core/money.ts"
import { PAYMENT_STATUS_LABELS } from "../../domain/wallet/wallet.ts"
import type { PageProps } from "../app/page-registry.ts"
import { cashierMachineFor } from "../app/wallet-wiring.ts"
import { ErrorState } from "../components/error-state.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { formatTimeWithSeconds } from "../components/time-format.ts"

/**
 * /sandbox/pay/:id: the cashier of the sandbox payment provider. The payer confirms the
 * payment or makes it fail, as at a real provider, then returns to the merchant's page.
 */
export default function SandboxPayPage({ params }: PageProps) {
  const id = params.id ?? ""
  const [machine] = useState(() => cashierMachineFor(id, (url) => location.assign(url)))
  const [snapshot, send] = useMachine(machine)
  const { payment, error } = snapshot.context
  const busy = snapshot.hasTag("busy")
  return (
    <div className={css({ minH: "100vh", bg: "bg.inverse", display: "flex", flexDir: "column", alignItems: "center", px: "3", py: { base: "6", md: "12" } })}>
      <header className={css({ w: "full", maxW: "lg", display: "flex", alignItems: "center", gap: "3", color: "fg.inverse", mb: "5" })}>
        <span aria-hidden="true" className={css({ w: "9", h: "9", borderRadius: "lg", bg: "accent.solid", display: "grid", placeItems: "center", fontWeight: "bold" })}>
          付
        </span>
        <div>
          <p className={css({ fontWeight: "semibold" })}>沙箱支付 · 收银台</p>
          <p className={css({ fontSize: "xs", color: "fg.inverseMuted" })}>测试环境的支付平台，确认后即视为付款成功，不会产生真实扣款</p>
        </div>
      </header>
      <main className={css({ w: "full", maxW: "lg", bg: "bg.surface", borderRadius: "xl", boxShadow: "overlay", p: { base: "5", md: "8" } })}>
        {snapshot.matches("loading") && <LoadingState label="正在加载支付单…" />}
        {snapshot.matches("loadFailed") && <ErrorState message={error ?? "支付单加载失败"} onRetry={() => send({ type: "cashier.retry" })} />}
        {payment && !snapshot.matches("loading") && (
          <div className={css({ display: "grid", gap: "6" })}>
            <div className={css({ textAlign: "center" })}>
              <p className={css({ fontSize: "sm", color: "fg.muted" })}>{payment.subject}</p>
              <p className={css({ fontSize: "4xl", fontWeight: "bold", mt: "1", fontVariantNumeric: "tabular-nums" })}>{formatMoney(payment.amount)}</p>
              <p className={css({ fontSize: "sm", mt: "1", color: payment.status === "paid" ? "success.text" : payment.status === "pending" ? "warning.text" : "danger.text" })}>
                {PAYMENT_STATUS_LABELS[payment.status]}
              </p>
            </div>
            <dl className={css({ display: "grid", gridTemplateColumns: "auto 1fr", gap: "2", fontSize: "sm", "& dt": { color: "fg.muted" }, "& dd": { textAlign: "right", wordBreak: "break-all" } })}>
              <dt>收款商户</dt>
              <dd>{payment.merchant}</dd>
              <dt>充值账户</dt>
              <dd>{payment.payee}</dd>
              <dt>支付单号</dt>
              <dd className={css({ fontFamily: "mono", fontSize: "xs" })}>{payment.id}</dd>
              <dt>支付截止</dt>
              <dd>{formatTimeWithSeconds(payment.expireTime)}</dd>
            </dl>
            {error && (
              <p role="alert" className={css({ color: "danger.text", fontSize: "sm", textAlign: "center" })}>
                {error}
              </p>
            )}
            {(snapshot.matches("pending") || snapshot.matches("confirming") || snapshot.matches("failing")) && (
              <div className={css({ display: "grid", gap: "3" })}>
                <button type="button" className={button({ size: "lg" })} disabled={busy} data-loading={snapshot.matches("confirming") ? "" : undefined} onClick={() => send({ type: "cashier.confirm" })}>
                  {snapshot.matches("confirming") ? "正在支付…" : "确认支付"}
                </button>
                <button type="button" className={button({ variant: "plain" })} disabled={busy} onClick={() => send({ type: "cashier.fail" })}>
                  模拟支付失败
                </button>
              </div>
            )}
            {(snapshot.matches("settled") || snapshot.matches("returning")) && (
              <div role="status" className={css({ textAlign: "center", display: "grid", gap: "3" })}>
                <p className={css({ fontWeight: "semibold", color: payment.status === "paid" ? "success.text" : "danger.text" })}>
                  {payment.status === "paid" ? "支付成功，正在返回商户页面…" : "支付未完成，正在返回商户页面…"}
                </p>
                <a href={payment.returnUrl} className={button({ variant: "link" })}>
                  立即返回
                </a>
              </div>
            )}
            {snapshot.matches("expired") && (
              <div className={css({ textAlign: "center", display: "grid", gap: "3" })}>
                <p className={css({ color: "danger.text" })}>支付单已过期，请返回商户重新发起支付</p>
                <a href={payment.returnUrl} className={button({ variant: "outline" })}>
                  返回商户
                </a>
              </div>
            )}
          </div>
        )}
      </main>
    </div>
  )
}
