import { useMachine } from "../app/flow-hooks.ts"
import { useEffect, useRef, useState, type ReactNode } from "react"
import { Link } from "wouter"
import { fromPromise } from "xstate"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { PAYMENT_MESSAGES, RECHARGE_PATH } from "../../domain/core/messages.ts"
import { formatMoney, groupThousands } from "../../domain/core/money.ts"
import type { Currency } from "../../domain/wallet/wallet.ts"
import type { AccountCenter } from "../../domain/wallet/entities/wallet.ts"
import { balancePayMachine } from "../../machines/wallet/balance-pay.machine.ts"
import { encryptPayPassword, newPaymentKey } from "../app/wallet-wiring.ts"
import { useResource } from "../app/use-resource.ts"
import { ErrorState } from "../components/error-state.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { PayPasswordInput } from "../components/pay-password-input.tsx"
import { PayPasswordNeeded } from "./pay-password-needed.tsx"

export interface BalancePayProps<T> {
  /** What is due: cents for the balance, points for points. */
  readonly amount: number
  readonly currency?: Currency
  /**
   * Makes the payment: called with the RSA-encrypted payment password and the payment's
   * idempotency key (the same on a retry); one of `balancePayments` of ui/app/wallet-wiring.ts.
   * It rejects with the request client's failure (status, code and message).
   */
  readonly pay: (payPass: string, idempotencyKey: string) => Promise<T>
  readonly onPaid: (result: T) => void
  /** Shows a 取消 button. */
  readonly onCancel?: () => void
  readonly submitText?: string
}

const formatAmount = (currency: Currency, value: number) => (currency === "balance" ? formatMoney(value) : `${groupThousands(String(value))} 积分`)

/** Why the payment cannot go on, in a red box. */
function Refusal({ children }: { readonly children: ReactNode }) {
  return (
    <p role="alert" className={css({ color: "danger.text", bg: "danger.subtle", px: "4", py: "3", borderRadius: "md", fontSize: "sm" })}>
      {children}
    </p>
  )
}

function InsufficientBalance() {
  // 账号余额不足，请您先 充值余额 再进行支付, with 充值余额 as the link.
  const [before, after] = PAYMENT_MESSAGES.insufficientBalance.split(PAYMENT_MESSAGES.insufficientBalanceLink)
  return (
    <Refusal>
      {before}
      <Link href={RECHARGE_PATH} className={css({ color: "fg.link", fontWeight: "semibold", textDecoration: "underline", mx: "0.5" })}>
        {PAYMENT_MESSAGES.insufficientBalanceLink}
      </Link>
      {after}
    </Refusal>
  )
}

/** A payment stopped short: its `refusal`, over the way on and 取消 (`children`). */
function Halted({ refusal, children }: { readonly refusal: ReactNode; readonly children: ReactNode }) {
  return (
    <div className={css({ display: "grid", gap: "3", justifyItems: "start" })}>
      {refusal}
      <div className={css({ display: "flex", gap: "3" })}>{children}</div>
    </div>
  )
}

function BalancePayFlow<T>({ center, reload, amount, currency, pay, onPaid, onCancel, submitText }: BalancePayProps<T> & { center: AccountCenter; reload: () => void; currency: Currency }) {
  const latest = useRef({ pay, onPaid })
  latest.current = { pay, onPaid }
  const [machine] = useState(() =>
    balancePayMachine.provide({
      actors: {
        pay: fromPromise(async ({ input }) => latest.current.pay(await encryptPayPassword(input.password), input.idempotencyKey)),
      },
    }),
  )
  const available = currency === "balance" ? center.balance : center.points
  const [snapshot, send] = useMachine(machine, {
    input: { amount, currency, available, hasPayPassword: center.hasPayPassword, idempotencyKey: newPaymentKey() },
  })
  const [attempt, setAttempt] = useState(0)
  const paying = snapshot.matches("paying")
  useEffect(() => {
    if (paying) setAttempt((n) => n + 1)
  }, [paying])
  useEffect(() => {
    send({ type: "balance.update", available })
  }, [available, send])
  const done = snapshot.status === "done"
  useEffect(() => {
    if (done) latest.current.onPaid(snapshot.context.result as T)
  }, [done, snapshot.context.result])

  const { error } = snapshot.context
  const cancelButton = (size: "md" | "lg") =>
    onCancel && (
      <button type="button" className={button({ variant: "plain", size })} onClick={onCancel} disabled={paying}>
        取消
      </button>
    )
  const cancel = cancelButton("md")
  return (
    <div className={css({ display: "grid", gap: "4" })}>
      <dl className={css({ display: "grid", gridTemplateColumns: "auto 1fr", columnGap: "4", rowGap: "1", fontSize: "sm", "& dt": { color: "fg.muted" } })}>
        <dt>应付{currency === "balance" ? "金额" : "积分"}</dt>
        <dd className={css({ fontSize: "xl", fontWeight: "bold", color: "highlight.text" })}>{formatAmount(currency, amount)}</dd>
        <dt>{currency === "balance" ? "账户余额" : "可用积分"}</dt>
        <dd>{formatAmount(currency, available)}</dd>
      </dl>

      {snapshot.matches("needsPassword") && (
        <PayPasswordNeeded
          phone={center.phone}
          onSet={() => send({ type: "password.set" })}
          cancel={cancel}
          noPhone={
            <p className={css({ fontSize: "sm" })}>
              设置支付密码需要先
              <Link href="/account/security" className={css({ color: "fg.link", mx: "1", textDecoration: "underline" })}>
                绑定手机号码
              </Link>
            </p>
          }
        />
      )}

      {snapshot.matches("insufficient") && (
        <Halted refusal={currency === "balance" ? <InsufficientBalance /> : <Refusal>{PAYMENT_MESSAGES.insufficientPoints}</Refusal>}>
          <button type="button" className={button({ variant: "outline" })} onClick={reload}>
            刷新{currency === "balance" ? "余额" : "积分"}
          </button>
          {cancel}
        </Halted>
      )}

      {(snapshot.matches("ready") || paying) && (
        <PayPasswordInput
          key={attempt}
          onSubmit={(password) => send({ type: "pay.submit", password })}
          error={paying ? null : error}
          busy={paying}
          submitText={submitText ?? "确认支付"}
          extra={cancelButton("lg")}
        />
      )}

      {(snapshot.matches("locked") || snapshot.matches("failure")) && (
        <Halted refusal={<Refusal>{error}</Refusal>}>
          <button type="button" className={button()} onClick={() => send({ type: "pay.retry" })}>
            {snapshot.matches("locked") ? "重新输入" : "重试"}
          </button>
          {cancel}
        </Halted>
      )}

      {done && (
        <p role="status" className={css({ color: "success.text", fontWeight: "medium" })}>
          支付成功
        </p>
      )}
    </div>
  )
}

/**
 * The balance-pay widget (spec 2 §4, §5, §8): shows what is due and what the member has,
 * offers the six-box payment password only when the balance (or points) covers the amount,
 * otherwise the spec's insufficient message with its recharge link; asks a member without a
 * payment password to set one (SMS code to the masked phone). Courses, gifts, VIP and the shop
 * fee use it with their own `pay` call.
 */
export function BalancePay<T>(props: BalancePayProps<T>) {
  const center = useResource("accountCenter")
  if (center.status === "loading" && !center.data) return <LoadingState compact label="正在读取账户余额…" />
  if (center.status === "failure" || !center.data) return <ErrorState compact message={center.error ?? "账户信息加载失败"} onRetry={center.retry} />
  return <BalancePayFlow {...props} currency={props.currency ?? "balance"} center={center.data} reload={center.reload} />
}
