import type { AreaHandlers } from "../core/http/handler.ts"
import { categorySpecs, deleteAttrs, deleteBrands, deleteGroups, groupCandidates, linkGroupAttrs, listAttrs, listBrands, listGroups, saveAttr, saveBrand, saveGroup } from "./services/catalogue.ts"
import { approveProduct, listProductReviews, listShopProducts, previewProduct, productFigures, productBaseValues, publishProduct, rejectProduct, saveProductBaseValues, saveProductFreight, setShelf } from "./services/products.ts"
import { listShopSkus } from "./services/shop-skus.ts"
import { deleteFreightTemplate, listFreightTemplates, saveFreightTemplate } from "./services/freight.ts"
import { salesStats } from "./services/sales-stats.ts"
import { shopOf } from "./services/shop.ts"
import {
  assignPurchase,
  createPurchaseItem,
  deletePurchaseItems,
  finishPurchase,
  listPurchaseItems,
  listPurchases,
  adjustWareStock,
  listWareSkus,
  listWareStockChanges,
  listWarehouses,
  mergePurchaseItems,
  receivePurchase,
  saveWarehouse,
} from "./services/warehouses.ts"

/** The shop side of the maker centre: see domain/merchant/endpoints.ts. Each call runs in one transaction on the caller's shop. */
export const merchantHandlers = {
  makerSalesStats: async ({ query }, { deps, user }) => deps.db.transaction(async (tx) => salesStats(tx, await shopOf(tx, user.id), query.from, query.to)),
  makerBrandList: async ({ query }, { deps, user }) => deps.db.transaction(async (tx) => listBrands(tx, await shopOf(tx, user.id), query)),
  makerBrandCreate: async ({ body }, { deps, user }) => deps.db.transaction(async (tx) => saveBrand(tx, await shopOf(tx, user.id), null, body)),
  makerBrandUpdate: async ({ params, body }, { deps, user }) => deps.db.transaction(async (tx) => saveBrand(tx, await shopOf(tx, user.id), params.id, body)),
  makerBrandDelete: async ({ body }, { deps, user }) => deps.db.transaction(async (tx) => deleteBrands(tx, await shopOf(tx, user.id), body.ids)),

  makerAttrList: async ({ query }, { deps, user }) => deps.db.transaction(async (tx) => listAttrs(tx, await shopOf(tx, user.id), query)),
  makerAttrCreate: async ({ body }, { deps, user }) => deps.db.transaction(async (tx) => saveAttr(tx, await shopOf(tx, user.id), null, body)),
  makerAttrUpdate: async ({ params, body }, { deps, user }) => deps.db.transaction(async (tx) => saveAttr(tx, await shopOf(tx, user.id), params.id, body)),
  makerAttrDelete: async ({ body }, { deps, user }) => deps.db.transaction(async (tx) => deleteAttrs(tx, await shopOf(tx, user.id), body.ids)),

  makerAttrGroupList: async ({ query }, { deps, user }) => deps.db.transaction(async (tx) => listGroups(tx, await shopOf(tx, user.id), query)),
  makerAttrGroupCreate: async ({ body }, { deps, user }) => deps.db.transaction(async (tx) => saveGroup(tx, await shopOf(tx, user.id), null, body)),
  makerAttrGroupUpdate: async ({ params, body }, { deps, user }) => deps.db.transaction(async (tx) => saveGroup(tx, await shopOf(tx, user.id), params.id, body)),
  makerAttrGroupDelete: async ({ body }, { deps, user }) => deps.db.transaction(async (tx) => deleteGroups(tx, await shopOf(tx, user.id), body.ids)),
  makerAttrGroupCandidates: async ({ params }, { deps, user }) => deps.db.transaction(async (tx) => groupCandidates(tx, await shopOf(tx, user.id), params.id)),
  makerAttrGroupLink: async ({ params, body }, { deps, user }) => deps.db.transaction(async (tx) => linkGroupAttrs(tx, await shopOf(tx, user.id), params.id, body.attrIds)),

  makerCategorySpecs: async ({ params }, { deps, user }) => deps.db.transaction(async (tx) => categorySpecs(tx, await shopOf(tx, user.id), params.id)),
  makerProductList: async ({ query }, { deps, user }) => deps.db.transaction(async (tx) => listShopProducts(tx, await shopOf(tx, user.id), query)),
  makerProductPublish: async ({ body }, { deps, user }) => deps.db.transaction(async (tx) => publishProduct(tx, await shopOf(tx, user.id), body, new Date(deps.now()))),
  makerProductShelf: async ({ params, body }, { deps, user }) => deps.db.transaction(async (tx) => setShelf(tx, await shopOf(tx, user.id), params.id, body.on)),
  makerProductMonitor: async ({ query }, { deps, user }) => deps.db.transaction(async (tx) => productFigures(tx, await shopOf(tx, user.id), query)),
  makerProductPreview: async ({ params }, { deps, user }) => deps.db.transaction(async (tx) => previewProduct(tx, await shopOf(tx, user.id), params.id)),
  makerProductBaseValues: async ({ params }, { deps, user }) => deps.db.transaction(async (tx) => productBaseValues(tx, await shopOf(tx, user.id), params.id)),
  makerProductBaseValuesSave: async ({ params, body }, { deps, user }) => deps.db.transaction(async (tx) => saveProductBaseValues(tx, await shopOf(tx, user.id), params.id, body.baseValues)),
  makerProductFreightSave: async ({ params, body }, { deps, user }) => deps.db.transaction(async (tx) => saveProductFreight(tx, await shopOf(tx, user.id), params.id, body.freightTemplateId)),
  makerSkuList: async ({ query }, { deps, user }) => deps.db.transaction(async (tx) => listShopSkus(tx, await shopOf(tx, user.id), query)),

  makerFreightList: async (_input, { deps, user }) => deps.db.transaction(async (tx) => listFreightTemplates(tx, await shopOf(tx, user.id))),
  makerFreightCreate: async ({ body }, { deps, user }) => deps.db.transaction(async (tx) => saveFreightTemplate(tx, await shopOf(tx, user.id), null, body)),
  makerFreightUpdate: async ({ params, body }, { deps, user }) => deps.db.transaction(async (tx) => saveFreightTemplate(tx, await shopOf(tx, user.id), params.id, body)),
  makerFreightDelete: async ({ params }, { deps, user }) => deps.db.transaction(async (tx) => deleteFreightTemplate(tx, await shopOf(tx, user.id), params.id)),

  makerWarehouseList: async ({ query }, { deps, user }) => deps.db.transaction(async (tx) => listWarehouses(tx, await shopOf(tx, user.id), query)),
  makerWarehouseCreate: async ({ body }, { deps, user }) => deps.db.transaction(async (tx) => saveWarehouse(tx, await shopOf(tx, user.id), null, body)),
  makerWarehouseUpdate: async ({ params, body }, { deps, user }) => deps.db.transaction(async (tx) => saveWarehouse(tx, await shopOf(tx, user.id), params.id, body)),
  makerWareSkuList: async ({ query }, { deps, user }) => deps.db.transaction(async (tx) => listWareSkus(tx, await shopOf(tx, user.id), query)),
  makerWareStockAdjust: async ({ body }, { deps, user }) => deps.db.transaction(async (tx) => adjustWareStock(tx, await shopOf(tx, user.id), user.id, body, new Date(deps.now()))),
  makerWareStockHistory: async ({ query }, { deps, user }) => deps.db.transaction(async (tx) => listWareStockChanges(tx, await shopOf(tx, user.id), query)),

  makerPurchaseItemList: async ({ query }, { deps, user }) => deps.db.transaction(async (tx) => listPurchaseItems(tx, await shopOf(tx, user.id), query)),
  makerPurchaseItemCreate: async ({ body }, { deps, user }) => deps.db.transaction(async (tx) => createPurchaseItem(tx, await shopOf(tx, user.id), body)),
  makerPurchaseItemDelete: async ({ body }, { deps, user }) => deps.db.transaction(async (tx) => deletePurchaseItems(tx, await shopOf(tx, user.id), body.ids)),
  makerPurchaseList: async ({ query }, { deps, user }) => deps.db.transaction(async (tx) => listPurchases(tx, await shopOf(tx, user.id), query)),
  makerPurchaseMerge: async ({ body }, { deps, user }) => deps.db.transaction(async (tx) => mergePurchaseItems(tx, await shopOf(tx, user.id), body.purchaseId, body.itemIds)),
  makerPurchaseAssign: async ({ params, body }, { deps, user }) => deps.db.transaction(async (tx) => assignPurchase(tx, await shopOf(tx, user.id), params.id, body.buyer, body.buyerPhone)),
  makerPurchaseReceive: async ({ params }, { deps, user }) => deps.db.transaction(async (tx) => receivePurchase(tx, await shopOf(tx, user.id), params.id)),
  makerPurchaseFinish: async ({ params, body }, { deps, user }) => deps.db.transaction(async (tx) => finishPurchase(tx, await shopOf(tx, user.id), params.id, body.items, new Date(deps.now()))),

  adminProductReviewList: async ({ query }, { deps }) => listProductReviews(deps.db, query),
  adminProductApprove: async ({ params }, { deps }) => deps.db.transaction((tx) => approveProduct(tx, params.id)),
  adminProductReject: async ({ params, body }, { deps }) => deps.db.transaction((tx) => rejectProduct(tx, params.id, body.reason)),
} satisfies AreaHandlers
