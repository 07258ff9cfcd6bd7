import { Link } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { VIP_MALL_BENEFITS } from "../../domain/mall/index.ts"
import { OPEN_VIP_HREF } from "../../domain/shell/shell-links.ts"
import { StandaloneFrame } from "../app/layout/standalone-frame.tsx"
import type { PageProps } from "../app/page-registry.ts"
import { CrownIcon } from "../components/icons.tsx"

/** The benefits of the VIP membership, as the VIP service agreement lists them. */
const BENEFITS: ReadonlyArray<{ readonly title: string; readonly text: string; readonly icon: string }> = [
  { title: "会员课程免费学", text: "标注“VIP免费”的课程，会员有效期内不限次数学习。", icon: "M8 5v14l11-7z" },
  { title: "付费课程会员价", text: "标有会员价的付费课程，会员下单按会员价结算。", icon: "M4 12 12 4h8v8l-8 8zM15 9h.01" },
  ...VIP_MALL_BENEFITS.map((b) => ({ title: b.title, text: b.text, icon: "M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4zM3 6h18M16 10a4 4 0 0 1-8 0" })),
  { title: "会员标识", text: "账户区显示VIP会员标识和到期日期。", icon: "M12 21s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 11c0 5.5-7 10-7 10z" },
]

/** /announce/vip: what VIP membership brings, with the way to open it. */
export default function VipBenefitsPage({ route }: PageProps) {
  return (
    <StandaloneFrame title={route.title} wide>
      <section
        className={css({
          borderRadius: "xl",
          bgGradient: "to-br",
          gradientFrom: "slate.900",
          gradientTo: "slate.850",
          color: "vip.muted",
          px: { base: "6", md: "12" },
          py: { base: "10", md: "14" },
          textAlign: "center",
        })}
      >
        <span aria-hidden="true" className={css({ display: "inline-grid", placeItems: "center", w: "16", h: "16", borderRadius: "full", bg: "vip.solid", color: "vip.contrast" })}>
          <CrownIcon size={32} />
        </span>
        <h1 className={css({ fontSize: { base: "2xl", md: "4xl" }, fontWeight: "bold", mt: "4", color: "vip.subtle" })}>悦享VIP会员权益</h1>
        <p className={css({ mt: "2", color: "fg.inverseMuted" })}>会员免费课畅学，付费课程享会员价，商城购物9.5折，每月领会员优惠券</p>
        <div className={css({ display: "flex", justifyContent: "center", flexWrap: "wrap", gap: "3", mt: "6" })}>
          <Link href={OPEN_VIP_HREF} className={`${button({ size: "lg", shape: "pill" })} ${css({ bg: "vip.solid!", color: "vip.contrast!", _hover: { bg: "vip.muted!" } })}`}>
            立即开通
          </Link>
          <Link href="/vip/agreement" className={css({ display: "inline-flex", alignItems: "center", color: "fg.inverseMuted", textDecoration: "underline", fontSize: "sm" })}>
            《VIP会员服务协议》
          </Link>
        </div>
      </section>
      <ul className={css({ display: "grid", gridTemplateColumns: { base: "1fr", sm: "1fr 1fr", lg: "repeat(3, 1fr)" }, gap: "4", mt: "6" })}>
        {BENEFITS.map((benefit) => (
          <li key={benefit.title} className={css({ bg: "bg.surface", borderRadius: "xl", boxShadow: "card", p: "6", display: "flex", gap: "4" })}>
            <span aria-hidden="true" className={css({ display: "grid", placeItems: "center", w: "12", h: "12", borderRadius: "xl", bg: "vip.subtle", color: "vip.contrast", flexShrink: 0 })}>
              <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
                <path d={benefit.icon} />
              </svg>
            </span>
            <div>
              <h2 className={css({ fontSize: "md", fontWeight: "semibold" })}>{benefit.title}</h2>
              <p className={css({ fontSize: "sm", color: "fg.muted", mt: "1" })}>{benefit.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className={css({ fontSize: "xs", color: "fg.subtle", mt: "4", textAlign: "center" })}>
        权益以《VIP会员服务协议》为准；续费规则见
        <Link href="/announce/renew" className={css({ color: "fg.link", textDecoration: "underline", mx: "1" })}>
          续费说明
        </Link>
        。
      </p>
    </StandaloneFrame>
  )
}
