import type { ReactNode } from "react"
import { css, cx } from "styled-system/css"
import { pageColumn } from "styled-system/recipes"
import { siteTitle, useSite } from "../site-context.tsx"
import { Logo } from "./site-header.tsx"
import { CopyrightLine } from "../../components/copyright-line.tsx"

/**
 * The frame of pages outside the portal's layout (standalone pages, the mall): a column at least
 * a screen high with a white header that starts with the logo and goes on with `header`, laid out
 * by `bar`; the page in `main`; a short footer with `footer` above the copyright line.
 */
export function SlimFrame({
  bar,
  header,
  mainClassName,
  footer,
  footerClassName,
  children,
}: {
  readonly bar: string
  readonly header: ReactNode
  readonly mainClassName: string
  readonly footer: ReactNode
  readonly footerClassName?: string
  readonly children: ReactNode
}) {
  const { site } = useSite()
  const company = site?.extra.companyName || siteTitle(site)
  return (
    <div className={css({ minH: "100vh", display: "flex", flexDir: "column", bg: "bg.canvas" })}>
      <header className={css({ bg: "bg.surface", borderBottomWidth: "1px", borderColor: "border.subtle" })}>
        <div className={cx(pageColumn(), bar)}>
          <div className={css({ "& img": { h: { base: "8", md: "10" }, w: "auto" } })}>
            <Logo height={40} />
          </div>
          {header}
        </div>
      </header>
      <main id="main-content" className={mainClassName}>
        {children}
      </main>
      <footer className={cx(css({ borderTopWidth: "1px", borderColor: "border.subtle", bg: "bg.surface", py: "5", fontSize: "xs", color: "fg.muted", textAlign: "center" }), footerClassName)}>
        {footer}
        <CopyrightLine company={company} caseNumber={site?.caseNumber} />
      </footer>
    </div>
  )
}
