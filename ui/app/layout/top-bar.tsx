import { Link } from "wouter"
import { css, cx } from "styled-system/css"
import { pageColumn } from "styled-system/recipes"
import { PARTNER_SETTINGS, TOP_BAR_LINKS, type ShellLink } from "../../../domain/shell/shell-links.ts"
import { PhoneIcon } from "../../components/icons.tsx"
import { useSession } from "../../session/index.ts"
import { useLoginHref } from "./account-area.tsx"
import { DeferredServiceAccount } from "./deferred-widgets.tsx"
import { topBarItemClass as item } from "./widget-triggers.tsx"
import { CartCount } from "../cart-provider.tsx"
import { siteTitle, useSite } from "../site-context.tsx"

const divided = css({ "& > li + li": { borderLeftWidth: "1px", borderColor: "border.subtle" }, "& > li": { display: "flex", alignItems: "center", h: "3" } })

function BarLink({ link, className }: { readonly link: ShellLink; readonly className?: string }) {
  if (link.newTab || /^https?:/.test(link.href)) {
    return (
      <a href={link.href} target="_blank" rel="noopener" className={cx(item, className)}>
        {link.label}
      </a>
    )
  }
  return (
    <Link href={link.href} className={cx(item, className)}>
      {link.label}
    </Link>
  )
}

/** The bar's items shown from wide screens up; narrower screens find them in the header menu. */
const wide = css({ display: { base: "none!", lg: "flex!" } })

/** One link of those items. */
function WideLink({ link }: { readonly link: ShellLink }) {
  return (
    <li className={wide}>
      <BarLink link={link} />
    </li>
  )
}

/**
 * The thin bar above the header (spec 1 §2.3): greeting, login and registration on the left;
 * app, service account, notices, the member's shortcuts, partner sites and customer service
 * on the right. On narrow screens only the essentials stay; the rest is in the header menu.
 */
export function TopBar() {
  const session = useSession()
  const { setting, site } = useSite()
  const loginHref = useLoginHref()
  const openShop = setting(PARTNER_SETTINGS.openShop)
  const merchantAdmin = setting(PARTNER_SETTINGS.merchantAdmin)
  const L = TOP_BAR_LINKS
  return (
    <div className={css({ bg: "bg.subtle", borderBottomWidth: "1px", borderColor: "border.subtle", fontSize: "xs" })}>
      <nav aria-label="快捷导航" className={cx(pageColumn(), css({ h: "9", display: "flex", alignItems: "center", justifyContent: "space-between", gap: "4" }))}>
        <ul className={cx(divided, css({ display: "flex", alignItems: "center", minW: "0" }))}>
          <li>
            <BarLink link={L.home} className={css({ pl: "0" })} />
          </li>
          <li className={css({ display: { base: "none!", sm: "flex!" } })}>
            <span className={css({ px: "2.5", color: "fg.muted", whiteSpace: "nowrap" })}>
              {session.status === "member" && session.user ? `您好，${session.user.nickName || session.user.username}` : `您好，欢迎来到${siteTitle(site)}！`}
            </span>
          </li>
          {session.status !== "member" && (
            <>
              <li>
                <Link href={loginHref} className={cx(item, css({ color: "accent.text" }))}>
                  登录
                </Link>
              </li>
              <li>
                <BarLink link={L.register} />
              </li>
            </>
          )}
        </ul>
        <ul className={cx(divided, css({ display: "flex", alignItems: "center" }))}>
          <li>
            <a href={L.app.href} target="_blank" rel="noopener" className={item}>
              <PhoneIcon size={13} />
              {L.app.label}
            </a>
          </li>
          <li>
            <DeferredServiceAccount />
          </li>
          <WideLink link={L.siteNotices} />
          <WideLink link={L.qualityNotices} />
          <WideLink link={L.footprint} />
          <WideLink link={L.orders} />
          <WideLink link={L.schedule} />
          <li className={wide}>
            <Link href={L.cart.href} className={item}>
              {L.cart.label}
              <CartCount />
            </Link>
          </li>
          <WideLink link={L.favourites} />
          {openShop && <WideLink link={{ label: "免费开店", href: openShop, newTab: true }} />}
          {merchantAdmin && <WideLink link={{ label: "商家后台", href: merchantAdmin, newTab: true }} />}
          <WideLink link={L.makerCentre} />
          <li className={css({ display: { base: "none!", sm: "flex!" } })}>
            <BarLink link={L.customerService} className={css({ pr: "0" })} />
          </li>
        </ul>
      </nav>
    </div>
  )
}
