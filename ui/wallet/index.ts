/** The public face of ui/wallet: what other areas and layers may use. */
export { WithdrawalStatusTag } from "./wallet-parts.tsx"
export { BalancePay, type BalancePayProps } from "./balance-pay.tsx"
