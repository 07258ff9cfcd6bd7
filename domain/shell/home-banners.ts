/**
 * The home page's banners (首页轮播图). Like the channel tiles they are part of the site
 * configuration (the `homeBanners` setting, JSON), come to the portal with GET api/SystemConfig
 * and are edited by the operator on /admin/site. A banner is a picture with a title (its
 * alternative text) and a link; the portal draws the slide itself, so a banner cannot carry
 * markup. Pictures are the site's own (/banners/...) or pictures the operator uploaded.
 * Until the operator saves a list, the portal shows DEFAULT_HOME_BANNERS.
 */
import { HOME_LIST_MESSAGES, linkAndSortProblem, type HomeListItem } from "./home-list-rules.ts"

export const HOME_BANNER_MAX = 8
export const HOME_BANNER_TITLE_MAX = 40

export const HOME_BANNER_MESSAGES = {
  saved: "首页轮播图已保存，首页即时生效",
  titleRequired: "请填写轮播图标题",
  titleTooLong: "轮播图标题最多40个字",
  imageRequired: "请上传轮播图图片",
  ...HOME_LIST_MESSAGES,
  tooMany: "轮播图最多8张",
  notOwnImage: "轮播图图片须是本站图片或您上传的图片",
} as const

/** A site picture or a picture on the upload host; nothing outside the portal. */
export const HOME_BANNER_IMAGE = /^\/(banners\/[\w.-]+|files\/pictures\/[\w/.-]+)$/

/** One banner as the portal shows it (the schema is ./home-setting-schemas.ts, kept apart so the home page loads no schema). */
export interface HomeBanner extends HomeListItem {
  readonly title: string
  readonly image: string
}

/** The one rule for a banner, read by the editor before it sends and by the server's schema. */
export function homeBannerProblem(banner: { readonly title: string; readonly image: string; readonly href: string; readonly sort: number }): string | null {
  if (banner.title.trim() === "") return HOME_BANNER_MESSAGES.titleRequired
  if (banner.title.length > HOME_BANNER_TITLE_MAX) return HOME_BANNER_MESSAGES.titleTooLong
  if (!HOME_BANNER_IMAGE.test(banner.image) || banner.image.includes("..")) return HOME_BANNER_MESSAGES.imageRequired
  return linkAndSortProblem(banner)
}

/** The banners the portal opens with, until the operator saves a list. */
export const DEFAULT_HOME_BANNERS: readonly HomeBanner[] = [
  { title: "春季护肤公开课：皮肤科医生带你科学护肤", image: "/banners/home-1.svg", href: "/video", sort: 0, show: true, newTab: false },
  { title: "悦享商城：健康好物，正品保障，七天无理由退换", image: "/banners/home-2.svg", href: "/product/index", sort: 1, show: true, newTab: false },
  { title: "开通悦享VIP：会员课程免费学，商城购物9.5折，每月领会员优惠券", image: "/banners/home-3.svg", href: "/announce/vip", sort: 2, show: true, newTab: false },
]
