/**
 * The shop side of the maker centre (spec 1 §2.2: product_*, ware_*, order_*). Every call needs
 * the maker centre (merchant or maker member, 401/403 otherwise) and acts on the caller's own
 * shop: another shop's record answers 404. Product review calls are the administrators'.
 */
import { Schema } from "effect"
import { endpoint } from "../core/endpoint.ts"
import { DashboardDays } from "../member/endpoints/common.ts"
import { PERMISSIONS, requires } from "../admin/index.ts"
import { IdFromString, IdNumber, Int4FromString, NameText, SafeText } from "../core/validation/boundary.ts"
import { Page, Size } from "../core/endpoint-fields.ts"
import { ProductSkus } from "../mall/endpoints.ts"
import { ProductDetail } from "../mall/product.ts"
import { Attr, AttrGroup, AttrKind, Brand, ProductFigures, Purchase, PurchaseItem, ReviewState, ShopProduct, ShopSalesStats, ShopSku, WareSku, WareStockChange, Warehouse, pageOf } from "./entities.ts"
import { SKU_SORTS } from "./stock.ts"
import { FreightTemplateInput, ShopFreightTemplate } from "./freight-template.ts"

const Keyword = Schema.optional(SafeText(50))
const Sort = Schema.optional(Schema.Literals(["new", "old", "name"]))
const Ids = Schema.Struct({ ids: Schema.Array(IdNumber).check(Schema.isMinLength(1), Schema.isMaxLength(100)) })
const IdParam = Schema.Struct({ id: IdFromString })
const Ok = Schema.Struct({ ok: Schema.Boolean })
const Picture = SafeText(300)
const Whole = Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 2_000_000_000 }))
const BaseValues = Schema.Array(Schema.Struct({ attrId: IdNumber, value: SafeText(100) })).check(Schema.isMaxLength(100))
const PriceParam = Schema.optional(Int4FromString.check(Schema.isBetween({ minimum: 0, maximum: 2_000_000_000 })))

/** 库存调整: what the warehouse should hold of the SKU, and why. */
export const WareStockInput = Schema.Struct({ wareId: IdNumber, skuId: IdNumber, stock: Whole, reason: SafeText(100) })
export type WareStockInput = typeof WareStockInput.Type

export const BrandInput = Schema.Struct({
  name: NameText(30),
  logo: Picture,
  description: SafeText(200),
  letter: SafeText(1),
  shown: Schema.Boolean,
  categoryIds: Schema.Array(IdNumber).check(Schema.isMaxLength(30)),
})
export type BrandInput = typeof BrandInput.Type

export const AttrInput = Schema.Struct({
  kind: AttrKind,
  categoryId: IdNumber,
  name: NameText(30),
  values: Schema.Array(NameText(30)).check(Schema.isMaxLength(50)),
  multiple: Schema.Boolean,
  searchable: Schema.Boolean,
  quickShow: Schema.Boolean,
})
export type AttrInput = typeof AttrInput.Type

export const AttrGroupInput = Schema.Struct({ categoryId: IdNumber, name: NameText(30), sort: Whole, icon: Picture, description: SafeText(200) })
export type AttrGroupInput = typeof AttrGroupInput.Type

/** What the publishing wizard saves in one call. */
export const PublishInput = Schema.Struct({
  title: NameText(60),
  description: SafeText(2000),
  categoryId: IdNumber,
  brandId: Schema.NullOr(IdNumber),
  /** The shop's freight template; null: the shop's first one. */
  freightTemplateId: Schema.optional(Schema.NullOr(IdNumber)),
  weightGrams: Whole,
  images: Schema.Array(Picture).check(Schema.isMaxLength(30)),
  detailImages: Schema.Array(Picture).check(Schema.isMaxLength(30)),
  baseValues: BaseValues,
  saleAttrs: Schema.Array(Schema.Struct({ name: NameText(30), values: Schema.Array(NameText(30)).check(Schema.isMaxLength(30)) })).check(Schema.isMaxLength(5)),
  skus: Schema.Array(
    Schema.Struct({
      attrs: Schema.Array(NameText(30)),
      title: NameText(80),
      subtitle: SafeText(120),
      priceCents: Whole,
      picture: Picture,
      code: SafeText(40),
    }),
  ).check(Schema.isMaxLength(200)),
})
export type PublishInput = typeof PublishInput.Type

