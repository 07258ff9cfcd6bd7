import { Link, useLocation } from "wouter"
import { css } from "styled-system/css"
import { realNameInfo } from "../../../domain/member/real-name.ts"
import { useSession } from "../../session/index.ts"

/**
 * Where the real-name prompt leads: not yet certified, to the security settings where
 * certification starts; failed, to the certification form to edit and resubmit; under review,
 * to the certification page to follow it.
 */
const realNameLink = (authState: string | null | undefined): { href: string; text: string } => {
  switch (authState) {
    case "auth_fail":
      return { href: "/account/realName", text: "修改资料" }
    case "auth_examine":
      return { href: "/account/realName", text: "查看进度" }
    default:
      return { href: "/account/security", text: "去认证" }
  }
}

/** Posting needs real-name certification: the prompt for the member's state, with its link. */
export function RealNamePrompt() {
  const { user } = useSession()
  if (!user) return null
  const info = realNameInfo(user.auth, user.authState)
  if (info.canPost || !info.prompt) return null
  const link = realNameLink(user.authState)
  return (
    <p role="note" className={css({ fontSize: "sm", color: "warning.text", bg: "warning.subtle", px: "3", py: "2", borderRadius: "md" })}>
      {info.prompt}
      <Link href={link.href} className={css({ ml: "2", color: "fg.link", fontWeight: "semibold", textDecoration: "underline" })}>
        {link.text}
      </Link>
    </p>
  )
}

/** For visitors, in place of a form: a login link that comes back here. */
export function LoginToPost({ what }: { readonly what: string }) {
  const [path] = useLocation()
  const here = typeof location === "undefined" ? path : location.pathname + location.search
  return (
    <p className={css({ fontSize: "sm", color: "fg.muted", bg: "bg.subtle", px: "4", py: "3", borderRadius: "md", borderWidth: "1px", borderStyle: "dashed", borderColor: "border.default" })}>
      <Link href={`/login?redirect=${encodeURIComponent(here)}`} className={css({ color: "fg.link", fontWeight: "semibold", mr: "1" })}>
        登录
      </Link>
      后{what}
    </p>
  )
}
