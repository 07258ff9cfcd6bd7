import { Link } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"

/** What the banner area shows when no banner is stored: the portal's own welcome. */
export function WelcomeBanner() {
  return (
    <section
      aria-label="欢迎"
      className={css({
        aspectRatio: "730 / 340",
        borderRadius: "lg",
        bgGradient: "to-br",
        gradientFrom: "accent.solid",
        gradientTo: "accent.text",
        color: "accent.contrast",
        p: { base: "6", md: "10" },
        display: "flex",
        flexDir: "column",
        justifyContent: "center",
        gap: "3",
      })}
    >
      <h2 className={css({ fontSize: { base: "xl", md: "3xl" }, fontWeight: "bold" })}>学健康，选好物，查用药</h2>
      <p className={css({ fontSize: { base: "sm", md: "md" }, opacity: 0.9 })}>专业讲师课程、严选健康好物、权威科普与药品说明书，一站满足。</p>
      <div>
        <Link href="/video" className={button({ variant: "plain", shape: "pill" })}>
          去看看课程
        </Link>
      </div>
    </section>
  )
}
