import { useSelector } from "@xstate/react"
import { useActorRef, useMachine, useWhenDone } from "../app/flow-hooks.ts"
import { useMemo, useState } from "react"
import { css } from "styled-system/css"
import { input } from "styled-system/recipes"
import { useLocation, useSearch } from "wouter"
import type { LoginAnswer } from "../../domain/session/endpoints.ts"
import { validateRegisterForm, type RegisterForm } from "../../domain/session/login-form.ts"
import { AUTH_MESSAGES } from "../../domain/session/messages.ts"
import { isFormValid } from "../../domain/core/validation/form-errors.ts"
import type { PageProps } from "../app/page-registry.ts"
import { registerMachineWith, smsCodeMachineFor, type RegisterValues } from "../app/login-wiring.ts"
import { notify } from "../notify/toast-store.ts"
import { useSession } from "./session-context.tsx"
import { AuthFormEnd } from "./auth-form-end.tsx"
import { AuthLayout, Field, FormError, MemberBenefits } from "./auth-layout.tsx"
import { NewPasswordFields } from "./new-password-fields.tsx"
import { PhoneCodeFields } from "./phone-code-fields.tsx"

const formOf = (values: RegisterValues & { confirm: string; agreed: boolean }): RegisterForm => values

export default function RegisterPage(_props: PageProps) {
  const inviteCode = new URLSearchParams(useSearch()).get("inviteCode")?.trim() ?? ""
  const [, navigate] = useLocation()
  const session = useSession()
  const sms = useActorRef(useMemo(() => smsCodeMachineFor("register"), []))
  const smsError = useSelector(sms, (s) => s.context.error)
  const uuid = useSelector(sms, (s) => s.context.uuid)
  const [values, setValues] = useState({ username: "", phone: "", smsCode: "", password: "", confirm: "", agreed: false })
  const all = { ...values, uuid: uuid ?? "", inviteCode }
  const machine = useMemo(() => registerMachineWith((v) => isFormValid(validateRegisterForm(formOf(v as typeof all)))), [])
  const [snapshot, send] = useMachine(machine)
  const errors = snapshot.context.attempted ? validateRegisterForm(formOf(all)) : {}
  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [key]: e.target.type === "checkbox" ? e.target.checked : e.target.value }))

  useWhenDone(snapshot, () => {
    const login = snapshot.output?.result as LoginAnswer | undefined
    if (login) session.signedIn({ user: login.user.user, roles: login.user.roles, grade: null })
    notify.success(AUTH_MESSAGES.registered)
    navigate("/", { replace: true })
  })

  return (
    <AuthLayout title="注册" aside={<MemberBenefits heading="注册会员，开启健康美丽生活" />}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          send({ type: "form.submit", values: all })
        }}
      >
        <FormError message={snapshot.context.error} />
        <Field id="reg-username" label="用户名" errors={errors.username}>
          <input id="reg-username" className={input()} autoComplete="username" placeholder="字母开头，4~20位" value={values.username} onChange={set("username")} />
        </Field>
        <PhoneCodeFields idPrefix="reg" phonePlaceholder="请输入11位手机号" phone={values.phone} smsCode={values.smsCode} errors={errors} smsError={smsError} sms={sms} onChange={set} />
        <NewPasswordFields idPrefix="reg" label="密码" confirmPlaceholder="请再次输入密码" password={values.password} confirm={values.confirm} errors={errors} onChange={set} />
        {inviteCode && (
          <Field id="reg-invite" label="邀请码" hint="已从邀请链接自动填入">
            <input id="reg-invite" className={`${input()} ${css({ bg: "bg.subtle", color: "fg.muted", cursor: "default" })}`} value={inviteCode} readOnly />
          </Field>
        )}
        <div className={css({ mb: "5", fontSize: "sm" })}>
          <label className={css({ display: "inline-flex", alignItems: "center", gap: "2", cursor: "pointer" })}>
            <input type="checkbox" checked={values.agreed} onChange={set("agreed")} />
            <span>
              我已阅读并同意
              {/* A new tab, so that what is typed in the form stays. */}
              <a href="/register/agreement" target="_blank" rel="noopener" className={css({ color: "accent.text", _hover: { textDecoration: "underline" } })}>
                《用户注册协议》
              </a>
            </span>
          </label>
          {errors.agreed?.map((m) => (
            <p key={m} className={css({ fontSize: "xs", color: "danger.text", mt: "1" })}>
              {m}
            </p>
          ))}
        </div>
        <AuthFormEnd busy={snapshot.hasTag("busy")} submitText="注册" busyText="正在注册…" question="已有账号？" loginText="立即登录" />
      </form>
    </AuthLayout>
  )
}
