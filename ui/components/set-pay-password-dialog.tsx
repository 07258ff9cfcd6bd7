import { useMachine } from "../app/flow-hooks.ts"
import { useEffect, useId, useRef, type ChangeEvent } from "react"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import { SMS_CODE_MAX_LENGTH } from "../../domain/core/constants.ts"
import { wiredSetPayPasswordMachine } from "../app/wallet-wiring.ts"
import { AlertBox } from "./alert-box.tsx"
import { Dialog } from "./dialog.tsx"
import { FormButtons } from "./form-buttons.tsx"
import { controlAria, FormField } from "./form-field.tsx"

export interface SetPayPasswordDialogProps {
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
  /** The member's phone, masked (138****5678). */
  readonly maskedPhone: string
  /** Called once the password is set. */
  readonly onDone: () => void
}

function SetPayPasswordForm({ maskedPhone, onDone, onCancel }: { maskedPhone: string; onDone: () => void; onCancel: () => void }) {
  const [snapshot, send] = useMachine(wiredSetPayPasswordMachine, { input: { maskedPhone } })
  const { errors, error, secondsLeft, uuid } = snapshot.context
  const base = useId()
  const sending = snapshot.hasTag("sending")
  const counting = snapshot.matches({ sms: "counting" })
  const busy = snapshot.hasTag("busy")
  const done = snapshot.matches({ form: "done" })
  const latestDone = useRef(onDone)
  latestDone.current = onDone
  useEffect(() => {
    if (done) latestDone.current()
  }, [done])

  const codeErrors = errors.uuid || errors.infoCode ? [...(errors.uuid ?? []), ...(errors.infoCode ?? [])] : undefined
  const field = (name: "password" | "confirm" | "infoCode") => ({
    id: `${base}-${name}`,
    value: snapshot.context[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => send({ type: "field.change", field: name, value: e.target.value }),
  })

  return (
    <form
      noValidate
      className={css({ display: "grid", gap: "4", mt: "2" })}
      onSubmit={(e) => {
        e.preventDefault()
        send({ type: "form.submit" })
      }}
    >
      <p className={css({ fontSize: "sm", color: "fg.muted" })}>
        验证码将发送至手机 <strong className={css({ color: "fg.default", fontFamily: "mono" })}>{maskedPhone}</strong>
      </p>
      <FormField id={`${base}-infoCode`} label="短信验证码" required errors={codeErrors}>
        <div className={css({ display: "flex", gap: "2", alignItems: "center" })}>
          <input className={input()} inputMode="numeric" autoComplete="one-time-code" maxLength={SMS_CODE_MAX_LENGTH} placeholder="请输入短信验证码" {...field("infoCode")} {...controlAria(`${base}-infoCode`, codeErrors)} />
          <button
            type="button"
            className={`${button({ variant: "link" })} ${css({ flexShrink: 0, minW: "28", justifyContent: "flex-end" })}`}
            disabled={sending || counting}
            onClick={() => send({ type: "sms.send" })}
          >
            {sending ? "发送中…" : counting ? `${secondsLeft}秒后重新获取` : uuid ? "重新获取" : "获取验证码"}
          </button>
        </div>
      </FormField>
      <FormField id={`${base}-password`} label="支付密码" required errors={errors.password}>
        <input className={input()} type="password" inputMode="numeric" autoComplete="new-password" placeholder="6位数字" {...field("password")} />
      </FormField>
      <FormField id={`${base}-confirm`} label="确认支付密码" required errors={errors.confirm}>
        <input className={input()} type="password" inputMode="numeric" autoComplete="new-password" placeholder="再次输入6位数字" {...field("confirm")} />
      </FormField>
      <AlertBox message={error} />
      <FormButtons className={css({ mt: "2" })} onCancel={onCancel} busy={busy} busyText="正在提交…" disabled={done} lockCancel>
        确定
      </FormButtons>
      <p className={css({ fontSize: "xs", color: "fg.subtle" })}>
        支付密码用于余额支付、积分兑换和提现，请勿与登录密码相同，也不要告诉他人。
      </p>
    </form>
  )
}

/** The set-password dialog for members without a payment password (spec 2 §4, §5). */
export function SetPayPasswordDialog({ open, onOpenChange, maskedPhone, onDone }: SetPayPasswordDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="设置支付密码" size="sm">
      <SetPayPasswordForm
        maskedPhone={maskedPhone}
        onCancel={() => onOpenChange(false)}
        onDone={() => {
          onOpenChange(false)
          onDone()
        }}
      />
    </Dialog>
  )
}
