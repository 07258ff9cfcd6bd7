/**
 * Links of the top bar and of the member's account popover (spec 1 §2.3). Internal links are
 * addresses of the route table; partner sites (open-a-shop, merchant back-office) come from
 * site settings.
 */
import { buildQuery } from "./routes/query-string.ts"

export interface ShellLink {
  readonly label: string
  readonly href: string
  readonly newTab?: boolean
}

/** The customer-service chat: the chat page with the official service account as the other side (spec 1 §2.2). */
const CUSTOMER_SERVICE_HREF = `/account/wechat${buildQuery({ token: "official_authority" })}`

/** Settings (site config) holding the partner sites' addresses. */
export const PARTNER_SETTINGS = {
  openShop: "shopRegisterUrl",
  merchantAdmin: "merchantAdminUrl",
} as const

export const TOP_BAR_LINKS = {
  home: { label: "首页", href: "/" },
  register: { label: "免费注册", href: "/register" },
  app: { label: "手机APP", href: "/download", newTab: true },
  siteNotices: { label: "网站公告", href: "/announcement" },
  qualityNotices: { label: "质量公告", href: "/quality" },
  footprint: { label: "我的足迹", href: "/footmark" },
  orders: { label: "我的订单", href: `/account/order${buildQuery({ type: "product" })}` },
  schedule: { label: "课程表", href: "/account/plan" },
  cart: { label: "购物车", href: "/shopping/cart" },
  favourites: { label: "我的收藏", href: "/account/collection" },
  makerCentre: { label: "创客中心", href: "/account/mine/home" },
  customerService: { label: "客服", href: CUSTOMER_SERVICE_HREF, newTab: true },
} as const satisfies Record<string, ShellLink>

/** Quick links of the account popover, in order; logout follows them. */
export const ACCOUNT_QUICK_LINKS: ReadonlyArray<ShellLink> = [
  { label: "用户中心", href: "/account/center" },
  { label: "个人资料", href: "/account/personal" },
  { label: "安全设置", href: "/account/security" },
  { label: "我的订单", href: `/account/order${buildQuery({ type: "product" })}` },
  { label: "在线沟通", href: "/account/wechat", newTab: true },
  { label: "购物车", href: "/shopping/cart" },
]

export const OPEN_VIP_HREF = "/account/vip/pay"
