/** Answers the maker-centre shop flows' fake actors give. */
import type { CategorySpecs, Purchase, PurchaseItem, ShopProduct } from "../../domain/merchant/index.ts"
import { cents } from "../../domain/core/money.ts"

export const demoSpecs: CategorySpecs = {
  groups: [{ id: 1, name: "主体", attrs: [{ id: 11, kind: "base", categoryId: 5, categoryName: "精华", name: "产地", values: ["中国", "法国"], multiple: false, searchable: true, quickShow: true, groupId: 1, groupName: "主体" }] }],
  saleAttrs: [
    { id: 21, kind: "sale", categoryId: 5, categoryName: "精华", name: "容量", values: ["30ml", "50ml"], multiple: false, searchable: false, quickShow: true, groupId: null, groupName: null },
    { id: 22, kind: "sale", categoryId: 5, categoryName: "精华", name: "包装", values: ["单支装", "礼盒装"], multiple: false, searchable: false, quickShow: false, groupId: null, groupName: null },
  ],
  brands: [{ id: 3, name: "美妍实验室" }],
}

export const demoShopProduct: ShopProduct = {
  spuId: 101,
  title: "多肽紧致精华",
  cover: "/product/hyaluronic-serum-1.svg",
  categoryName: "精华",
  brand: "美妍实验室",
  priceCents: cents(19_900),
  stock: 0,
  salesCount: 0,
  skuCount: 4,
  status: "off",
  reviewState: "none",
  rejectReason: null,
  createdAt: "2026-11-24 10:00:00",
}

const item = (id: number, status: PurchaseItem["status"]): PurchaseItem => ({
  id,
  skuId: 500 + id,
  skuTitle: "多肽紧致精华 30ml 单支装",
  quantity: 50,
  wareId: 1,
  wareName: "杭州主仓",
  status,
  purchaseId: 9,
  reason: status === 4 ? "供应商缺货" : null,
  createdAt: "2026-11-24 10:00:00",
})

export const demoPurchase = (status: Purchase["status"]): Purchase => ({
  id: 9,
  status,
  buyer: status === 0 ? "" : "王建国",
  buyerPhone: status === 0 ? "" : "13912340001",
  items: [item(1, status === 0 ? 0 : status === 1 ? 1 : status === 2 ? 2 : 3), item(2, status === 4 ? 4 : status === 0 ? 0 : status === 1 ? 1 : status === 2 ? 2 : 3)],
  createdAt: "2026-11-24 10:00:00",
})
