import { describe, expect, it } from "vitest"
import { eq } from "drizzle-orm"
import { BRAND_AUTH_MESSAGES } from "../../domain/mall/brand-authorisation.ts"
import { creditCheckCharacter, SHOP_OPENING_MESSAGES, type ShopApplicationForm } from "../../domain/mall/shop-opening.ts"
import { SHOP_SERVICE_FEE } from "../../domain/wallet/wallet.ts"
import { memberShops } from "../../server/member/tables.ts"
import { users } from "../../server/session/tables/users.ts"
import { signedInUser } from "../setup/auth.ts"
import { databaseKinds } from "../setup/databases.ts"
import { merchantToken } from "../setup/mall.ts"
import { newKey, walletMember } from "../setup/wallet.ts"
import { useSignedInUser, useTestServer } from "../setup/server-suite.ts"

const credit = (first17: string) => `${first17}${creditCheckCharacter(first17)}`

const application = (over: Partial<ShopApplicationForm> = {}): ShopApplicationForm => ({
  shopName: `清颜护肤馆${Math.floor(Math.random() * 1_000_000)}`,
  subject: "company",
  category: "护肤美妆",
  companyName: "苏州清颜化妆品有限公司",
  creditCode: credit("91320505MA1X2Y3K4"),
  legalPerson: "周清颜",
  contactPhone: "13912340000",
  address: "江苏省苏州市高新区狮山路 88 号",
  licencePicture: "/certificates/business-licence.svg",
  description: "专注敏感肌护理。",
  ...over,
})

function ok<T>(answer: { ok: true; body: T } | { ok: false; status: number; body: { message: string } }): T {
  if (!answer.ok) throw new Error(`${answer.status}: ${answer.body.message}`)
  return answer.body
}

