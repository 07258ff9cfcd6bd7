import type { ReactNode } from "react"
import { Link } from "wouter"
import { css, cx } from "styled-system/css"
import { pageColumn } from "styled-system/recipes"
import { siteTitle, useSite } from "../site-context.tsx"
import { Logo } from "./site-header.tsx"
import { CopyrightLine } from "../../components/copyright-line.tsx"

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
  const { site } = useSite()
  const company = site?.extra.companyName || siteTitle(site)
  return (
    <div className={css({ minH: "100vh", display: "flex", flexDir: "column", bg: "bg.canvas" })}>
      <header className={css({ bg: "bg.surface", borderBottomWidth: "1px", borderColor: "border.subtle" })}>
        <div className={cx(pageColumn(), css({ h: { base: "14", md: "16" }, display: "flex", alignItems: "center", gap: "4" }))}>
          <div className={css({ "& img": { h: { base: "8", md: "10" }, w: "auto" } })}>
            <Logo height={40} />
          </div>
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
        </div>
      </header>
      <main id="main-content" className={css({ flex: "1", w: "full", maxW: wide ? "page" : "4xl", mx: "auto", px: { base: "3", md: "4" }, py: { base: "4", md: "8" } })}>
        {children}
      </main>
      <footer className={css({ borderTopWidth: "1px", borderColor: "border.subtle", bg: "bg.surface", py: "5", fontSize: "xs", color: "fg.muted", textAlign: "center" })}>
        <ul className={css({ display: "flex", justifyContent: "center", flexWrap: "wrap", gap: "4", mb: "2" })}>
          {FOOT_LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={css({ _hover: { color: "accent.text" } })}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <CopyrightLine company={company} caseNumber={site?.caseNumber} />
      </footer>
    </div>
  )
}
