/**
 * The maker centre's shop side for the demo: 美妍旗舰店 and the maker 陈一帆's shop with brands,
 * attributes and their groups, products published through the wizard's service (one approved and
 * stocked but not yet put on the shelf, one waiting for review, one not yet sent, one rejected),
 * two warehouses and purchase orders in every state. Nothing of it is on the shelf, so the mall's
 * demo catalogue stays as it is until the shop itself puts a product on.
 */
import { asc, eq } from "drizzle-orm"
import type { Tx } from "../core/db/client.ts"
import { productCategories } from "../shell/tables.ts"
import { users } from "../session/tables/users.ts"
import { productSkus, shops } from "../mall/tables.ts"
import { openShop } from "../mall/services/shops.ts"
import type { SeedSet } from "../seed/seed-sets.ts"
import type { PublishInput } from "../../domain/merchant/endpoints.ts"
import { buildMatrix } from "../../domain/merchant/sku-matrix.ts"
import { linkGroupAttrs, saveAttr, saveBrand, saveGroup } from "./services/catalogue.ts"
import { approveProduct, publishProduct, rejectProduct, setShelf } from "./services/products.ts"
import { assignPurchase, createPurchaseItem, finishPurchase, mergePurchaseItems, receivePurchase, saveWarehouse } from "./services/warehouses.ts"

const leaf = async (tx: Tx, name: string): Promise<number> => {
  const rows = await tx.select({ id: productCategories.catId, parent: productCategories.parentCid }).from(productCategories).where(eq(productCategories.name, name))
  for (const row of rows) {
    const [child] = await tx.select({ id: productCategories.catId }).from(productCategories).where(eq(productCategories.parentCid, row.id)).limit(1)
    if (!child) return row.id
  }
  throw new Error(`no leaf category ${name}`)
}

const account = async (tx: Tx, username: string) => {
  const [row] = await tx.select({ id: users.id, nickName: users.nickName }).from(users).where(eq(users.username, username))
  return row
}

interface DemoProduct {
  readonly title: string
  readonly description: string
  readonly picture: string
  readonly sale: ReadonlyArray<{ name: string; values: string[] }>
  readonly prices: ReadonlyArray<number>
}

/** Publishes through the wizard's service: base values for every base attribute of the category, the SKU matrix priced in order. */
const publish = async (tx: Tx, shopId: number, categoryId: number, brandId: number, base: ReadonlyArray<{ attrId: number; value: string }>, p: DemoProduct) => {
  const matrix = buildMatrix(p.sale, p.title, [])
  const input: PublishInput = {
    title: p.title,
    description: p.description,
    categoryId,
    brandId,
    weightGrams: 200,
    images: [p.picture],
    detailImages: [p.picture],
    baseValues: [...base],
    saleAttrs: p.sale.map((a) => ({ name: a.name, values: [...a.values] })),
    skus: matrix.map((row, i) => ({ attrs: [...row.attrs], title: row.title, subtitle: "", priceCents: p.prices[i % p.prices.length]!, picture: p.picture, code: "" })),
  }
  return publishProduct(tx, shopId, input)
}

