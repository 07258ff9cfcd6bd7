import type { ReactNode } from "react"
import { useLocation } from "wouter"
import { css, cx } from "styled-system/css"
import { routeByPath } from "../../../domain/shell/routes/route-table.ts"
import { pages } from "../../app/page-registry.ts"
import { SideMenuFrame, type CentrePageProps } from "../side-menu-frame.tsx"

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

/**
 * The user centre's frame (/account/*): the menu beside the page on wide screens, a row of
 * links that scrolls sideways on phones, and the page's heading.
 */
export function AccountFrame({ title, actions, children }: CentrePageProps) {
  const [pathname] = useLocation()
  return (
    <SideMenuFrame name="用户中心" groups={menu()} isCurrent={(link) => link.path === pathname} title={title} actions={actions}>
      {children}
    </SideMenuFrame>
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
