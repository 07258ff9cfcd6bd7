import { Fragment, useLayoutEffect, useRef, type ReactNode } from "react"
import { Link, useLocation } from "wouter"
import { css, cx } from "styled-system/css"
import {
  MAKER_CENTRE_CHILDREN,
  MAKER_CENTRE_DETAIL_OF,
  MAKER_CENTRE_GROUPS,
  makerCentrePath,
  makerCentreSide,
} from "../../../domain/shell/routes/maker-routes.ts"
import { pages } from "../../app/page-registry.ts"
import { useSession } from "../../session/index.ts"

const TITLES: ReadonlyMap<string, string> = new Map(MAKER_CENTRE_CHILDREN)
const HOME = "home"

interface MenuLink {
  readonly name: string
  readonly path: string
  readonly label: string
}

/**
 * The groups of the side menu, with the entries whose page is built; detail pages are not listed,
 * nor the works' pages to a merchant who is not a maker member.
 */
const menu = (maker: boolean) =>
  MAKER_CENTRE_GROUPS.map((group) => ({
    title: group.title,
    links: group.names.flatMap((name): MenuLink[] => {
      const path = makerCentrePath(name)
      if (MAKER_CENTRE_DETAIL_OF[name] !== undefined || !pages[path]) return []
      if (!maker && makerCentreSide(name) === "works") return []
      return [{ name, path, label: TITLES.get(name) ?? name }]
    }),
  })).filter((group) => group.links.length > 0)

/** The child shown at a pathname: its name, the menu entry to mark, its group and the list it was opened from. */
const placeOf = (pathname: string) => {
  const name = pathname.replace(/\/$/, "").split("/").pop() ?? ""
  const list = MAKER_CENTRE_DETAIL_OF[name]
  const marked = list ?? name
  const group = MAKER_CENTRE_GROUPS.find((g) => g.names.includes(name))
  return { name, marked, list, group: group?.title }
}

const item = css({
  display: "block",
  px: "3",
  py: "1.5",
  borderRadius: "md",
  fontSize: "sm",
  color: "fg.default",
  whiteSpace: "nowrap",
  _hover: { bg: "bg.muted", color: "accent.text" },
  _focusVisible: { outline: "2px solid", outlineColor: "accent.solid" },
  "&[aria-current=page]": { bg: "accent.subtle", color: "accent.text", fontWeight: "semibold" },
})

function Breadcrumbs({ title, pathname }: { readonly title: string; readonly pathname: string }) {
  const place = placeOf(pathname)
  const homePath = makerCentrePath(HOME)
  const crumbs: Array<{ label: string; href?: string }> = [{ label: "创客中心", href: pages[homePath] && place.name !== HOME ? homePath : undefined }]
  if (place.group && place.name !== HOME) crumbs.push({ label: place.group })
  if (place.list) {
    const listPath = makerCentrePath(place.list)
    crumbs.push({ label: TITLES.get(place.list) ?? place.list, href: pages[listPath] ? listPath : undefined })
  }
  if (place.name !== HOME) crumbs.push({ label: title })
  return (
    <nav aria-label="面包屑" className={css({ fontSize: "sm", color: "fg.muted" })}>
      <ol className={css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "1" })}>
        {crumbs.map((crumb, i) => (
          <Fragment key={`${crumb.label}-${i}`}>
            {i > 0 && (
              <li aria-hidden="true" className={css({ color: "fg.subtle" })}>
                /
              </li>
            )}
            <li>
              {crumb.href ? (
                <Link href={crumb.href} className={css({ color: "fg.muted", _hover: { color: "accent.text" } })}>
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current={i === crumbs.length - 1 ? "page" : undefined} className={css({ color: i === crumbs.length - 1 ? "fg.default" : "fg.muted" })}>
                  {crumb.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  )
}

/**
 * The maker centre's frame (/account/mine/*): the side menu in its groups (首页/公告, 作品, 商品,
 * 仓储, 课程, 订单, 数据) with the current entry marked, breadcrumbs and the page's heading. On
 * phones the menu becomes a row of links that scrolls sideways, starting at the current entry.
 * Entries whose page is not built yet are not shown.
 */
export function CentreFrame({
  title,
  actions,
  children,
}: {
  readonly title: string
  readonly actions?: ReactNode
  readonly children: ReactNode
}) {
  const [pathname] = useLocation()
  const session = useSession()
  const groups = menu(session.grade?.isShop === true)
  const place = placeOf(pathname)
  const marked = place.marked
  const quickNav = useRef<HTMLElement>(null)
  useLayoutEffect(() => {
    const nav = quickNav.current
    const current = nav?.querySelector<HTMLElement>("[aria-current=page]")
    if (nav && current) nav.scrollLeft = current.offsetLeft - (nav.clientWidth - current.offsetWidth) / 2
  }, [pathname])
  const current = (link: MenuLink) => (link.name === marked ? "page" : undefined)
  return (
    <div
      className={css({
        maxW: "page",
        mx: "auto",
        px: { base: "3", md: "4" },
        py: { base: "4", md: "6" },
        display: "flex",
        gap: "6",
        alignItems: "flex-start",
      })}
    >
      <nav
        aria-label="创客中心"
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
                  <Link href={link.path} className={item} aria-current={current(link)}>
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
          aria-label="创客中心快捷导航"
          className={css({ display: { base: "block", lg: "none" }, overflowX: "auto", mx: "-3", px: "3" })}
        >
          <ul className={css({ display: "flex", gap: "1", alignItems: "center" })}>
            {groups.map((group) => (
              <Fragment key={group.title}>
                <li aria-hidden="true" className={css({ fontSize: "xs", color: "fg.subtle", whiteSpace: "nowrap", pl: "2" })}>
                  {group.title}
                </li>
                {group.links.map((link) => (
                  <li key={link.path}>
                    <Link href={link.path} className={cx(item, css({ bg: "bg.surface" }))} aria-current={current(link)}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </Fragment>
            ))}
          </ul>
        </nav>
        <Breadcrumbs title={title} pathname={pathname} />
        <div className={css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "3", flexWrap: "wrap" })}>
          <h1 className={css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold" })}>{title}</h1>
          {actions}
        </div>
        {children}
      </div>
    </div>
  )
}

export { AccountPanel as CentrePanel } from "../account-frame/account-frame.tsx"
