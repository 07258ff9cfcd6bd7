import { useSelector } from "@xstate/react"
import { useActorRef } from "../app/flow-hooks.ts"
import { useState, type InputHTMLAttributes, type ReactNode } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import {
  SECURITY_MESSAGES,
  validateEmailChange,
  validatePasswordChange,
  validatePhoneChange,
} from "../../domain/member/security-forms.ts"
import { isFormValid, type FormErrors } from "../../domain/core/validation/form-errors.ts"
import { changePassword, wiredEmailCodeMachine, wiredPhoneCodeMachine } from "../app/member-wiring.ts"
import type { PageProps } from "../app/page-registry.ts"
import { useAction, useCall } from "../app/use-call.ts"
import { AccountFrame, AccountPanel } from "../components/account-frame/account-frame.tsx"
import { Dialog } from "../components/dialog.tsx"
import { FormField } from "../components/form-field.tsx"
import { SetPayPasswordDialog } from "../components/set-pay-password-dialog.tsx"
import { useResource } from "../app/use-resource.ts"
import { AuthStateTag } from "./member-parts.tsx"
import { CodeField } from "./code-field.tsx"
import { useReloadWhenShownAgain } from "../hooks/use-page-location.ts"
import { LoadStates } from "../components/list-states.tsx"
import { FormAlert } from "../components/form-alert.tsx"
import { FormButtons } from "../components/form-buttons.tsx"

/**
 * The submit state of a security dialog: the domain's check first (its messages show after the
 * first try), then the call; a refused call shows the server's message in the dialog. `send`
 * answers a message when the form cannot be sent yet (no code asked for), shown like the
 * server's refusal.
 */
function useDialogForm<F extends string>(validate: () => FormErrors<F>, call: { readonly busy: boolean; readonly error: string | null }, send: () => string | null) {
  const [attempted, setAttempted] = useState(false)
  const [missing, setMissing] = useState<string | null>(null)
  const errors: FormErrors<F> = attempted ? validate() : {}
  const submit = () => {
    setAttempted(true)
    if (isFormValid(validate())) setMissing(send())
  }
  return { errors, busy: call.busy, error: missing ?? call.error, submit }
}

/**
 * A security dialog's form: what is bound now (`note`), the fields, then the error line and its
 * 取消 / confirm buttons.
 */
function DialogForm(props: {
  readonly note?: ReactNode
  readonly submit: () => void
  readonly error: string | null
  readonly busy: boolean
  readonly confirm: string
  readonly onClose: () => void
  readonly children: ReactNode
}) {
  return (
    <form noValidate className={css({ display: "grid", gap: "4" })} onSubmit={(e) => (e.preventDefault(), props.submit())}>
      {props.note && <p className={css({ fontSize: "sm", color: "fg.muted" })}>{props.note}</p>}
      {props.children}
      <FormAlert message={props.error} />
      <FormButtons onCancel={props.onClose} busy={props.busy} busyText="正在提交…">
        {props.confirm}
      </FormButtons>
    </form>
  )
}

/**
 * The new phone number or e-mail address: the rule's messages under it, else the message of a
 * refused request for its code.
 */
function NewContactField({
  id,
  label,
  errors,
  sendError,
  value,
  onChange,
  ...attributes
}: {
  readonly id: string
  readonly label: string
  readonly errors: ReadonlyArray<string> | undefined
  readonly sendError: string | null
  readonly value: string
  readonly onChange: (value: string) => void
} & Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "inputMode" | "maxLength" | "placeholder">) {
  return (
    <FormField id={id} label={label} required errors={errors ?? (sendError ? [sendError] : undefined)}>
      <input id={id} className={input()} {...attributes} value={value} onChange={(e) => onChange(e.target.value)} />
    </FormField>
  )
}

