/**
 * What the home page's lists that the operator edits in the site configuration (channel tiles,
 * ./channel-tiles.ts; banners, ./home-banners.ts) check alike: each item's link and sort, and the
 * order the portal shows them in.
 */

export const HOME_LIST_MESSAGES = {
  badHref: "链接须以 / 开头的站内地址，或 http(s):// 开头的网址",
  sortRange: "排序须是0到99之间的整数",
} as const

/** What every tile and banner has besides its content: its link, sort, whether it is shown and whether it opens in a new tab. */
export interface HomeListItem {
  readonly href: string
  readonly sort: number
  readonly show: boolean
  readonly newTab: boolean
}

/** A path of the portal or an http(s) address, without white space. */
const HREF = /^(\/[^\s]*|https?:\/\/[^\s]+)$/

/** Why an item's link or sort cannot be saved, or null. */
export function linkAndSortProblem(item: Pick<HomeListItem, "href" | "sort">): string | null {
  if (!HREF.test(item.href) || item.href.length > 300) return HOME_LIST_MESSAGES.badHref
  if (!Number.isInteger(item.sort) || item.sort < 0 || item.sort > 99) return HOME_LIST_MESSAGES.sortRange
  return null
}

/** Orders tiles or banners by their sort, keeping the saved order for equal sorts. */
export const inSortOrder = <T extends Pick<HomeListItem, "sort">>(items: readonly T[]): T[] =>
  items.map((item, index) => ({ item, index })).sort((a, b) => a.item.sort - b.item.sort || a.index - b.index).map(({ item }) => item)
