import type { AreaHandlers } from "../core/http/handler.ts"
import { addToCart, checkCartLines, clearCart, mergeIntoCart, previewCart, readCart, removeCartLines, updateCartLine } from "./services/cart.ts"
import { placeOrders, previewCheckout } from "./services/checkout.ts"
import {
  buyAgain,
  cancelOrder,
  deleteOrder,
  listMemberOrders,
  listShopOrders,
  memberOrder,
  payOrdersWithPassword,
  receiveOrder,
  shipOrder,
} from "./services/orders.ts"
import { followShop, shopPage } from "./services/shops.ts"
import { readProductSkus } from "./services/skus.ts"
import { trackingProvider } from "./services/tracking.ts"
import { afterSaleHandlers } from "./routes/after-sale.ts"
import { shopOpeningHandlers } from "./routes/shop-opening.ts"

/** The mall's buying loop: see domain/mall/endpoints.ts. */
export const mallHandlers = {
  productSkus: async ({ params }, { deps }) => readProductSkus(deps.db, params.spuId),
  shopPage: async ({ params }, { deps, user }) => shopPage(deps.db, params.shopId, user?.id ?? null),
  shopFollow: async ({ params, body }, { deps, user }) => followShop(deps.db, params.shopId, user.id, body.follow),

  cartList: async (_input, { deps, user }) => readCart(deps.db, user.id),
  cartPreview: async ({ body }, { deps }) => previewCart(deps.db, body.lines),
  cartAdd: async ({ body }, { deps, user }) => addToCart(deps.db, user.id, body),
  cartUpdate: async ({ params, body }, { deps, user }) => updateCartLine(deps.db, user.id, params.skuId, body),
  cartCheck: async ({ body }, { deps, user }) => checkCartLines(deps.db, user.id, body.skuIds, body.checked),
  cartRemove: async ({ body }, { deps, user }) => removeCartLines(deps.db, user.id, body.skuIds),
  cartClear: async (_input, { deps, user }) => clearCart(deps.db, user.id),
  cartMerge: async ({ body }, { deps, user }) => mergeIntoCart(deps.db, user.id, body.lines),

  checkoutPreview: async ({ body }, { deps, user }) => previewCheckout(deps.db, user.id, body, deps.now()),
  orderCreate: async ({ body }, { deps, user }) => {
    return placeOrders(deps.db, user.id, body, deps.now())
  },
  orderPay: async ({ body }, { deps, user }) => payOrdersWithPassword(deps.db, deps.rsa, user.id, body, deps.now()),
  orderList: async ({ query }, { deps, user }) => listMemberOrders(deps.db, user.id, query),
  orderDetail: async ({ params }, { deps, user }) => memberOrder(deps.db, user.id, params.orderNum),
  orderCancel: async ({ params }, { deps, user }) => cancelOrder(deps.db, user.id, params.orderNum, deps.now()),
  orderReceive: async ({ params }, { deps, user }) => receiveOrder(deps.db, user.id, params.orderNum, deps.now()),
  orderDelete: async ({ params }, { deps, user }) => {
    await deleteOrder(deps.db, user.id, params.orderNum)
    return { deleted: true }
  },
  orderBuyAgain: async ({ params }, { deps, user }) => buyAgain(deps.db, user.id, params.orderNum),
  orderTracking: async ({ params }, { deps, user }) => trackingProvider.track(await memberOrder(deps.db, user.id, params.orderNum)),

  shopOrderList: async ({ query }, { deps, user }) => listShopOrders(deps.db, user.id, query),
  shopOrderShip: async ({ params, body }, { deps, user }) => shipOrder(deps.db, user.id, params.orderNum, body, deps.now()),

  ...afterSaleHandlers,
  ...shopOpeningHandlers,
} satisfies AreaHandlers
