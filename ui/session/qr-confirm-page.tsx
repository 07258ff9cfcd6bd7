import { useMachine } from "../app/flow-hooks.ts"
import { useMemo } from "react"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { Link, useLocation, useSearch } from "wouter"
import { loginRedirect } from "../../domain/shell/routes/guard.ts"
import { LoadingState } from "../components/loading-state.tsx"
import type { PageProps } from "../app/page-registry.ts"
import { qrConfirmMachineFor } from "../app/login-wiring.ts"
import { useSession } from "./session-context.tsx"
import { AuthLayout } from "./auth-layout.tsx"

function Confirm({ id }: { readonly id: string }) {
  const session = useSession()
  const [snapshot, send] = useMachine(useMemo(() => qrConfirmMachineFor(id), [id]))
  const scanned = snapshot.context.scanned
  if (snapshot.matches("scanning")) return <LoadingState />
  if (snapshot.matches("failure")) {
    return (
      <div role="alert" className={css({ textAlign: "center", display: "flex", flexDir: "column", gap: "4", alignItems: "center" })}>
        <p>{snapshot.context.error}</p>
        <Link href="/" className={button({ variant: "outline" })}>
          返回首页
        </Link>
      </div>
    )
  }
  if (snapshot.matches("confirmed")) return <p role="status" className={css({ textAlign: "center", fontSize: "lg" })}>已确认登录，请在电脑上继续操作</p>
  if (snapshot.matches("cancelled")) return <p role="status" className={css({ textAlign: "center", fontSize: "lg" })}>已取消本次登录</p>
  return (
    <div className={css({ display: "flex", flexDir: "column", gap: "4", textAlign: "center" })}>
      <p className={css({ fontSize: "lg" })}>
        {scanned?.browser} 浏览器（{scanned?.ip}）请求登录您的账号
      </p>
      <p className={css({ fontWeight: "bold", color: "accent.text", fontSize: "xl" })}>{session.user?.nickName}</p>
      <p className={css({ fontSize: "sm", color: "fg.muted" })}>如非本人操作，请点击取消</p>
      <button type="button" className={button({ size: "lg" })} disabled={!snapshot.can({ type: "qr.confirm" })} onClick={() => send({ type: "qr.confirm" })}>
        确认登录
      </button>
      <button type="button" className={button({ variant: "ghost" })} disabled={!snapshot.can({ type: "qr.cancel" })} onClick={() => send({ type: "qr.cancel" })}>
        取消
      </button>
    </div>
  )
}

/** Opened by scanning the login page's QR code on a device already signed in. */
export default function QrConfirmPage(_props: PageProps) {
  const search = useSearch()
  const [pathname] = useLocation()
  const session = useSession()
  const id = new URLSearchParams(search).get("id") ?? ""
  return (
    <AuthLayout title="扫码登录确认">
      {!id ? (
        <p role="alert">二维码链接不完整，请重新扫码</p>
      ) : session.status === "loading" ? (
        <LoadingState />
      ) : session.status === "anonymous" ? (
        <div className={css({ textAlign: "center", display: "flex", flexDir: "column", gap: "4", alignItems: "center" })}>
          <p>请先登录本设备，再确认电脑上的登录</p>
          <Link href={loginRedirect(`${pathname}?${search}`)} className={button()}>
            去登录
          </Link>
        </div>
      ) : (
        <Confirm id={id} />
      )}
    </AuthLayout>
  )
}
