/**
 * Pages outside the main layout: sign-in and registration, downloads, account flows
 * (payments, gifts, chat, cancellation), cart and mall, error pages.
 */
import { defineRoute, type RouteArea, type RouteMeta, type RouteRecord } from "./route.ts"

type Row = readonly [path: string, title: string, area: RouteArea, meta?: RouteMeta]

const SEARCH_QUERY: ReadonlyArray<string> = ["keyword", "m"]

const ROWS: ReadonlyArray<Row> = [
  // Session
  ["/login", "登录", "session", { query: ["redirect"] }],
  ["/login/wechat", "微信登录", "session"],
  ["/login/qr/confirm", "扫码登录确认", "session", { query: ["id"] }],
  ["/register", "注册", "session", { query: ["inviteCode"] }],
  ["/password/find", "找回密码", "session"],
  ["/iframe", "单点登录", "session"],
  // Shell and standalone pages
  ["/download", "下载APP", "shell", { newTab: true }],
  ["/download/app", "会员APP下载", "shell"],
  ["/download/merchant", "商家APP下载", "shell"],
  ["/download/maker", "创客APP下载", "shell"],
  ["/job", "招贤纳士", "shell"],
  ["/activity/detail", "活动详情", "content", { query: ["id"] }],
  ["/signIn/rules", "签到规则", "member"],
  ["/prize/index", "幸运抽奖", "member"],
  ["/security/index", "品牌认证查询", "content"],
  ["/3dbody", "3D人体解剖", "content"],
  ["/401", "没有访问权限", "shell"],
  ["/404", "页面不存在", "shell"],
  ["/dev/flows", "流程图", "dev", { devOnly: true }],
  ["/dev/outbox", "短信发件箱", "dev"],
  ["/dev/mail", "邮件发件箱", "dev"],
  // Chat
  ["/account/wechat", "在线沟通", "chat", { query: ["token"] }],
  // Course purchase and playback
  ["/account/course/shopping", "课程结算", "course"],
  ["/account/course/pay", "课程支付", "course"],
  ["/order/pay/success", "支付成功", "course"],
  ["/account/course/comments", "课程评价", "course"],
  ["/account/image/order/shopping", "图文课程结算", "course"],
  ["/account/image/order/pay", "图文课程支付", "course"],
  ["/account/image/order/pay/success", "支付成功", "course"],
  ["/announce/course/play", "课程播放", "course"],
  // Wallet
  ["/account/vip/pay", "开通会员", "wallet"],
  ["/account/vip/success", "开通成功", "wallet"],
  ["/account/balance/extract", "余额提现", "wallet"],
  ["/account/balance/extract/success", "提现申请", "wallet"],
  ["/account/balance/recharge", "余额充值", "wallet"],
  ["/account/recharge/member/success", "充值成功", "wallet"],
  ["/account/shop/pay", "店铺服务费", "wallet"],
  ["/account/shop/pay/success", "支付成功", "wallet"],
  ["/sandbox/pay/:id", "收银台", "wallet"],
  // Member
  ["/account/gift/shopping", "礼品兑换", "member"],
  ["/account/gift/success", "兑换成功", "member"],
  ["/account/gift/order/detail", "兑换详情", "member"],
  ["/account/point/gift", "积分商城", "member"],
  ["/account/activity_618", "618活动", "member"],
  ["/account/feedback", "意见反馈", "member"],
  ["/account/cancel", "注销账号", "member"],
  ["/account/shopCancel", "注销店铺", "member"],
  ["/smallShop/cancel", "注销小店", "member"],
  ["/account/personal/home", "个人主页", "member"],
  // Member publishing
  ["/account/news/push", "发布资讯", "content"],
  ["/account/science/push", "发布科普", "content"],
  ["/account/news/my", "我的资讯", "content"],
  // Cart and mall
  ["/shopping/cart", "购物车", "mall"],
  ["/shopping/cart/checkout", "确认订单", "mall"],
  ["/product/shopping/payment", "订单支付", "mall", { query: ["orders"] }],
  // Guarded by spec 1 §2.1 but missing from its route table: the member's cart and the payment
  // page of the orders a checkout made (docs/decisions.md "Mall buying pages").
  ["/product/Cart", "我的购物车", "mall"],
  ["/product/payment/:orderNums", "订单支付", "mall"],
  ["/product/checkout", "商品结算", "mall", { query: ["skuId", "quantity"] }],
  ["/product/pay/success", "支付成功", "mall", { query: ["orders"] }],
  ["/product/comment", "商品评价", "mall"],
  ["/product", "商城", "mall", { redirect: "/product/index" }],
]

const PRODUCT_CHILDREN: ReadonlyArray<readonly [name: string, title: string, meta?: RouteMeta]> = [
  ["index", "商城首页"],
  ["shop", "店铺", { query: ["id"] }],
  ["search", "商品搜索", { query: SEARCH_QUERY }],
  ["detail/:spuId", "商品详情"],
]

export const STANDALONE_ROUTES: ReadonlyArray<RouteRecord> = [
  ...ROWS.map(([path, title, area, meta]) =>
    defineRoute({ path, title, area, layout: "standalone", ...(meta === undefined ? {} : { meta }) }),
  ),
  ...PRODUCT_CHILDREN.map(([name, title, meta]) =>
    defineRoute({
      path: `/product/${name}`,
      title,
      area: "mall",
      layout: "standalone",
      parent: "/product",
      ...(meta === undefined ? {} : { meta }),
    }),
  ),
]