export const WarehouseInput = Schema.Struct({ name: NameText(30), address: SafeText(120), regionText: SafeText(60) })
export type WarehouseInput = typeof WarehouseInput.Type

/** Groups with the base attributes of a category, for the wizard's 规格参数 step. */
export const CategorySpecs = Schema.Struct({
  groups: Schema.Array(Schema.Struct({ id: Schema.NullOr(Schema.Number), name: Schema.String, attrs: Schema.Array(Attr) })),
  saleAttrs: Schema.Array(Attr),
  brands: Schema.Array(Schema.Struct({ id: Schema.Number, name: Schema.String })),
})
export type CategorySpecs = typeof CategorySpecs.Type

/** 修改商品: a product's base attribute values and the groups of its category to edit them in. */
export const ProductBaseValues = Schema.Struct({
  spuId: Schema.Number,
  title: Schema.String,
  categoryId: Schema.Number,
  categoryName: Schema.String,
  groups: CategorySpecs.fields.groups,
  values: Schema.Array(Schema.Struct({ attrId: Schema.Number, value: Schema.String })),
  /** The product's freight template; null for a product without its specs row. */
  freightTemplateId: Schema.NullOr(Schema.Number),
})
export type ProductBaseValues = typeof ProductBaseValues.Type

/** 商品预览: the mall's detail page data of one of the shop's products, on the shelf or not. */
export const ProductPreview = Schema.Struct({ detail: ProductDetail, specs: ProductSkus, status: Schema.Literals(["on", "off"]), reviewState: ReviewState })
export type ProductPreview = typeof ProductPreview.Type

