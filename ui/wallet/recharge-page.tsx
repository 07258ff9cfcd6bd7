import { useMachine } from "../app/flow-hooks.ts"
import { useId, useState } from "react"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import { formatMoney, parseYuan } from "../../domain/core/money.ts"
import { RECHARGE_MAX_CENTS, RECHARGE_MIN_CENTS, RECHARGE_PRESETS_CENTS } from "../../domain/wallet/wallet.ts"
import { StandaloneFrame } from "../app/layout/standalone-frame.tsx"
import type { PageProps } from "../app/page-registry.ts"
import { newPaymentKey, wiredRechargeMachine } from "../app/wallet-wiring.ts"
import { useResource } from "../app/use-resource.ts"
import { controlAria } from "../components/form-field.tsx"

const preset = css({
  h: "16",
  borderRadius: "lg",
  borderWidth: "1px",
  borderColor: "border.default",
  bg: "bg.surface",
  fontSize: "lg",
  fontWeight: "semibold",
  cursor: "pointer",
  _hover: { borderColor: "accent.solid" },
  "&[aria-pressed=true]": { borderColor: "highlight.solid", bg: "highlight.subtle", color: "highlight.text", boxShadow: "inset 0 0 0 1px token(colors.highlight.solid)" },
})

/** /account/balance/recharge: choose an amount, then pay at the payment provider's cashier. */
export default function RechargePage({ route }: PageProps) {
  const center = useResource("accountCenter")
  const [keyBase] = useState(newPaymentKey)
  const [snapshot, send] = useMachine(wiredRechargeMachine, { input: { paymentId: null, keyBase } })
  const { amountText, error } = snapshot.context
  const busy = snapshot.hasTag("busy")
  const amountId = useId()
  const chosen = parseYuan(amountText)
  return (
    <StandaloneFrame title={route.title}>
      <section className={css({ bg: "bg.surface", borderRadius: "xl", boxShadow: "card", p: { base: "5", md: "8" }, display: "grid", gap: "6" })}>
        <header className={css({ display: "flex", justifyContent: "space-between", alignItems: "baseline", flexWrap: "wrap", gap: "2" })}>
          <h1 className={css({ fontSize: "xl", fontWeight: "bold" })}>余额充值</h1>
          <p className={css({ fontSize: "sm", color: "fg.muted" })}>
            当前余额 <strong className={css({ color: "fg.default" })}>{center.data ? formatMoney(center.data.balance) : "—"}</strong>
          </p>
        </header>
        <form
          noValidate
          className={css({ display: "grid", gap: "5" })}
          onSubmit={(e) => {
            e.preventDefault()
            send({ type: "recharge.submit" })
          }}
        >
          <fieldset className={css({ display: "grid", gap: "3" })}>
            <legend className={css({ fontSize: "sm", fontWeight: "medium", mb: "3" })}>选择充值金额</legend>
            <div className={css({ display: "grid", gridTemplateColumns: { base: "repeat(2, 1fr)", sm: "repeat(3, 1fr)" }, gap: "3" })}>
              {RECHARGE_PRESETS_CENTS.map((cents) => (
                <button key={cents} type="button" className={preset} aria-pressed={chosen === cents} onClick={() => send({ type: "amount.preset", cents })}>
                  {formatMoney(cents).replace(".00", "")}
                </button>
              ))}
            </div>
          </fieldset>
          <div className={css({ display: "grid", gap: "1", maxW: "sm" })}>
            <label htmlFor={amountId} className={css({ fontSize: "sm", fontWeight: "medium" })}>
              其他金额（元）
            </label>
            <input
              id={amountId}
              className={input({ size: "lg" })}
              inputMode="decimal"
              placeholder={`${formatMoney(RECHARGE_MIN_CENTS)} - ${formatMoney(RECHARGE_MAX_CENTS)}`}
              value={amountText}
              {...controlAria(amountId, error ? [error] : undefined)}
              onChange={(e) => send({ type: "amount.change", text: e.target.value })}
            />
          </div>
          <div className={css({ fontSize: "sm", color: "fg.muted" })}>
            支付方式：<span className={css({ color: "fg.default" })}>在线支付</span>，提交后将前往支付平台收银台完成付款，付款成功后余额即时到账。
          </div>
          {error && (
            <p id={`${amountId}-errors`} role="alert" className={css({ color: "danger.text", fontSize: "sm" })}>
              {error}
            </p>
          )}
          <div>
            <button type="submit" className={button({ variant: "highlight", size: "lg" })} disabled={busy} data-loading={busy ? "" : undefined}>
              {busy ? "正在前往收银台…" : chosen && chosen > 0 && !error ? `立即充值 ${formatMoney(chosen)}` : "立即充值"}
            </button>
          </div>
        </form>
        <aside className={css({ borderTopWidth: "1px", borderColor: "border.subtle", pt: "4", fontSize: "xs", color: "fg.muted", display: "grid", gap: "1" })}>
          <p className={css({ fontWeight: "medium", color: "fg.default" })}>充值说明</p>
          <p>1. 单次充值金额为{formatMoney(RECHARGE_MIN_CENTS)}至{formatMoney(RECHARGE_MAX_CENTS)}，充值成功后可用于购买课程、开通会员和商城购物。</p>
          <p>2. 余额可申请提现至本人支付宝账户，提现申请经审核后1-3个工作日内到账。</p>
          <p>3. 支付单30分钟内未完成付款将自动关闭，如遇问题请联系客服 400-800-1234。</p>
        </aside>
      </section>
    </StandaloneFrame>
  )
}
