import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { guardRoute, isProtectedPath, loginRedirect, statusDestination } from "./guard.ts"
import { ROUTES } from "./route-table.ts"

const out = { loggedIn: false, roles: [] }
const member = { loggedIn: true, roles: ["ROLE_SYSTEM_DEFAULT"] }

describe("route guard (spec 1 §2.1)", () => {
  test("protected first segments and exact paths send a visitor to login with the full path", () => {
    const cases = [
      "/account/center",
      "/account/order?type=product",
      "/account/mine/home",
      "/account/wechat?token=official_authority",
      "/product/payment/123",
      "/product/comment",
      "/product/comment?spuId=1",
      "/product/Cart",
      "/product/checkout",
      "/shopping/cart/checkout",
      "/micro/join",
      "/micro/payDeposit?from=join",
      "/micro/payDepositSuccess",
    ]
    for (const p of cases) {
      expect(guardRoute(p, out), p).toEqual({ kind: "redirect", to: `/login?redirect=${encodeURIComponent(p)}` })
    }
    expect(loginRedirect("/account/order?type=product&x=1")).toBe("/login?redirect=%2Faccount%2Forder%3Ftype%3Dproduct%26x%3D1")
  })
  test("other paths are open to visitors", () => {
    for (const p of ["/", "/video", "/product/index", "/product/detail/3", "/shopping/cart", "/login", "/accounting", "/product/Cart/x", "/micro/home", "/micro/video/detail?id=1", "/micro/joint"]) {
      expect(isProtectedPath(p), p).toBe(false)
    }
    expect(guardRoute("/product/detail/3", out)).toMatchObject({ kind: "allow", params: { spuId: "3" } })
    expect(guardRoute("/login?redirect=%2F", out)).toMatchObject({ kind: "allow" })
  })
  test("the maker centre: a plain member goes to the forbidden page, a merchant or maker member enters", () => {
    for (const p of ["/account/mine/order_product", "/account/mine/product_spuadd?step=2", "/account/mine"]) {
      expect(guardRoute(p, member), p).toEqual({ kind: "redirect", to: "/401" })
    }
    const maker = { ...member, makerCentre: true }
    expect(guardRoute("/account/mine/product_brand", maker)).toMatchObject({ kind: "allow", route: { path: "/account/mine/product_brand" } })
    expect(guardRoute("/account/mine", maker)).toEqual({ kind: "redirect", to: "/account/mine/home" })
    expect(guardRoute("/account/mine/home", out)).toEqual({ kind: "redirect", to: "/login?redirect=%2Faccount%2Fmine%2Fhome" })
    expect(guardRoute("/account/mineral", member)).toEqual({ kind: "notFound", to: "/404" })
  })
  test("a member on /login goes home; members open protected pages", () => {
    expect(guardRoute("/login", member)).toEqual({ kind: "redirect", to: "/" })
    expect(guardRoute("/login?redirect=/account", member)).toEqual({ kind: "redirect", to: "/" })
    expect(guardRoute("/account/center", member)).toMatchObject({ kind: "allow", route: { path: "/account/center" } })
    expect(guardRoute("/shopping/cart/checkout", member)).toMatchObject({ kind: "allow" })
  })
  test("bare parents forward, unknown paths are not found", () => {
    expect(guardRoute("/account", member)).toEqual({ kind: "redirect", to: "/account/center" })
    expect(guardRoute("/product", out)).toEqual({ kind: "redirect", to: "/product/index" })
    expect(guardRoute("/no/such/page", out)).toEqual({ kind: "notFound", to: "/404" })
    expect(guardRoute("/product/Cart/x", member)).toEqual({ kind: "notFound", to: "/404" })
  })
  test("the member's cart and the payment page are routes behind the login", () => {
    expect(guardRoute("/product/Cart", member)).toMatchObject({ kind: "allow", route: { title: "我的购物车" } })
    expect(guardRoute("/product/Cart", out)).toEqual({ kind: "redirect", to: "/login?redirect=%2Fproduct%2FCart" })
    expect(guardRoute("/product/payment/SC1-SC2", member)).toMatchObject({ kind: "allow", params: { orderNums: "SC1-SC2" } })
    expect(guardRoute("/product/payment/SC1", out)).toEqual({ kind: "redirect", to: "/login?redirect=%2Fproduct%2Fpayment%2FSC1" })
    expect(guardRoute("/shopping/cart", out)).toMatchObject({ kind: "allow" })
  })
  test("status destinations", () => {
    expect(statusDestination(403)).toBe("/401")
    expect(statusDestination(401)).toBe("/login")
    expect(statusDestination(500)).toBeNull()
  })
  test.prop([fc.constantFrom(...ROUTES.map((r) => r.path)), fc.stringMatching(/^[a-z0-9]{1,6}$/), fc.boolean()])(
    "every route: visitors are redirected exactly on protected paths, with the path encoded",
    (pattern, value, withQuery) => {
      const path = pattern.replace(/:[A-Za-z]+/g, value) + (withQuery ? `?q=${value}&m=1` : "")
      const r = guardRoute(path, out)
      if (isProtectedPath(path)) {
        expect(r).toEqual({ kind: "redirect", to: `/login?redirect=${encodeURIComponent(path)}` })
        const to = r.kind === "redirect" ? r.to : ""
        expect(decodeURIComponent(to.slice("/login?redirect=".length))).toBe(path)
      } else {
        expect(r.kind).not.toBe("notFound")
      }
      expect(guardRoute(path, member).kind).not.toBe("notFound")
    },
  )
})
