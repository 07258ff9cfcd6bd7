import type { SiteSettings } from "../../domain/shell/site-config.ts"
import { DEFAULT_LOGO } from "../../domain/shell/site-logo.ts"
import { escapeAttribute } from "../../domain/core/html/sanitize-html.ts"
import { SSO_ORIGINS_META } from "../../domain/shell/sso-messages.ts"

/** A file of the portal's own (a path, not another site's address), fit for an attribute. */
const ownPath = (href: string): string | null => (/^\/(?!\/)[\w\-./]+$/.test(href) && !href.includes("..") ? href : null)

/** The header's logo as the site's settings name it, when it is a file of the portal's own. */
const logoPath = (site: SiteSettings): string | null => ownPath(site.logoImage || DEFAULT_LOGO)

/**
 * What the app's root holds until the app's scripts have run and replace it: the header's logo
 * where the header will show it (ui/index.css, `.first-paint`), so that a phone on a slow line
 * paints the site's own mark while the scripts are still on their way. Hidden from assistive
 * technology: the header that replaces it names the logo. Nothing when the logo is not a file of
 * the portal's own.
 */
export const firstPaint = (site: SiteSettings): string => {
  const logo = logoPath(site)
  return logo ? `<div class="first-paint" aria-hidden="true"><div><img src="${logo}" alt="" width="240" height="48"></div></div>` : ""
}

/**
 * Links added to the head of the app's document, so that the browser fetches the pictures the
 * first screen paints first while the app's scripts are still on their way: the header's logo on
 * every page, and on the home page the first shown banner (the largest picture of its first
 * screen). Both come from the site's settings, as the app will show them. Then the scripts of
 * the page itself (server/shell/route-scripts.ts), which the entry script would only ask for once
 * it has run, each import of a chunk one round trip after the chunk. `picture` is the largest
 * picture of another page's first screen (server/shell/first-answers.ts, largestPicture): a
 * course's cover, a product's first picture.
 */
export const documentHints = (pathname: string, site: SiteSettings, scripts: ReadonlyArray<string> = [], picture: string | null = null): string => {
  const links: string[] = []
  const logo = logoPath(site)
  if (logo) links.push(`<link rel="preload" as="image" href="${logo}" fetchpriority="high">`)
  if (pathname === "/") {
    const banner = site.homeBanners.find((b) => b.show)
    const picture = banner ? ownPath(banner.image) : null
    if (picture) links.push(`<link rel="preload" as="image" href="${picture}" fetchpriority="high">`)
  }
  const largest = picture ? ownPath(picture) : null
  if (largest && largest !== logo) links.push(`<link rel="preload" as="image" href="${largest}" fetchpriority="high">`)
  for (const script of scripts) {
    if (ownPath(script)) links.push(`<link rel="modulepreload" crossorigin href="${script}">`)
  }
  return links.map((link) => `  ${link}`).join("\n")
}

/**
 * The head of /iframe's document: the origins allowed to ask the single-sign-on frame for the
 * login status (domain/shell/sso-messages.ts, SSO_ORIGINS_META). They are origins as `URL`
 * writes them; the escape keeps a stray quote or angle bracket from leaving the attribute.
 */
export const ssoOriginsMeta = (origins: ReadonlyArray<string>): string => `<meta name="${SSO_ORIGINS_META}" content="${escapeAttribute(origins.join(" "))}">`
