import { useLayoutEffect, useRef, type ReactNode } from "react"
import { Link, useLocation } from "wouter"
import { css, cx } from "styled-system/css"
import { routeByPath } from "../../../domain/shell/routes/route-table.ts"
import { pages } from "../../app/page-registry.ts"

/** The user centre's menu, in groups; a page appears once its area has built it. */
const GROUPS: ReadonlyArray<{ readonly title: string; readonly paths: ReadonlyArray<string> }> = [
  { title: "我的账户", paths: ["/account/center", "/account/personal", "/account/security", "/account/realName", "/account/address"] },
  { title: "资产与积分", paths: ["/account/balance", "/account/points", "/account/coupon", "/account/point/gift", "/prize/index"] },
  { title: "订单与学习", paths: ["/account/order", "/account/shopping/cart", "/account/plan", "/account/comments", "/account/questions"] },
  { title: "内容与消息", paths: ["/account/collection", "/account/message", "/account/news", "/account/science", "/account/bbs"] },
  { title: "更多服务", paths: ["/account/extension", "/account/invoice", "/account/feedback", "/account/cancel"] },
]

/** Menu names that read better than the page titles. */
const MENU_LABELS: Readonly<Record<string, string>> = { "/account/point/gift": "积分商城", "/prize/index": "幸运抽奖" }

const menu = () =>
  GROUPS.map((group) => ({
    title: group.title,
    links: group.paths.flatMap((path) => {
      const route = routeByPath(path)
      return route && pages[path] ? [{ path, label: MENU_LABELS[path] ?? route.title }] : []
    }),
  })).filter((group) => group.links.length > 0)

const item = css({
  display: "block",
  px: "3",
  py: "2",
  borderRadius: "md",
  fontSize: "sm",
  color: "fg.default",
  whiteSpace: "nowrap",
  _hover: { bg: "bg.muted", color: "accent.text" },
  _focusVisible: { outline: "2px solid", outlineColor: "accent.solid" },
  "&[aria-current=page]": { bg: "accent.subtle", color: "accent.text", fontWeight: "semibold" },
})

/**
 * The user centre's frame (/account/*): the menu beside the page on wide screens, a row of
 * links that scrolls sideways on phones, and the page's heading.
 */
export function AccountFrame({
  title,
  actions,
  children,
}: {
  readonly title: string
  readonly actions?: ReactNode
  readonly children: ReactNode
}) {
  const [pathname] = useLocation()
  const groups = menu()
  const quickNav = useRef<HTMLElement>(null)
  // On phones the row of links starts at the current page, not at the first link.
  useLayoutEffect(() => {
    const nav = quickNav.current
    const current = nav?.querySelector<HTMLElement>("[aria-current=page]")
    if (nav && current) nav.scrollLeft = current.offsetLeft - (nav.clientWidth - current.offsetWidth) / 2
  }, [pathname])
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
        aria-label="用户中心"
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
        })}
      >
        {groups.map((group) => (
          <div key={group.title} className={css({ mb: "3", _last: { mb: "0" } })}>
            <p className={css({ px: "3", py: "1", fontSize: "xs", color: "fg.subtle", fontWeight: "medium" })}>{group.title}</p>
            <ul>
              {group.links.map((link) => (
                <li key={link.path}>
                  <Link href={link.path} className={item} aria-current={pathname === link.path ? "page" : undefined}>
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
          aria-label="用户中心快捷导航"
          className={css({ display: { base: "block", lg: "none" }, position: "relative", overflowX: "auto", mx: "-3", px: "3" })}
        >
          <ul className={css({ display: "flex", gap: "1" })}>
            {groups
              .flatMap((g) => g.links)
              .map((link) => (
                <li key={link.path}>
                  <Link
                    href={link.path}
                    className={cx(item, css({ bg: "bg.surface" }))}
                    aria-current={pathname === link.path ? "page" : undefined}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
        <div className={css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "3", flexWrap: "wrap" })}>
          <h1 className={css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold" })}>{title}</h1>
          {actions}
        </div>
        {children}
      </div>
    </div>
  )
}

/** A white panel of the user centre with an optional heading. */
export function AccountPanel({
  title,
  actions,
  children,
  className,
}: {
  readonly title?: string
  readonly actions?: ReactNode
  readonly children: ReactNode
  readonly className?: string
}) {
  return (
    <section
      aria-label={title}
      className={cx(css({ bg: "bg.surface", borderRadius: "lg", boxShadow: "card", p: { base: "4", md: "5" } }), className)}
    >
      {(title || actions) && (
        <div
          className={css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "3", mb: "4", flexWrap: "wrap" })}
        >
          {title && <h2 className={css({ fontSize: "lg", fontWeight: "semibold" })}>{title}</h2>}
          {actions}
        </div>
      )}
      {children}
    </section>
  )
}
