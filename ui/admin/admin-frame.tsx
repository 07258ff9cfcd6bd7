import type { ReactNode } from "react"
import { Link, useLocation } from "wouter"
import { css } from "styled-system/css"
import type { MenuEntry } from "../../domain/session/endpoints.ts"
import { ADMIN_ROLES } from "../../domain/admin/permissions.ts"
import { useSession } from "../session/index.ts"

/** The back office's menu sections, in the order the menu lists them. */
export function menuSections(menus: ReadonlyArray<MenuEntry>): Array<{ title: string; items: MenuEntry[] }> {
  const sections: Array<{ title: string; items: MenuEntry[] }> = []
  for (const item of menus) {
    if (!item.path.startsWith("/admin") && !item.path.startsWith("/dev")) continue
    const title = item.section ?? "其他"
    const section = sections.find((s) => s.title === title)
    if (section) section.items.push(item)
    else sections.push({ title, items: [item] })
  }
  return sections
}

const isCurrent = (pathname: string, path: string) => pathname.replace(/\/$/, "") === path

/**
 * The back office's frame: a header with who is signed in and the way back to the portal, and
 * the menu of api/menus/build for the user's roles (a side bar; a scrolling strip on a phone).
 */
export function AdminFrame({ children }: { readonly children: ReactNode }) {
  const session = useSession()
  const [pathname] = useLocation()
  const roleTitles = ADMIN_ROLES.filter((role) => session.roles.includes(role.role)).map((role) => role.title)
  const sections = menuSections(session.menus)
  return (
    <div className={css({ minH: "100vh", bg: "bg.canvas", display: "flex", flexDir: "column" })}>
      <header className={css({ bg: "bg.inverse", color: "fg.inverse", px: { base: "3", md: "5" }, h: "14", display: "flex", alignItems: "center", gap: "4" })}>
        <Link href="/admin" className={css({ fontWeight: "bold", fontSize: { base: "md", md: "lg" }, whiteSpace: "nowrap" })}>
          管理后台
        </Link>
        <span className={css({ fontSize: "sm", opacity: 0.8, display: { base: "none", sm: "inline" }, whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis" })}>
          {session.user?.nickName}
          {roleTitles.length > 0 && `（${roleTitles.join("、")}）`}
        </span>
        <nav aria-label="后台操作" className={css({ ml: "auto", display: "flex", gap: "4", fontSize: "sm", flexShrink: 0 })}>
          <Link href="/" className={css({ _hover: { textDecoration: "underline" } })}>
            返回前台
          </Link>
          <button type="button" onClick={() => session.logout()} className={css({ cursor: "pointer", _hover: { textDecoration: "underline" } })}>
            退出
          </button>
        </nav>
      </header>
      <div className={css({ flex: "1", display: "flex", flexDir: { base: "column", md: "row" }, minW: "0" })}>
        <nav
          aria-label="后台菜单"
          className={css({
            bg: "bg.surface",
            borderRightWidth: { base: "0", md: "1px" },
            borderBottomWidth: { base: "1px", md: "0" },
            borderColor: "border.subtle",
            w: { base: "full", md: "52" },
            flexShrink: 0,
            overflowX: { base: "auto", md: "visible" },
            py: { base: "1", md: "4" },
          })}
        >
          <ul className={css({ display: "flex", flexDir: { base: "row", md: "column" }, gap: { base: "1", md: "3" }, px: { base: "2", md: "0" } })}>
            {sections.map((section) => (
              <li key={section.title} className={css({ display: "contents", md: { display: "block" } })}>
                <p className={css({ display: { base: "none", md: "block" }, px: "4", pb: "1", fontSize: "xs", color: "fg.subtle" })}>{section.title}</p>
                <ul className={css({ display: "contents", md: { display: "block" } })}>
                  {section.items.map((item) => (
                    <li key={item.path}>
                      <Link
                        href={item.path}
                        aria-current={isCurrent(pathname, item.path) ? "page" : undefined}
                        className={css({
                          display: "block",
                          px: { base: "3", md: "4" },
                          py: "2",
                          fontSize: "sm",
                          whiteSpace: "nowrap",
                          borderRadius: { base: "md", md: "0" },
                          _hover: { bg: "bg.muted" },
                          "&[aria-current=page]": { color: "accent.text", bg: "accent.subtle", fontWeight: "semibold" },
                        })}
                      >
                        {item.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </nav>
        <div id="main-content" className={css({ flex: "1", minW: "0" })}>
          {children}
        </div>
      </div>
    </div>
  )
}
