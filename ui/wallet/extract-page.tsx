import { useMachine } from "../app/flow-hooks.ts"
import { useEffect, useId, useState } from "react"
import { Link, useLocation } from "wouter"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import type { ExtractInfo } from "../../domain/wallet/entities/wallet.ts"
import { formatMoney } from "../../domain/core/money.ts"
import { StandaloneFrame } from "../app/layout/standalone-frame.tsx"
import type { PageProps } from "../app/page-registry.ts"
import { newPaymentKey, wiredWithdrawalMachine } from "../app/wallet-wiring.ts"
import { ErrorState } from "../components/error-state.tsx"
import { LoadingState } from "../components/loading-state.tsx"
import { PayPasswordInput } from "../components/pay-password-input.tsx"
import { useResource } from "../app/use-resource.ts"
import { FormField } from "../components/form-field.tsx"
import { PayPasswordNeeded } from "./pay-password-needed.tsx"
import { WithdrawalStatusTag } from "./wallet-parts.tsx"
import { formatTimeWithSeconds } from "../components/time-format.ts"

const card = css({ bg: "bg.surface", borderRadius: "xl", boxShadow: "card", p: { base: "5", md: "8" }, display: "grid", gap: "5" })

/** A field of the Alipay account being bound, with the rule's message under it. */
function AccountField(props: { readonly label: string; readonly placeholder: string; readonly autoComplete: string; readonly value: string; readonly error: string | undefined; readonly onChange: (value: string) => void }) {
  const id = useId()
  return (
    <FormField id={id} label={props.label} required errors={props.error ? [props.error] : undefined}>
      <input id={id} className={input()} placeholder={props.placeholder} autoComplete={props.autoComplete} value={props.value} onChange={(e) => props.onChange(e.target.value)} />
    </FormField>
  )
}

function WithdrawalForm({ info, phone }: { info: ExtractInfo; phone: string | null }) {
  const [, navigate] = useLocation()
  const [keyBase] = useState(newPaymentKey)
  const [snapshot, send] = useMachine(wiredWithdrawalMachine, {
    input: { balance: info.balance, hasPayPassword: info.hasPayPassword, account: info.withdrawAccount, keyBase },
  })
  const [attempt, setAttempt] = useState(0)
  const busy = snapshot.hasTag("busy")
  useEffect(() => {
    if (busy) setAttempt((n) => n + 1)
  }, [busy])
  const done = snapshot.status === "done"
  const withdrawal = snapshot.context.withdrawal as { id?: number } | null
  useEffect(() => {
    if (done && withdrawal?.id) navigate(`/account/balance/extract/success?id=${withdrawal.id}`)
  }, [done, withdrawal, navigate])
  const amountId = useId()
  const { accountDraft, accountErrors, amountText, error, account } = snapshot.context

  if (snapshot.matches("needsPassword")) {
    return (
      <PayPasswordNeeded
        phone={phone}
        onSet={() => send({ type: "password.set" })}
        noPhone={
          <Link href="/account/security" className={button({ variant: "outline" })}>
            先去绑定手机号码
          </Link>
        }
      />
    )
  }

  if (snapshot.matches("needsAccount") || snapshot.matches("binding")) {
    return (
      <div className={css({ display: "grid", gap: "4", maxW: "md" })}>
        <h2 className={css({ fontWeight: "semibold" })}>绑定支付宝提现账户</h2>
        <p className={css({ fontSize: "sm", color: "fg.muted" })}>提现将转入您本人的支付宝账户，账户实名须与填写的真实姓名一致。</p>
        <AccountField label="支付宝账号" placeholder="手机号码或邮箱" autoComplete="off" value={accountDraft.account} error={accountErrors.account} onChange={(value) => send({ type: "account.change", field: "account", value })} />
        <AccountField label="真实姓名" placeholder="支付宝账户的实名姓名" autoComplete="name" value={accountDraft.name} error={accountErrors.name} onChange={(value) => send({ type: "account.change", field: "name", value })} />
        <PayPasswordInput
          key={`bind-${attempt}`}
          label="输入支付密码确认绑定"
          submitText="确认绑定"
          busy={snapshot.matches("binding")}
          error={snapshot.matches("binding") ? null : error}
          autoFocus={false}
          onSubmit={(password) => send({ type: "account.submit", password })}
        />
      </div>
    )
  }

  return (
    <div className={css({ display: "grid", gap: "5" })}>
      <div className={css({ display: "flex", justifyContent: "space-between", alignItems: "center", flexWrap: "wrap", gap: "2", p: "4", bg: "bg.subtle", borderRadius: "lg", fontSize: "sm" })}>
        <span>
          提现至支付宝：<strong>{account?.account}</strong>（{account?.name}）
        </span>
        <button type="button" className={button({ variant: "link", size: "sm" })} onClick={() => send({ type: "account.edit" })} disabled={busy}>
          更换账户
        </button>
      </div>
      <div className={css({ display: "grid", gap: "1", maxW: "md" })}>
        <label htmlFor={amountId} className={css({ fontSize: "sm", fontWeight: "medium" })}>
          提现金额（元）
        </label>
        <div className={css({ display: "flex", gap: "2" })}>
          <input
            id={amountId}
            className={input({ size: "lg" })}
            inputMode="decimal"
            placeholder={`最低${formatMoney(info.minAmount)}`}
            value={amountText}
            disabled={busy}
            onChange={(e) => send({ type: "amount.change", text: e.target.value })}
          />
          <button type="button" className={button({ variant: "outline", size: "lg" })} disabled={busy} onClick={() => send({ type: "amount.all" })}>
            全部提现
          </button>
        </div>
        <p className={css({ fontSize: "xs", color: "fg.muted" })}>
          可提现余额 {formatMoney(info.balance)}，单笔 {formatMoney(info.minAmount)} 至 {formatMoney(info.maxAmount)}，不收取手续费
        </p>
      </div>
      {snapshot.matches("failure") ? (
        <div className={css({ display: "grid", gap: "3", justifyItems: "start" })}>
          <p role="alert" className={css({ color: "danger.text", fontSize: "sm" })}>
            {error}
          </p>
          <button type="button" className={button()} onClick={() => send({ type: "extract.retry" })}>
            重试
          </button>
        </div>
      ) : (
        <PayPasswordInput
          key={`extract-${attempt}`}
          submitText="确认提现"
          busy={snapshot.matches("submitting")}
          error={snapshot.matches("submitting") ? null : error}
          autoFocus={false}
          onSubmit={(password) => send({ type: "extract.submit", password })}
        />
      )}
    </div>
  )
}

