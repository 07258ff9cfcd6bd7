import type { ChangeEvent } from "react"
import type { ActorRefFrom } from "xstate"
import { css } from "styled-system/css"
import { input } from "styled-system/recipes"
import type { CodeTicketMachine } from "../../machines/core/code-ticket.machine.ts"
import { CodeButton } from "../components/code-button.tsx"
import { controlAria } from "../components/form-field.tsx"
import { Field } from "./auth-layout.tsx"

/**
 * 手机号 and 短信验证码 with 获取验证码 beside the code: registration and password recovery. The
 * phone shows its own errors, or else why the code could not be sent.
 */
export function PhoneCodeFields({
  idPrefix,
  phonePlaceholder,
  phone,
  smsCode,
  errors,
  smsError,
  sms,
  onChange,
}: {
  readonly idPrefix: string
  readonly phonePlaceholder: string
  readonly phone: string
  readonly smsCode: string
  readonly errors: { readonly phone?: ReadonlyArray<string>; readonly smsCode?: ReadonlyArray<string> }
  readonly smsError: string | null
  readonly sms: ActorRefFrom<CodeTicketMachine>
  readonly onChange: (key: "phone" | "smsCode") => (e: ChangeEvent<HTMLInputElement>) => void
}) {
  return (
    <>
      <Field id={`${idPrefix}-phone`} label="手机号" errors={errors.phone ?? (smsError ? [smsError] : undefined)}>
        <input id={`${idPrefix}-phone`} className={input()} type="tel" autoComplete="tel" inputMode="numeric" maxLength={11} placeholder={phonePlaceholder} value={phone} onChange={onChange("phone")} />
      </Field>
      <Field id={`${idPrefix}-code`} label="短信验证码" errors={errors.smsCode}>
        <div className={css({ display: "flex", gap: "3" })}>
          <input id={`${idPrefix}-code`} className={input()} inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder="6位数字" value={smsCode} onChange={onChange("smsCode")} {...controlAria(`${idPrefix}-code`, errors.smsCode)} />
          <CodeButton actor={sms} onSend={() => sms.send({ type: "code.send", to: phone })} />
        </div>
      </Field>
    </>
  )
}
