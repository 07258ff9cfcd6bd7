import { Suspense, useState } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { SESSION_MESSAGES } from "../../../domain/core/messages.ts"
import { ACCOUNT_QUICK_LINKS } from "../../../domain/shell/shell-links.ts"
import { ConfirmDialog } from "../../components/confirm-dialog.tsx"
import { LoadingState } from "../../components/loading-state.tsx"
import { Popover } from "../../components/popover.tsx"
import { Tabs } from "../../components/tabs.tsx"
import type { SessionValue } from "../../session/index.ts"
import { accountPopoverSlots } from "./account-slots.ts"
import { MemberAvatar } from "./member-avatar.tsx"
import { MemberMarks } from "./member-marks.tsx"
import { AccountTrigger } from "./widget-triggers.tsx"

const linkClass = css({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  h: "9",
  px: "2",
  borderRadius: "md",
  bg: "bg.subtle",
  fontSize: "sm",
  color: "fg.default",
  _hover: { bg: "accent.subtle", color: "accent.text" },
  _focusVisible: { outline: "2px solid", outlineColor: "accent.solid" },
})

/**
 * The member's account popover (spec 1 §2.3): who is signed in, the quick links and logout,
 * and a sign-in tab once the member centre registered its panel (account-slots.ts).
 * Logout asks 确定注销并退出登录吗？ and then the session logs out and reloads the page.
 */
export function AccountPopover({ session, compact = false, defaultOpen = false }: { readonly session: SessionValue; readonly compact?: boolean; readonly defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen)
  const [confirming, setConfirming] = useState(false)
  const user = session.user
  if (user === null) return null
  const close = () => setOpen(false)
  const SignInPanel = accountPopoverSlots.signIn

  const quickLinks = (
    <div>
      <ul className={css({ display: "grid", gridTemplateColumns: "repeat(3, 1fr)", gap: "2" })}>
        {ACCOUNT_QUICK_LINKS.map((link) => (
          <li key={link.href}>
            {link.newTab ? (
              <a href={link.href} target="_blank" rel="noopener" className={linkClass} onClick={close}>
                {link.label}
              </a>
            ) : (
              <Link href={link.href} className={linkClass} onClick={close}>
                {link.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={`${button({ variant: "plain", size: "sm" })} ${css({ w: "full", mt: "3" })}`}
        onClick={() => {
          setOpen(false)
          setConfirming(true)
        }}
      >
        退出登录
      </button>
    </div>
  )

  return (
    <>
      <Popover
        open={open}
        onOpenChange={setOpen}
        placement="bottom-end"
        label="我的账户"
        className={css({ w: "80", maxW: "calc(100vw - 16px)" })}
        trigger={<AccountTrigger user={user} compact={compact} />}
      >
        <div className={css({ display: "flex", gap: "3", alignItems: "center", pb: "3", mb: "3", borderBottomWidth: "1px", borderColor: "border.subtle" })}>
          <MemberAvatar src={user.avatarPath} size={48} />
          <div className={css({ minW: "0", display: "grid", gap: "1" })}>
            <p className={css({ fontWeight: "semibold", fontSize: "md", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" })}>{user.nickName || user.username}</p>
            <p className={css({ display: "flex", gap: "2", alignItems: "center", fontSize: "xs", color: "fg.muted", flexWrap: "wrap" })}>
              {session.grade?.grade && <span>{session.grade.grade}</span>}
              <MemberMarks grade={session.grade} onNavigate={close} />
            </p>
          </div>
        </div>
        {SignInPanel === null ? (
          quickLinks
        ) : (
          <Tabs
            label="账户面板"
            items={[
              { value: "links", label: "快捷入口", content: quickLinks },
              {
                value: "signIn",
                label: "每日签到",
                content: (
                  <Suspense fallback={<LoadingState compact />}>
                    <SignInPanel onClose={close} />
                  </Suspense>
                ),
              },
            ]}
          />
        )}
      </Popover>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="退出登录"
        message={SESSION_MESSAGES.confirmLogout}
        confirmText="确定"
        onConfirm={() => session.logout()}
      />
    </>
  )
}
