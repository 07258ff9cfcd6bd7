import { useState, type FormEvent, type ReactNode } from "react"
import { Link } from "wouter"
import { css, cx } from "styled-system/css"
import { button, input, pageColumn } from "styled-system/recipes"
import { useLoginHref } from "../../app/layout/account-area.tsx"
import { useRunSearch } from "../../app/layout/search-box.tsx"
import { SlimFrame } from "../../app/layout/slim-frame.tsx"
import { SearchIcon } from "../../components/icons.tsx"
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
  const { status } = useSession()
  const loginHref = useLoginHref()
  return (
    <SlimFrame
      bar={css({
        py: { base: "2", md: "3" },
        display: "grid",
        gridTemplateColumns: { base: "auto 1fr", md: "auto auto 1fr auto" },
        alignItems: "center",
        gap: { base: "2", md: "5" },
      })}
      header={
        <>
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
        </>
      }
      // At least a screen high: the footer starts below the first screen, so the page filling in does not push it down in view.
      mainClassName={cx(pageColumn({ space: "snug" }), css({ flex: "1", minH: "100vh", w: "full" }))}
      footer={<p className={css({ mb: "1" })}>品质严选 · 正品保障</p>}
      footerClassName={css({ px: "3" })}
    >
      {children}
    </SlimFrame>
  )
}
