import { Link } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { TOP_BAR_LINKS } from "../../domain/shell/shell-links.ts"
import { useLoginHref } from "../app/layout/account-area.tsx"
import { MemberAvatar } from "../app/layout/member-avatar.tsx"
import { MemberMarks } from "../app/layout/member-marks.tsx"
import { siteTitle, useSite } from "../app/site-context.tsx"
import { useSession } from "../session/index.ts"

const SHORTCUTS = [
  { ...TOP_BAR_LINKS.orders, icon: "M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6" },
  { ...TOP_BAR_LINKS.schedule, icon: "M4 6h16v14H4zM4 10h16M8 3v5M16 3v5" },
  { ...TOP_BAR_LINKS.favourites, icon: "M12 20s-7-4.4-7-9.5A4 4 0 0 1 12 8a4 4 0 0 1 7 2.5C19 15.6 12 20 12 20z" },
  { ...TOP_BAR_LINKS.cart, icon: "M3 4h3l2 11h10l2-8H7M9 20h.01M17 20h.01" },
] as const

/** The welcome card beside the banner: sign in or register, the member's marks, shortcuts and services. */
export function MemberPanel() {
  const session = useSession()
  const { site, setting } = useSite()
  const loginHref = useLoginHref()
  const member = session.status === "member" ? session.user : null
  const hotline = setting("hotline")
  return (
    <aside aria-label="会员中心" className={css({ bg: "bg.surface", borderRadius: "lg", boxShadow: "card", p: "4", display: "flex", flexDir: "column", gap: "4", h: "full" })}>
      <div className={css({ display: "flex", alignItems: "center", gap: "3" })}>
        <MemberAvatar src={member?.avatarPath} size={48} />
        <div className={css({ minW: "0", display: "grid", gap: "1" })}>
          <p className={css({ fontSize: "sm", fontWeight: "semibold", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" })}>
            {member ? `Hi，${member.nickName || member.username}` : "Hi，欢迎您！"}
          </p>
          {member ? <MemberMarks grade={session.grade} /> : <p className={css({ fontSize: "xs", color: "fg.muted" })}>登录后学习课程、领取福利</p>}
        </div>
      </div>
      {member === null && (
        <div className={css({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: "2" })}>
          <Link href={loginHref} className={button({ size: "sm" })}>
            登录
          </Link>
          <Link href={TOP_BAR_LINKS.register.href} className={button({ variant: "outline", size: "sm" })}>
            免费注册
          </Link>
        </div>
      )}
      <ul className={css({ display: "grid", gridTemplateColumns: "repeat(4, minmax(0, 1fr))", gap: "1", py: "3", borderYWidth: "1px", borderColor: "border.subtle" })}>
        {SHORTCUTS.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={css({ display: "grid", justifyItems: "center", gap: "1", fontSize: "xs", color: "fg.muted", py: "1", borderRadius: "md", _hover: { color: "accent.text", bg: "accent.subtle" } })}>
              <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
                <path d={link.icon} />
              </svg>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <div className={css({ display: "grid", gap: "0.5", fontSize: "xs", color: "fg.muted", "& a": { lineHeight: "24px" } })}>
        <p className={css({ fontWeight: "semibold", color: "fg.default", fontSize: "sm" })}>{siteTitle(site)}服务</p>
        <Link href="/announce/vip" className={css({ _hover: { color: "accent.text" } })}>
          · 开通VIP，会员课程免费学
        </Link>
        <Link href="/rule/list" className={css({ _hover: { color: "accent.text" } })}>
          · 规则中心与用户协议
        </Link>
        <a href={TOP_BAR_LINKS.customerService.href} target="_blank" rel="noopener" className={css({ _hover: { color: "accent.text" } })}>
          · 在线客服{hotline ? `（${hotline}）` : ""}
        </a>
      </div>
    </aside>
  )
}
