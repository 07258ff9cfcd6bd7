import { Link } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { formatMoney } from "../../domain/core/money.ts"
import { realNameInfo } from "../../domain/member/real-name.ts"
import type { PageProps } from "../app/page-registry.ts"
import { AccountFrame, AccountPanel } from "../components/account-frame/account-frame.tsx"
import { SignInPanel } from "../components/sign-in/sign-in-panel.tsx"
import { useResource } from "../app/use-resource.ts"
import { useSession } from "../session/index.ts"
import { AuthStateTag, Stat } from "./member-parts.tsx"
import { useReloadWhenShownAgain } from "../hooks/use-page-location.ts"
import { LoadStates } from "../components/list-states.tsx"

const SHORTCUTS = [
  { href: "/account/point/gift", label: "积分商城", note: "积分兑好礼" },
  { href: "/prize/index", label: "幸运抽奖", note: "每次 50 积分" },
  { href: "/account/extension", label: "推广中心", note: "邀请好友注册" },
  { href: "/account/address", label: "收货地址", note: "管理收货信息" },
  { href: "/account/security", label: "安全设置", note: "密码与绑定" },
  { href: "/account/feedback", label: "意见反馈", note: "告诉我们您的想法" },
] as const

/** /account/center: who the member is, grade, balance, points, orders, unread messages, sign-in and shortcuts. */
export default function CenterPage(_props: PageProps) {
  const session = useSession()
  const center = useResource("accountCenter")
  const orders = useResource("accountOrderTotal")
  const notices = useResource("notices", { query: { page: 0, size: 1 } })
  const stats = useResource("memberCenterStats")
  useReloadWhenShownAgain(center.reload, orders.reload, notices.reload, stats.reload)

  const user = session.user
  const real = realNameInfo(stats.shown?.auth ?? user?.auth ?? false, stats.shown?.authState ?? user?.authState)
  return (
    <AccountFrame title="个人中心">
      <AccountPanel>
        <LoadStates of={center} compact />
        {center.shown && (
          <div className={css({ display: "grid", gap: "5" })}>
            <div className={css({ display: "flex", alignItems: "center", gap: "4", flexWrap: "wrap" })}>
              <img
                src={center.shown.avatarPath || "/brand/avatar-default.svg"}
                alt=""
                className={css({ w: "16", h: "16", borderRadius: "full", objectFit: "cover", bg: "bg.muted", flexShrink: 0 })}
              />
              <div className={css({ display: "grid", gap: "1", minW: "0" })}>
                <p className={css({ fontSize: "xl", fontWeight: "bold" })}>{center.shown.nickName || center.shown.username}</p>
                <p
                  className={css({ display: "flex", gap: "2", alignItems: "center", flexWrap: "wrap", fontSize: "sm", color: "fg.muted" })}
                >
                  <span data-testid="member-grade">{center.shown.grade.grade}</span>
                  <AuthStateTag state={stats.shown?.authState ?? user?.authState ?? "not_certified"} />
                  {center.shown.phone && <span>{center.shown.phone}</span>}
                </p>
              </div>
              <Link
                href="/account/personal"
                className={`${button({ variant: "outline", size: "sm" })} ${css({ ml: { base: "0", md: "auto" } })}`}
              >
                编辑资料
              </Link>
            </div>
            {real.prompt && (
              <p
                className={css({
                  fontSize: "sm",
                  bg: "warning.subtle",
                  color: "warning.text",
                  px: "3",
                  py: "2",
                  borderRadius: "md",
                  display: "flex",
                  gap: "2",
                  flexWrap: "wrap",
                })}
              >
                {real.prompt}
                {real.action !== "wait" && (
                  <Link href="/account/realName" className={css({ color: "fg.link", fontWeight: "medium" })}>
                    {real.action === "resubmit" ? "修改资料" : "去认证"}
                  </Link>
                )}
              </p>
            )}
            <div
              className={css({
                display: "grid",
                gridTemplateColumns: { base: "repeat(2, 1fr)", md: "repeat(4, 1fr)" },
                gap: "2",
                borderTopWidth: "1px",
                borderColor: "border.subtle",
                pt: "3",
              })}
            >
              <Stat label="账户余额" value={formatMoney(center.shown.balance)} href="/account/balance" testId="center-balance" />
              <Stat label="我的积分" value={center.shown.points.toLocaleString("zh-CN")} href="/account/points" testId="center-points" />
              <Stat label="我的订单" value={orders.shown?.orderCount ?? "—"} href="/account/order" />
              <Stat label="未读消息" value={notices.shown?.unread ?? "—"} href="/account/message" />
            </div>
          </div>
        )}
      </AccountPanel>
      <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "minmax(0, 1fr) minmax(0, 1fr)" }, gap: "4" })}>
        <AccountPanel title="每日签到">
          <SignInPanel />
        </AccountPanel>
        <AccountPanel title="我的服务">
          <div className={css({ display: "grid", gridTemplateColumns: "repeat(4, 1fr)", gap: "1", mb: "3" })}>
            <Stat label="收藏" value={stats.shown?.favorites ?? "—"} href="/account/collection" />
            <Stat label="地址" value={stats.shown?.addresses ?? "—"} href="/account/address" />
            <Stat label="兑换" value={stats.shown?.giftOrders ?? "—"} href="/account/point/gift" />
            <Stat label="中奖" value={stats.shown?.prizeWins ?? "—"} href="/prize/index" />
          </div>
          <ul className={css({ display: "grid", gridTemplateColumns: { base: "repeat(2, 1fr)", sm: "repeat(3, 1fr)" }, gap: "2" })}>
            {SHORTCUTS.map((s) => (
              <li key={s.href}>
                <Link
                  href={s.href}
                  className={css({
                    display: "grid",
                    gap: "0.5",
                    p: "3",
                    borderRadius: "md",
                    bg: "bg.subtle",
                    _hover: { bg: "accent.subtle" },
                    _focusVisible: { outline: "2px solid", outlineColor: "accent.solid" },
                  })}
                >
                  <span className={css({ fontSize: "sm", fontWeight: "medium" })}>{s.label}</span>
                  <span className={css({ fontSize: "xs", color: "fg.muted" })}>{s.note}</span>
                </Link>
              </li>
            ))}
          </ul>
        </AccountPanel>
      </div>
    </AccountFrame>
  )
}
