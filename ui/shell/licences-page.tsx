import { css } from "styled-system/css"
import { StandaloneFrame } from "../app/layout/standalone-frame.tsx"
import type { PageProps } from "../app/page-registry.ts"
import { useSite } from "../app/site-context.tsx"
import { LICENCE_IMAGES, publicSecurityHref } from "../components/site-footer.tsx"
import { LoadingState } from "../components/loading-state.tsx"

/** /legal-agreement/ctlnha: the operator, its filings and licences, from the site settings. */
export default function LicencesPage({ route }: PageProps) {
  const { site, setting, status } = useSite()
  const rows: Array<{ label: string; value: string | undefined; href?: string }> = [
    { label: "经营主体", value: setting("companyName") },
    { label: "经营地址", value: setting("companyAddress") },
    { label: "ICP备案", value: site?.caseNumber || undefined, href: "https://beian.miit.gov.cn/" },
    { label: "公安备案", value: setting("publicSecurityFiling"), ...(setting("publicSecurityFiling") ? { href: publicSecurityHref(setting("publicSecurityFiling") ?? "") } : {}) },
    { label: "电信业务许可", value: setting("icpLicence") },
    { label: "药品信息服务", value: setting("drugInfoLicence") },
    { label: "客服热线", value: setting("hotline") },
  ]
  return (
    <StandaloneFrame title={route.title}>
      <article aria-labelledby="licences-title" className={css({ bg: "bg.surface", borderRadius: "xl", boxShadow: "card", px: { base: "4", md: "12" }, py: { base: "6", md: "10" } })}>
        <h1 id="licences-title" className={css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold", textAlign: "center", mb: "6" })}>
          {route.title}
        </h1>
        {status === "loading" ? (
          <LoadingState />
        ) : (
          <>
            <dl className={css({ display: "grid", gridTemplateColumns: { base: "1fr", sm: "8rem 1fr" }, borderTopWidth: "1px", borderColor: "border.subtle", fontSize: "sm" })}>
              {rows
                .filter((row) => row.value !== undefined)
                .map((row) => (
                  <div key={row.label} className={css({ display: "contents" })}>
                    <dt className={css({ py: "3", color: "fg.muted", borderBottomWidth: { sm: "1px" }, borderColor: "border.subtle", pt: { base: "3", sm: "3" }, pb: { base: "0", sm: "3" } })}>{row.label}</dt>
                    <dd className={css({ py: "3", borderBottomWidth: "1px", borderColor: "border.subtle" })}>
                      {row.href ? (
                        <a href={row.href} target="_blank" rel="noopener noreferrer" className={css({ color: "fg.link", _hover: { textDecoration: "underline" } })}>
                          {row.value}
                        </a>
                      ) : (
                        row.value
                      )}
                    </dd>
                  </div>
                ))}
            </dl>
            <h2 className={css({ fontSize: "md", fontWeight: "semibold", mt: "8", mb: "3" })}>证照公示</h2>
            <ul className={css({ display: "grid", gridTemplateColumns: { base: "1fr", sm: "repeat(3, 1fr)" }, gap: "4" })}>
              {LICENCE_IMAGES.map((image) => (
                <li key={image.src} className={css({ borderWidth: "1px", borderColor: "border.subtle", borderRadius: "lg", p: "4", display: "grid", justifyItems: "center", gap: "2", bg: "bg.subtle" })}>
                  <img src={image.src} alt={image.alt} width={174} height={60} />
                  <span className={css({ fontSize: "xs", color: "fg.muted" })}>{image.alt}</span>
                </li>
              ))}
            </ul>
            <p className={css({ fontSize: "xs", color: "fg.subtle", mt: "6" })}>以上信息依据《电子商务法》《互联网信息服务管理办法》公示，如有变更以主管部门登记信息为准。</p>
          </>
        )}
      </article>
    </StandaloneFrame>
  )
}
