import { Link } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { MAIN_MENU } from "../../domain/shell/routes/main-menu.ts"
import { StatusPage } from "../components/status-page.tsx"

/** The not-found page: any path of no route, and routes whose area is not built yet. */
export default function NotFoundPage() {
  return (
    <StatusPage code="404" title="页面不存在" message="您访问的页面不存在或已被移除。">
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
    </StatusPage>
  )
}
