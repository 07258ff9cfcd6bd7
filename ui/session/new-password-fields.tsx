import type { ChangeEvent } from "react"
import { input } from "styled-system/recipes"
import { Field } from "./auth-layout.tsx"

/** A new login password and its repetition: registration (密码) and password recovery (新密码). */
export function NewPasswordFields({
  idPrefix,
  label,
  confirmPlaceholder,
  password,
  confirm,
  errors,
  onChange,
}: {
  readonly idPrefix: string
  readonly label: string
  readonly confirmPlaceholder: string
  readonly password: string
  readonly confirm: string
  readonly errors: { readonly password?: ReadonlyArray<string>; readonly confirm?: ReadonlyArray<string> }
  readonly onChange: (key: "password" | "confirm") => (e: ChangeEvent<HTMLInputElement>) => void
}) {
  return (
    <>
      <Field id={`${idPrefix}-password`} label={label} errors={errors.password}>
        <input id={`${idPrefix}-password`} className={input()} type="password" autoComplete="new-password" placeholder="字母开头，6~18位" value={password} onChange={onChange("password")} />
      </Field>
      <Field id={`${idPrefix}-confirm`} label="确认密码" errors={errors.confirm}>
        <input id={`${idPrefix}-confirm`} className={input()} type="password" autoComplete="new-password" placeholder={confirmPlaceholder} value={confirm} onChange={onChange("confirm")} />
      </Field>
    </>
  )
}
