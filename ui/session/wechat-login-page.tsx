import { useMachine, useWhenDone } from "../app/flow-hooks.ts"
import { useEffect, useEffectEvent, useState } from "react"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { Link, useLocation, useSearch } from "wouter"
import { AUTH_MESSAGES } from "../../domain/session/messages.ts"
import { loginTarget, loginTargetOf } from "../../domain/session/login-target.ts"
import { LoadingState } from "../components/loading-state.tsx"
import type { PageProps } from "../app/page-registry.ts"
import { socialLogin, wechatLoginMachineFor } from "../app/login-wiring.ts"
import { useSession } from "./session-context.tsx"
import { SubmitButton } from "../components/form-buttons.tsx"
import { AuthLayout, FormError } from "./auth-layout.tsx"
import { CredentialFields } from "./credential-fields.tsx"

const WechatMark = ({ size = 56 }: { readonly size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
    <circle cx="24" cy="24" r="24" fill="currentColor" opacity="0.12" />
    <path
      fill="currentColor"
      d="M20 13c-6.1 0-11 4.1-11 9.2 0 2.9 1.6 5.5 4.1 7.2l-1 3.2 3.7-1.9c1.3.4 2.7.6 4.2.6h.9a8 8 0 0 1-.3-2.2c0-5 4.8-9 10.7-9h.6C30.8 15.8 25.9 13 20 13Zm-3.7 5.2a1.4 1.4 0 1 1 0 2.8 1.4 1.4 0 0 1 0-2.8Zm7.4 0a1.4 1.4 0 1 1 0 2.8 1.4 1.4 0 0 1 0-2.8ZM31.3 21.6c-5 0-9 3.4-9 7.5s4 7.5 9 7.5c1.1 0 2.1-.2 3.1-.5l3 1.6-.8-2.7c2.2-1.4 3.7-3.5 3.7-5.9 0-4.1-4-7.5-9-7.5Zm-3 3.9a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4Zm6 0a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4Z"
    />
  </svg>
)

const centred = css({ display: "flex", flexDir: "column", alignItems: "center", textAlign: "center", gap: "4", py: "4" })

function Binding({ nickName, error, fieldErrors, busy, onSubmit, onRestart }: {
  readonly nickName: string
  readonly error: string | null
  readonly fieldErrors: { readonly username?: ReadonlyArray<string>; readonly password?: ReadonlyArray<string> }
  readonly busy: boolean
  readonly onSubmit: (username: string, password: string) => void
  readonly onRestart: () => void
}) {
  const [username, setUsername] = useState("")
  const [password, setPassword] = useState("")
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        onSubmit(username, password)
      }}
    >
      <p className={css({ fontSize: "sm", color: "fg.muted", mb: "4" })}>
        微信账号“{nickName || "微信用户"}”尚未绑定本站账号。请输入本站的用户名和密码完成绑定，以后即可直接使用微信登录。
      </p>
      <FormError message={error} />
      <CredentialFields idPrefix="bind" username={username} password={password} errors={fieldErrors} onUsername={setUsername} onPassword={setPassword} />
      <SubmitButton busy={busy} busyText="正在绑定…" size="lg" wide>
        绑定并登录
      </SubmitButton>
      <div className={css({ display: "flex", justifyContent: "space-between", mt: "5", fontSize: "sm" })}>
        <Link href="/register" className={css({ color: "accent.text" })}>
          还没有账号？免费注册
        </Link>
        <button type="button" className={css({ color: "fg.muted", cursor: "pointer", _hover: { color: "accent.text" } })} onClick={onRestart}>
          重新微信授权
        </button>
      </div>
    </form>
  )
}

/**
 * /login/wechat (spec 1 §2.2): without a configured provider it says 暂未开通微信登录 and leads
 * back to /login; with one it sends the visitor to WeChat, and on the way back signs them in
 * or binds the WeChat account to an existing one.
 */
export default function WechatLoginPage(_props: PageProps) {
  const search = useSearch()
  const [, navigate] = useLocation()
  const session = useSession()
  const [started] = useState(() => socialLogin.read())
  const [input] = useState(() => {
    const query = new URLSearchParams(search)
    return { code: query.get("code"), state: query.get("state"), expectedState: started?.state ?? null }
  })
  // The login target is the one in the address the page opened with, like the input above.
  const [machine] = useState(() => wechatLoginMachineFor(loginTargetOf(search)))
  const [snapshot, send] = useMachine(machine, { input })

  useWhenDone(snapshot, () => {
    const login = snapshot.output?.login
    if (login) session.signedIn({ user: login.user.user, roles: login.user.roles, grade: null })
    navigate(loginTarget(started?.redirect), { replace: true })
  })

  // Like /login: a member who opens the page goes home (one this page signed in is handed over above).
  const goHome = useEffectEvent(() => {
    if (snapshot.status !== "done") navigate("/", { replace: true })
  })
  useEffect(() => {
    if (session.status === "member") goHome()
  }, [session.status])

  const backToLogin = search && !input.code ? `/login?${search}` : "/login"
  return (
    <AuthLayout title="微信登录">
      {snapshot.matches("unavailable") ? (
        <div className={centred}>
          <span className={css({ color: "fg.subtle" })}>
            <WechatMark />
          </span>
          <p role="status" className={css({ fontSize: "lg", fontWeight: "semibold" })}>
            {AUTH_MESSAGES.wechatUnavailable}
          </p>
          <p className={css({ fontSize: "sm", color: "fg.muted" })}>本站目前支持账号密码登录和扫码登录，您可以返回登录页选择其他方式。</p>
          <Link href={backToLogin} className={`${button({ size: "lg" })} ${css({ w: "full" })}`}>
            返回登录
          </Link>
          <p className={css({ fontSize: "sm", color: "fg.muted" })}>
            还没有账号？
            <Link href="/register" className={css({ color: "accent.text", fontWeight: "medium" })}>
              免费注册
            </Link>
          </p>
        </div>
      ) : snapshot.matches("failure") ? (
        <div className={centred}>
          <span className={css({ color: "danger.solid" })}>
            <WechatMark />
          </span>
          <p role="alert" className={css({ fontWeight: "semibold" })}>
            {snapshot.context.error ?? AUTH_MESSAGES.wechatFailed}
          </p>
          <div className={css({ display: "flex", gap: "3", w: "full" })}>
            <button type="button" className={`${button()} ${css({ flex: "1" })}`} onClick={() => send({ type: "wechat.retry" })}>
              重新微信登录
            </button>
            <Link href="/login" className={`${button({ variant: "outline" })} ${css({ flex: "1" })}`}>
              使用账号登录
            </Link>
          </div>
        </div>
      ) : snapshot.matches("binding") || snapshot.matches("bindingSubmitting") ? (
        <Binding
          nickName={snapshot.context.nickName}
          error={snapshot.context.error}
          fieldErrors={snapshot.context.fieldErrors}
          busy={snapshot.hasTag("busy")}
          onSubmit={(username, password) => send({ type: "binding.submit", username, password })}
          onRestart={() => send({ type: "wechat.retry" })}
        />
      ) : (
        <LoadingState label={snapshot.matches("redirecting") || snapshot.matches("starting") ? "正在前往微信授权…" : "正在微信登录…"} />
      )}
    </AuthLayout>
  )
}
