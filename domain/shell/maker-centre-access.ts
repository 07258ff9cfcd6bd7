/**
 * Who may enter the maker centre (/account/mine/*). The spec leaves the rule open; ours
 * (docs/decisions.md, "Maker centre permissions"):
 *
 * - a merchant account (type merchant) and a maker member (grade isShop) may enter; each sees and
 *   changes only what belongs to its own shop (the shop's id is the owner's account id);
 * - an administrator does not work in anyone's shop: reviews (products going on the shelf) are
 *   made in the admin pages, under the administrator role;
 * - anyone else signed in gets the forbidden page (/401) and 403 from every maker-centre call;
 *   a visitor gets the login page and 401.
 */

/** What the rule reads about the caller: the account type and the maker-member flag. */
export interface MakerCentreCaller {
  readonly type: string
  readonly isMaker: boolean
}

export const MAKER_CENTRE_PREFIX = "/account/mine"

export const MAKER_CENTRE_MESSAGES = {
  /** 403 of every maker-centre call to a member who is neither merchant nor maker member. */
  notMakerCentre: "创客中心仅对商家和创客会员开放",
} as const

/** Whether this caller may enter the maker centre. */
export const mayEnterMakerCentre = (caller: MakerCentreCaller): boolean => caller.type === "merchant" || caller.isMaker

/** Whether a pathname lies in the maker centre. */
export const isMakerCentrePath = (pathname: string): boolean =>
  pathname === MAKER_CENTRE_PREFIX || pathname.startsWith(`${MAKER_CENTRE_PREFIX}/`)