function PhoneDialog({ current, onDone, onClose }: { current: string | null; onDone: () => void; onClose: () => void }) {
  const sms = useActorRef(wiredPhoneCodeMachine)
  const uuid = useSelector(sms, (s) => s.context.uuid)
  const smsError = useSelector(sms, (s) => s.context.error)
  const [phone, setPhone] = useState("")
  const [smsCode, setSmsCode] = useState("")
  const change = useCall("phoneChange", { silent: true, success: SECURITY_MESSAGES.phoneChanged, onDone })
  const { errors, busy, error, submit } = useDialogForm(() => validatePhoneChange({ phone, smsCode }, null), change, () => {
    if (uuid === null) return "请先获取短信验证码"
    change.send({ body: { phone: phone.trim(), smsCode: smsCode.trim(), uuid } })
    return null
  })
  return (
    <DialogForm note={current && `当前手机号：${current}`} submit={submit} error={error} busy={busy} confirm="确认更换" onClose={onClose}>
      <NewContactField
        id="new-phone"
        label="新手机号"
        errors={errors.phone}
        sendError={smsError}
        value={phone}
        onChange={setPhone}
        type="tel"
        inputMode="numeric"
        maxLength={11}
        placeholder="请输入11位手机号"
      />
      <CodeField
        id="new-phone-code"
        label="短信验证码"
        errors={errors.smsCode}
        value={smsCode}
        onChange={setSmsCode}
        oneTime
        actor={sms}
        onSend={() => sms.send({ type: "code.send", to: phone })}
      />
    </DialogForm>
  )
}

function EmailDialog({ current, onDone, onClose }: { current: string | null; onDone: () => void; onClose: () => void }) {
  const mail = useActorRef(wiredEmailCodeMachine)
  const uuid = useSelector(mail, (s) => s.context.uuid)
  const mailError = useSelector(mail, (s) => s.context.error)
  const [email, setEmail] = useState("")
  const [code, setCode] = useState("")
  const change = useCall("emailChange", { silent: true, success: SECURITY_MESSAGES.emailChanged, onDone })
  const { errors, busy, error, submit } = useDialogForm(() => validateEmailChange({ email, code }), change, () => {
    if (uuid === null) return "请先获取邮箱验证码"
    change.send({ body: { email: email.trim(), code: code.trim(), uuid } })
    return null
  })
  return (
    <DialogForm note={current && `当前邮箱：${current}`} submit={submit} error={error} busy={busy} confirm="确认绑定" onClose={onClose}>
      <NewContactField id="new-email" label="新邮箱" errors={errors.email} sendError={mailError} value={email} onChange={setEmail} type="email" maxLength={100} placeholder="name@example.com" />
      <CodeField
        id="new-email-code"
        label="邮箱验证码"
        errors={errors.code}
        value={code}
        onChange={setCode}
        actor={mail}
        onSend={() => mail.send({ type: "code.send", to: email })}
      />
    </DialogForm>
  )
}

function PasswordDialog({ onDone, onClose }: { onDone: () => void; onClose: () => void }) {
  const [values, setValues] = useState({ oldPass: "", newPass: "", confirm: "" })
  const change = useAction(changePassword, { success: SECURITY_MESSAGES.passwordChanged, onDone })
  const { errors, busy, error, submit } = useDialogForm(() => validatePasswordChange(values), change, () => {
    change.send(values)
    return null
  })
  const field = (key: keyof typeof values, label: string, placeholder: string, autoComplete: string) => (
    <FormField id={`pass-${key}`} label={label} required errors={errors[key]}>
      <input
        id={`pass-${key}`}
        className={input()}
        type="password"
        autoComplete={autoComplete}
        maxLength={32}
        value={values[key]}
        placeholder={placeholder}
        onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
      />
    </FormField>
  )
  return (
    <DialogForm submit={submit} error={error} busy={busy} confirm="确认修改" onClose={onClose}>
      {field("oldPass", "原密码", "请输入原密码", "current-password")}
      {field("newPass", "新密码", "8-16位，同时包含字母和数字", "new-password")}
      {field("confirm", "确认新密码", "请再次输入新密码", "new-password")}
      <p className={css({ fontSize: "xs", color: "fg.subtle" })}>修改后，其他设备上的登录将失效，需要使用新密码重新登录。</p>
    </DialogForm>
  )
}

