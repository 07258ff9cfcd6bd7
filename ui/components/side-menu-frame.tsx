import { Fragment, useLayoutEffect, useRef, type ReactNode } from "react"
import { Link, useLocation } from "wouter"
import { css, cx } from "styled-system/css"
import { pageColumn } from "styled-system/recipes"

export interface SideMenuLink {
  readonly path: string
  readonly label: string
}

export interface SideMenuGroup {
  readonly title: string
  readonly links: ReadonlyArray<SideMenuLink>
}

/** What a centre's page hands its frame: the page's heading, the actions beside it, the page. */
export interface CentrePageProps {
  readonly title: string
  readonly actions?: ReactNode
  readonly children: ReactNode
}

const itemBase = {
  display: "block",
  px: "3",
  borderRadius: "md",
  fontSize: "sm",
  color: "fg.default",
  whiteSpace: "nowrap",
  _hover: { bg: "bg.muted", color: "accent.text" },
  _focusVisible: { outline: "2px solid", outlineColor: "accent.solid" },
  "&[aria-current=page]": { bg: "accent.subtle", color: "accent.text", fontWeight: "semibold" },
} as const
const item = css(itemBase, { py: "2" })
const denseItem = css(itemBase, { py: "1.5" })

/**
 * A centre's frame (the user centre, the maker centre): the menu in its groups beside the page on
 * wide screens, a row of links that scrolls sideways on phones (starting at the current entry),
 * then `above` (breadcrumbs), the page's heading with its actions, and the page.
 */
export function SideMenuFrame({
  name,
  groups,
  isCurrent,
  dense = false,
  groupTitlesInRow = false,
  above,
  title,
  actions,
  children,
}: {
  /** The menu's accessible name; the phones' row is named `${name}快捷导航`. */
  readonly name: string
  readonly groups: ReadonlyArray<SideMenuGroup>
  readonly isCurrent: (link: SideMenuLink) => boolean
  readonly dense?: boolean
  /** Whether the phones' row shows the groups' titles between their links. */
  readonly groupTitlesInRow?: boolean
  readonly above?: ReactNode
} & CentrePageProps) {
  const [pathname] = useLocation()
  const quickNav = useRef<HTMLElement>(null)
  useLayoutEffect(() => {
    const nav = quickNav.current
    const current = nav?.querySelector<HTMLElement>("[aria-current=page]")
    if (nav && current) nav.scrollLeft = current.offsetLeft - (nav.clientWidth - current.offsetWidth) / 2
  }, [pathname])
  const linkClass = dense ? denseItem : item
  const current = (link: SideMenuLink) => (isCurrent(link) ? "page" : undefined)
  return (
    <div
      className={cx(
        pageColumn({ space: "roomy" }),
        css({
          display: "flex",
          gap: "6",
          alignItems: "flex-start",
        }),
      )}
    >
      <nav
        aria-label={name}
        className={css({
          display: { base: "none", lg: "block" },
          w: "48",
          flexShrink: 0,
          bg: "bg.surface",
          borderRadius: "lg",
          boxShadow: "card",
          p: "3",
          position: "sticky",
          top: "4",
          maxH: "calc(100vh - 2rem)",
          overflowY: "auto",
        })}
      >
        {groups.map((group) => (
          <div key={group.title} className={css({ mb: "3", _last: { mb: "0" } })}>
            <p className={css({ px: "3", py: "1", fontSize: "xs", color: "fg.subtle", fontWeight: "medium" })}>{group.title}</p>
            <ul>
              {group.links.map((link) => (
                <li key={link.path}>
                  <Link href={link.path} className={linkClass} aria-current={current(link)}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className={css({ flex: "1", minW: "0", display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: "4" })}>
        <nav
          ref={quickNav}
          aria-label={`${name}快捷导航`}
          className={css({ display: { base: "block", lg: "none" }, position: "relative", overflowX: "auto", mx: "-3", px: "3" })}
        >
          <ul className={css({ display: "flex", gap: "1", alignItems: "center" })}>
            {groups.map((group) => (
              <Fragment key={group.title}>
                {groupTitlesInRow && (
                  <li aria-hidden="true" className={css({ fontSize: "xs", color: "fg.subtle", whiteSpace: "nowrap", pl: "2" })}>
                    {group.title}
                  </li>
                )}
                {group.links.map((link) => (
                  <li key={link.path}>
                    <Link href={link.path} className={cx(linkClass, css({ bg: "bg.surface" }))} aria-current={current(link)}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </Fragment>
            ))}
          </ul>
        </nav>
        {above}
        <div className={css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "3", flexWrap: "wrap" })}>
          <h1 className={css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold" })}>{title}</h1>
          {actions}
        </div>
        {children}
      </div>
    </div>
  )
}
