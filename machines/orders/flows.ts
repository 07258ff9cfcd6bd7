/** The orders flows, in the order the flows page lists them (collected by machines/index.ts). */
import type { FlowEntry } from "../testing/flow-entry.ts"
import { confirmReceiptFlow } from "./confirm-receipt.flow.ts"
import { couponsFlow } from "./coupons.flow.ts"
import { mallOrderListFlow } from "./mall-order-list.flow.ts"
import { orderActionsFlow } from "./order-actions.flow.ts"
import { orderDetailFlow } from "./order-detail.flow.ts"
import { productReviewFlow } from "./product-review.flow.ts"
import { productReviewListFlow } from "./product-review-list.flow.ts"
import { returnApplyFlow } from "./return-apply.flow.ts"
import { returnGoodsFlow } from "./return-goods.flow.ts"
import { returnListFlow } from "./return-list.flow.ts"
import { shopOrdersFlow } from "./shop-orders.flow.ts"
import { shopResponsesFlow } from "./shop-responses.flow.ts"
import { shopReturnActionsFlow } from "./shop-return-actions.flow.ts"
import { unpaidOrdersFlow } from "./unpaid-orders.flow.ts"

export const ORDERS_FLOWS: ReadonlyArray<FlowEntry> = [
  unpaidOrdersFlow,
  mallOrderListFlow,
  orderActionsFlow,
  orderDetailFlow,
  confirmReceiptFlow,
  shopOrdersFlow,
  returnApplyFlow,
  returnGoodsFlow,
  returnListFlow,
  shopReturnActionsFlow,
  productReviewFlow,
  couponsFlow,
  productReviewListFlow,
  shopResponsesFlow,
]
