import { useState, type ReactNode } from "react"
import { Link, useLocation } from "wouter"
import { css } from "styled-system/css"
import { MICRO_CATEGORIES } from "../../../domain/maker/rules.ts"
import { useSession } from "../../session/index.ts"

export interface MicroTab {
  readonly key: string
  readonly label: string
  readonly href: string
}

/** 推荐 and 关注 have routes of their own; 娱乐 too; the other categories are /micro/home?tab=<key>. */
export const MICRO_TABS: ReadonlyArray<MicroTab> = [
  { key: "recommend", label: "推荐", href: "/micro/recommend" },
  { key: "follow", label: "关注", href: "/micro/follow" },
  ...MICRO_CATEGORIES.map((c) => ({ key: c.key, label: c.label, href: c.key === "entertainment" ? "/micro/entertainment" : `/micro/home?tab=${c.key}` })),
]

const dark = css({ h: "100dvh", bg: "#111", color: "white", display: "flex", flexDir: "column" })

/** The short-video area's dark frame: home link, the tabs, search, and the way to join (a maker's way to publish). */
export function MicroFrame({ current, children }: { readonly current?: string; readonly children: ReactNode }) {
  const [, navigate] = useLocation()
  const maker = useSession().grade?.isShop === true
  const [keyword, setKeyword] = useState("")
  return (
    <div className={dark}>
      <header className={css({ display: "flex", alignItems: "center", gap: { base: "2", md: "4" }, px: { base: "2", md: "5" }, py: "2", flexWrap: "wrap", borderBottomWidth: "1px", borderColor: "rgba(255,255,255,0.2)" })}>
        <Link href="/" className={css({ fontWeight: "bold", fontSize: "md", whiteSpace: "nowrap" })}>
          悦享健康 · 创客视频
        </Link>
        <nav aria-label="视频分类" className={css({ display: "flex", gap: "1", overflowX: "auto", flex: { base: "none", md: "1" }, w: { base: "full", md: "auto" }, order: { base: 3, md: 0 }, minW: "0" })}>
          {MICRO_TABS.map((tab) => (
            <Link
              key={tab.key}
              href={tab.href}
              aria-current={current === tab.key ? "page" : undefined}
              className={css({
                px: "3",
                py: "1.5",
                borderRadius: "full",
                fontSize: "sm",
                whiteSpace: "nowrap",
                color: "rgba(255,255,255,0.8)",
                _hover: { color: "white" },
                "&[aria-current=page]": { bg: "white", color: "#111", fontWeight: "semibold" },
              })}
            >
              {tab.label}
            </Link>
          ))}
        </nav>
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault()
            const word = keyword.trim()
            if (word !== "") navigate(`/micro/search?keyword=${encodeURIComponent(word)}&m=${Date.now()}`)
          }}
          className={css({ display: "flex", gap: "1", flex: { base: "1", md: "none" }, minW: "0" })}
        >
          <input
            aria-label="搜索视频"
            placeholder="搜索标题、标签或创客"
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            className={css({ bg: "rgba(255,255,255,0.2)", color: "white", borderRadius: "full", px: "3", py: "1.5", fontSize: "sm", w: { base: "full", md: "56" }, minW: "0", _placeholder: { color: "rgba(255,255,255,0.6)" } })}
          />
          <button type="submit" className={css({ px: "3", borderRadius: "full", bg: "rgba(255,255,255,0.3)", fontSize: "sm", whiteSpace: "nowrap", flexShrink: "0", cursor: "pointer" })}>
            搜索
          </button>
        </form>
        <Link href={maker ? "/account/mine/release" : "/micro/join"} className={css({ fontSize: "sm", px: "3", py: "1.5", borderRadius: "full", bg: "#fe2c55", whiteSpace: "nowrap" })}>
          {maker ? "发布作品" : "加入创客"}
        </Link>
      </header>
      <div className={css({ flex: "1", minH: "0", display: "flex", flexDir: "column", overflowY: "auto" })}>{children}</div>
    </div>
  )
}

/** A failed load on the dark short-video pages: the message and a 重试 in the feed's pink, in the page's centred block. */
export function MicroLoadFailure({ error, onRetry, className }: { readonly error: string | null; readonly onRetry: () => void; readonly className: string }) {
  return (
    <div role="alert" className={className}>
      <p>{error ?? "加载失败"}</p>
      <button type="button" onClick={onRetry} className={css({ color: "#fe2c55", cursor: "pointer" })}>
        重试
      </button>
    </div>
  )
}
