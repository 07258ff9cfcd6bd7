import type { AreaHandlers } from "../core/http/handler.ts"
import { decryptOrNull } from "../wallet/routes/secret.ts"
import { once } from "../wallet/services/idempotency.ts"
import { verifyPayPassword } from "../wallet/services/pay-password.ts"
import { addToCart, checkCartLines, clearCart, mergeIntoCart, previewCart, readCart, removeCartLines, updateCartLine } from "./services/cart.ts"
import { createOrders, previewCheckout } from "./services/checkout.ts"
import {
  cancelOrder,
  deleteOrder,
  listMemberOrders,
  listShopOrders,
  memberOrder,
  orderLines,
  payOrders,
  receiveOrder,
  shipOrder,
} from "./services/orders.ts"
import { followShop, shopPage } from "./services/shops.ts"
import { readProductSkus } from "./services/skus.ts"
import { trackingProvider } from "./services/tracking.ts"
import { afterSaleHandlers } from "./routes/after-sale.ts"

/** The mall's buying loop: see domain/mall/endpoints.ts. */
export const mallHandlers = {
  productSkus: async ({ params }, { deps }) => readProductSkus(deps.db, params.spuId),
  shopPage: async ({ params }, { deps, user }) => shopPage(deps.db, params.shopId, user?.id ?? null),
  shopFollow: async ({ params, body }, { deps, user }) => deps.db.transaction((tx) => followShop(tx, params.shopId, user.id, body.follow)),

  cartList: async (_input, { deps, user }) => readCart(deps.db, user.id),
  cartPreview: async ({ body }, { deps }) => previewCart(deps.db, body.lines),
  cartAdd: async ({ body }, { deps, user }) => deps.db.transaction((tx) => addToCart(tx, user.id, body)),
  cartUpdate: async ({ params, body }, { deps, user }) => deps.db.transaction((tx) => updateCartLine(tx, user.id, params.skuId, body)),
  cartCheck: async ({ body }, { deps, user }) => checkCartLines(deps.db, user.id, body.skuIds, body.checked),
  cartRemove: async ({ body }, { deps, user }) => removeCartLines(deps.db, user.id, body.skuIds),
  cartClear: async (_input, { deps, user }) => clearCart(deps.db, user.id),
  cartMerge: async ({ body }, { deps, user }) => deps.db.transaction((tx) => mergeIntoCart(tx, user.id, body.lines)),

  checkoutPreview: async ({ body }, { deps, user }) => previewCheckout(deps.db, user.id, body, deps.now()),
  orderCreate: async ({ body }, { deps, user }) => {
    const now = deps.now()
    return deps.db.transaction((tx) => once(tx, { userId: user.id, key: body.idempotencyKey, scope: "mallOrder" }, () => createOrders(tx, user.id, body, now)))
  },
  orderPay: async ({ body }, { deps, user }) => {
    // The wallet's payment password check: a value that does not decrypt counts as a wrong entry.
    await verifyPayPassword(deps.db, user.id, decryptOrNull(deps, body.payPass) ?? "", deps.now())
    const now = deps.now()
    const scope = `mallPay:${[...new Set(body.orderNums)].sort().join(",")}`.slice(0, 500)
    return deps.db.transaction((tx) => once(tx, { userId: user.id, key: body.idempotencyKey, scope }, () => payOrders(tx, user.id, body.orderNums, now)))
  },
  orderList: async ({ query }, { deps, user }) => listMemberOrders(deps.db, user.id, query),
  orderDetail: async ({ params }, { deps, user }) => memberOrder(deps.db, user.id, params.orderNum),
  orderCancel: async ({ params }, { deps, user }) => deps.db.transaction((tx) => cancelOrder(tx, user.id, params.orderNum, deps.now())),
  orderReceive: async ({ params }, { deps, user }) => deps.db.transaction((tx) => receiveOrder(tx, user.id, params.orderNum, deps.now())),
  orderDelete: async ({ params }, { deps, user }) => {
    await deps.db.transaction((tx) => deleteOrder(tx, user.id, params.orderNum))
    return { deleted: true }
  },
  orderBuyAgain: async ({ params }, { deps, user }) =>
    deps.db.transaction(async (tx) => mergeIntoCart(tx, user.id, await orderLines(tx, user.id, params.orderNum))),
  orderTracking: async ({ params }, { deps, user }) => trackingProvider.track(await memberOrder(deps.db, user.id, params.orderNum)),

  shopOrderList: async ({ query }, { deps, user }) => listShopOrders(deps.db, user.id, query),
  shopOrderShip: async ({ params, body }, { deps, user }) => deps.db.transaction((tx) => shipOrder(tx, user.id, params.orderNum, body, deps.now())),

  ...afterSaleHandlers,
} satisfies AreaHandlers
