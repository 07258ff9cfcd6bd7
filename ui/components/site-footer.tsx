import { Link } from "wouter"
import type { ReactNode } from "react"
import { css, cx } from "styled-system/css"
import type { SiteSettings } from "../../domain/shell/site-config.ts"
import { BadgeCheckIcon, HeadsetIcon, ShieldIcon, TruckIcon } from "./icons.tsx"

/** Fixed tax and licence text (spec 1 §2.3: not configurable). */
const FOOTER_TAX_TEXT = "北京悦享健康科技有限公司 ｜ 统一社会信用代码 91110105MA01R8XK3P ｜ 增值税一般纳税人 ｜ 商城商品价格均含增值税，支持开具电子发票"
const FOOTER_LICENCE_TEXT =
  "本站药品信息仅供参考，不提供药品网上交易服务，用药请遵医嘱；保健食品不是药物，不能代替药物治疗疾病；医疗器械请仔细阅读产品说明书或在医务人员指导下购买和使用。"

/** Images of the portal's licences; they lead to the licence page. */
export const LICENCE_IMAGES = [
  { src: "/badges/licence-business.svg", alt: "营业执照" },
  { src: "/badges/licence-icp.svg", alt: "增值电信业务经营许可证" },
  { src: "/badges/licence-drug.svg", alt: "互联网药品信息服务资格证书" },
] as const

/** Badges of the regulators' reporting services, linking to them. */
const REGULATORY_BADGES = [
  { src: "/badges/cyberpolice.svg", alt: "网络110报警服务", href: "http://www.cyberpolice.cn/wfjb/" },
  { src: "/badges/12377.svg", alt: "中国互联网违法和不良信息举报中心", href: "https://www.12377.cn/" },
  { src: "/badges/12315.svg", alt: "全国12315平台", href: "https://www.12315.cn/" },
  { src: "/badges/bjjubao.svg", alt: "北京互联网违法和不良信息举报中心", href: "https://www.bjjubao.org.cn/" },
] as const

const LICENCE_PAGE = "/legal-agreement/ctlnha"
const ICP_LOOKUP = "https://beian.miit.gov.cn/"

/** The public-security filing lookup of a number like 京公网安备11010502012345号. */
export function publicSecurityHref(filing: string): string {
  const code = filing.replace(/\D/g, "")
  return `https://beian.mps.gov.cn/#/query/webSearch?code=${code}`
}

// At least 24 px tall: a touch target of its own (WCAG 2.2 target size).
const footerLink = css({ display: "inline-block", lineHeight: "24px", _hover: { color: "fg.inverse", textDecoration: "underline" } })

const PROMISES = [
  { Icon: ShieldIcon, title: "正品保障", text: "商家资质审核 · 商品来源可追溯" },
  { Icon: BadgeCheckIcon, title: "专业审核", text: "医学内容由专业人士撰写审核" },
  { Icon: TruckIcon, title: "七天无理由", text: "商城商品支持七天无理由退换" },
] as const

const promiseIcon = css({ display: "grid", placeItems: "center", w: "10", h: "10", borderRadius: "full", flexShrink: 0 })
const promiseTone = { accent: css({ bg: "accent.subtle", color: "accent.text" }), highlight: css({ bg: "highlight.subtle", color: "highlight.text" }) }

/** One item of the strip above the footer: a round icon in `tone`, beside its title over a line of text. */
function ServicePromise({ icon, tone, title, text }: { readonly icon: ReactNode; readonly tone: keyof typeof promiseTone; readonly title: string; readonly text: string }) {
  return (
    <li className={css({ display: "flex", alignItems: "center", gap: "3" })}>
      <span className={cx(promiseIcon, promiseTone[tone])}>{icon}</span>
      <span>
        <strong className={css({ display: "block", fontSize: "sm" })}>{title}</strong>
        <span className={css({ fontSize: "xs", color: "fg.muted" })}>{text}</span>
      </span>
    </li>
  )
}

const extra = (site: SiteSettings | null, key: string): string | undefined => {
  const value = site?.extra[key]
  return value === undefined || value === "" ? undefined : value
}

/**
 * The footer (spec 1 §2.3): service promises, the configurable link groups, the QR block,
 * filing numbers, licence images, regulatory badges, the copyright line with the current
 * year and the fixed tax and licence text. Works without site settings (while they load).
 */
