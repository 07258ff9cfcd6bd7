import { COURSE_MESSAGES } from "../../../domain/courses/messages.ts"
import type { AppDeps } from "../../core/deps.ts"
import { badRequest } from "../../../domain/core/errors.ts"
import type { AreaHandlers } from "../../core/http/handler.ts"
import { DecryptError } from "../../session/services/rsa.ts"
import { createOrder, orderView, payOrder } from "../services/orders.ts"
import { once } from "../../wallet/services/idempotency.ts"
import { verifyPayPassword } from "../../wallet/services/pay-password.ts"

/** The payment password as sent (RSA-encrypted); one that does not decrypt counts as wrong. */
const plainPayPass = (deps: AppDeps, encrypted: string): string => {
  try {
    return deps.rsa.decrypt(encrypted)
  } catch (error) {
    if (error instanceof DecryptError) return ""
    throw error
  }
}

/** Course orders and their balance payment through the wallet. */
export const courseOrderHandlers = {
  courseOrderCreate: async ({ body }, { deps, user }) => {
    const now = deps.now()
    return deps.db.transaction((tx) =>
      once(tx, { userId: user.id, key: body.idempotencyKey, scope: `courseOrder:${body.courseId}` }, () => createOrder(tx, user.id, body.courseId, now)),
    )
  },

  courseOrderDetail: async ({ params }, { deps, user }) => orderView(deps.db, params.orderNum, user.id),

  courseOrderBalancePay: async ({ body }, { deps, user }) => {
    if (body.orderNum.trim() === "") throw badRequest(COURSE_MESSAGES.orderNotFound)
    await verifyPayPassword(deps.db, user.id, plainPayPass(deps, body.payPass), deps.now())
    const now = deps.now()
    return deps.db.transaction((tx) =>
      once(tx, { userId: user.id, key: body.idempotencyKey, scope: `coursePay:${body.orderNum}` }, () => payOrder(tx, user.id, body.orderNum, now)),
    )
  },
} satisfies AreaHandlers
