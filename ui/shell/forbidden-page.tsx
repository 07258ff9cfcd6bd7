import { Link } from "wouter"
import { css } from "styled-system/css"
import { button } from "styled-system/recipes"
import { TOP_BAR_LINKS } from "../../domain/shell/shell-links.ts"
import { StandaloneFrame } from "../app/layout/standalone-frame.tsx"
import type { PageProps } from "../app/page-registry.ts"
import { StatusIllustration } from "../components/status-illustration.tsx"

/** /401: where a 403 answer sends the user (spec 1 §2.1). */
export default function ForbiddenPage(_props: PageProps) {
  return (
    <StandaloneFrame title="没有访问权限">
      <section className={css({ bg: "bg.surface", borderRadius: "xl", boxShadow: "card", py: { base: "10", md: "16" }, px: "6", textAlign: "center" })}>
        <StatusIllustration code="401" />
        <h1 className={css({ fontSize: "xl", fontWeight: "bold", mt: "6" })}>没有访问权限</h1>
        <p className={css({ color: "fg.muted", mt: "2" })}>抱歉，您的账号没有访问该页面的权限。如需开通，请联系客服。</p>
        <div className={css({ display: "flex", justifyContent: "center", flexWrap: "wrap", gap: "3", mt: "6" })}>
          <Link href="/" className={button()}>
            返回首页
          </Link>
          <button type="button" className={button({ variant: "plain" })} onClick={() => history.back()}>
            返回上一页
          </button>
          <a href={TOP_BAR_LINKS.customerService.href} target="_blank" rel="noopener" className={button({ variant: "outline" })}>
            联系客服
          </a>
        </div>
      </section>
    </StandaloneFrame>
  )
}
