import type { ReactNode } from "react"
import { Link } from "wouter"
import { css } from "styled-system/css"
import { SlimFrame } from "./slim-frame.tsx"

const FOOT_LINKS = [
  { label: "关于我们", href: "/announce/aboutus" },
  { label: "联系我们", href: "/announce/contactus" },
  { label: "隐私政策", href: "/announce/private-term" },
  { label: "规则中心", href: "/rule/list" },
] as const

/**
 * The frame of standalone pages (static and legal pages, errors, downloads): a slim header
 * with the logo and the page's name, the content, and a short footer.
 */
export function StandaloneFrame({ title, children, wide = false }: { readonly title?: string; readonly children: ReactNode; readonly wide?: boolean }) {
  return (
    <SlimFrame
      bar={css({ h: { base: "14", md: "16" }, display: "flex", alignItems: "center", gap: "4" })}
      header={
        <>
          {title && (
            <p aria-hidden="true" className={css({ pl: "4", borderLeftWidth: "1px", borderColor: "border.default", fontSize: { base: "md", md: "lg" }, color: "fg.muted", whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis" })}>
              {title}
            </p>
          )}
          <nav aria-label="页面导航" className={css({ ml: "auto", display: "flex", gap: "4", fontSize: "sm", color: "fg.muted", flexShrink: 0 })}>
            <Link href="/" className={css({ _hover: { color: "accent.text" } })}>
              返回首页
            </Link>
            <Link href="/rule/list" className={css({ display: { base: "none", sm: "inline" }, _hover: { color: "accent.text" } })}>
              规则中心
            </Link>
          </nav>
        </>
      }
      mainClassName={css({ flex: "1", w: "full", maxW: wide ? "page" : "4xl", mx: "auto", px: { base: "3", md: "4" }, py: { base: "4", md: "8" } })}
      footer={
        <ul className={css({ display: "flex", justifyContent: "center", flexWrap: "wrap", gap: "4", mb: "2" })}>
          {FOOT_LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={css({ _hover: { color: "accent.text" } })}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      }
    >
      {children}
    </SlimFrame>
  )
}
