/** The wallet flows, in the order the flows page lists them (collected by machines/index.ts). */
import type { FlowEntry } from "../testing/flow-entry.ts"
import { balancePayFlow } from "./balance-pay.flow.ts"
import { payPasswordEntryFlow } from "./pay-password-entry.flow.ts"
import { rechargeFlow } from "./recharge.flow.ts"
import { sandboxCashierFlow } from "./sandbox-cashier.flow.ts"
import { setPayPasswordFlow } from "./set-pay-password.flow.ts"
import { vipPurchaseFlow } from "./vip-purchase.flow.ts"
import { withdrawalFlow } from "./withdrawal.flow.ts"

export const WALLET_FLOWS: ReadonlyArray<FlowEntry> = [
  payPasswordEntryFlow,
  setPayPasswordFlow,
  balancePayFlow,
  rechargeFlow,
  withdrawalFlow,
  vipPurchaseFlow,
  sandboxCashierFlow,
]
