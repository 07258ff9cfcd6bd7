import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { advertPages } from "./advert-pages.ts"
import { VIP_GRADES, VIP_PRIVILEGES } from "./wallet.ts"

/**
 * What the portal does not do must not be promised: no auto-renewing plan (none is on sale),
 * no mall discount, coupons or shopping points before the mall sells, no 在线客服 button that
 * does not exist.
 */
const UNKEPT = [
  /连续包[年季月]/,
  /自动续费管理/,
  /9\.5折/,
  /满99元?减10元/,
  /积分(加速|1\.5倍)/,
  /页面右侧/,
  // Course prices for VIPs are each course's own 会员价, not one rate; there is no consultation service.
  /8\.5折/,
  /营养师图文咨询/,
  /专属客服/,
  // Points come from sign-in, course comments, product reviews, shopping and the draw, and go to gifts and draws only.
  /完善个人资料[^<]*积分/,
  /积分抵[扣现]/,
  /课程体验卡/,
  /过期作废/,
  /邀请好友注册奖励/,
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
    for (const file of ["../../ui/shell/vip-benefits-page.tsx", "../../ui/wallet/vip-pay-page.tsx", "./shell.ts"]) {
      const source = readFileSync(new URL(file, import.meta.url), "utf8")
      expect(UNKEPT.filter((pattern) => pattern.test(source)).map(String), file).toEqual([])
    }
  })
})
