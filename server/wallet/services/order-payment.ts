/**
 * Wallet orders (VIP, the shop service fee): made once per idempotency key, paid from the
 * balance with the payment password (password-payment.ts).
 */
import type { AccountGrade, WalletOrder } from "../../../domain/wallet/entities/wallet.ts"
import type { Db } from "../../core/db/client.ts"
import type { RsaKeys } from "../../session/services/rsa.ts"
import { gradeOf } from "./account.ts"
import { once } from "./idempotency.ts"
import { balances } from "./ledger.ts"
import { createShopFeeOrder, createVipOrder, payOrderFromBalance, type WalletOrderKind } from "./orders.ts"
import { payWithPassword } from "./password-payment.ts"
import { type Cents } from "../../../domain/core/money.ts"

/** Makes a VIP order for a plan, once per idempotency key. */
export const placeVipOrder = (db: Db, userId: number, feeId: number, idempotencyKey: string, now: number): Promise<WalletOrder> =>
  db.transaction((tx) => once(tx, { userId, key: idempotencyKey, scope: "vipCreate" }, () => createVipOrder(tx, userId, feeId, now)))

/** Makes a shop service fee order, once per idempotency key. */
export const placeShopFeeOrder = (db: Db, userId: number, idempotencyKey: string, now: number): Promise<WalletOrder> =>
  db.transaction((tx) => once(tx, { userId, key: idempotencyKey, scope: "shopFeeCreate" }, () => createShopFeeOrder(tx, userId, now)))

/** Pays a wallet order from the balance; answers the order, the member's grade and balance after. */
export const payWalletOrder = (
  db: Db,
  rsa: RsaKeys,
  userId: number,
  kind: WalletOrderKind,
  input: { readonly orderId: number; readonly payPass: string; readonly idempotencyKey: string },
  now: number,
): Promise<{ order: WalletOrder; grade: AccountGrade; balance: Cents }> =>
  payWithPassword(db, rsa, { userId, payPass: input.payPass, idempotencyKey: input.idempotencyKey, scope: `${kind}Pay:${input.orderId}`, now }, async (tx) => {
    const order = await payOrderFromBalance(tx, { userId, kind, orderId: input.orderId, idempotencyKey: input.idempotencyKey }, now)
    const [grade, money] = await Promise.all([gradeOf(tx, userId, now), balances(tx, userId)])
    return { order, grade, balance: money.balanceCents }
  })
