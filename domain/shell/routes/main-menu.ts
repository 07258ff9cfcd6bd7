/** The header's main menu (spec 1 §2.3). /micro/home opens in a new tab. */

export interface MenuItem {
  readonly title: string
  readonly path: string
  readonly newTab: boolean
}

export const MAIN_MENU: ReadonlyArray<MenuItem> = [
  { title: "健康美容", path: "/video", newTab: false },
  { title: "商城", path: "/product", newTab: false },
  { title: "健康科普", path: "/healthy", newTab: false },
  { title: "美容护肤", path: "/cosmeto", newTab: false },
  { title: "创客视频", path: "/micro/home", newTab: true },
  { title: "行业资讯", path: "/news", newTab: false },
  { title: "论坛", path: "/bbs", newTab: false },
  { title: "药品说明书", path: "/medInstr", newTab: false },
]
