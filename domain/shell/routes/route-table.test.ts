import { describe, expect, test } from "vitest"
import { MAIN_MENU } from "./main-menu.ts"
import { MAKER_CENTRE_CHILDREN } from "./maker-routes.ts"
import { buildQuery } from "./query-string.ts"
import { compilePattern, fillPattern, matchPattern, pathTo } from "./route.ts"
import { childRoutes, documentTitle, matchRoute, routeByPath, ROUTES, splitPath } from "./route-table.ts"

/** Every path of spec 1 §2.2 and spec 2 §2. */
const SPEC_PATHS = [
  "/login", "/login/wechat", "/register", "/signIn/rules", "/password/find", "/download", "/job", "/activity/detail",
  "/iframe", "/prize/index", "/security/index", "/3dbody", "/rule/list", "/rule/list/:categoryId",
  "/announce/aboutus", "/announce/contactus", "/announce/renew", "/announce/exceptions", "/announce/private-term",
  "/announce/enterprise-vision", "/announce/coopwinwin", "/announce/points", "/announce/return-goods",
  "/announce/direct-payment", "/announce/account", "/announce/return-amount", "/announce/cancel_account_agreement",
  "/legal-agreement/terms", "/sla", "/register/agreement", "/vip/agreement",
  "/legal-agreement/ctlnha", "/announce/cancel_shop_account_agreement", "/announce/vip", "/announce/system", "/announce/success",
  "/account/wechat", "/account/course/shopping", "/account/course/pay", "/order/pay/success", "/account/course/comments",
  "/account/image/order/shopping", "/account/image/order/pay", "/account/image/order/pay/success", "/account/vip/pay",
  "/account/vip/success", "/announce/course/play", "/account/balance/extract", "/account/balance/extract/success",
  "/account/balance/recharge", "/account/recharge/member/success", "/account/gift/shopping", "/account/gift/success",
  "/account/gift/order/detail", "/account/feedback", "/account/cancel", "/account/shopCancel", "/smallShop/cancel",
  "/account/shop/pay", "/account/shop/pay/success", "/account/point/gift", "/account/activity_618",
  "/account/personal/home", "/account/news/push", "/account/science/push", "/account/news/my",
  "/shopping/cart", "/shopping/cart/checkout", "/product/shopping/payment", "/product/checkout", "/product/pay/success",
  "/product/comment", "/product/index", "/product/shop", "/product/search", "/product/detail/:spuId",
  "/micro/home", "/micro/recommend", "/micro/follow", "/micro/entertainment", "/micro/user", "/micro/join",
  "/micro/payDeposit", "/micro/payDepositSuccess", "/micro/search", "/micro/video/detail",
  "/", "/account/order/detail/:id", "/account/center", "/account/security", "/account/realName", "/account/invoice",
  "/account/news", "/account/order", "/account/order/confirm/received/:id", "/account/order/return/apply",
  "/account/order/return/goods", "/account/science", "/account/bbs", "/account/personal", "/account/balance",
  "/account/points", "/account/address", "/account/plan", "/account/coupon", "/account/collection", "/account/comments",
  "/account/questions", "/account/message", "/account/shopping/cart", "/account/extension", "/account/mine/home",
  "/video", "/video/search", "/video/detail", "/image", "/image/detail/:id", "/image/form/:id", "/healthy", "/cosmeto",
  "/teacher", "/famous", "/comprehensive", "/shop", "/shop/maintaininfo", "/news", "/news/detail", "/bbs", "/bbs/detail",
  "/medInstr", "/medInstr/detail", "/footmark", "/announcement", "/announcement_detail", "/quality", "/quality_detail",
  "/401", "/404",
]

