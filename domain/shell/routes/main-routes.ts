/** Pages inside the main layout at /: home, the user centre /account and the content pages. */
import { defineRoute, type RouteArea, type RouteMeta, type RouteRecord } from "./route.ts"

type Row = readonly [path: string, title: string, area: RouteArea, meta?: RouteMeta]

const SEARCH: RouteMeta = { query: ["keyword", "m"] }

export const USER_CENTRE_PATH = "/account"

/** Children of the user centre: [name, title, area, meta]; the path is /account/<name>. */
const USER_CENTRE_CHILDREN: ReadonlyArray<Row> = [
  ["center", "个人中心", "member"],
  ["security", "安全设置", "member"],
  ["realName", "实名认证", "member"],
  ["invoice", "发票管理", "member"],
  ["news", "资讯管理", "content"],
  ["order", "我的订单", "mall", { query: ["type"] }],
  ["order/confirm/received/:id", "确认收货", "mall"],
  ["order/return/apply", "申请退货", "mall"],
  ["order/return/goods", "退货物流", "mall"],
  ["science", "科普管理", "content"],
  ["bbs", "我的帖子", "content"],
  ["personal", "个人资料", "member"],
  ["balance", "我的余额", "wallet"],
  ["points", "我的积分", "wallet"],
  ["address", "收货地址", "member"],
  ["plan", "课程表", "course"],
  ["coupon", "优惠券", "wallet"],
  ["collection", "我的收藏", "member"],
  ["comments", "我的评价", "course"],
  ["questions", "我的问答", "course"],
  ["message", "我的消息", "chat"],
  ["shopping/cart", "我的购物车", "mall"],
  ["extension", "推广中心", "member"],
]

const MAIN_ROWS: ReadonlyArray<Row> = [
  ["/", "首页", "shell"],
  ["/account/order/detail/:id", "订单详情", "mall"],
  ["/comprehensive", "综合搜索", "shell", SEARCH],
  ["/video", "健康美容", "course"],
  ["/video/search", "课程搜索", "course", SEARCH],
  ["/video/detail", "课程详情", "course", { query: ["id"] }],
  ["/image", "图文课程", "course"],
  ["/image/detail/:id", "图文详情", "course"],
  ["/image/form/:id", "图文购买", "course"],
  ["/teacher", "讲师主页", "course", { query: ["id"] }],
  ["/famous", "名师", "course", SEARCH],
  ["/healthy", "健康科普", "content", SEARCH],
  ["/cosmeto", "美容护肤", "content", SEARCH],
  ["/shop", "店铺主页", "mall", { query: ["id"] }],
  ["/shop/maintaininfo", "店铺信息维护", "mall"],
  ["/news", "行业资讯", "content", SEARCH],
  ["/news/detail", "资讯详情", "content", { query: ["id"] }],
  ["/bbs", "论坛", "content", SEARCH],
  ["/bbs/detail", "帖子详情", "content", { query: ["id"] }],
  ["/medInstr", "药品说明书", "content"],
  ["/medInstr/detail", "说明书详情", "content", { query: ["id"] }],
  ["/footmark", "我的足迹", "member"],
  ["/announcement", "网站公告", "content"],
  ["/announcement_detail", "公告详情", "content", { query: ["id"] }],
  ["/quality", "质量公告", "content"],
  ["/quality_detail", "质量公告详情", "content", { query: ["id"] }],
]

const withMeta = (meta: RouteMeta | undefined): { meta?: RouteMeta } => (meta === undefined ? {} : { meta })

export const MAIN_ROUTES: ReadonlyArray<RouteRecord> = [
  ...MAIN_ROWS.map(([path, title, area, meta]) => defineRoute({ path, title, area, layout: "main", ...withMeta(meta) })),
  defineRoute({
    path: USER_CENTRE_PATH,
    title: "用户中心",
    area: "member",
    layout: "main",
    meta: { redirect: `${USER_CENTRE_PATH}/center` },
  }),
  ...USER_CENTRE_CHILDREN.map(([name, title, area, meta]) =>
    defineRoute({
      path: `${USER_CENTRE_PATH}/${name}`,
      title,
      area,
      layout: "main",
      parent: USER_CENTRE_PATH,
      ...withMeta(meta),
    }),
  ),
]
