import { useSelector } from "@xstate/react"
import type { ActorRefFrom } from "xstate"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import type { emailCodeMachine } from "../../machines/member/email-code.machine.ts"
import type { smsCodeMachine } from "../../machines/session/sms-code.machine.ts"
import { FormField } from "../components/form-field.tsx"

type CodeActor = ActorRefFrom<typeof smsCodeMachine> | ActorRefFrom<typeof emailCodeMachine>

/** 获取验证码, then a 60-second countdown. */
function CodeButton({ actor, onSend }: { readonly actor: CodeActor; readonly onSend: () => void }) {
  const sending = useSelector(actor as ActorRefFrom<typeof smsCodeMachine>, (s) => s.hasTag("busy"))
  const counting = useSelector(actor as ActorRefFrom<typeof smsCodeMachine>, (s) => s.matches("counting"))
  const seconds = useSelector(actor as ActorRefFrom<typeof smsCodeMachine>, (s) => s.context.secondsLeft)
  const sentOnce = useSelector(actor as ActorRefFrom<typeof smsCodeMachine>, (s) => s.context.uuid !== null)
  return (
    <button
      type="button"
      className={`${button({ variant: "outline" })} ${css({ flexShrink: 0, minW: "28" })}`}
      disabled={sending || counting}
      onClick={onSend}
    >
      {sending ? "发送中…" : counting ? `${seconds}秒后重新获取` : sentOnce ? "重新获取" : "获取验证码"}
    </button>
  )
}

/** A code sent by SMS or e-mail: the six digits, with 获取验证码 beside them. */
export function CodeField({
  id,
  label,
  errors,
  value,
  onChange,
  oneTime = false,
  actor,
  onSend,
}: {
  readonly id: string
  readonly label: string
  readonly errors: ReadonlyArray<string> | undefined
  readonly value: string
  readonly onChange: (value: string) => void
  /** The browser may offer the code from an SMS. */
  readonly oneTime?: boolean
  readonly actor: CodeActor
  readonly onSend: () => void
}) {
  return (
    <FormField id={id} label={label} required errors={errors}>
      <div className={css({ display: "flex", gap: "2" })}>
        <input id={id} className={input()} inputMode="numeric" maxLength={6} autoComplete={oneTime ? "one-time-code" : undefined} value={value} onChange={(e) => onChange(e.target.value)} placeholder="6位数字" />
        <CodeButton actor={actor} onSend={onSend} />
      </div>
    </FormField>
  )
}
