import { input } from "styled-system/recipes"
import { Field } from "./auth-layout.tsx"

/** 用户名 and 密码 of an existing account: signing in, and binding a WeChat account to one. */
export function CredentialFields({
  idPrefix,
  username,
  password,
  errors,
  onUsername,
  onPassword,
}: {
  readonly idPrefix: string
  readonly username: string
  readonly password: string
  readonly errors: { readonly username?: ReadonlyArray<string> | undefined; readonly password?: ReadonlyArray<string> | undefined }
  readonly onUsername: (value: string) => void
  readonly onPassword: (value: string) => void
}) {
  return (
    <>
      <Field id={`${idPrefix}-username`} label="用户名" errors={errors.username}>
        <input id={`${idPrefix}-username`} className={input()} autoComplete="username" placeholder="用户名或手机号" value={username} onChange={(e) => onUsername(e.target.value)} />
      </Field>
      <Field id={`${idPrefix}-password`} label="密码" errors={errors.password}>
        <input id={`${idPrefix}-password`} type="password" className={input()} autoComplete="current-password" placeholder="请输入密码" value={password} onChange={(e) => onPassword(e.target.value)} />
      </Field>
    </>
  )
}
