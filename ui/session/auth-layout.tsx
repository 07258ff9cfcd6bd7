import type { ReactNode } from "react"
import { css } from "styled-system/css"
import { StandaloneFrame } from "../app/layout/standalone-frame.tsx"
import { SITE_NAME } from "../app/site-context.tsx"
import { AlertBox } from "../components/alert-box.tsx"
import { FormField, type FormFieldProps } from "../components/form-field.tsx"
import { BadgeCheckIcon, CrownIcon, ShieldIcon } from "../components/icons.tsx"

/**
 * The sign-in pages in the site's standalone frame (logo, 返回首页, footer with the filing
 * number): the form in a card, and on wide screens an aside beside it.
 */
export function AuthLayout({ title, children, aside }: { readonly title: string; readonly children: ReactNode; readonly aside?: ReactNode }) {
  return (
    <StandaloneFrame title={title} wide>
      <div
        className={css({
          display: "grid",
          gridTemplateColumns: aside ? { base: "minmax(0, 1fr)", lg: "minmax(0, 1fr) 26rem" } : "minmax(0, 1fr)",
          gap: "8",
          alignItems: "stretch",
          maxW: aside ? "5xl" : "md",
          mx: "auto",
          py: { base: "2", md: "6" },
        })}
      >
        {aside && <aside className={css({ display: { base: "none", lg: "flex" }, minW: "0" })}>{aside}</aside>}
        <section
          aria-labelledby="auth-title"
          className={css({ w: "full", minW: "0", bg: "bg.surface", borderRadius: "xl", boxShadow: "card", borderWidth: "1px", borderColor: "border.subtle", p: { base: "5", md: "8" } })}
        >
          <h1 id="auth-title" className={css({ fontSize: "2xl", fontWeight: "bold", mb: "5" })}>
            {title}
          </h1>
          {children}
        </section>
      </div>
    </StandaloneFrame>
  )
}

const PlayIcon = () => (
  <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <rect x="3" y="5" width="18" height="14" rx="2.5" />
    <path d="m10 9.5 4.5 2.5-4.5 2.5z" />
  </svg>
)

const BENEFITS: ReadonlyArray<{ readonly icon: ReactNode; readonly title: string; readonly text: string }> = [
  { icon: <PlayIcon />, title: "名师视频课程", text: "健康养生、美容护肤系统课程，随时随地学" },
  { icon: <ShieldIcon size={20} />, title: "正品好物商城", text: "商家资质审核，商品七天无理由退换" },
  { icon: <BadgeCheckIcon size={20} />, title: "每日签到领积分", text: "积分兑换礼品，还能参加幸运抽奖" },
  { icon: <CrownIcon size={20} />, title: "VIP会员特权", text: "会员专享课程与购物优惠" },
]

/** The aside of the login and registration pages: what an account of the portal gives. */
export function MemberBenefits({ heading }: { readonly heading: string }) {
  return (
    <div
      className={css({
        flex: "1",
        display: "flex",
        flexDir: "column",
        justifyContent: "center",
        gap: "6",
        borderRadius: "xl",
        px: "10",
        py: "10",
        bgGradient: "to-br",
        gradientFrom: "accent.muted/60",
        gradientTo: "bg.surface",
        borderWidth: "1px",
        borderColor: "accent.muted",
      })}
    >
      <div>
        <p className={css({ fontSize: "sm", color: "accent.text", fontWeight: "medium", mb: "2" })}>欢迎来到{SITE_NAME}</p>
        <h2 className={css({ fontSize: "2xl", fontWeight: "bold", color: "fg.default", lineHeight: "1.4" })}>{heading}</h2>
        <p className={css({ mt: "2", color: "fg.muted" })}>名师视频课程、健康科普、美容护肤与好物商城，一个账号全部畅享。</p>
      </div>
      <ul className={css({ display: "grid", gap: "4" })}>
        {BENEFITS.map((item) => (
          <li key={item.title} className={css({ display: "flex", gap: "3", alignItems: "flex-start" })}>
            <span
              aria-hidden="true"
              className={css({ flexShrink: 0, display: "inline-flex", alignItems: "center", justifyContent: "center", w: "10", h: "10", borderRadius: "full", bg: "bg.surface", color: "accent.text", boxShadow: "card" })}
            >
              {item.icon}
            </span>
            <span>
              <strong className={css({ display: "block", fontWeight: "semibold", color: "fg.default" })}>{item.title}</strong>
              <span className={css({ fontSize: "sm", color: "fg.muted" })}>{item.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

const fieldSpace = css({ mb: "4" })

/** The form's refusal above its fields (wrong password, an expired code); nothing without one. */
export function FormError({ message }: { readonly message: string | null | undefined }) {
  return <AlertBox message={message} className={fieldSpace} />
}

/** A field of the sign-in and sign-up forms: the portal's `FormField`, spaced as these forms space their rows. */
export function Field(props: FormFieldProps) {
  return (
    <div className={fieldSpace}>
      <FormField {...props} />
    </div>
  )
}
