import type { AreaHandlers } from "../../core/http/handler.ts"
import { orderView, payCourseOrder, placeCourseOrder } from "../services/orders.ts"
import { ownerCourseOrders } from "../services/owner-orders.ts"

/** Course orders and their balance payment through the wallet. */
export const courseOrderHandlers = {
  makerCourseOrders: async ({ query }, { deps, user }) => ownerCourseOrders(deps.db, user.id, query),

  courseOrderCreate: async ({ body }, { deps, user }) => placeCourseOrder(deps.db, user.id, body.courseId, body.idempotencyKey, deps.now()),

  courseOrderDetail: async ({ params }, { deps, user }) => orderView(deps.db, params.orderNum, user.id),

  courseOrderBalancePay: async ({ body }, { deps, user }) => payCourseOrder(deps.db, deps.rsa, user.id, body, deps.now()),
} satisfies AreaHandlers
