/**
 * The home page's channel tiles (频道导航). They are part of the site configuration (the
 * `channelTiles` setting, JSON) and come to the portal with GET api/SystemConfig; the operator
 * edits them on /admin/site. Icons come from the fixed list below (drawn by the portal, never
 * uploaded), so a tile cannot carry markup. Until the operator saves a list, the portal shows
 * DEFAULT_CHANNEL_TILES, the channels of the main menu.
 */
import { HOME_LIST_MESSAGES, linkAndSortProblem, type HomeListItem } from "./home-list-rules.ts"

/** The icons a tile may use: a name, a stroke path (24×24) and a colour tone. */
export const CHANNEL_ICONS = {
  play: { label: "视频", tone: "accent", path: "M8 5v14l11-7z" },
  bag: { label: "购物袋", tone: "highlight", path: "M5 8h14l-1 12H6zM9 8V6a3 3 0 0 1 6 0v2" },
  pulse: { label: "心电", tone: "success", path: "M3 12h4l2-5 4 10 2-5h6" },
  drop: { label: "水滴", tone: "highlight", path: "M12 3c3 4 6 7 6 11a6 6 0 0 1-12 0c0-4 3-7 6-11z" },
  camera: { label: "短视频", tone: "vip", path: "M3 7h12v10H3zM15 10l6-3v10l-6-3" },
  paper: { label: "资讯", tone: "accent", path: "M5 4h11v16H5zM16 8h3v10a2 2 0 0 1-2 2M8 8h5M8 12h5M8 16h3" },
  chat: { label: "对话", tone: "success", path: "M4 5h16v10H9l-5 4z" },
  pill: { label: "药品", tone: "vip", path: "M7 17 17 7a3.5 3.5 0 0 0-5-5L2 12a3.5 3.5 0 0 0 5 5zM7 7l5 5" },
  star: { label: "星标", tone: "highlight", path: "M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" },
  gift: { label: "礼物", tone: "vip", path: "M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0" },
} as const

export type ChannelIcon = keyof typeof CHANNEL_ICONS
export const CHANNEL_ICON_KEYS = Object.keys(CHANNEL_ICONS) as ChannelIcon[]

export const CHANNEL_TILE_MAX = 12
export const CHANNEL_TITLE_MAX = 10
export const CHANNEL_TEXT_MAX = 24

export const CHANNEL_TILE_MESSAGES = {
  saved: "频道导航已保存，首页即时生效",
  titleRequired: "请填写频道名称",
  titleTooLong: "频道名称最多10个字",
  textTooLong: "说明最多24个字",
  ...HOME_LIST_MESSAGES,
  tooMany: "频道最多12个",
} as const

/** One tile as the portal shows it (the schema is ./home-setting-schemas.ts, kept apart so the home page loads no schema). */
export interface ChannelTile extends HomeListItem {
  readonly title: string
  readonly text: string
  readonly icon: ChannelIcon
}

/** The one rule for a tile, read by the editor before it sends and by the server's schema. */
export function channelTileProblem(tile: { readonly title: string; readonly text: string; readonly href: string; readonly sort: number }): string | null {
  if (tile.title.trim() === "") return CHANNEL_TILE_MESSAGES.titleRequired
  if (tile.title.length > CHANNEL_TITLE_MAX) return CHANNEL_TILE_MESSAGES.titleTooLong
  if (tile.text.length > CHANNEL_TEXT_MAX) return CHANNEL_TILE_MESSAGES.textTooLong
  return linkAndSortProblem(tile)
}

/** The channels of the main menu, as the portal shows them until the operator saves a list. */
export const DEFAULT_CHANNEL_TILES: readonly ChannelTile[] = [
  { title: "健康美容", text: "名师视频课程 · 系统学习", href: "/video", icon: "play", sort: 0, show: true, newTab: false },
  { title: "商城", text: "品质好物 · 正品保障", href: "/product", icon: "bag", sort: 1, show: true, newTab: false },
  { title: "健康科普", text: "专业审核的健康知识", href: "/healthy", icon: "pulse", sort: 2, show: true, newTab: false },
  { title: "美容护肤", text: "科学护肤 · 美丽有方", href: "/cosmeto", icon: "drop", sort: 3, show: true, newTab: false },
  { title: "创客视频", text: "创客短视频 · 新鲜分享", href: "/micro/home", icon: "camera", sort: 4, show: true, newTab: true },
  { title: "行业资讯", text: "行业动态 · 政策解读", href: "/news", icon: "paper", sort: 5, show: true, newTab: false },
  { title: "论坛", text: "交流经验 · 互助答疑", href: "/bbs", icon: "chat", sort: 6, show: true, newTab: false },
  { title: "药品说明书", text: "用药说明 · 随时查询", href: "/medInstr", icon: "pill", sort: 7, show: true, newTab: false },
]
