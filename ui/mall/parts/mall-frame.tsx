import { useState, type FormEvent, type ReactNode } from "react"
import { Link } from "wouter"
import { css, cx } from "styled-system/css"
import { button, input, pageColumn } from "styled-system/recipes"
import { useLoginHref } from "../../app/layout/account-area.tsx"
import { useRunSearch } from "../../app/layout/search-box.tsx"
import { Logo } from "../../app/layout/site-header.tsx"
import { siteTitle, useSite } from "../../app/site-context.tsx"
import { SearchIcon } from "../../components/icons.tsx"
import { CopyrightLine } from "../../components/copyright-line.tsx"
import { useSession } from "../../session/index.ts"
import { CartCount } from "../../app/cart-provider.tsx"

const navLink = css({ _hover: { color: "accent.text" }, whiteSpace: "nowrap" })

/** The mall's own search: a product keyword, to /product/search?keyword=…&m=… (kept in the products history). */
function MallSearch({ keyword }: { readonly keyword: string }) {
  const [value, setValue] = useState(keyword)
  const runSearch = useRunSearch()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    runSearch("products", value.trim())
  }
  return (
    <form role="search" aria-label="商品搜索" onSubmit={submit} className={css({ display: "flex", flex: "1", minW: "0", maxW: "xl" })}>
      <label htmlFor="mall-search" className={css({ srOnly: true })}>
        商品关键词
      </label>
      <input
        id="mall-search"
        type="search"
        value={value}
        maxLength={30}
        placeholder="搜索商品名称、品牌"
        onChange={(event) => setValue(event.target.value)}
        className={cx(input({ size: "md" }), css({ borderRightRadius: "0", borderColor: "accent.solid" }))}
      />
      <button type="submit" aria-label="搜索" className={cx(button({ variant: "solid", size: "md" }), css({ borderLeftRadius: "0", gap: "1" }))}>
        <SearchIcon size={16} />
        <span className={css({ display: { base: "none", sm: "inline" } })}>搜索</span>
      </button>
    </form>
  )
}

/**
 * The frame of the mall's pages: logo and 商城, the product search, links to the mall's
 * first page, the cart with its count, the member's favourites (or login) and the portal; a
 * short footer.
 */
export function MallFrame({ children, keyword = "" }: { readonly children: ReactNode; readonly keyword?: string }) {
  const { site } = useSite()
  const { status } = useSession()
  const loginHref = useLoginHref()
  const company = site?.extra.companyName || siteTitle(site)
  return (
    <div className={css({ minH: "100vh", display: "flex", flexDir: "column", bg: "bg.canvas" })}>
      <header className={css({ bg: "bg.surface", borderBottomWidth: "1px", borderColor: "border.subtle" })}>
        <div
          className={cx(
            pageColumn(),
            css({
              py: { base: "2", md: "3" },
              display: "grid",
              gridTemplateColumns: { base: "auto 1fr", md: "auto auto 1fr auto" },
              alignItems: "center",
              gap: { base: "2", md: "5" },
            }),
          )}
        >
          <div className={css({ "& img": { h: { base: "8", md: "10" }, w: "auto" } })}>
            <Logo height={40} />
          </div>
          <Link href="/product/index" className={css({ display: { base: "none", md: "block" }, pl: "4", borderLeftWidth: "1px", borderColor: "border.default", fontSize: "lg", fontWeight: "bold", color: "accent.text", whiteSpace: "nowrap" })}>
            悦享商城
          </Link>
          <nav aria-label="商城导航" className={css({ gridColumn: { base: "2", md: "4" }, gridRow: { base: "1", md: "auto" }, justifySelf: "end", display: "flex", gap: { base: "3", md: "4" }, fontSize: "sm", color: "fg.muted" })}>
            <Link href="/product/index" className={navLink}>
              商城首页
            </Link>
            <Link href="/shopping/cart" className={navLink}>
              购物车
              <CartCount />
            </Link>
            {status === "member" ? (
              <Link href="/account/collection" className={navLink}>
                我的收藏
              </Link>
            ) : (
              <Link href={loginHref} className={navLink}>
                登录
              </Link>
            )}
            <Link href="/" className={navLink}>
              返回首页
            </Link>
          </nav>
          <div className={css({ gridColumn: { base: "1 / -1", md: "3" }, gridRow: { base: "2", md: "1" }, display: "flex" })}>
            <MallSearch key={keyword} keyword={keyword} />
          </div>
        </div>
      </header>
      {/* At least a screen high: the footer starts below the first screen, so the page filling in does not push it down in view. */}
      <main id="main-content" className={cx(pageColumn({ space: "snug" }), css({ flex: "1", minH: "100vh", w: "full" }))}>
        {children}
      </main>
      <footer className={css({ borderTopWidth: "1px", borderColor: "border.subtle", bg: "bg.surface", py: "5", px: "3", fontSize: "xs", color: "fg.muted", textAlign: "center" })}>
        <p>品质严选 · 正品保障</p>
        <CopyrightLine className={css({ mt: "1" })} company={company} caseNumber={site?.caseNumber} />
      </footer>
    </div>
  )
}