export const merchantSeed: SeedSet = {
  name: "maker-centre-shop-demo",
  demo: true,
  async apply(tx: Tx) {
    const meiyan = await account(tx, "meiyan_shop")
    const maker = await account(tx, "chen_maker")
    if (!meiyan || !maker) return
    const [makerShop] = await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, maker.id))
    if (!makerShop) await openShop(tx, { ownerId: maker.id, name: "一帆的健康小铺", logo: "", description: "创客陈一帆的养生好物小店" })

    // 美妍旗舰店: 精华 with its brand, attributes, a group and two warehouses.
    const serumCat = await leaf(tx, "精华")
    const brand = await saveBrand(tx, meiyan.id, null, { name: "美妍实验室", logo: "/product/hyaluronic-serum-1.svg", description: "美妍旗舰店自有护肤品牌", letter: "M", shown: true, categoryIds: [serumCat] })
    await saveBrand(tx, meiyan.id, null, { name: "清研", logo: "/product/niacinamide-toner-1.svg", description: "温和修护系列", letter: "Q", shown: false, categoryIds: [serumCat] })
    const group = await saveGroup(tx, meiyan.id, null, { categoryId: serumCat, name: "主体", sort: 0, icon: "", description: "产地与适用肤质" })
    const origin = await saveAttr(tx, meiyan.id, null, { kind: "base", categoryId: serumCat, name: "产地", values: ["中国", "日本", "法国"], multiple: false, searchable: true, quickShow: true })
    const skin = await saveAttr(tx, meiyan.id, null, { kind: "base", categoryId: serumCat, name: "适用肤质", values: ["干性", "油性", "混合性", "敏感肌"], multiple: true, searchable: true, quickShow: false })
    await saveAttr(tx, meiyan.id, null, { kind: "base", categoryId: serumCat, name: "保质期", values: [], multiple: false, searchable: false, quickShow: false })
    await linkGroupAttrs(tx, meiyan.id, group.id, [origin.id, skin.id])
    await saveAttr(tx, meiyan.id, null, { kind: "sale", categoryId: serumCat, name: "容量", values: ["30ml", "50ml"], multiple: false, searchable: false, quickShow: true })
    await saveAttr(tx, meiyan.id, null, { kind: "sale", categoryId: serumCat, name: "包装", values: ["单支装", "礼盒装"], multiple: false, searchable: false, quickShow: false })
    const base = [
      { attrId: origin.id, value: "中国" },
      { attrId: skin.id, value: "干性、混合性" },
    ]
    const hangzhou = await saveWarehouse(tx, meiyan.id, null, { name: "杭州主仓", address: "余杭区仓前街道良睦路1399号", regionText: "浙江省 杭州市 余杭区" })
    const guangzhou = await saveWarehouse(tx, meiyan.id, null, { name: "广州分仓", address: "白云区太和镇北太路1633号", regionText: "广东省 广州市 白云区" })

    const peptide = await publish(tx, meiyan.id, serumCat, brand.id, base, {
      title: "美妍实验室 多肽紧致精华",
      description: "五重胜肽复配，改善细纹与松弛，质地清透易吸收。",
      picture: "/product/hyaluronic-serum-2.svg",
      sale: [
        { name: "容量", values: ["30ml", "50ml"] },
        { name: "包装", values: ["单支装", "礼盒装"] },
      ],
      prices: [19_900, 25_900, 29_900, 35_900],
    })
    await publish(tx, meiyan.id, serumCat, brand.id, base, {
      title: "美妍实验室 维C焕亮精华",
      description: "15%左旋维C与阿魏酸，提亮肤色、淡化暗沉。",
      picture: "/product/hyaluronic-serum-3.svg",
      sale: [{ name: "容量", values: ["30ml", "50ml"] }],
      prices: [16_900, 23_900],
    }).then((p) => setShelf(tx, meiyan.id, p.spuId, true))
    // The first one: approved, then stocked through purchase orders; the shop has not put it on yet.
    await setShelf(tx, meiyan.id, peptide.spuId, true)
    await approveProduct(tx, peptide.spuId)
    const skuIds = (await tx.select({ skuId: productSkus.skuId }).from(productSkus).where(eq(productSkus.spuId, peptide.spuId)).orderBy(asc(productSkus.sort))).map((r) => r.skuId)
    const demand = (skuId: number, wareId: number, quantity: number) => createPurchaseItem(tx, meiyan.id, { skuId, wareId, quantity })
    // 已完成: every demand bought and received into its warehouse.
    const done = await mergePurchaseItems(tx, meiyan.id, null, [(await demand(skuIds[0]!, hangzhou.id, 120)).id, (await demand(skuIds[1]!, hangzhou.id, 80)).id])
    await assignPurchase(tx, meiyan.id, done.id, "王建国", "13912340001")
    await receivePurchase(tx, meiyan.id, done.id)
    await finishPurchase(tx, meiyan.id, done.id, done.items.map((i) => ({ itemId: i.id, done: true, reason: "" })))
    // 有异常: one bought, one failed.
    const partly = await mergePurchaseItems(tx, meiyan.id, null, [(await demand(skuIds[2]!, guangzhou.id, 60)).id, (await demand(skuIds[3]!, guangzhou.id, 40)).id])
    await assignPurchase(tx, meiyan.id, partly.id, "李芳", "13912340002")
    await receivePurchase(tx, meiyan.id, partly.id)
    await finishPurchase(tx, meiyan.id, partly.id, partly.items.map((i, n) => ({ itemId: i.id, done: n === 0, reason: n === 0 ? "" : "供应商礼盒包材缺货" })))
    // 已领取, 已分配 and 新建, and one demand not merged yet.
    const received = await mergePurchaseItems(tx, meiyan.id, null, [(await demand(skuIds[3]!, hangzhou.id, 50)).id])
    await assignPurchase(tx, meiyan.id, received.id, "王建国", "13912340001")
    await receivePurchase(tx, meiyan.id, received.id)
    const assigned = await mergePurchaseItems(tx, meiyan.id, null, [(await demand(skuIds[0]!, guangzhou.id, 30)).id])
    await assignPurchase(tx, meiyan.id, assigned.id, "李芳", "13912340002")
    await mergePurchaseItems(tx, meiyan.id, null, [(await demand(skuIds[1]!, guangzhou.id, 20)).id])
    await demand(skuIds[2]!, hangzhou.id, 100)

    // The maker's shop: 枸杞 with a brand and a sale attribute; one product not sent, one rejected.
    const gojiCat = await leaf(tx, "枸杞")
    const makerBrand = await saveBrand(tx, maker.id, null, { name: "一帆养生", logo: "", description: "陈一帆的养生小店自有品牌", letter: "Y", shown: true, categoryIds: [gojiCat] })
    const makerOrigin = await saveAttr(tx, maker.id, null, { kind: "base", categoryId: gojiCat, name: "产地", values: ["宁夏中宁", "青海柴达木"], multiple: false, searchable: true, quickShow: true })
    await saveAttr(tx, maker.id, null, { kind: "sale", categoryId: gojiCat, name: "规格", values: ["250g", "500g"], multiple: false, searchable: false, quickShow: true })
    await saveWarehouse(tx, maker.id, null, { name: "银川仓", address: "金凤区宝湖东路88号", regionText: "宁夏回族自治区 银川市 金凤区" })
    const makerBase = [{ attrId: makerOrigin.id, value: "宁夏中宁" }]
    await publish(tx, maker.id, gojiCat, makerBrand.id, makerBase, {
      title: "一帆养生 头茬免洗枸杞",
      description: "宁夏中宁头茬果，颗粒饱满，可直接嚼食或泡水。",
      picture: "/product/goji-berry-1.svg",
      sale: [{ name: "规格", values: ["250g", "500g"] }],
      prices: [3_990, 6_990],
    })
    const rejected = await publish(tx, maker.id, gojiCat, makerBrand.id, makerBase, {
      title: "一帆养生 黑枸杞礼盒",
      description: "青海野生黑枸杞，适合泡水饮用。",
      picture: "/product/goji-berry-2.svg",
      sale: [{ name: "规格", values: ["250g", "500g"] }],
      prices: [8_900, 15_900],
    })
    await setShelf(tx, maker.id, rejected.spuId, true)
    await rejectProduct(tx, rejected.spuId, "商品图片与实物不符，请上传黑枸杞的实拍图片")
  },
}
