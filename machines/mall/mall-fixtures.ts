/**
 * Answers the mall's fake actors give on the flows page and in the machine tests: one product
 * of 美妍旗舰店 with 规格 × 版本 (one combination sold out), a cart of two lines, a checkout
 * to a Beijing address and the order it makes.
 */
import type { CartItem } from "../../domain/mall/cart.ts"
import type { ProductSkus } from "../../domain/mall/endpoints.ts"
import type { SavedAddress } from "../../domain/member/entities/member.ts"
import type { CheckoutPreview, MallOrder } from "../../domain/mall/order.ts"
import { cents } from "../../domain/core/money.ts"
import { demoMallOrder } from "../orders/mall-order-fixtures.ts"

export const demoShop = { id: 4, name: "美妍旗舰店" }

export const demoSpecs: ProductSkus = {
  spuId: 1,
  saleAttrs: [
    { name: "规格", values: ["30ml", "50ml"] },
    { name: "版本", values: ["经典款", "礼盒款"] },
  ],
  skus: [
    { skuId: 11, code: "MY-30-C", attrs: ["30ml", "经典款"], priceCents: cents(12_900), originalPriceCents: cents(16_900), stock: 320, picture: "/p/11.png" },
    { skuId: 12, code: "MY-30-G", attrs: ["30ml", "礼盒款"], priceCents: cents(15_900), originalPriceCents: cents(19_900), stock: 0, picture: "/p/12.png" },
    { skuId: 13, code: "MY-50-C", attrs: ["50ml", "经典款"], priceCents: cents(19_900), originalPriceCents: cents(23_900), stock: 3, picture: "/p/13.png" },
    { skuId: 14, code: "MY-50-G", attrs: ["50ml", "礼盒款"], priceCents: cents(22_900), originalPriceCents: cents(26_900), stock: 40, picture: "/p/14.png" },
  ],
  baseAttrs: [{ group: "主体", items: [{ name: "品牌", value: "美妍" }] }],
}

export const cartLine = (skuId: number, over: Partial<CartItem> = {}): CartItem => ({
  skuId,
  spuId: 1,
  title: "玻尿酸多重保湿精华液",
  skuText: "规格：30ml；版本：经典款",
  picture: "/p/11.png",
  priceCents: cents(12_900),
  quantity: 1,
  stock: 320,
  checked: true,
  available: true,
  shop: demoShop,
  ...over,
})

export const demoCart = { items: [cartLine(11), cartLine(14, { skuText: "规格：50ml；版本：礼盒款", priceCents: cents(22_900), stock: 40, quantity: 2 })] }

export const demoAddress: SavedAddress = {
  id: 31,
  name: "王小明",
  region: '["110000","110100","110101"]',
  regionText: "北京市 市辖区 东城区",
  detail: "东华门街道南河沿大街12号院3号楼",
  phone: "13912345678",
  telephone: null,
  defaulted: true,
}

export const otherAddress: SavedAddress = { ...demoAddress, id: 32, name: "王小红", regionText: "新疆维吾尔自治区 乌鲁木齐市 天山区", region: '["650000","650100","650102"]', defaulted: false }

export const demoPreview: CheckoutPreview = {
  shops: [
    {
      shop: demoShop,
      items: [{ skuId: 11, spuId: 1, title: "玻尿酸多重保湿精华液", skuText: "规格：30ml；版本：经典款", picture: "/p/11.png", priceCents: cents(12_900), quantity: 1 }],
      goodsCents: cents(12_900),
      freightCents: cents(800),
      payCents: cents(13_700),
    },
  ],
  totalCents: cents(13_700),
  deliverable: true,
  problems: [],
}

export const undeliverablePreview: CheckoutPreview = {
  ...demoPreview,
  shops: demoPreview.shops.map((s) => ({ ...s, freightCents: null, payCents: s.goodsCents })),
  totalCents: cents(12_900),
  deliverable: false,
  problems: ["美妍旗舰店：该地区暂不支持配送"],
}

/** The unpaid order the demo checkout makes: the orders' demo order, placed by 王小明 for the checkout's line. */
export const demoOrder = (over: Partial<MallOrder> = {}): MallOrder =>
  demoMallOrder({
    orderNum: "SC20261124103000123456",
    shop: demoShop,
    items: demoPreview.shops[0]!.items,
    address: { name: "王小明", phone: "13912345678", regionText: "北京市 市辖区 东城区", detail: "东华门街道南河沿大街12号院3号楼" },
    createTime: "2026-11-24T02:30:00.000Z",
    payDeadline: "2026-11-24T03:00:00.000Z",
    ...over,
  })

/** The browser's time when the demo order has 2 seconds left to pay. */
export const twoSecondsLeft = Date.parse("2026-11-24T03:00:00.000Z") - 2_000