export function SiteFooter({ site }: { readonly site: SiteSettings | null }) {
  const year = new Date().getFullYear()
  const company = extra(site, "companyName") ?? "北京悦享健康科技有限公司"
  const hotline = extra(site, "hotline")
  const hours = extra(site, "serviceHours")
  const filing = extra(site, "publicSecurityFiling")
  const serviceQr = extra(site, "serviceAccountQr")
  const appQr = extra(site, "appQr")
  const filings = [extra(site, "icpLicence"), extra(site, "drugInfoLicence")].filter((v): v is string => v !== undefined)
  const groups = (site?.links ?? []).map((group) => ({ ...group, children: group.children.filter((link) => link.show) })).filter((group) => group.children.length > 0)

  return (
    <footer className={css({ mt: "12" })}>
      <div className={css({ bg: "bg.surface", borderTopWidth: "1px", borderColor: "border.subtle" })}>
        <ul className={css({ maxW: "page", mx: "auto", px: "4", py: "5", display: "grid", gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", md: "repeat(4, minmax(0, 1fr))" }, gap: "4" })}>
          {PROMISES.map(({ Icon, title, text }) => (
            <ServicePromise key={title} icon={<Icon size={20} />} tone="accent" title={title} text={text} />
          ))}
          <ServicePromise icon={<HeadsetIcon size={20} />} tone="highlight" title={`客服热线 ${hotline ?? ""}`} text={hours ?? "在线客服随时为您服务"} />
        </ul>
      </div>

      <div className={css({ bg: "bg.inverse", color: "fg.inverseMuted" })}>
        <div className={css({ maxW: "page", mx: "auto", px: "4", pt: "10", pb: "8", display: "grid", gap: "8", gridTemplateColumns: { base: "minmax(0, 1fr)", lg: "minmax(0, 1fr) auto" } })}>
          <div className={css({ display: "grid", gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", sm: "repeat(3, minmax(0, 1fr))", md: "repeat(5, minmax(0, 1fr))" }, gap: "6" })}>
            {groups.map((group) => (
              <section key={group.title} aria-label={group.title}>
                <h2 className={css({ fontSize: "sm", fontWeight: "semibold", color: "fg.inverse", mb: "3" })}>{group.title}</h2>
                <ul className={css({ display: "grid", gap: "2", fontSize: "xs" })}>
                  {group.children.map((link) => (
                    <li key={`${link.title}-${link.href}`}>
                      {link.href.startsWith("/") && !link.blankTarget ? (
                        <Link href={link.href} className={footerLink}>
                          {link.title}
                        </Link>
                      ) : (
                        <a href={link.href} {...(link.blankTarget ? { target: "_blank", rel: "noopener noreferrer" } : {})} className={footerLink}>
                          {link.title}
                        </a>
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
          <div aria-label="扫码关注" role="group" className={css({ display: "flex", gap: "5", justifyContent: { base: "flex-start", lg: "flex-end" } })}>
            {[
              { src: serviceQr ?? "/brand/qr-service-account.svg", caption: "关注服务号" },
              { src: appQr ?? "/brand/qr-app.svg", caption: "下载手机APP" },
            ].map((qr) => (
              <figure key={qr.caption} className={css({ textAlign: "center", fontSize: "xs" })}>
                <img src={qr.src} alt={`${qr.caption}二维码`} width={96} height={96} loading="lazy" className={css({ bg: "white", p: "1.5", borderRadius: "md" })} />
                <figcaption className={css({ mt: "2" })}>{qr.caption}</figcaption>
              </figure>
            ))}
          </div>
        </div>

        <div className={css({ borderTopWidth: "1px", borderColor: "border.inverse" })}>
          <div className={css({ maxW: "page", mx: "auto", px: "4", py: "6", display: "grid", gap: "3", textAlign: "center", fontSize: "xs", lineHeight: "1.8" })}>
            <p className={css({ display: "flex", flexWrap: "wrap", justifyContent: "center", columnGap: "4", rowGap: "1" })}>
              {site?.caseNumber && (
                <a href={ICP_LOOKUP} target="_blank" rel="noopener noreferrer" className={css({ _hover: { color: "fg.inverse" } })}>
                  {site.caseNumber}
                </a>
              )}
              {filing && (
                <a href={publicSecurityHref(filing)} target="_blank" rel="noopener noreferrer" className={css({ display: "inline-flex", alignItems: "center", gap: "1", _hover: { color: "fg.inverse" } })}>
                  <img src="/badges/police-emblem.svg" alt="" width={14} height={14} loading="lazy" />
                  {filing}
                </a>
              )}
              {filings.map((text) => (
                <span key={text}>{text}</span>
              ))}
            </p>
            <p>{FOOTER_TAX_TEXT}</p>
            <p>{FOOTER_LICENCE_TEXT}</p>
            <p className={css({ color: "fg.inverse" })}>
              Copyright © {year} {company} 版权所有
            </p>
            <ul aria-label="证照与监管" className={css({ display: "flex", flexWrap: "wrap", justifyContent: "center", gap: "2.5", mt: "2" })}>
              {LICENCE_IMAGES.map((image) => (
                <li key={image.src}>
                  <Link href={LICENCE_PAGE} title={image.alt} className={css({ display: "block", _hover: { opacity: 0.85 } })}>
                    <img src={image.src} alt={image.alt} width={116} height={40} loading="lazy" />
                  </Link>
                </li>
              ))}
              {REGULATORY_BADGES.map((item) => (
                <li key={item.src}>
                  <a href={item.href} target="_blank" rel="noopener noreferrer" title={item.alt} className={css({ display: "block", _hover: { opacity: 0.85 } })}>
                    <img src={item.src} alt={item.alt} width={116} height={40} loading="lazy" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </footer>
  )
}