/** /account/balance/extract: withdraw the balance to the member's Alipay account, reviewed by an administrator. */
export default function ExtractPage({ route }: PageProps) {
  const info = useResource("accountExtract")
  const center = useResource("accountCenter")
  return (
    <StandaloneFrame title={route.title}>
      <div className={css({ display: "grid", gap: "5" })}>
        <section className={card}>
          <header className={css({ display: "flex", justifyContent: "space-between", alignItems: "baseline", flexWrap: "wrap", gap: "2" })}>
            <h1 className={css({ fontSize: "xl", fontWeight: "bold" })}>余额提现</h1>
            {info.data && (
              <p className={css({ fontSize: "sm", color: "fg.muted" })}>
                可用余额 <strong className={css({ color: "highlight.text", fontSize: "lg" })}>{formatMoney(info.data.balance)}</strong>
                {info.data.frozen > 0 && <span>，审核中 {formatMoney(info.data.frozen)}</span>}
              </p>
            )}
          </header>
          {(info.status === "loading" || center.status === "loading") && <LoadingState compact />}
          {info.status === "failure" && <ErrorState compact message={info.error ?? "加载失败"} onRetry={info.retry} />}
          {info.data && center.data && <WithdrawalForm info={info.data} phone={center.data.phone} />}
        </section>
        {info.data && info.data.recent.length > 0 && (
          <section className={card}>
            <h2 className={css({ fontWeight: "semibold" })}>最近提现</h2>
            <ul className={css({ display: "grid" })}>
              {info.data.recent.map((w) => (
                <li key={w.id} className={css({ display: "flex", justifyContent: "space-between", alignItems: "center", gap: "3", py: "3", borderBottomWidth: "1px", borderColor: "border.subtle", fontSize: "sm", flexWrap: "wrap" })}>
                  <span className={css({ color: "fg.muted", fontSize: "xs" })}>{formatTimeWithSeconds(w.createTime)}</span>
                  <span>至支付宝 {w.account}</span>
                  <span className={css({ fontWeight: "semibold" })}>{formatMoney(w.amount)}</span>
                  <span className={css({ display: "flex", gap: "2", alignItems: "center" })}>
                    <WithdrawalStatusTag status={w.status} />
                    {w.rejectReason && <span className={css({ fontSize: "xs", color: "fg.muted" })}>{w.rejectReason}</span>}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </StandaloneFrame>
  )
}
