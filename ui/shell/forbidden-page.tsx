import { button } from "styled-system/recipes"
import { TOP_BAR_LINKS } from "../../domain/shell/shell-links.ts"
import type { PageProps } from "../app/page-registry.ts"
import { StatusPage } from "../components/status-page.tsx"

/** /401: where a 403 answer sends the user (spec 1 §2.1). */
export default function ForbiddenPage(_props: PageProps) {
  return (
    <StatusPage
      code="401"
      title="没有访问权限"
      message="抱歉，您的账号没有访问该页面的权限。如需开通，请联系客服。"
      actions={
        <a href={TOP_BAR_LINKS.customerService.href} target="_blank" rel="noopener" className={button({ variant: "outline" })}>
          联系客服
        </a>
      }
    />
  )
}
