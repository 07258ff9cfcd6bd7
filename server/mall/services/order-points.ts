/**
 * Shopping points: when a completed order's return window closes (RETURN_DAYS after receipt, a
 * scheduled job), the buyer earns a point per yuan paid less what returns hold or refunded, one
 * and a half times as a VIP member. The ledger movement is keyed by the order: once per order.
 */
import { and, eq, inArray, sum } from "drizzle-orm"
import { shoppingPoints } from "../../../domain/mall/points.ts"
import type { Tx } from "../../core/db/client.ts"
import { users } from "../../session/tables/users.ts"
import { credit } from "../../wallet/services/ledger.ts"
import { orderReturns } from "../tables/returns.ts"
import { mallOrders } from "../tables.ts"

export const ORDER_POINTS_JOB = "mall.orderPoints"

/** Credits the order's shopping points; answers how many (0 when none are due). */
export const creditOrderPoints = async (tx: Tx, orderNum: string, now: number): Promise<number> => {
  const [order] = await tx.select().from(mallOrders).where(eq(mallOrders.orderNum, orderNum)).for("update")
  if (!order || order.status !== 3) return 0
  const [[returned], [member]] = await Promise.all([
    tx
      .select({ cents: sum(orderReturns.refundCents).mapWith(Number) })
      .from(orderReturns)
      .where(and(eq(orderReturns.orderId, order.id), inArray(orderReturns.status, [0, 1, 2]))),
    tx.select({ vipExpiresAt: users.vipExpiresAt }).from(users).where(eq(users.id, order.userId)),
  ])
  const vip = member?.vipExpiresAt !== null && member?.vipExpiresAt !== undefined && member.vipExpiresAt.getTime() > now
  const points = shoppingPoints(order.payCents, returned?.cents ?? 0, vip)
  if (points <= 0) return 0
  await credit(tx, {
    userId: order.userId,
    points,
    kind: "reward",
    ref: order.orderNum,
    title: vip ? `购物赠送积分（VIP 1.5倍）：订单${order.orderNum}` : `购物赠送积分：订单${order.orderNum}`,
    idempotencyKey: `order-points-${order.orderNum}`,
  })
  return points
}