describe("route table", () => {
  test("every route of the spec is in the table", () => {
    const paths = new Set(ROUTES.map((r) => r.path))
    for (const p of SPEC_PATHS) expect(paths.has(p), p).toBe(true)
  })
  test("every maker-centre child /account/mine/<name>", () => {
    expect(MAKER_CENTRE_CHILDREN).toHaveLength(36)
    for (const [name] of MAKER_CENTRE_CHILDREN) {
      const r = routeByPath(`/account/mine/${name}`)
      expect(r?.area).toBe("maker")
      expect(r?.parent).toBe("/account/mine")
    }
    expect(childRoutes("/account/mine")).toHaveLength(36)
  })
  test("paths are unique; every route has a Chinese title, an area and a layout", () => {
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length)
    for (const r of ROUTES) {
      expect(r.title, r.path).toMatch(/[\u4e00-\u9fa5]/)
      expect(["shell", "session", "static", "wallet", "course", "chat", "member", "mall", "content", "maker", "dev"]).toContain(r.area)
      expect(["main", "standalone"]).toContain(r.layout)
      if (r.parent !== undefined) expect(routeByPath(r.parent), r.path).toBeDefined()
      if (r.meta.redirect !== undefined) expect(routeByPath(r.meta.redirect), r.path).toBeDefined()
    }
  })
  test("static pages name their advert, with unique keys", () => {
    const withAdvert = ROUTES.filter((r) => r.meta.advertId !== undefined)
    expect(withAdvert).toHaveLength(17)
    expect(new Set(withAdvert.map((r) => r.meta.advertId)).size).toBe(17)
    expect(routeByPath("/announce/aboutus")?.meta.advertId).toBe("aboutus")
    expect(routeByPath("/register/agreement")?.meta.advertId).toBe("register_agreement")
    for (const r of withAdvert) expect(r.area).toBe("static")
    expect(routeByPath("/announce/vip")?.meta.advertId).toBeUndefined()
  })
  test("layouts", () => {
    for (const p of ["/", "/account/center", "/account/address", "/video", "/news/detail", "/account/mine/home", "/account/order/detail/:id"]) {
      expect(routeByPath(p)?.layout, p).toBe("main")
    }
    for (const p of ["/login", "/account/wechat", "/account/course/pay", "/shopping/cart", "/product/index", "/micro/home", "/404", "/announce/aboutus"]) {
      expect(routeByPath(p)?.layout, p).toBe("standalone")
    }
  })
  test("meta: new tabs, redirects, query parameters", () => {
    expect(routeByPath("/micro/home")?.meta.newTab).toBe(true)
    expect(routeByPath("/download")?.meta.newTab).toBe(true)
    expect(routeByPath("/account")?.meta.redirect).toBe("/account/center")
    expect(routeByPath("/product")?.meta.redirect).toBe("/product/index")
    expect(routeByPath("/micro")?.meta.redirect).toBe("/micro/home")
    expect(routeByPath("/login")?.meta.query).toEqual(["redirect"])
    expect(routeByPath("/register")?.meta.query).toEqual(["inviteCode"])
    expect(routeByPath("/account/order")?.meta.query).toEqual(["type"])
    expect(routeByPath("/account/wechat")?.meta.query).toEqual(["token"])
    for (const p of ["/video/search", "/product/search", "/healthy", "/cosmeto", "/news", "/bbs", "/famous"]) {
      expect(routeByPath(p)?.meta.query, p).toEqual(["keyword", "m"])
    }
    expect(routeByPath("/dev/flows")?.meta.devOnly).toBe(true)
  })
  test("main menu", () => {
    expect(MAIN_MENU.map((m) => m.path)).toEqual(["/video", "/product", "/healthy", "/cosmeto", "/micro/home", "/news", "/bbs", "/medInstr"])
    expect(MAIN_MENU.filter((m) => m.newTab).map((m) => m.path)).toEqual(["/micro/home"])
    for (const m of MAIN_MENU) expect(routeByPath(m.path), m.path).toBeDefined()
  })
})

describe("path and href helpers", () => {
  test("href fills parameters and appends the query", () => {
    expect(routeByPath("/product/detail/:spuId")?.href({ spuId: 12 })).toBe("/product/detail/12")
    expect(routeByPath("/account/order")?.href({}, { type: "product" })).toBe("/account/order?type=product")
    expect(routeByPath("/")?.href()).toBe("/")
    expect(pathTo("/image/detail/:id", { id: "a/b" })).toBe("/image/detail/a%2Fb")
    expect(pathTo("/video/search", {}, { keyword: "面膜", m: 1 })).toBe("/video/search?keyword=%E9%9D%A2%E8%86%9C&m=1")
    expect(pathTo("/login")).toBe("/login")
    expect(() => fillPattern("/a/:id", {})).toThrow(RangeError)
  })
  test("query strings", () => {
    expect(buildQuery(undefined)).toBe("")
    expect(buildQuery({ a: null, b: undefined })).toBe("")
    expect(buildQuery({ a: 1, b: true, c: [1, "x y"] })).toBe("?a=1&b=true&c=1&c=x%20y")
  })
  test("matching", () => {
    expect(matchRoute("/product/detail/77?from=cart")).toMatchObject({ params: { spuId: "77" } })
    expect(matchRoute("/product/detail/77")?.route.path).toBe("/product/detail/:spuId")
    expect(matchRoute("/image/detail/%E4%B8%AD")?.params).toEqual({ id: "中" })
    expect(matchRoute("/image/detail/%E4")?.params).toEqual({ id: "%E4" })
    expect(matchRoute("/video/")?.route.path).toBe("/video")
    expect(matchRoute("/account/mine/product_brand#top")?.route.title).toBe("品牌管理")
    expect(matchRoute("/nothing/here")).toBeNull()
    expect(matchRoute("/VIDEO")).toBeNull()
    const c = compilePattern("/a.b/:x")
    expect(matchPattern(c, "/a.b/1")).toEqual({ x: "1" })
    expect(matchPattern(c, "/aXb/1")).toBeNull()
    expect(splitPath("/a?b#c")).toEqual({ pathname: "/a", search: "?b#c" })
  })
  test("document titles", () => {
    expect(documentTitle({ title: "登录" })).toBe("登录")
    expect(documentTitle({ title: "登录" }, "")).toBe("登录")
    expect(documentTitle({ title: "登录" }, "站点")).toBe("登录 - 站点")
  })
})
