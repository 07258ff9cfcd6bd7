import { Link } from "wouter"
import { css } from "styled-system/css"
import { routeByPath } from "../../domain/shell/routes/route-table.ts"
import { RULE_CATEGORIES } from "../../domain/shell/rule-centre.ts"
import { StandaloneFrame } from "../app/layout/standalone-frame.tsx"
import type { PageProps } from "../app/page-registry.ts"
import { AdvertArticle } from "../components/advert-article.tsx"

/**
 * The shared content view of the static and legal pages (spec 1 §2.2): the html of the advert
 * named by the route's meta advertId. Pages of the rule centre show their category beside.
 */
export default function AdvertPage({ route }: PageProps) {
  const key = route.meta.advertId ?? ""
  const category = RULE_CATEGORIES.find((c) => c.documents.includes(route.path))
  return (
    <StandaloneFrame title={route.title} wide={category !== undefined}>
      <div className={css({ display: "grid", gap: "5", gridTemplateColumns: { base: "1fr", lg: category ? "220px 1fr" : "1fr" }, alignItems: "start" })}>
        {category && (
          <nav aria-label={category.title} className={css({ display: { base: "none", lg: "block" }, bg: "bg.surface", borderRadius: "xl", boxShadow: "card", p: "4", position: "sticky", top: "4" })}>
            <Link href={`/rule/list/${category.id}`} className={css({ display: "block", fontWeight: "semibold", mb: "2", _hover: { color: "accent.text" } })}>
              {category.title}
            </Link>
            <ul className={css({ display: "grid", gap: "0.5" })}>
              {category.documents.map((path) => (
                <li key={path}>
                  <Link
                    href={path}
                    aria-current={path === route.path ? "page" : undefined}
                    className={css({
                      display: "block",
                      px: "3",
                      py: "1.5",
                      borderRadius: "md",
                      fontSize: "sm",
                      color: "fg.muted",
                      _hover: { bg: "bg.subtle", color: "fg.default" },
                      "&[aria-current=page]": { bg: "accent.subtle", color: "accent.text", fontWeight: "medium" },
                    })}
                  >
                    {routeByPath(path)?.title ?? path}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <AdvertArticle key={key} advertKey={key} title={route.title} />
      </div>
    </StandaloneFrame>
  )
}
