import { COURSE_MESSAGES } from "../../../domain/course/messages.ts"
import type { AppDeps } from "../../deps.ts"
import { badRequest } from "../../http/errors.ts"
import type { AreaHandlers } from "../../http/handler.ts"
import { DecryptError } from "../../services/auth/rsa.ts"
import { createOrder, orderView, payOrder } from "../../services/courses/orders.ts"
import { once } from "../../services/wallet/idempotency.ts"
import { verifyPayPassword } from "../../services/wallet/pay-password.ts"

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
