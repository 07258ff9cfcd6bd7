import { Link } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { MAIN_MENU } from "../../domain/shell/routes/main-menu.ts"
import { StandaloneFrame } from "../app/layout/standalone-frame.tsx"
import { StatusIllustration } from "../components/status-illustration.tsx"

/** The not-found page: any path of no route, and routes whose area is not built yet. */
export default function NotFoundPage() {
  return (
    <StandaloneFrame title="页面不存在">
      <section className={css({ bg: "bg.surface", borderRadius: "xl", boxShadow: "card", py: { base: "10", md: "16" }, px: "6", textAlign: "center" })}>
        <StatusIllustration code="404" />
        <h1 className={css({ fontSize: "xl", fontWeight: "bold", mt: "6" })}>页面不存在</h1>
        <p className={css({ color: "fg.muted", mt: "2" })}>您访问的页面不存在或已被移除。</p>
        <div className={css({ display: "flex", justifyContent: "center", gap: "3", mt: "6" })}>
          <Link href="/" className={button()}>
            返回首页
          </Link>
          <button type="button" className={button({ variant: "plain" })} onClick={() => history.back()}>
            返回上一页
          </button>
        </div>
        <nav aria-label="您可能想去" className={css({ mt: "10", pt: "6", borderTopWidth: "1px", borderColor: "border.subtle" })}>
          <p className={css({ fontSize: "sm", color: "fg.subtle", mb: "3" })}>您可能想去</p>
          <ul className={css({ display: "flex", flexWrap: "wrap", justifyContent: "center", gap: "2" })}>
            {MAIN_MENU.filter((item) => !item.newTab).map((item) => (
              <li key={item.path}>
                <Link href={item.path} className={button({ variant: "subtle", size: "sm", shape: "pill" })}>
                  {item.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </section>
    </StandaloneFrame>
  )
}
