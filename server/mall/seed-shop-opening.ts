/**
 * Demo data of opening a shop and of brand authorisations, written through the services: the
 * maker 陈一帆 applied and was approved (the shop service fee was paid by the wallet demo), one
 * learner waits for review without the fee paid, another was rejected; 美妍旗舰店 and
 * 一帆健康小店 hold brand authorisations, one expired and one revoked.
 */
import { creditCheckCharacter, type ShopApplicationForm } from "../../domain/mall/shop-opening.ts"
import { addDays, chinaDay } from "../../domain/member/china-day.ts"
import type { Tx } from "../core/db/client.ts"
import type { SeedSet } from "../seed/seed-sets.ts"
import { demoAccountIds } from "../seed/demo-accounts.ts"
import { createBrandAuth, revokeBrandAuth } from "./services/brand-authorisations.ts"
import { approveShopApplication, rejectShopApplication, submitShopApplication } from "./services/shop-opening.ts"
import { DAY } from "../../domain/core/durations.ts"

const LICENCE = "/certificates/business-licence.svg"
const CERTIFICATE = "/certificates/brand-authorisation.svg"

const credit = (first17: string) => `${first17}${creditCheckCharacter(first17)}`

const APPLICATIONS: ReadonlyArray<{ readonly username: string; readonly form: ShopApplicationForm; readonly daysAgo: number; readonly review?: { readonly daysAgo: number; readonly reject?: string } }> = [
  {
    username: "chen_maker",
    daysAgo: 81,
    review: { daysAgo: 79 },
    form: {
      shopName: "一帆健康小店",
      subject: "individual",
      category: "营养保健",
      companyName: "杭州市西湖区一帆健康用品店",
      creditCode: credit("92330106MA2H3K7X5"),
      legalPerson: "陈一帆",
      contactPhone: "13800000003",
      address: "浙江省杭州市西湖区文三路 398 号 2 幢 106 室",
      licencePicture: LICENCE,
      description: "创客陈一帆的小店：健康零食、代餐与家用健身小器材，配合课程使用更方便。",
    },
  },
  {
    username: "learner_muzi",
    daysAgo: 3,
    review: { daysAgo: 2, reject: "营业执照照片不清晰，无法辨认统一社会信用代码，请重新拍摄上传" },
    form: {
      shopName: "木子养生坊",
      subject: "individual",
      category: "营养保健",
      companyName: "成都市武侯区木子养生食品店",
      creditCode: credit("92510107MA6C8Q2L1"),
      legalPerson: "李木子",
      contactPhone: "13900000112",
      address: "四川省成都市武侯区科华北路 65 号",
      licencePicture: LICENCE,
      description: "药食同源的养生茶饮与谷物杂粮。",
    },
  },
  {
    username: "learner_tangtang",
    daysAgo: 1,
    form: {
      shopName: "糖糖母婴优选",
      subject: "company",
      category: "母婴健康",
      companyName: "广州糖糖母婴用品有限公司",
      creditCode: credit("91440101MA5D7R3N2"),
      legalPerson: "唐静",
      contactPhone: "13900000113",
      address: "广东省广州市天河区天河路 208 号 1203 室",
      licencePicture: LICENCE,
      description: "孕产妇与婴幼儿护理用品，严选正品。",
    },
  },
]

const AUTHORISATIONS = [
  { shop: "meiyan_shop", brand: "美妍", code: "BA-MY-2025-0108", authoriser: "美妍化妆品（上海）有限公司", scope: "护肤品、彩妆线上零售", from: -320, until: 410 },
  { shop: "meiyan_shop", brand: "美妍宝贝", code: "BA-MY-2025-0109", authoriser: "美妍化妆品（上海）有限公司", scope: "婴幼儿洗护用品线上零售", from: -320, until: 410 },
  { shop: "meiyan_shop", brand: "本草源", code: "BCY2025SH0032", authoriser: "本草源健康科技股份有限公司", scope: "保健食品、营养补充剂线上销售", from: -200, until: 530 },
  { shop: "meiyan_shop", brand: "安康", code: "AK-2024-SH-0715", authoriser: "安康医疗器械有限公司", scope: "家用医疗器械线上销售", from: -720, until: -20 },
  { shop: "meiyan_shop", brand: "安康", code: "AK-2025-SH-1126", authoriser: "安康医疗器械有限公司", scope: "家用医疗器械线上销售", from: -19, until: 710 },
  { shop: "meiyan_shop", brand: "洁齿", code: "JC20250601MY", authoriser: "洁齿口腔护理用品有限公司", scope: "口腔护理用品线上零售", from: -170, until: 195 },
  { shop: "meiyan_shop", brand: "力源", code: "LY-EC-2025-088", authoriser: "力源运动营养科技有限公司", scope: "运动营养食品线上销售", from: -90, until: 640 },
  { shop: "meiyan_shop", brand: "轻享", code: "QX2025-ONLINE-17", authoriser: "轻享食品科技有限公司", scope: "代餐食品线上销售", from: -60, until: 305 },
  { shop: "chen_maker", brand: "轻享", code: "QX2025-ONLINE-42", authoriser: "轻享食品科技有限公司", scope: "代餐食品线上销售", from: -70, until: 295 },
  { shop: "chen_maker", brand: "美妍", code: "BA-MY-2025-0377", authoriser: "美妍化妆品（上海）有限公司", scope: "护肤品线上零售", from: -150, until: 215, revokedDaysAgo: 30 },
] as const

export const shopOpeningSeed: SeedSet = {
  name: "shop-opening-demo",
  demo: true,
  async apply(tx: Tx) {
    const now = Date.now()
    const names = [...new Set([...APPLICATIONS.map((a) => a.username), "meiyan_shop", "chen_maker", "portal_admin"])]
    const ids = await demoAccountIds(tx, names)
    const admin = ids.get("portal_admin")
    if (admin === undefined) return
    for (const a of APPLICATIONS) {
      const userId = ids.get(a.username)
      if (userId === undefined) continue
      const application = await submitShopApplication(tx, userId, a.form, now - a.daysAgo * DAY)
      if (!a.review) continue
      const at = now - a.review.daysAgo * DAY
      if (a.review.reject) await rejectShopApplication(tx, admin, application.id, a.review.reject, at)
      else await approveShopApplication(tx, admin, application.id, at)
    }
    const today = chinaDay(now)
    for (const auth of AUTHORISATIONS) {
      const shopId = ids.get(auth.shop)
      if (shopId === undefined) continue
      const created = await createBrandAuth(
        tx,
        {
          shopId,
          brand: auth.brand,
          certificateCode: auth.code,
          authoriser: auth.authoriser,
          scope: auth.scope,
          validFrom: addDays(today, auth.from),
          validUntil: addDays(today, auth.until),
          picture: CERTIFICATE,
        },
        now + auth.from * DAY,
      )
      if ("revokedDaysAgo" in auth) await revokeBrandAuth(tx, created.id, now - auth.revokedDaysAgo * DAY)
    }
  },
}