const row = css({
  display: "flex",
  alignItems: "center",
  gap: { base: "3", md: "6" },
  py: "4",
  borderBottomWidth: "1px",
  borderColor: "border.subtle",
  flexWrap: "wrap",
  _last: { borderBottomWidth: "0" },
})

const rowLabel = css({ w: "24", fontWeight: "medium" })

/** One line of the page: what it is, its state, and the button that changes it. */
function SecurityRow({ label, state, action, onClick, disabled = false }: { readonly label: string; readonly state: string; readonly action: string; readonly onClick: () => void; readonly disabled?: boolean }) {
  return (
    <li className={row}>
      <span className={rowLabel}>{label}</span>
      <span className={css({ flex: "1", fontSize: "sm", color: "fg.muted", minW: "40" })}>{state}</span>
      <button type="button" className={button({ variant: "outline", size: "sm" })} onClick={onClick} disabled={disabled}>
        {action}
      </button>
    </li>
  )
}

type Open = "password" | "phone" | "email" | "payPassword" | null

/**
 * /account/security: login password (RSA-encrypted old and new; other sessions end), phone by
 * SMS code to the new phone, e-mail by a code sent to it, the payment password (the wallet's
 * dialog) and real-name certification.
 */
export default function SecurityPage(_props: PageProps) {
  const security = useResource("accountSecurity")
  useReloadWhenShownAgain(security.reload)
  const [open, setOpen] = useState<Open>(null)
  const close = () => setOpen(null)
  const done = () => {
    close()
    security.reload()
  }
  const data = security.shown
  return (
    <AccountFrame title="安全设置">
      <AccountPanel>
        <LoadStates of={security} compact />
        {data && (
          <ul>
            <SecurityRow label="登录密码" state="建议定期更换，使用字母和数字组合的密码" action="修改" onClick={() => setOpen("password")} />
            <SecurityRow label="手机号" state={data.phone ?? "未绑定"} action={data.phone ? "更换" : "绑定"} onClick={() => setOpen("phone")} />
            <SecurityRow label="邮箱" state={data.email ?? "未绑定"} action={data.email ? "更换" : "绑定"} onClick={() => setOpen("email")} />
            <SecurityRow
              label="支付密码"
              state={data.payPasswordLockedUntil ? "输错次数过多，已暂时锁定" : data.hasPayPassword ? "已设置，用于余额支付和提现" : "未设置，余额支付和提现前需先设置"}
              action={data.hasPayPassword ? "重置" : "设置"}
              onClick={() => setOpen("payPassword")}
              disabled={!data.phone}
            />
            <li className={row}>
              <span className={rowLabel}>实名认证</span>
              <span className={css({ flex: "1", minW: "40" })}>
                <AuthStateTag state={data.authState} />
              </span>
              <Link href="/account/realName" className={button({ variant: "outline", size: "sm" })}>
                {data.authState === "certified"
                  ? "查看"
                  : data.authState === "auth_fail"
                    ? "重新提交"
                    : data.authState === "auth_examine"
                      ? "查看进度"
                      : "去认证"}
              </Link>
            </li>
          </ul>
        )}
      </AccountPanel>
      <Dialog open={open === "password"} onOpenChange={(o) => !o && close()} title="修改登录密码">
        <PasswordDialog onDone={done} onClose={close} />
      </Dialog>
      <Dialog open={open === "phone"} onOpenChange={(o) => !o && close()} title={data?.phone ? "更换手机号" : "绑定手机号"}>
        <PhoneDialog current={data?.phone ?? null} onDone={done} onClose={close} />
      </Dialog>
      <Dialog open={open === "email"} onOpenChange={(o) => !o && close()} title={data?.email ? "更换邮箱" : "绑定邮箱"}>
        <EmailDialog current={data?.email ?? null} onDone={done} onClose={close} />
      </Dialog>
      {data?.phone && (
        <SetPayPasswordDialog open={open === "payPassword"} onOpenChange={(o) => !o && close()} maskedPhone={data.phone} onDone={done} />
      )}
    </AccountFrame>
  )
}