describe.each(databaseKinds())("opening a shop and brand authorisations on %s", (kind) => {
  const suite = useTestServer(kind)
  const admin = useSignedInUser(suite, { roles: ["ROLE_ADMIN"] })

  it("applies, is refused approval until the fee is paid, opens a real shop of the mall and keeps its details", async () => {
    const member = await walletMember(suite.server, { cents: 100_000 })
    const as = { token: member.token }
    expect(ok(await suite.server.call("myShopApplication", undefined, as))).toEqual({ application: null, feePaidUntil: null, shopId: null })
    const bad = await suite.server.call("shopApplicationSubmit", { body: application({ creditCode: "91320505MA1X2Y3K40" }) }, as)
    expect(bad).toMatchObject({ status: 400, body: { message: SHOP_OPENING_MESSAGES.creditCode } })
    const taken = await suite.server.call("shopApplicationSubmit", { body: application({ shopName: "美妍旗舰店" }) }, as)
    expect(taken).toMatchObject({ status: 409, body: { message: SHOP_OPENING_MESSAGES.shopNameTaken } })

    const form = application()
    const applied = ok(await suite.server.call("shopApplicationSubmit", { body: form }, as))
    expect(applied).toMatchObject({ status: "pending", shopName: form.shopName })
    expect((await suite.server.call("shopApplicationSubmit", { body: form }, as)).status).toBe(409)
    expect(ok(await suite.server.call("shopApplyStatus", undefined, as)).status).toBe("pending")

    expect((await suite.server.call("adminShopApplications", { query: { status: "pending" } }, as)).status).toBe(403)
    const queue = ok(await suite.server.call("adminShopApplications", { query: { status: "pending", size: 100 } }, { token: admin.token }))
    expect(queue.content.find((a) => a.id === applied.id)).toMatchObject({ feePaidUntil: null, username: member.user.username })
    const early = await suite.server.call("adminShopApplicationApprove", { params: { id: applied.id } }, { token: admin.token })
    expect(early).toMatchObject({ status: 409, body: { code: "shop_fee_unpaid", message: SHOP_OPENING_MESSAGES.feeUnpaid } })

    const order = ok(await suite.server.call("shopFeeOrderCreate", { body: { idempotencyKey: newKey() } }, as))
    ok(await suite.server.call("shopFeeOrderBalancePay", { body: { orderId: order.id, payPass: suite.server.deps.rsa.encrypt(member.payPassword), idempotencyKey: newKey() } }, as))
    const approved = ok(await suite.server.call("adminShopApplicationApprove", { params: { id: applied.id } }, { token: admin.token }))
    expect(approved.status).toBe("approved")
    expect((await suite.server.call("adminShopApplicationApprove", { params: { id: applied.id } }, { token: admin.token })).status).toBe(409)

    const mine = ok(await suite.server.call("myShopApplication", undefined, as))
    expect(mine.shopId).toBe(member.user.id)
    expect(mine.feePaidUntil).not.toBeNull()
    const page = ok(await suite.server.call("shopPage", { params: { shopId: member.user.id } }))
    expect(page.shop.name).toBe(form.shopName)
    expect(ok(await suite.server.call("shopApplyStatus", undefined, as)).status).toBe("approved")
    const [row] = await suite.server.deps.db.select({ isMaker: users.isMaker }).from(users).where(eq(users.id, member.user.id))
    expect(row?.isMaker).toBe(true)

    const info = ok(await suite.server.call("shopInfo", undefined, as))
    expect(info).toMatchObject({ id: member.user.id, name: form.shopName, servicePhone: form.contactPhone, business: { companyName: form.companyName } })
    const badPhone = await suite.server.call("shopInfoUpdate", { body: { name: info.name, logo: info.logo, description: "", servicePhone: "123" } }, as)
    expect(badPhone).toMatchObject({ status: 400, body: { message: SHOP_OPENING_MESSAGES.contactPhone } })
    const badLogo = await suite.server.call("shopInfoUpdate", { body: { name: info.name, logo: "https://evil.example/x.png", description: "", servicePhone: "13912340001" } }, as)
    expect(badLogo).toMatchObject({ status: 400, body: { message: SHOP_OPENING_MESSAGES.logo } })
    const renamed = ok(await suite.server.call("shopInfoUpdate", { body: { name: `${form.shopName}新`, logo: info.logo, description: "敏感肌护理专家", servicePhone: "13912340001" } }, as))
    expect(renamed).toMatchObject({ name: `${form.shopName}新`, description: "敏感肌护理专家", servicePhone: "13912340001" })
    expect(ok(await suite.server.call("shopPage", { params: { shopId: member.user.id } })).shop.description).toBe("敏感肌护理专家")

    // Closing the shop takes /shop/maintaininfo away and lets the member apply again.
    ok(await suite.server.call("shopCancel", { query: { agree: "true" } }, as))
    expect((await suite.server.call("shopInfo", undefined, as)).status).toBe(404)
    expect(ok(await suite.server.call("shopApplicationSubmit", { body: application({ shopName: `${form.shopName}新` }) }, as)).status).toBe("pending")
    expect(SHOP_SERVICE_FEE.cents).toBeGreaterThan(0)
  })

  it("rejects with a reason the member reads, then takes a corrected application", async () => {
    const member = await signedInUser(suite.server)
    const as = { token: member.token }
    const applied = ok(await suite.server.call("shopApplicationSubmit", { body: application() }, as))
    const noReason = await suite.server.call("adminShopApplicationReject", { params: { id: applied.id }, body: { reason: " " } }, { token: admin.token })
    expect(noReason.status).toBe(400)
    const rejected = ok(await suite.server.call("adminShopApplicationReject", { params: { id: applied.id }, body: { reason: "营业执照已过期" } }, { token: admin.token }))
    expect(rejected).toMatchObject({ status: "rejected", rejectReason: "营业执照已过期" })
    expect(ok(await suite.server.call("myShopApplication", undefined, as)).application?.rejectReason).toBe("营业执照已过期")
    const [shopRow] = await suite.server.deps.db.select().from(memberShops).where(eq(memberShops.userId, member.user.id))
    expect(shopRow?.status).toBe("rejected")
    const again = ok(await suite.server.call("shopApplicationSubmit", { body: application() }, as))
    expect(again).toMatchObject({ id: applied.id, status: "pending", rejectReason: "" })
    expect((await suite.server.call("shopInfo", undefined, as)).status).toBe(404)
  })

  it("shows the demo applications: the maker's approved shop, one pending without the fee, one rejected", async () => {
    const pending = ok(await suite.server.call("adminShopApplications", { query: { status: "pending", size: 100 } }, { token: admin.token }))
    expect(pending.content.find((a) => a.username === "learner_tangtang")).toMatchObject({ shopName: "糖糖母婴优选", feePaidUntil: null })
    const approved = ok(await suite.server.call("adminShopApplications", { query: { status: "approved", size: 100 } }, { token: admin.token }))
    const maker = approved.content.find((a) => a.username === "chen_maker")
    expect(maker?.shopName).toBe("一帆健康小店")
    expect(ok(await suite.server.call("shopPage", { params: { shopId: maker?.userId ?? 0 } })).shop.name).toBe("一帆健康小店")
    const rejected = ok(await suite.server.call("adminShopApplications", { query: { status: "rejected", size: 100 } }, { token: admin.token }))
    expect(rejected.content.find((a) => a.username === "learner_muzi")?.rejectReason).toContain("营业执照")
    // The merchant's shop opened without an application still counts as open, as the maker centre's shop calls see it.
    const merchant = { token: await merchantToken(suite.server) }
    const mine = ok(await suite.server.call("myShopApplication", undefined, merchant))
    expect(mine.shopId).not.toBeNull()
    expect(ok(await suite.server.call("shopInfo", undefined, merchant)).name).toBe("美妍旗舰店")
  })

  it("looks up a certificate by its code or by the brand, with its state", async () => {
    const byCode = ok(await suite.server.call("brandAuthLookup", { query: { keyword: " ba-my-2025-0108 " } }))
    expect(byCode).toMatchObject({ matchedBy: "code", results: [{ brand: "美妍", shopName: "美妍旗舰店", state: "valid" }] })
    const byBrand = ok(await suite.server.call("brandAuthLookup", { query: { keyword: "安康" } }))
    expect(byBrand.matchedBy).toBe("brand")
    expect(byBrand.results.map((r) => r.state)).toEqual(["valid", "expired"])
    const revoked = ok(await suite.server.call("brandAuthLookup", { query: { keyword: "BA-MY-2025-0377" } }))
    expect(revoked.results[0]).toMatchObject({ shopName: "一帆健康小店", state: "revoked" })
    expect(ok(await suite.server.call("brandAuthLookup", { query: { keyword: "不存在的品牌" } }))).toMatchObject({ matchedBy: "none", results: [] })
    expect(ok(await suite.server.call("brandAuthLookup", { query: { keyword: "%" } })).results).toEqual([])
    expect(await suite.server.call("brandAuthLookup", { query: { keyword: "  " } })).toMatchObject({ status: 400, body: { message: BRAND_AUTH_MESSAGES.keywordRequired } })
  })

  it("lets administrators record, correct and revoke authorisations; refuses others and duplicate codes", async () => {
    const shops = ok(await suite.server.call("adminBrandAuthShops", undefined, { token: admin.token }))
    const shop = shops.find((s) => s.name === "美妍旗舰店")
    if (!shop) throw new Error("no demo shop")
    const body = {
      shopId: shop.id,
      brand: "雪域",
      certificateCode: `XY-${Date.now()}`,
      authoriser: "雪域生物科技有限公司",
      scope: "护肤品线上零售",
      validFrom: "2026-01-01",
      validUntil: "2027-12-31",
      picture: "/certificates/brand-authorisation.svg",
    }
    const member = await signedInUser(suite.server)
    expect((await suite.server.call("adminBrandAuthCreate", { body }, { token: member.token })).status).toBe(403)
    expect(await suite.server.call("adminBrandAuthCreate", { body: { ...body, validUntil: "2025-01-01" } }, { token: admin.token })).toMatchObject({
      status: 400,
      body: { message: BRAND_AUTH_MESSAGES.dates },
    })
    const created = ok(await suite.server.call("adminBrandAuthCreate", { body }, { token: admin.token }))
    expect(created).toMatchObject({ brand: "雪域", shopName: "美妍旗舰店" })
    expect(await suite.server.call("adminBrandAuthCreate", { body: { ...body, brand: "另一个" } }, { token: admin.token })).toMatchObject({
      status: 409,
      body: { message: BRAND_AUTH_MESSAGES.codeTaken },
    })
    const edited = ok(await suite.server.call("adminBrandAuthUpdate", { params: { id: created.id }, body: { ...body, scope: "护肤品、彩妆线上零售" } }, { token: admin.token }))
    expect(edited.scope).toBe("护肤品、彩妆线上零售")
    ok(await suite.server.call("adminBrandAuthRevoke", { params: { id: created.id } }, { token: admin.token }))
    expect(ok(await suite.server.call("brandAuthLookup", { query: { keyword: body.certificateCode } })).results[0]?.state).toBe("revoked")
    const listed = ok(await suite.server.call("adminBrandAuths", { query: { keyword: "雪域" } }, { token: admin.token }))
    expect(listed.content.map((a) => a.id)).toContain(created.id)
    expect((await suite.server.call("adminBrandAuthRevoke", { params: { id: 999_999 } }, { token: admin.token })).status).toBe(404)
  })
})
