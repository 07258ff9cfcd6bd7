import { Fragment } from "react"
import { Link, useLocation } from "wouter"
import { css } from "styled-system/css"
import {
  MAKER_CENTRE_CHILDREN,
  MAKER_CENTRE_DETAIL_OF,
  MAKER_CENTRE_GROUPS,
  makerCentrePath,
  makerCentreSide,
} from "../../../domain/shell/routes/maker-routes.ts"
import { pages } from "../../app/page-registry.ts"
import { useSession } from "../../session/index.ts"
import { SideMenuFrame, type CentrePageProps, type SideMenuLink } from "../side-menu-frame.tsx"

const TITLES: ReadonlyMap<string, string> = new Map(MAKER_CENTRE_CHILDREN)
const HOME = "home"

/**
 * The groups of the side menu, with the entries whose page is built; detail pages are not listed,
 * nor the works' pages to a merchant who is not a maker member.
 */
const menu = (maker: boolean) =>
  MAKER_CENTRE_GROUPS.map((group) => ({
    title: group.title,
    links: group.names.flatMap((name): SideMenuLink[] => {
      const path = makerCentrePath(name)
      if (MAKER_CENTRE_DETAIL_OF[name] !== undefined || !pages[path]) return []
      if (!maker && makerCentreSide(name) === "works") return []
      return [{ path, label: TITLES.get(name) ?? name }]
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
export function CentreFrame({ title, actions, children }: CentrePageProps) {
  const [pathname] = useLocation()
  const session = useSession()
  const marked = makerCentrePath(placeOf(pathname).marked)
  return (
    <SideMenuFrame
      name="创客中心"
      groups={menu(session.grade?.isShop === true)}
      isCurrent={(link) => link.path === marked}
      dense
      groupTitlesInRow
      above={<Breadcrumbs title={title} pathname={pathname} />}
      title={title}
      actions={actions}
    >
      {children}
    </SideMenuFrame>
  )
}

export { AccountPanel as CentrePanel } from "../account-frame/account-frame.tsx"
