/**
 * The mobile web site redirect (spec 1 §1: on a mobile device the layout goes to the mobile
 * web site). Phones are told apart by their user agent; tablets stay on the portal. A phone
 * is sent once: after that, or after the visitor chose the computer version, it stays.
 */

/** What the browser remembers about the redirect. */
export type MobileSiteChoice = "redirected" | "stay"

/** The query parameter that keeps a phone on the computer version (`/?pc=1`), e.g. from the mobile site's 电脑版 link. */
const STAY_ON_PC_PARAM = "pc"

const PHONE = /iPhone|iPod|Windows Phone|BlackBerry|BB10|Opera Mini|IEMobile|webOS|Android.+Mobile|HarmonyOS.+Mobile|Mobile.+Firefox|MQQBrowser.+Mobile/i
const TABLET = /iPad|Tablet|Kindle|Silk|PlayBook|Android(?!.*Mobile)/i

export function isPhoneUserAgent(userAgent: string): boolean {
  return PHONE.test(userAgent) && !/iPad/i.test(userAgent) && !(TABLET.test(userAgent) && !/Mobile/i.test(userAgent))
}

export interface MobileSiteInput {
  readonly userAgent: string
  /** The configured mobile site, or null when there is none. */
  readonly mobileSiteUrl: string | null
  /** The search part of the current address (`?pc=1`). */
  readonly search: string
  readonly choice: MobileSiteChoice | null
}

export type MobileSiteDecision =
  | { readonly kind: "redirect"; readonly to: string; readonly remember: "redirected" }
  | { readonly kind: "stay"; readonly remember: "stay" | null }
  | { readonly kind: "none" }

/**
 * - no mobile site, or not a phone: nothing happens;
 * - `?pc=1`: the phone stays, and that is remembered;
 * - remembered choice (stayed or already sent once): the phone stays;
 * - otherwise: go to the mobile site, once.
 */
export function mobileSiteDecision(input: MobileSiteInput): MobileSiteDecision {
  if (input.mobileSiteUrl === null || input.mobileSiteUrl === "" || !isPhoneUserAgent(input.userAgent)) return { kind: "none" }
  const params = new URLSearchParams(input.search)
  if (params.get(STAY_ON_PC_PARAM) === "1") return { kind: "stay", remember: "stay" }
  if (input.choice !== null) return { kind: "stay", remember: null }
  return { kind: "redirect", to: input.mobileSiteUrl, remember: "redirected" }
}

export function isMobileSiteChoice(value: unknown): value is MobileSiteChoice {
  return value === "redirected" || value === "stay"
}
