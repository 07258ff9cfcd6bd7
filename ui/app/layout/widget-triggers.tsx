import type { ComponentPropsWithRef } from "react"
import { css, cx } from "styled-system/css"
import { select } from "styled-system/recipes"
import type { AuthUser } from "../../../domain/session/endpoints.ts"
import { ChevronDownIcon, MenuIcon, QrIcon } from "../../components/icons.tsx"
import { MemberAvatar } from "./member-avatar.tsx"

/**
 * The triggers of the header's interactive widgets, shared by the widgets themselves (loaded
 * after the page, see deferred-widgets.tsx) and the look-alike placeholders shown until then.
 */

type ButtonProps = ComponentPropsWithRef<"button">

const searchTypeTriggerClass = cx(
  select({ variant: "inline" }).trigger,
  css({ w: "full", fontSize: "sm", color: "fg.default", gap: "1", px: { base: "2.5", sm: "3" } }),
)

export function SearchTypeTrigger({ label, className, ...props }: ButtonProps & { readonly label: string }) {
  return (
    <button type="button" {...props} className={cx(searchTypeTriggerClass, className)}>
      <span>{label}</span>
      <ChevronDownIcon size={14} className={css({ color: "fg.subtle" })} />
    </button>
  )
}

export function AccountTrigger({ user, compact, className, ...props }: ButtonProps & { readonly user: AuthUser; readonly compact: boolean }) {
  return (
    <button
      type="button"
      aria-label={`我的账户：${user.nickName || user.username}`}
      {...props}
      className={cx(
        css({
          display: "inline-flex",
          alignItems: "center",
          gap: "2",
          pl: "1",
          pr: "2",
          borderRadius: "full",
          cursor: "pointer",
          _hover: { bg: "bg.muted" },
          _focusVisible: { outline: "2px solid", outlineColor: "accent.solid" },
          "&[data-state=open]": { bg: "bg.muted" },
        }),
        compact ? css({ h: "9" }) : css({ h: "11" }),
        className,
      )}
    >
      <MemberAvatar src={user.avatarPath} size={compact ? 28 : 34} />
      <span className={css({ display: { base: "none", md: "inline" }, maxW: "24", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", fontSize: "sm" })}>
        {user.nickName || user.username}
      </span>
      <ChevronDownIcon size={14} className={css({ color: "fg.subtle", display: { base: "none", md: "block" } })} />
    </button>
  )
}

export const topBarItemClass = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "1",
  h: "full",
  px: "2.5",
  color: "fg.muted",
  cursor: "pointer",
  whiteSpace: "nowrap",
  _hover: { color: "accent.text" },
  _focusVisible: { outline: "2px solid", outlineColor: "accent.solid", outlineOffset: "-2px" },
})

export function ServiceAccountTrigger({ name, ...props }: ButtonProps & { readonly name: string }) {
  return (
    <button type="button" aria-label={`${name}二维码`} {...props} className={topBarItemClass}>
      <QrIcon size={13} />
      服务号
    </button>
  )
}

const menuButtonClass = css({
  display: { base: "grid", md: "none" },
  placeItems: "center",
  w: "10",
  h: "10",
  borderRadius: "md",
  color: "fg.default",
  cursor: "pointer",
  _hover: { bg: "bg.muted" },
  _focusVisible: { outline: "2px solid", outlineColor: "accent.solid" },
})

export function MenuTrigger(props: ButtonProps) {
  return (
    <button type="button" aria-label="打开菜单" {...props} className={menuButtonClass}>
      <MenuIcon size={22} />
    </button>
  )
}
