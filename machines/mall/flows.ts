/** The mall flows, in the order the flows page lists them (collected by machines/index.ts). */
import type { FlowEntry } from "../testing/flow-entry.ts"
import { buyBoxFlow } from "./buy-box.flow.ts"
import { cartFlow } from "./cart.flow.ts"
import { cartBadgeFlow } from "./cart-badge.flow.ts"
import { checkoutFlow } from "./checkout.flow.ts"
import { orderPaymentFlow } from "./order-payment.flow.ts"
import { shopFollowFlow } from "./shop-follow.flow.ts"

export const MALL_FLOWS: ReadonlyArray<FlowEntry> = [
  buyBoxFlow,
  cartFlow,
  cartBadgeFlow,
  checkoutFlow,
  orderPaymentFlow,
  shopFollowFlow,
]
