import type { ReactNode } from "react"
import { css } from "styled-system/css"
import { SiteFooter } from "../../components/site-footer.tsx"
import { useSite } from "../site-context.tsx"
import { FixedSearchHeader } from "./fixed-search-header.tsx"
import { MainNav } from "./main-nav.tsx"
import { MobileSiteRedirect } from "./mobile-site.tsx"
import { SiteHeader } from "./site-header.tsx"
import { SsoFrame } from "./sso-frame.tsx"
import { TopBar } from "./top-bar.tsx"

/**
 * The portal's main layout (spec 1 §2.3): top bar, header with search and account area, main
 * menu, the compact fixed header after scrolling, the content area and the footer; the
 * hidden cross-site login frame and the mobile-site redirect.
 */
export function MainLayout({ children }: { readonly children: ReactNode }) {
  const { site } = useSite()
  return (
    <div className={css({ minH: "100vh", display: "flex", flexDir: "column" })}>
      <a
        href="#main-content"
        className={css({ position: "absolute", left: "-9999px", top: "2", zIndex: "skipLink", bg: "bg.surface", px: "3", py: "2", borderRadius: "md", boxShadow: "raised", _focus: { left: "2" } })}
      >
        跳到主要内容
      </a>
      <MobileSiteRedirect />
      <TopBar />
      <SiteHeader />
      <MainNav />
      <FixedSearchHeader />
      {/* At least a screen tall, so that the footer starts below the fold and is not pushed down (layout shift) when the page's content arrives. */}
      <main id="main-content" tabIndex={-1} className={css({ flex: "1", w: "full", minH: "100vh", outline: "none" })}>
        {children}
      </main>
      <SiteFooter site={site} />
      <SsoFrame />
    </div>
  )
}
