import { useSelector } from "@xstate/react"
import { useActorRef, useMachine, useWhenDone } from "../app/flow-hooks.ts"
import { useMemo, useState } from "react"
import { css } from "styled-system/css"
import { useLocation } from "wouter"
import { validatePasswordFindForm } from "../../domain/session/login-form.ts"
import { AUTH_MESSAGES } from "../../domain/session/messages.ts"
import { isFormValid } from "../../domain/core/validation/form-errors.ts"
import type { PageProps } from "../app/page-registry.ts"
import { passwordFindMachineWith, smsCodeMachineFor, type PasswordFindValues } from "../app/login-wiring.ts"
import { notify } from "../notify/toast-store.ts"
import { AuthFormEnd } from "./auth-form-end.tsx"
import { AuthLayout, FormError } from "./auth-layout.tsx"
import { NewPasswordFields } from "./new-password-fields.tsx"
import { PhoneCodeFields } from "./phone-code-fields.tsx"

export default function PasswordFindPage(_props: PageProps) {
  const [, navigate] = useLocation()
  const sms = useActorRef(useMemo(() => smsCodeMachineFor("password"), []))
  const smsError = useSelector(sms, (s) => s.context.error)
  const uuid = useSelector(sms, (s) => s.context.uuid)
  const [values, setValues] = useState({ phone: "", smsCode: "", password: "", confirm: "" })
  const all = { ...values, uuid: uuid ?? "" }
  const machine = useMemo(() => passwordFindMachineWith((v) => isFormValid(validatePasswordFindForm(v as PasswordFindValues & { confirm: string }))), [])
  const [snapshot, send] = useMachine(machine)
  const errors = snapshot.context.attempted ? validatePasswordFindForm(all) : {}
  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: e.target.value }))

  useWhenDone(snapshot, () => {
    notify.success(AUTH_MESSAGES.passwordReset)
    navigate("/login", { replace: true })
  })

  return (
    <AuthLayout title="找回密码">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          send({ type: "form.submit", values: all })
        }}
      >
        <p className={css({ fontSize: "sm", color: "fg.muted", mb: "4" })}>通过绑定的手机号接收短信验证码，设置新的登录密码。</p>
        <FormError message={snapshot.context.error} />
        <PhoneCodeFields idPrefix="find" phonePlaceholder="请输入绑定的手机号" phone={values.phone} smsCode={values.smsCode} errors={errors} smsError={smsError} sms={sms} onChange={set} />
        <NewPasswordFields idPrefix="find" label="新密码" confirmPlaceholder="请再次输入新密码" password={values.password} confirm={values.confirm} errors={errors} onChange={set} />
        <AuthFormEnd busy={snapshot.hasTag("busy")} submitText="重置密码" busyText="正在提交…" question="想起密码了？" loginText="返回登录" />
      </form>
    </AuthLayout>
  )
}
