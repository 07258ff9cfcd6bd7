/**
 * The shop side of the maker centre: brands, attributes and their groups, published products
 * with their review, warehouses, stock per warehouse, purchase demands and purchase orders.
 */
import { Schema } from "effect"
import { Cents, Id } from "../core/entities/common.ts"

const Whole = Schema.Number

/** 品牌: a brand of the shop with its logo, first letter, shown flag and the categories it sells in. */
export const Brand = Schema.Struct({
  id: Id,
  name: Schema.String,
  logo: Schema.String,
  description: Schema.String,
  letter: Schema.String,
  shown: Schema.Boolean,
  categoryIds: Schema.Array(Id),
  categoryNames: Schema.Array(Schema.String),
})
export type Brand = typeof Brand.Type

export const AttrKind = Schema.Literals(["base", "sale"])
export type AttrKind = typeof AttrKind.Type

/** 规格参数 (base) or 销售属性 (sale) of one category. */
export const Attr = Schema.Struct({
  id: Id,
  kind: AttrKind,
  categoryId: Id,
  categoryName: Schema.String,
  name: Schema.String,
  values: Schema.Array(Schema.String),
  /** 多选 when true, 单选 otherwise. */
  multiple: Schema.Boolean,
  searchable: Schema.Boolean,
  /** 快速展示: shown on the product card's quick view. */
  quickShow: Schema.Boolean,
  /** The group of a base attribute. */
  groupId: Schema.NullOr(Id),
  groupName: Schema.NullOr(Schema.String),
})
export type Attr = typeof Attr.Type

/** 属性分组: a named group of base attributes of one category. */
export const AttrGroup = Schema.Struct({
  id: Id,
  categoryId: Id,
  categoryName: Schema.String,
  name: Schema.String,
  sort: Whole,
  icon: Schema.String,
  description: Schema.String,
  attrs: Schema.Array(Schema.Struct({ id: Id, name: Schema.String })),
})
export type AttrGroup = typeof AttrGroup.Type

/** Review of a product going on the shelf: 未提交, 待审核, 审核通过, 未通过. */
export const ReviewState = Schema.Literals(["none", "pending", "approved", "rejected"])
export type ReviewState = typeof ReviewState.Type

/** One row of SPU管理. */
export const ShopProduct = Schema.Struct({
  spuId: Id,
  title: Schema.String,
  cover: Schema.String,
  categoryName: Schema.String,
  brand: Schema.String,
  priceCents: Cents,
  stock: Whole,
  salesCount: Whole,
  skuCount: Whole,
  /** on or off the shelf. */
  status: Schema.Literals(["on", "off"]),
  reviewState: ReviewState,
  rejectReason: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
})
export type ShopProduct = typeof ShopProduct.Type

/** One row of 商品管理 (SKU list). */
export const ShopSku = Schema.Struct({
  skuId: Id,
  spuId: Id,
  productTitle: Schema.String,
  title: Schema.String,
  subtitle: Schema.String,
  code: Schema.String,
  attrs: Schema.Array(Schema.String),
  picture: Schema.String,
  priceCents: Cents,
  /** Available: the sum over its warehouses less what unpaid orders lock. */
  stock: Whole,
  lockedStock: Whole,
  salesCount: Whole,
  categoryName: Schema.String,
  brand: Schema.String,
  /** Its product on or off the shelf. */
  status: Schema.Literals(["on", "off"]),
})
export type ShopSku = typeof ShopSku.Type

/** 商品监控: one product's visitors, sales and stock. */
export const ProductFigures = Schema.Struct({
  spuId: Id,
  title: Schema.String,
  status: Schema.Literals(["on", "off"]),
  /** Members who opened its page (each counted once, from their footprints). */
  views: Whole,
  salesCount: Whole,
  stock: Whole,
})
export type ProductFigures = typeof ProductFigures.Type

/** 仓库. */
export const Warehouse = Schema.Struct({
  id: Id,
  name: Schema.String,
  address: Schema.String,
  /** Region names joined by spaces, as addresses keep them. */
  regionText: Schema.String,
})
export type Warehouse = typeof Warehouse.Type

/** 商品库存: one SKU in one warehouse. */
export const WareSku = Schema.Struct({
  wareId: Id,
  wareName: Schema.String,
  skuId: Id,
  skuTitle: Schema.String,
  code: Schema.String,
  stock: Whole,
  /** What unpaid orders lock of the SKU, over all its warehouses. */
  lockedStock: Whole,
  /** What the mall may still sell of the SKU: the sum over its warehouses less what is locked. */
  available: Whole,
})
export type WareSku = typeof WareSku.Type

/** One change of a warehouse's stock of a SKU by the shop, with its reason. */
export const WareStockChange = Schema.Struct({
  id: Id,
  wareId: Id,
  wareName: Schema.String,
  skuId: Id,
  skuTitle: Schema.String,
  before: Whole,
  after: Whole,
  reason: Schema.String,
  operator: Schema.String,
  createdAt: Schema.String,
})
export type WareStockChange = typeof WareStockChange.Type

/** 采购需求 states: 新建, 已分配, 正在采购, 已完成, 采购失败. */
export const PurchaseItemStatus = Schema.Literals([0, 1, 2, 3, 4])
export type PurchaseItemStatus = typeof PurchaseItemStatus.Type

export const PurchaseItem = Schema.Struct({
  id: Id,
  skuId: Id,
  skuTitle: Schema.String,
  quantity: Whole,
  wareId: Id,
  wareName: Schema.String,
  status: PurchaseItemStatus,
  purchaseId: Schema.NullOr(Id),
  reason: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
})
export type PurchaseItem = typeof PurchaseItem.Type

/** 采购单 states: 新建, 已分配, 已领取, 已完成, 有异常. */
export const PurchaseStatus = Schema.Literals([0, 1, 2, 3, 4])
export type PurchaseStatus = typeof PurchaseStatus.Type

export const Purchase = Schema.Struct({
  id: Id,
  status: PurchaseStatus,
  buyer: Schema.String,
  buyerPhone: Schema.String,
  items: Schema.Array(PurchaseItem),
  createdAt: Schema.String,
})
export type Purchase = typeof Purchase.Type

/** A page of a maker-centre table. */
export const pageOf = <S extends Schema.Top>(item: S) =>
  Schema.Struct({ content: Schema.Array(item), totalElements: Schema.Number, page: Schema.Number, size: Schema.Number })

/** One China day of the shop's sales: orders paid that day and what they paid. */
export const ShopSalesDay = Schema.Struct({ day: Schema.String, orders: Schema.Number, salesCents: Schema.Number })
/** 数据中心's shop figures over a range: per day and the range's sums. */
export const ShopSalesStats = Schema.Struct({
  days: Schema.Array(ShopSalesDay),
  range: Schema.Struct({ orders: Schema.Number, salesCents: Schema.Number }),
})
export type ShopSalesStats = typeof ShopSalesStats.Type
