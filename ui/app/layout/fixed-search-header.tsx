import { useEffect, useState } from "react"
import { css, cx } from "styled-system/css"
import { pageColumn } from "styled-system/recipes"
import { FIXED_HEADER_SCROLL_PX } from "../../../domain/core/constants.ts"
import { AccountArea } from "./account-area.tsx"
import { SearchBox } from "./search-box.tsx"
import { Logo } from "./site-header.tsx"

/** Whether the page is scrolled past the fixed header's threshold (more than 399 px). */
function useScrolledPast(threshold: number = FIXED_HEADER_SCROLL_PX): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      setPast(window.scrollY > threshold)
    }
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update)
    }
    update()
    addEventListener("scroll", onScroll, { passive: true })
    return () => {
      removeEventListener("scroll", onScroll)
      if (frame !== 0) cancelAnimationFrame(frame)
    }
  }, [threshold])
  return past
}

/** The compact search header fixed at the top once the page has scrolled more than 399 px (spec 1 §2.3). */
export function FixedSearchHeader() {
  const past = useScrolledPast()
  if (!past) return null
  return (
    <div
      data-testid="fixed-search-header"
      className={css({
        position: "fixed",
        top: "0",
        left: "0",
        right: "0",
        zIndex: "sticky",
        bg: "bg.surface",
        boxShadow: "raised",
        animation: "slideDown 0.2s ease-out",
      })}
    >
      <div className={cx(pageColumn(), css({ h: { base: "14", md: "16" }, display: "flex", alignItems: "center", gap: { base: "3", md: "8" } }))}>
        <div className={css({ display: { base: "none", md: "block" }, "& img": { h: "9", w: "auto" } })}>
          <Logo height={36} />
        </div>
        <div className={css({ flex: "1", maxW: "xl", mx: "auto" })}>
          <SearchBox size="compact" label="站内搜索（顶部）" />
        </div>
        <div className={css({ display: { base: "none", md: "block" } })}>
          <AccountArea compact />
        </div>
      </div>
    </div>
  )
}
