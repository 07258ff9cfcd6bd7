import { useMachine, useWhenDone } from "../app/flow-hooks.ts"
import { useEffect, useState } from "react"
import { css } from "styled-system/css"
import { button, input } from "styled-system/recipes"
import { Link, useLocation, useSearch } from "wouter"
import { loginTargetOf } from "../../domain/session/login-target.ts"
import { Tabs } from "../components/tabs.tsx"
import { useResource } from "../app/use-resource.ts"
import type { PageProps } from "../app/page-registry.ts"
import { wiredLoginMachine, wiredQrLoginMachine } from "../app/login-wiring.ts"
import { useSession } from "./session-context.tsx"
import { SubmitButton } from "../components/form-buttons.tsx"
import { controlAria } from "../components/form-field.tsx"
import { AuthLayout, Field, FormError, MemberBenefits } from "./auth-layout.tsx"
import { CredentialFields } from "./credential-fields.tsx"

function PasswordLogin({ onDone }: { readonly onDone: (to: string) => void }) {
  const session = useSession()
  const search = useSearch()
  const [snapshot, send] = useMachine(wiredLoginMachine)
  const [username, setUsername] = useState("")
  const [password, setPassword] = useState("")
  const [code, setCode] = useState("")
  const [rememberMe, setRememberMe] = useState(false)
  const { fieldErrors, error, captcha, captchaChecked } = snapshot.context
  const busy = snapshot.hasTag("busy")

  useWhenDone(snapshot, () => {
    const out = snapshot.output
    if (out) session.signedIn({ user: out.user, roles: out.roles, grade: out.grade })
    onDone(loginTargetOf(search))
  })

  // A refused attempt brings a new captcha: the old answer is cleared with it.
  useEffect(() => setCode(""), [captcha?.uuid])

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        send({ type: "form.submit", username, password, code, rememberMe })
      }}
    >
      <FormError message={error} />
      <CredentialFields idPrefix="login" username={username} password={password} errors={fieldErrors} onUsername={setUsername} onPassword={setPassword} />
      {captchaChecked !== false && (
      <Field id="login-code" label="验证码" errors={fieldErrors.code}>
        <div className={css({ display: "flex", gap: "3", alignItems: "center" })}>
          <input
            id="login-code"
            className={input()}
            autoComplete="off"
            maxLength={8}
            placeholder="请输入验证码"
            value={code}
            {...controlAria("login-code", fieldErrors.code)}
            onChange={(e) => setCode(e.target.value)}
          />
          <button
            type="button"
            aria-label={captcha ? "看不清？换一张验证码" : undefined}
            title="看不清？换一张"
            onClick={() => send({ type: "captcha.refresh" })}
            className={css({ flexShrink: 0, w: "120px", h: "10", borderRadius: "md", overflow: "hidden", bg: "bg.muted", cursor: "pointer", borderWidth: "1px", borderColor: "border.subtle", fontSize: "xs", color: "fg.muted" })}
          >
            {captcha ? <img src={captcha.img} alt="验证码" width={120} height={40} /> : snapshot.matches("captchaFailed") ? "加载失败，点击重试" : "加载中…"}
          </button>
        </div>
      </Field>
      )}
      <div className={css({ display: "flex", justifyContent: "space-between", alignItems: "center", mb: "5", fontSize: "sm" })}>
        <label className={css({ display: "inline-flex", alignItems: "center", gap: "2", cursor: "pointer" })}>
          <input type="checkbox" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />
          记住我
        </label>
        <Link href="/password/find" className={css({ color: "accent.text", _hover: { textDecoration: "underline" } })}>
          忘记密码
        </Link>
      </div>
      <SubmitButton busy={busy} busyText="正在登录…" size="lg" wide disabled={!snapshot.can({ type: "form.submit", username, password, code, rememberMe })}>
        登录
      </SubmitButton>
    </form>
  )
}

function QrLogin({ onDone }: { readonly onDone: (to: string) => void }) {
  const session = useSession()
  const search = useSearch()
  const [snapshot, send] = useMachine(wiredQrLoginMachine)
  const { qr, error } = snapshot.context

  useWhenDone(snapshot, () => {
    const login = snapshot.output?.login
    if (login) session.signedIn({ user: login.user.user, roles: login.user.roles, grade: null })
    onDone(loginTargetOf(search))
  })

  const scanned = snapshot.matches({ shown: "scanned" })
  const over = snapshot.matches("expired") || snapshot.matches("cancelled") || snapshot.matches("failure")
  const overText = snapshot.matches("expired") ? "二维码已失效" : snapshot.matches("cancelled") ? "已取消本次登录" : (error ?? "二维码加载失败")
  return (
    <div className={css({ display: "flex", flexDir: "column", alignItems: "center", gap: "3", py: "2" })}>
      <div className={css({ position: "relative", w: "200px", h: "200px", borderWidth: "1px", borderColor: "border.subtle", borderRadius: "md", overflow: "hidden", bg: "bg.surface" })}>
        {qr && <img src={qr.img} alt="扫码登录二维码" width={200} height={200} data-url={qr.url} />}
        {(over || scanned || snapshot.matches("loading")) && (
          <div
            role="status"
            className={css({ position: "absolute", inset: "0", bg: "rgba(255,255,255,0.92)", display: "flex", flexDir: "column", alignItems: "center", justifyContent: "center", gap: "3", textAlign: "center", p: "4" })}
          >
            <span className={css({ fontWeight: "medium" })}>{snapshot.matches("loading") ? "正在加载二维码…" : scanned ? "扫码成功" : overText}</span>
            {scanned && <span className={css({ fontSize: "sm", color: "fg.muted" })}>请在已登录的设备上确认登录</span>}
            {over && (
              <button type="button" className={button({ size: "sm" })} onClick={() => send({ type: "qr.refresh" })}>
                刷新二维码
              </button>
            )}
          </div>
        )}
      </div>
      <p className={css({ fontSize: "sm", color: "fg.muted", textAlign: "center" })}>
        请使用已登录本站的手机或电脑扫描二维码，
        <br />
        在打开的页面中确认登录
      </p>
    </div>
  )
}

export default function LoginPage(_props: PageProps) {
  const [, navigate] = useLocation()
  const search = useSearch()
  const options = useResource("authOptions")
  const done = (to: string) => navigate(to, { replace: true })
  return (
    <AuthLayout title="登录" aside={<MemberBenefits heading="学健康知识，享美丽生活" />}>
      <Tabs
        label="登录方式"
        items={[
          { value: "password", label: "账号登录", content: <PasswordLogin onDone={done} /> },
          { value: "qr", label: "扫码登录", content: <QrLogin onDone={done} /> },
        ]}
      />
      <div className={css({ display: "flex", justifyContent: "space-between", alignItems: "center", mt: "5", fontSize: "sm", color: "fg.muted", flexWrap: "wrap", gap: "2" })}>
        <span>
          还没有账号？
          <Link href="/register" className={css({ color: "accent.text", fontWeight: "medium" })}>
            免费注册
          </Link>
        </span>
        {options.data?.wechat && (
          <Link href={search ? `/login/wechat?${search}` : "/login/wechat"} className={css({ color: "success.text" })}>
            微信登录
          </Link>
        )}
      </div>
    </AuthLayout>
  )
}
