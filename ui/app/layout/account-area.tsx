import { Link } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { loginRedirect } from "../../../domain/shell/routes/guard.ts"
import { TOP_BAR_LINKS } from "../../../domain/shell/shell-links.ts"
import { UserIcon } from "../../components/icons.tsx"
import { useSession } from "../../session/index.ts"
import { ChatEntry } from "./chat-entry.tsx"
import { DeferredAccountPopover } from "./deferred-widgets.tsx"
import { MemberMarks } from "./member-marks.tsx"
import { useCurrentPath } from "./use-current-path.ts"

/** The login address that brings the visitor back here afterwards. */
export function useLoginHref(): string {
  const here = useCurrentPath()
  return here.startsWith("/login") ? "/login" : loginRedirect(here)
}

/**
 * The header's account area: 登录 and 免费注册 for visitors; for members the chat entry with
 * its unread count, the account popover, the VIP badge or open-VIP link and the maker label.
 */
export function AccountArea({ compact = false }: { readonly compact?: boolean }) {
  const session = useSession()
  const loginHref = useLoginHref()
  if (session.status === "loading") {
    return <span role="status" aria-label="正在读取登录状态" className={css({ display: "inline-block", w: "28", h: "9", borderRadius: "full", bg: "bg.muted" })} />
  }
  if (session.status === "member") {
    return (
      <div className={css({ display: "flex", alignItems: "center", gap: "2" })}>
        <ChatEntry />
        <DeferredAccountPopover session={session} compact={compact} />
        {!compact && (
          <span className={css({ display: { base: "none", lg: "inline-flex" } })}>
            <MemberMarks grade={session.grade} />
          </span>
        )}
      </div>
    )
  }
  return (
    <div className={css({ display: "flex", alignItems: "center", gap: "2" })}>
      <span aria-hidden="true" className={css({ display: { base: "none", md: compact ? "none" : "grid" }, placeItems: "center", w: "9", h: "9", borderRadius: "full", bg: "bg.muted", color: "fg.subtle" })}>
        <UserIcon size={18} />
      </span>
      <Link href={loginHref} className={button({ variant: "solid", size: "sm", shape: "pill" })}>
        登录
      </Link>
      <Link href={TOP_BAR_LINKS.register.href} className={button({ variant: "outline", size: "sm", shape: "pill" })}>
        {TOP_BAR_LINKS.register.label}
      </Link>
    </div>
  )
}
