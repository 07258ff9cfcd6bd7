import type { ActorRefFrom } from "xstate"
import { css } from "styled-system/css"
import { input } from "styled-system/recipes"
import type { CodeTicketMachine } from "../../machines/core/code-ticket.machine.ts"
import { CodeButton } from "../components/code-button.tsx"
import { controlAria, FormField } from "../components/form-field.tsx"

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
  readonly actor: ActorRefFrom<CodeTicketMachine>
  readonly onSend: () => void
}) {
  return (
    <FormField id={id} label={label} required errors={errors}>
      <div className={css({ display: "flex", gap: "2" })}>
        <input id={id} className={input()} inputMode="numeric" maxLength={6} autoComplete={oneTime ? "one-time-code" : undefined} value={value} onChange={(e) => onChange(e.target.value)} placeholder="6位数字" {...controlAria(id, errors)} />
        <CodeButton actor={actor} onSend={onSend} />
      </div>
    </FormField>
  )
}
