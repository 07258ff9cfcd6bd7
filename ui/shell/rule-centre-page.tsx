import { Link } from "wouter"
import { css } from "styled-system/css"
import { routeByPath } from "../../domain/shell/routes/route-table.ts"
import { RULE_CATEGORIES, ruleCategory } from "../../domain/shell/rule-centre.ts"
import { StandaloneFrame } from "../app/layout/standalone-frame.tsx"
import type { PageProps } from "../app/page-registry.ts"
import { ChevronRightIcon } from "../components/icons.tsx"
import { EmptyState } from "../components/empty-state.tsx"

/** /rule/list and /rule/list/:categoryId: the rules and agreements by category. */
export default function RuleCentrePage({ params, route }: PageProps) {
  const selected = params.categoryId === undefined ? undefined : ruleCategory(params.categoryId)
  const shown = params.categoryId === undefined ? RULE_CATEGORIES : selected ? [selected] : []
  return (
    <StandaloneFrame title="规则中心" wide>
      <div className={css({ display: "grid", gap: "5", gridTemplateColumns: { base: "1fr", md: "220px 1fr" }, alignItems: "start" })}>
        <nav aria-label="规则分类" className={css({ bg: "bg.surface", borderRadius: "xl", boxShadow: "card", p: "3" })}>
          <ul className={css({ display: { base: "flex", md: "grid" }, gap: "1", overflowX: "auto" })}>
            {[{ id: "", title: "全部规则" }, ...RULE_CATEGORIES].map((category) => {
              const current = category.id === "" ? params.categoryId === undefined : category.id === params.categoryId
              return (
                <li key={category.id || "all"}>
                  <Link
                    href={category.id === "" ? "/rule/list" : `/rule/list/${category.id}`}
                    aria-current={current ? "page" : undefined}
                    className={css({
                      display: "block",
                      px: "3",
                      py: "2",
                      borderRadius: "md",
                      fontSize: "sm",
                      whiteSpace: "nowrap",
                      color: "fg.muted",
                      _hover: { bg: "bg.subtle", color: "fg.default" },
                      "&[aria-current=page]": { bg: "accent.subtle", color: "accent.text", fontWeight: "semibold" },
                    })}
                  >
                    {category.title}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>
        <div className={css({ display: "grid", gap: "4" })}>
          <h1 className={css({ fontSize: "xl", fontWeight: "bold" })}>{selected?.title ?? route.title}</h1>
          {shown.length === 0 && <EmptyState title="没有找到该规则分类" action={<Link href="/rule/list" className={css({ color: "fg.link" })}>查看全部规则</Link>} />}
          {shown.map((category) => (
            <section key={category.id} aria-labelledby={`rule-${category.id}`} className={css({ bg: "bg.surface", borderRadius: "xl", boxShadow: "card", p: { base: "4", md: "6" } })}>
              <h2 id={`rule-${category.id}`} className={css({ fontSize: "md", fontWeight: "semibold" })}>
                {category.title}
              </h2>
              <p className={css({ fontSize: "sm", color: "fg.muted", mt: "1", mb: "3" })}>{category.description}</p>
              <ul className={css({ display: "grid", gridTemplateColumns: { base: "1fr", sm: "1fr 1fr" }, gap: "2" })}>
                {category.documents.map((path) => (
                  <li key={path}>
                    <Link href={path} className={css({ display: "flex", alignItems: "center", justifyContent: "space-between", px: "4", py: "3", borderRadius: "lg", bg: "bg.subtle", fontSize: "sm", _hover: { bg: "accent.subtle", color: "accent.text" } })}>
                      {routeByPath(path)?.title ?? path}
                      <ChevronRightIcon size={14} />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </StandaloneFrame>
  )
}
