import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { couponLabel, VIP_MALL_BENEFITS, VIP_MALL_PERCENT, VIP_MONTHLY_COUPONS } from "../../domain/mall/index.ts"
import { INVITE_REWARD_POINTS, INVITE_REWARD_RULE } from "../../domain/member/invite.ts"
import { advertPages } from "./advert-pages.ts"
import { VIP_GRADES, VIP_PRIVILEGES } from "./wallet.ts"

/**
 * What the portal does not do must not be promised: no auto-renewing plan (none is on sale),
 * no 在线客服 button that does not exist. The mall's VIP price and monthly coupons are promised
 * and kept: the promise is checked against the rules below.
 */
const UNKEPT = [
  /连续包[年季月]/,
  /自动续费管理/,
  /积分(加速|1\.5倍)/,
  /页面右侧/,
  // Course prices for VIPs are each course's own 会员价, not one rate; there is no consultation service.
  /8\.5折/,
  /营养师图文咨询/,
  /专属客服/,
  // Points come from sign-in, course comments, product reviews, shopping, invitations and the draw, and go to gifts and draws only.
  /完善个人资料[^<]*积分/,
  /积分抵[扣现]/,
  /课程体验卡/,
  /过期作废/,
  // The invite reward is paid on the friend's real-name certification, not on registration.
  /注册(即|就)?(送|奖励|得)[^。<]*积分/,
]

describe("seeded pages keep their promises", () => {
  it("no static page, VIP privilege or grade text promises what does not run", () => {
    const texts = [
      ...advertPages.map((page) => ({ where: page.path, text: page.html })),
      ...VIP_PRIVILEGES.map((p) => ({ where: `privilege ${p.title}`, text: `${p.title} ${p.description}` })),
      ...VIP_GRADES.map((g) => ({ where: `grade ${g.name}`, text: g.description })),
    ]
    const broken = texts.flatMap(({ where, text }) => UNKEPT.filter((pattern) => pattern.test(text)).map((pattern) => `${where}: ${pattern}`))
    expect(broken).toEqual([])
  })

  it("the pages and the banner that show VIP benefits leave out the mall's", () => {
    for (const file of ["../../ui/shell/vip-benefits-page.tsx", "../../ui/wallet/vip-pay-page.tsx", "../../domain/shell/home-banners.ts", "../../public/banners/home-3.svg"]) {
      const source = readFileSync(new URL(file, import.meta.url), "utf8")
      expect(UNKEPT.filter((pattern) => pattern.test(source)).map(String), file).toEqual([])
    }
  })
})

describe("the VIP promises about the mall are the rules checkout runs", () => {
  const VIP_PAGES = ["../../ui/shell/vip-benefits-page.tsx", "../../ui/wallet/vip-pay-page.tsx", "../../domain/shell/home-banners.ts"]
  const agreement = advertPages.find((page) => page.path === "/vip/agreement")!.html

  it("9.5折 is the member price's rate, and the monthly coupons are the ones given", () => {
    expect(VIP_MALL_PERCENT).toBe(95)
    const labels = VIP_MONTHLY_COUPONS.map((c) => couponLabel(c))
    expect(labels).toEqual(["满99减10", "满199减30"])
    const privileges = VIP_PRIVILEGES.map((p) => `${p.title} ${p.description}`).join("\n")
    for (const text of [privileges, agreement]) {
      expect(text).toContain("9.5折")
      for (const label of labels) expect(text).toContain(label)
    }
    for (const benefit of VIP_MALL_BENEFITS) expect(VIP_PRIVILEGES.some((p) => p.title === benefit.title && p.description === benefit.text)).toBe(true)
  })

  it("the benefits page lists the mall's benefits from the rules, and no page names another rate or coupon", () => {
    const benefits = readFileSync(new URL(VIP_PAGES[0]!, import.meta.url), "utf8")
    expect(benefits).toContain("VIP_MALL_BENEFITS")
    const texts = [agreement, ...VIP_PRIVILEGES.map((p) => p.description), ...VIP_GRADES.map((g) => g.description), ...VIP_PAGES.map((f) => readFileSync(new URL(f, import.meta.url), "utf8"))]
    const labels = new Set(VIP_MONTHLY_COUPONS.map((c) => couponLabel(c)))
    for (const text of texts) {
      for (const rate of text.match(/\d+(\.\d+)?折/g) ?? []) expect(rate).toBe("9.5折")
      for (const coupon of text.match(/满\d+减\d+/g) ?? []) expect(labels.has(coupon), coupon).toBe(true)
    }
  })
})

describe("the invite reward the pages promise is the one a certification pays", () => {
  /** An amount of points named after an invitation, up to the end of the sentence. */
  const INVITE_AMOUNT = /邀请[^。]*?(\d+)\s*积分/g
  const amounts = (text: string) => [...text.matchAll(INVITE_AMOUNT)].map((m) => Number(m[1]))
  const pointsPage = advertPages.find((page) => page.path === "/announce/points")!.html

  it("the points rules page and the promotion page's rule name INVITE_REWARD_POINTS", () => {
    for (const text of [pointsPage, INVITE_REWARD_RULE]) {
      expect(amounts(text).length).toBeGreaterThan(0)
      expect(amounts(text).every((n) => n === INVITE_REWARD_POINTS), text).toBe(true)
    }
    expect(pointsPage).toContain("实名认证")
    const extensionPage = readFileSync(new URL("../../ui/member/extension-page.tsx", import.meta.url), "utf8")
    expect(extensionPage).toContain("INVITE_REWARD_RULE")
    expect(amounts(extensionPage)).toEqual([])
  })

  it("no static page, VIP privilege or grade text names another amount for an invitation", () => {
    const texts = [...advertPages.map((page) => page.html), ...VIP_PRIVILEGES.map((p) => p.description), ...VIP_GRADES.map((g) => g.description)]
    expect(texts.flatMap(amounts).filter((n) => n !== INVITE_REWARD_POINTS)).toEqual([])
  })
})
