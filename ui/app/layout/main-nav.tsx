import { Link, useLocation } from "wouter"
import { css } from "styled-system/css"
import { MAIN_MENU, type MenuItem } from "../../../domain/shell/routes/main-menu.ts"

/** Whether a menu entry is the section on screen (`/product/detail/7` is under 商城). */
function isCurrentSection(item: MenuItem, pathname: string): boolean {
  const section = item.path.split("/")[1] ?? ""
  return pathname === item.path || (section !== "" && pathname.startsWith(`/${section}/`)) || pathname === `/${section}`
}

const navLink = css({
  display: "flex",
  alignItems: "center",
  h: "full",
  px: { base: "3", lg: "5" },
  color: "white",
  fontSize: "md",
  fontWeight: "medium",
  whiteSpace: "nowrap",
  transition: "background 0.15s",
  _hover: { bg: "accent.emphasized" },
  _focusVisible: { outline: "2px solid white", outlineOffset: "-3px" },
  "&[aria-current=page]": { bg: "accent.text", fontWeight: "semibold" },
})

/** The main menu bar (spec 1 §2.3); 创客视频 opens in a new tab. Hidden on phones (the header menu holds it). */
export function MainNav() {
  const [pathname] = useLocation()
  return (
    <nav aria-label="主导航" className={css({ bg: "accent.solid", display: { base: "none", md: "block" } })}>
      <ul className={css({ maxW: "page", mx: "auto", px: { md: "2", lg: "4" }, h: "11", display: "flex", alignItems: "stretch" })}>
        <li>
          <Link href="/" className={navLink} aria-current={pathname === "/" ? "page" : undefined}>
            首页
          </Link>
        </li>
        {MAIN_MENU.map((item) => (
          <li key={item.path}>
            {item.newTab ? (
              <a href={item.path} target="_blank" rel="noopener" className={navLink}>
                {item.title}
              </a>
            ) : (
              <Link href={item.path} className={navLink} aria-current={isCurrentSection(item, pathname) ? "page" : undefined}>
                {item.title}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
