/**
 * The demo shop 美妍旗舰店 (meiyan_shop) as a shop with two freight templates, and the SKUs of
 * its products: sizes or packs, versions or colours, each combination with its own price,
 * stock, picture and code; one combination of each two-attribute product sold out, so the
 * picker shows a greyed value. Written through the mall's services, after the products.
 */
import { eq } from "drizzle-orm"
import type { FreightTemplate } from "../../domain/mall/freight.ts"
import type { BaseAttrGroup, SaleAttr } from "../../domain/mall/sku.ts"
import type { Tx } from "../core/db/client.ts"
import { products } from "./tables/products.ts"
import { demoAccountId } from "../seed/demo-accounts.ts"
import { PRODUCT_SEEDS, type ProductSeed } from "../seed/product-data.ts"
import { productImage } from "../seed/products.ts"
import type { SeedSet } from "../seed/seed-sets.ts"
import { addFreightTemplate, openShop } from "./services/shops.ts"
import { defineSpecs, type SkuInput } from "./services/skus.ts"
import { yuanToCents } from "../../domain/core/money.ts"

/** Far provinces pay more: 新疆, 西藏, 青海, 内蒙古, 宁夏, 甘肃, and Hong Kong, Macao, Taiwan. */
const FAR = ["650000", "540000", "630000", "150000", "640000", "620000", "810000", "820000", "710000"]

export const DEMO_FREIGHT: { readonly count: FreightTemplate; readonly weight: FreightTemplate } = {
  count: {
    name: "按件计费",
    chargeBy: "count",
    rules: [
      { regions: [], firstUnits: 1, firstCents: 800, additionalUnits: 1, additionalCents: 200 },
      { regions: FAR, firstUnits: 1, firstCents: 2000, additionalUnits: 1, additionalCents: 1000 },
    ],
  },
  weight: {
    name: "按重量计费",
    chargeBy: "weight",
    rules: [
      { regions: [], firstUnits: 1000, firstCents: 1000, additionalUnits: 500, additionalCents: 500 },
      { regions: FAR, firstUnits: 1000, firstCents: 2500, additionalUnits: 500, additionalCents: 1200 },
    ],
  },
}

const roundYuan = (c: number) => Math.round(c / 100) * 100

/** The sale attributes of a demo product, by what it is. */
export function demoSaleAttrs(seed: Pick<ProductSeed, "shape">): ReadonlyArray<SaleAttr> {
  switch (seed.shape) {
    case "device":
    case "brush":
      return [
        { name: "颜色", values: ["珍珠白", "星空灰"] },
        { name: "套餐", values: ["标准版", "礼盒版"] },
      ]
    case "dropper":
    case "jar":
      return [
        { name: "规格", values: ["单瓶装", "两瓶装"] },
        { name: "版本", values: ["经典版", "限定礼盒版"] },
      ]
    case "can":
    case "box":
    case "pouch":
      return [{ name: "规格", values: ["单件装", "两件装", "三件装"] }]
    default:
      return [{ name: "规格", values: ["单支装", "两支装"] }]
  }
}

const BASIC = new Set(["品牌", "产地", "保质期", "生产企业", "批准文号", "注册证号"])

export function demoBaseAttrs(seed: Pick<ProductSeed, "params">): ReadonlyArray<BaseAttrGroup> {
  const basic = seed.params.filter(([name]) => BASIC.has(name))
  const rest = seed.params.filter(([name]) => !BASIC.has(name))
  return [
    { group: "主体", items: basic.map(([name, value]) => ({ name, value })) },
    { group: "规格参数", items: rest.map(([name, value]) => ({ name, value })) },
  ].filter((g) => g.items.length > 0)
}

/** Price of a value: packs multiply (a little cheaper per piece), gift versions add 30 yuan. */
const priceOf = (base: number, values: ReadonlyArray<string>): number => {
  let price = base
  for (const v of values) {
    if (v.startsWith("两")) price = roundYuan(price * 1.9)
    if (v.startsWith("三")) price = roundYuan(price * 2.7)
    if (v.includes("礼盒")) price += 3000
  }
  return price
}

const originalOf = (base: number, values: ReadonlyArray<string>): number => {
  let price = base
  for (const v of values) {
    if (v.startsWith("两")) price *= 2
    if (v.startsWith("三")) price *= 3
    if (v.includes("礼盒")) price += 3000
  }
  return price
}

/** The SKUs of a demo product: its stock spread over the combinations, the last one of two attributes sold out. */
export function demoSkus(seed: ProductSeed, saleAttrs: ReadonlyArray<SaleAttr>): ReadonlyArray<SkuInput> {
  const combos = saleAttrs.reduce<string[][]>((acc, a) => acc.flatMap((p) => a.values.map((v) => [...p, v])), [[]])
  const soldOutLast = saleAttrs.length > 1
  const selling = soldOutLast ? combos.length - 1 : combos.length
  const weight = seed.shape === "device" || seed.shape === "brush" ? 450 : seed.shape === "can" || seed.shape === "box" || seed.shape === "pouch" ? 600 : 200
  const pictures = [productImage(seed.key, 1), productImage(seed.key, 2), productImage(seed.key, 3)]
  let left = seed.stock
  return combos.map((attrs, i) => {
    const share = i >= selling ? 0 : i === selling - 1 ? left : Math.ceil((seed.stock * (i === 0 ? 0.6 : 0.4 / Math.max(1, selling - 1))))
    const stock = Math.min(left, share)
    left -= stock
    const packs = attrs.find((v) => v.startsWith("两")) ? 2 : attrs.find((v) => v.startsWith("三")) ? 3 : 1
    return {
      code: `MY-${seed.key.toUpperCase()}-${String(i + 1).padStart(2, "0")}`,
      attrs,
      priceCents: priceOf(yuanToCents(seed.price), attrs),
      originalPriceCents: originalOf(yuanToCents(seed.originalPrice), attrs),
      stock,
      picture: pictures[i % pictures.length]!,
      weightGrams: weight * packs,
    }
  })
}

export const mallSeed: SeedSet = {
  name: "mall-demo",
  demo: true,
  async apply(tx: Tx) {
    const merchantId = await demoAccountId(tx, "meiyan_shop")
    if (merchantId === undefined) return
    const shopId = await openShop(tx, {
      ownerId: merchantId,
      name: "美妍旗舰店",
      logo: productImage("hyaluronic-serum", 1),
      description: "美妍官方旗舰店：护肤、营养保健与家用健康器械，正品保障，48小时内发货。",
      ratingTenths: 48,
    })
    const countTemplate = await addFreightTemplate(tx, shopId, DEMO_FREIGHT.count)
    const weightTemplate = await addFreightTemplate(tx, shopId, DEMO_FREIGHT.weight)
    const rows = await tx.select({ spuId: products.spuId, cover: products.cover }).from(products).where(eq(products.merchantId, merchantId))
    for (const seed of PRODUCT_SEEDS) {
      const row = rows.find((r) => r.cover === productImage(seed.key, 1))
      if (!row) continue
      const saleAttrs = demoSaleAttrs(seed)
      await defineSpecs(tx, row.spuId, {
        saleAttrs,
        baseAttrs: demoBaseAttrs(seed),
        freightTemplateId: seed.shape === "device" ? weightTemplate : countTemplate,
        skus: demoSkus(seed, saleAttrs),
      })
    }
  },
}
