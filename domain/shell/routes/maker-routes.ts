/**
 * Maker (creator) video area /micro and the maker centre /account/mine. The maker centre sits
 * in the main layout with its own side menu; its permission rules come with the server menu.
 */
import { defineRoute, type RouteRecord } from "./route.ts"

const MAKER_CENTRE_PATH = "/account/mine"

/** Children of the maker centre: [name, title]; the path is /account/mine/<name>. */
export const MAKER_CENTRE_CHILDREN: ReadonlyArray<readonly [name: string, title: string]> = [
  ["notice", "公告通知"],
  ["notice_detail", "公告详情"],
  ["home", "创客中心"],
  ["release", "发布作品"],
  ["manage_works", "作品管理"],
  ["manage_comments", "评论管理"],
  ["monitor", "数据中心"],
  ["monitor_product", "商品数据"],
  ["monitor_video", "视频数据"],
  ["monitor_image", "图文数据"],
  ["order_video", "视频订单"],
  ["order_image", "图文订单"],
  ["order_product", "商品订单"],
  ["product_brand", "品牌管理"],
  ["product_attrgroup", "属性分组"],
  ["product_baseattr", "规格参数"],
  ["product_sale", "销售属性"],
  ["product_freight", "运费模板"],
  ["product_spuadd", "发布商品"],
  ["product_skuinfo", "商品管理"],
  ["product_spuinfo", "SPU管理"],
  ["product_preview", "商品预览"],
  ["product_monitor", "商品监控"],
  ["product_spuupdate", "修改商品"],
  ["product_comment", "商品评价"],
  ["product_question", "商品问答"],
  ["ware_purchase", "采购需求"],
  ["ware_seitem", "采购项"],
  ["ware_purchase_order", "采购单"],
  ["ware_info", "仓库维护"],
  ["ware_ware_sku", "商品库存"],
  ["curriculum_video", "视频课程"],
  ["curriculum_image", "图文课程"],
  ["curriculum_teacher", "讲师管理"],
  ["curriculum_question", "课程问答"],
  ["curriculum_comment", "课程评价"],
]

/** One group of the maker centre's side menu. */
export interface MakerCentreGroup {
  readonly title: string
  /** Children names in menu order. */
  readonly names: ReadonlyArray<string>
}

/** The side menu of the maker centre: every child of MAKER_CENTRE_CHILDREN in exactly one group. */
export const MAKER_CENTRE_GROUPS: ReadonlyArray<MakerCentreGroup> = [
  { title: "首页/公告", names: ["home", "notice", "notice_detail"] },
  { title: "作品", names: ["release", "manage_works", "manage_comments"] },
  {
    title: "商品",
    names: [
      "product_spuadd",
      "product_spuinfo",
      "product_skuinfo",
      "product_spuupdate",
      "product_preview",
      "product_brand",
      "product_attrgroup",
      "product_baseattr",
      "product_sale",
      "product_freight",
      "product_monitor",
      "product_comment",
      "product_question",
    ],
  },
  { title: "仓储", names: ["ware_info", "ware_ware_sku", "ware_purchase", "ware_seitem", "ware_purchase_order"] },
  { title: "课程", names: ["curriculum_video", "curriculum_image", "curriculum_teacher", "curriculum_question", "curriculum_comment"] },
  { title: "订单", names: ["order_product", "order_video", "order_image"] },
  { title: "数据", names: ["monitor", "monitor_product", "monitor_video", "monitor_image"] },
]

/**
 * Which side of the maker centre a child serves: the shop's pages (products, warehouses, the
 * shop's orders and figures) need an open shop; the works' pages (short videos, courses, their
 * orders and figures) need a maker member; the home page and the notices serve everyone who enters.
 */
export type MakerCentreSide = "shop" | "works" | "common"

const WORKS_CHILDREN: ReadonlySet<string> = new Set(["release", "manage_works", "manage_comments", "order_video", "order_image", "monitor_video", "monitor_image"])

export const makerCentreSide = (name: string): MakerCentreSide => {
  if (name.startsWith("product_") || name.startsWith("ware_") || name === "order_product" || name === "monitor_product") return "shop"
  if (name.startsWith("curriculum_") || WORKS_CHILDREN.has(name)) return "works"
  return "common"
}

/**
 * Children opened from a list for one record (a notice, a product): the menu does not list them;
 * while one is open its list is the marked entry and the breadcrumbs pass through it.
 */
export const MAKER_CENTRE_DETAIL_OF: Readonly<Record<string, string>> = {
  notice_detail: "notice",
  product_spuupdate: "product_spuinfo",
  product_preview: "product_spuinfo",
}

/** The path of a maker-centre child. */
export const makerCentrePath = (name: string): string => `${MAKER_CENTRE_PATH}/${name}`

const MICRO_CHILDREN: ReadonlyArray<readonly [name: string, title: string]> = [
  ["home", "创客视频"],
  ["recommend", "推荐"],
  ["follow", "关注"],
  ["entertainment", "娱乐"],
]

const MICRO_PAGES: ReadonlyArray<readonly [path: string, title: string, query?: ReadonlyArray<string>]> = [
  ["/micro/user", "创客主页", ["userId"]],
  ["/micro/join", "加入创客"],
  ["/micro/payDeposit", "缴纳保证金"],
  ["/micro/payDepositSuccess", "保证金缴纳成功"],
  ["/micro/search", "视频搜索", ["keyword", "m"]],
  ["/micro/video/detail", "视频详情", ["id"]],
]

export const MAKER_ROUTES: ReadonlyArray<RouteRecord> = [
  defineRoute({
    path: "/micro",
    title: "创客视频",
    area: "maker",
    layout: "standalone",
    meta: { redirect: "/micro/home" },
  }),
  ...MICRO_CHILDREN.map(([name, title]) =>
    defineRoute({
      path: `/micro/${name}`,
      title,
      area: "maker",
      layout: "standalone",
      parent: "/micro",
      meta: name === "home" ? { newTab: true } : {},
    }),
  ),
  ...MICRO_PAGES.map(([path, title, query]) =>
    defineRoute({ path, title, area: "maker", layout: "standalone", meta: query === undefined ? {} : { query } }),
  ),
  defineRoute({
    path: MAKER_CENTRE_PATH,
    title: "创客中心",
    area: "maker",
    layout: "main",
    meta: { redirect: `${MAKER_CENTRE_PATH}/home` },
  }),
  ...MAKER_CENTRE_CHILDREN.map(([name, title]) =>
    defineRoute({
      path: `${MAKER_CENTRE_PATH}/${name}`,
      title,
      area: "maker",
      layout: "main",
      parent: MAKER_CENTRE_PATH,
    }),
  ),
]