export const merchantEndpoints = {
  /** 数据中心 (/account/mine/monitor): the shop's paid orders and sales per China day of a range of at most 92 days. */
  makerSalesStats: endpoint({
    method: "GET",
    path: "/api/maker/stats/sales",
    access: "makerCentre",
    query: DashboardDays,
    response: ShopSalesStats,
    errors: [400, 403],
  }),
  makerBrandList: endpoint({
    method: "GET",
    path: "/api/maker/brands",
    access: "makerCentre",
    query: Schema.Struct({ keyword: Keyword, sort: Sort, page: Page, size: Size }),
    response: pageOf(Brand),
    errors: [400, 403],
  }),
  makerBrandCreate: endpoint({ method: "POST", path: "/api/maker/brands", access: "makerCentre", body: BrandInput, response: Brand, errors: [400, 403, 409] }),
  makerBrandUpdate: endpoint({ method: "PUT", path: "/api/maker/brands/{id}", access: "makerCentre", params: IdParam, body: BrandInput, response: Brand, errors: [400, 403, 404, 409] }),
  /** Batch delete; brands of other shops are left alone (404 when none is the caller's). */
  makerBrandDelete: endpoint({ method: "POST", path: "/api/maker/brands/delete", access: "makerCentre", body: Ids, response: Ok, errors: [400, 403, 404] }),

  makerAttrList: endpoint({
    method: "GET",
    path: "/api/maker/attrs",
    access: "makerCentre",
    query: Schema.Struct({ kind: AttrKind, categoryId: Schema.optional(IdFromString), keyword: Keyword, page: Page, size: Size }),
    response: pageOf(Attr),
    errors: [400, 403],
  }),
  makerAttrCreate: endpoint({ method: "POST", path: "/api/maker/attrs", access: "makerCentre", body: AttrInput, response: Attr, errors: [400, 403, 409] }),
  makerAttrUpdate: endpoint({ method: "PUT", path: "/api/maker/attrs/{id}", access: "makerCentre", params: IdParam, body: AttrInput, response: Attr, errors: [400, 403, 404, 409] }),
  makerAttrDelete: endpoint({ method: "POST", path: "/api/maker/attrs/delete", access: "makerCentre", body: Ids, response: Ok, errors: [400, 403, 404] }),

  makerAttrGroupList: endpoint({
    method: "GET",
    path: "/api/maker/attr-groups",
    access: "makerCentre",
    query: Schema.Struct({ categoryId: Schema.optional(IdFromString), keyword: Keyword, page: Page, size: Size }),
    response: pageOf(AttrGroup),
    errors: [400, 403],
  }),
  makerAttrGroupCreate: endpoint({ method: "POST", path: "/api/maker/attr-groups", access: "makerCentre", body: AttrGroupInput, response: AttrGroup, errors: [400, 403] }),
  makerAttrGroupUpdate: endpoint({ method: "PUT", path: "/api/maker/attr-groups/{id}", access: "makerCentre", params: IdParam, body: AttrGroupInput, response: AttrGroup, errors: [400, 403, 404] }),
  makerAttrGroupDelete: endpoint({ method: "POST", path: "/api/maker/attr-groups/delete", access: "makerCentre", body: Ids, response: Ok, errors: [400, 403, 404] }),
  /** The category's base attributes in no group: what the group may link. */
  makerAttrGroupCandidates: endpoint({ method: "GET", path: "/api/maker/attr-groups/{id}/candidates", access: "makerCentre", params: IdParam, response: Schema.Array(Attr), errors: [403, 404] }),
  /** Links (and unlinks the rest of) the group's base attributes. */
  makerAttrGroupLink: endpoint({
    method: "PUT",
    path: "/api/maker/attr-groups/{id}/attrs",
    access: "makerCentre",
    params: IdParam,
    body: Schema.Struct({ attrIds: Schema.Array(IdNumber).check(Schema.isMaxLength(100)) }),
    response: AttrGroup,
    errors: [400, 403, 404, 409],
  }),

  /** Groups, base and sale attributes and brands of a category: what the publishing wizard offers. */
  makerCategorySpecs: endpoint({ method: "GET", path: "/api/maker/categories/{id}/specs", access: "makerCentre", params: IdParam, response: CategorySpecs, errors: [403, 404] }),
  makerProductList: endpoint({
    method: "GET",
    path: "/api/maker/products",
    access: "makerCentre",
    query: Schema.Struct({ keyword: Keyword, status: Schema.optional(Schema.Literals(["on", "off"])), review: Schema.optional(Schema.Literals(["none", "pending", "approved", "rejected"])), sort: Sort, page: Page, size: Size }),
    response: pageOf(ShopProduct),
    errors: [400, 403],
  }),
  /** 发布商品: the product, its base attribute values, sale attributes and SKUs in one transaction. */
  makerProductPublish: endpoint({ method: "POST", path: "/api/maker/products", access: "makerCentre", body: PublishInput, response: ShopProduct, errors: [400, 403, 404] }),
  /** 上架 (asks for review when not approved yet) and 下架. */
  makerProductShelf: endpoint({
    method: "POST",
    path: "/api/maker/products/{id}/shelf",
    access: "makerCentre",
    params: IdParam,
    body: Schema.Struct({ on: Schema.Boolean }),
    response: ShopProduct,
    errors: [400, 403, 404, 409],
  }),
  /** 商品监控: visitors, sales and stock per product of the shop. */
  makerProductMonitor: endpoint({
    method: "GET",
    path: "/api/maker/product-monitor",
    access: "makerCentre",
    query: Schema.Struct({ sort: Schema.optional(Schema.Literals(["views", "sales", "stock"])), page: Page, size: Size }),
    response: pageOf(ProductFigures),
    errors: [400, 403],
  }),
  makerProductPreview: endpoint({ method: "GET", path: "/api/maker/products/{id}/preview", access: "makerCentre", params: IdParam, response: ProductPreview, errors: [403, 404] }),
  makerProductBaseValues: endpoint({ method: "GET", path: "/api/maker/products/{id}/base-values", access: "makerCentre", params: IdParam, response: ProductBaseValues, errors: [403, 404] }),
  /** 修改商品: replaces the product's base attribute values in one transaction, by the wizard's rule. */
  makerProductBaseValuesSave: endpoint({
    method: "PUT",
    path: "/api/maker/products/{id}/base-values",
    access: "makerCentre",
    params: IdParam,
    body: Schema.Struct({ baseValues: BaseValues }),
    response: ProductBaseValues,
    errors: [400, 403, 404],
  }),
  makerSkuList: endpoint({
    method: "GET",
    path: "/api/maker/skus",
    access: "makerCentre",
    query: Schema.Struct({
      keyword: Keyword,
      spuId: Schema.optional(IdFromString),
      categoryId: Schema.optional(IdFromString),
      brandId: Schema.optional(IdFromString),
      minPrice: PriceParam,
      maxPrice: PriceParam,
      sort: Schema.optional(Schema.Literals(SKU_SORTS)),
      page: Page,
      size: Size,
    }),
    response: pageOf(ShopSku),
    errors: [400, 403],
  }),

  /** 运费模板 (/account/mine/product_freight): the shop's templates, oldest first, with how many products use each. */
  makerFreightList: endpoint({ method: "GET", path: "/api/maker/freight-templates", access: "makerCentre", response: Schema.Array(ShopFreightTemplate), errors: [403] }),
  makerFreightCreate: endpoint({ method: "POST", path: "/api/maker/freight-templates", access: "makerCentre", body: FreightTemplateInput, response: ShopFreightTemplate, errors: [400, 403] }),
  makerFreightUpdate: endpoint({ method: "PUT", path: "/api/maker/freight-templates/{id}", access: "makerCentre", params: IdParam, body: FreightTemplateInput, response: ShopFreightTemplate, errors: [400, 403, 404] }),
  /** Refused with 409 while products use the template. */
  makerFreightDelete: endpoint({ method: "DELETE", path: "/api/maker/freight-templates/{id}", access: "makerCentre", params: IdParam, response: Ok, errors: [403, 404, 409] }),
  /** 修改商品: the product's freight template, one of the shop's. */
  makerProductFreightSave: endpoint({
    method: "PUT",
    path: "/api/maker/products/{id}/freight",
    access: "makerCentre",
    params: IdParam,
    body: Schema.Struct({ freightTemplateId: IdNumber }),
    response: ProductBaseValues,
    errors: [400, 403, 404],
  }),

  makerWarehouseList: endpoint({ method: "GET", path: "/api/maker/warehouses", access: "makerCentre", query: Schema.Struct({ keyword: Keyword, page: Page, size: Size }), response: pageOf(Warehouse), errors: [400, 403] }),
  makerWarehouseCreate: endpoint({ method: "POST", path: "/api/maker/warehouses", access: "makerCentre", body: WarehouseInput, response: Warehouse, errors: [400, 403] }),
  makerWarehouseUpdate: endpoint({ method: "PUT", path: "/api/maker/warehouses/{id}", access: "makerCentre", params: IdParam, body: WarehouseInput, response: Warehouse, errors: [400, 403, 404] }),
  makerWareSkuList: endpoint({
    method: "GET",
    path: "/api/maker/ware-skus",
    access: "makerCentre",
    query: Schema.Struct({ wareId: Schema.optional(IdFromString), skuId: Schema.optional(IdFromString), keyword: Keyword, page: Page, size: Size }),
    response: pageOf(WareSku),
    errors: [400, 403],
  }),
  /** 库存调整: sets a warehouse's stock of a SKU (never below what orders lock) and records why. */
  makerWareStockAdjust: endpoint({ method: "POST", path: "/api/maker/ware-skus/adjust", access: "makerCentre", body: WareStockInput, response: WareSku, errors: [400, 403, 404, 409] }),
  makerWareStockHistory: endpoint({
    method: "GET",
    path: "/api/maker/ware-skus/changes",
    access: "makerCentre",
    query: Schema.Struct({ wareId: Schema.optional(IdFromString), skuId: Schema.optional(IdFromString), page: Page, size: Size }),
    response: pageOf(WareStockChange),
    errors: [400, 403],
  }),

  makerPurchaseItemList: endpoint({
    method: "GET",
    path: "/api/maker/purchase-items",
    access: "makerCentre",
    query: Schema.Struct({ status: Schema.optional(Int4FromString.check(Schema.isBetween({ minimum: 0, maximum: 4 }))), wareId: Schema.optional(IdFromString), page: Page, size: Size }),
    response: pageOf(PurchaseItem),
    errors: [400, 403],
  }),
  makerPurchaseItemCreate: endpoint({
    method: "POST",
    path: "/api/maker/purchase-items",
    access: "makerCentre",
    body: Schema.Struct({ skuId: IdNumber, wareId: IdNumber, quantity: Whole }),
    response: PurchaseItem,
    errors: [400, 403, 404],
  }),
  makerPurchaseItemDelete: endpoint({ method: "POST", path: "/api/maker/purchase-items/delete", access: "makerCentre", body: Ids, response: Ok, errors: [400, 403, 404, 409] }),
  makerPurchaseList: endpoint({
    method: "GET",
    path: "/api/maker/purchases",
    access: "makerCentre",
    query: Schema.Struct({ status: Schema.optional(Int4FromString.check(Schema.isBetween({ minimum: 0, maximum: 4 }))), page: Page, size: Size }),
    response: pageOf(Purchase),
    errors: [400, 403],
  }),
  /** 合并采购需求: into the given open order, or a new one. */
  makerPurchaseMerge: endpoint({
    method: "POST",
    path: "/api/maker/purchases/merge",
    access: "makerCentre",
    body: Schema.Struct({ purchaseId: Schema.NullOr(IdNumber), itemIds: Schema.Array(IdNumber).check(Schema.isMinLength(1), Schema.isMaxLength(100)) }),
    response: Purchase,
    errors: [400, 403, 404, 409],
  }),
  makerPurchaseAssign: endpoint({
    method: "POST",
    path: "/api/maker/purchases/{id}/assign",
    access: "makerCentre",
    params: IdParam,
    body: Schema.Struct({ buyer: NameText(20), buyerPhone: SafeText(20) }),
    response: Purchase,
    errors: [400, 403, 404, 409],
  }),
  makerPurchaseReceive: endpoint({ method: "POST", path: "/api/maker/purchases/{id}/receive", access: "makerCentre", params: IdParam, response: Purchase, errors: [403, 404, 409] }),
  /** 完成采购: each item done or failed with a reason; done items go into their warehouse. */
  makerPurchaseFinish: endpoint({
    method: "POST",
    path: "/api/maker/purchases/{id}/finish",
    access: "makerCentre",
    params: IdParam,
    body: Schema.Struct({ items: Schema.Array(Schema.Struct({ itemId: IdNumber, done: Schema.Boolean, reason: SafeText(100) })).check(Schema.isMaxLength(100)) }),
    response: Purchase,
    errors: [400, 403, 404, 409],
  }),

  /** Products waiting for an administrator's approval to go on the shelf. */
  adminProductReviewList: endpoint({
    method: "GET",
    path: "/api/admin/product-reviews",
    access: requires(PERMISSIONS.reviewContent),
    query: Schema.Struct({ review: Schema.optional(Schema.Literals(["pending", "approved", "rejected"])), page: Page, size: Size }),
    response: pageOf(Schema.Struct({ ...ShopProduct.fields, shopName: Schema.String })),
    errors: [400],
  }),
  adminProductApprove: endpoint({ method: "POST", path: "/api/admin/product-reviews/{id}/approve", access: requires(PERMISSIONS.reviewContent), params: IdParam, response: ShopProduct, errors: [404, 409] }),
  adminProductReject: endpoint({
    method: "POST",
    path: "/api/admin/product-reviews/{id}/reject",
    access: requires(PERMISSIONS.reviewContent),
    params: IdParam,
    body: Schema.Struct({ reason: SafeText(200) }),
    response: ShopProduct,
    errors: [400, 404, 409],
  }),
} as const
