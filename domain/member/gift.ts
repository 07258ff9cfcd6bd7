/** Points gifts (/account/point/gift, spec 2 §7, §8): exchanging a gift for points and an address. */
import { formErrors, type FormErrors } from "../core/validation/form-errors.ts"

/** At most this many pieces of one gift in one exchange. */
export const GIFT_MAX_QUANTITY = 10

export const GIFT_MESSAGES = {
  addressRequired: "请选择收货地址",
  quantity: `兑换数量为 1 到 ${GIFT_MAX_QUANTITY} 件`,
  outOfStock: "该礼品库存不足",
  offShelf: "该礼品已下架",
  exchanged: "兑换成功",
} as const

export type GiftOrderStatus = "pending" | "shipped" | "completed"

export const GIFT_ORDER_STATUS_LABELS: Readonly<Record<GiftOrderStatus, string>> = {
  pending: "待发货",
  shipped: "已发货",
  completed: "已完成",
}

export interface GiftExchangeInput {
  readonly quantity: number
  readonly addressId: number | null
}

export type GiftExchangeField = "quantity" | "addressId"

export function validateGiftExchange(input: GiftExchangeInput): FormErrors<GiftExchangeField> {
  const q = input.quantity
  return formErrors<GiftExchangeField>({
    quantity: Number.isInteger(q) && q >= 1 && q <= GIFT_MAX_QUANTITY ? [] : [GIFT_MESSAGES.quantity],
    addressId: input.addressId === null || !(input.addressId > 0) ? [GIFT_MESSAGES.addressRequired] : [],
  })
}

/** Points due for an exchange. */
export function giftTotalPoints(points: number, quantity: number): number {
  return points * quantity
}

/** Gift order numbers: `G` + day + sequence, e.g. G20241118000123. */
export function giftOrderNo(day: string, id: number): string {
  return `G${day.replaceAll("-", "")}${String(id).padStart(6, "0")}`
}
