import { Link } from "wouter"
import { css, cx } from "styled-system/css"
import { pageColumn } from "styled-system/recipes"
import { isSearchType, SEARCH_TARGETS, searchHref, type SearchType } from "../../../domain/shell/search-history.ts"
import { DEFAULT_LOGO, siteTitle, useSite } from "../site-context.tsx"
import { AccountArea } from "./account-area.tsx"
import { DeferredMobileMenu } from "./deferred-widgets.tsx"
import { SearchBox, useRunSearch } from "./search-box.tsx"

/** Hot keywords of the site settings; each searches its own type (unknown types: 综合). */
function HotKeywords() {
  const { site } = useSite()
  const runSearch = useRunSearch()
  const hot = site?.searchHotKeywords ?? []
  if (hot.length === 0) return null
  return (
    <nav aria-label="热门搜索" className={css({ display: "flex", alignItems: "center", gap: "3", mt: "2", fontSize: "xs", color: "fg.subtle", overflowX: "auto", whiteSpace: "nowrap", scrollbarWidth: "none" })}>
      <span aria-hidden="true">热门搜索：</span>
      {hot.map((entry) => {
        const type: SearchType = isSearchType(entry.type) ? entry.type : "comprehensive"
        const href = searchHref(type, { keyword: entry.title, m: 0 })
        return (
          <a
            key={`${entry.type}-${entry.title}`}
            href={href}
            {...(SEARCH_TARGETS[type].newTab ? { target: "_blank", rel: "noopener" } : {})}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
              event.preventDefault()
              runSearch(type, entry.title)
            }}
            className={css({ color: "fg.muted", _hover: { color: "highlight.text" }, _first: { color: "highlight.text" } })}
          >
            {entry.title}
          </a>
        )
      })}
    </nav>
  )
}

export function Logo({ height = 48 }: { readonly height?: number }) {
  const { site } = useSite()
  const title = siteTitle(site)
  return (
    <Link href="/" aria-label={`${title}首页`} className={css({ display: "inline-flex", flexShrink: 0, _focusVisible: { outline: "2px solid", outlineColor: "accent.solid", outlineOffset: "4px" } })}>
      <img src={site?.logoImage || DEFAULT_LOGO} alt={title} width={height * 5} height={height} />
    </Link>
  )
}

/** Logo, search box with hot keywords, account area; on phones the menu button joins them. */
export function SiteHeader() {
  return (
    <header className={css({ bg: "bg.surface" })}>
      <div
        className={cx(
          pageColumn({ space: "snug" }),
          css({
            display: "grid",
            alignItems: "center",
            gap: { base: "3", md: "8" },
            gridTemplateColumns: { base: "1fr auto auto", md: "auto 1fr auto" },
            gridTemplateAreas: { base: '"logo account menu" "search search search"', md: '"logo search account"' },
          }),
        )}
      >
        <div className={css({ gridArea: "logo", "& img": { h: { base: "9", md: "12" }, w: "auto" } })}>
          <Logo />
        </div>
        <div className={css({ gridArea: "search", maxW: { md: "xl" }, w: "full", justifySelf: "center" })}>
          <SearchBox />
          <HotKeywords />
        </div>
        <div className={css({ gridArea: "account", justifySelf: "end" })}>
          <AccountArea />
        </div>
        <div className={css({ gridArea: "menu", display: { base: "block", md: "none" } })}>
          <DeferredMobileMenu />
        </div>
      </div>
    </header>
  )
}
