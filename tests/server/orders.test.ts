import { and, eq, gt } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { ORDER_MESSAGES, UNPAID_ORDER_MS } from "../../domain/orders/unpaid.ts"
import { WALLET_MESSAGES } from "../../domain/wallet/wallet.ts"
import { courseOrders, courses } from "../../server/courses/tables.ts"
import { walletOrders } from "../../server/wallet/tables.ts"
import { closeOverdueOrders } from "../../server/orders/services/unpaid-orders.ts"
import { startUnpaidOrderSweep } from "../../server/orders/services/sweep.ts"
import { databaseKinds } from "../setup/databases.ts"
import { newKey, okBody, walletMember, type WalletMember } from "../setup/wallet.ts"
import { useTestServer } from "../setup/server-suite.ts"
import { cents } from "../../domain/core/money.ts"

describe.each(databaseKinds())("unpaid orders on %s", (kind) => {
  const suite = useTestServer(kind)

  const vipOrder = async (member: WalletMember) => {
    const fees = okBody(await suite.server.call("memberFeeAll"))
    const fee = fees[0]
    if (!fee) throw new Error("no plan seeded")
    return okBody(await suite.server.call("vipOrderCreate", { body: { feeId: fee.id, idempotencyKey: newKey() } }, { token: member.token }))
  }
  const paidCourse = async () => {
    const [course] = await suite.server.deps.db.select({ id: courses.id }).from(courses).where(and(eq(courses.status, "on"), gt(courses.priceCents, cents(0)))).limit(1)
    if (!course) throw new Error("no paid course seeded")
    return course.id
  }
  const ordersCheck = async (member: WalletMember) =>
    okBody(await suite.server.call("cancelAccountCheck", undefined, { token: member.token })).checks.find((c) => c.key === "orders")

  it("lists a member's unpaid orders of every kind, and the member cancels them", async () => {
    const member = await walletMember(suite.server, { cents: 0 })
    const vip = await vipOrder(member)
    const shop = okBody(await suite.server.call("shopFeeOrderCreate", { body: { idempotencyKey: newKey() } }, { token: member.token }))
    const course = okBody(await suite.server.call("courseOrderCreate", { body: { courseId: await paidCourse(), idempotencyKey: newKey() } }, { token: member.token }))
    const list = okBody(await suite.server.call("unpaidOrders", undefined, { token: member.token }))
    expect(list.map((o) => o.kind).sort()).toEqual(["course", "shop_fee", "vip"])
    const listedVip = list.find((o) => o.kind === "vip")
    expect(listedVip).toMatchObject({ id: vip.id, orderNo: vip.orderNo, amount: vip.amount })
    expect(Date.parse(listedVip?.closeTime ?? "") - Date.parse(listedVip?.createTime ?? "")).toBe(UNPAID_ORDER_MS)
    // Someone else's order is not theirs to cancel.
    const other = await walletMember(suite.server)
    const foreign = await suite.server.call("unpaidOrderCancel", { body: { kind: "vip", id: vip.id } }, { token: other.token })
    expect(foreign.status).toBe(404)
    expect(foreign.body).toMatchObject({ code: "order_not_found", message: ORDER_MESSAGES.notFound })

    // The account cannot be closed while they wait; cancelled, they no longer stand in the way.
    expect(await ordersCheck(member)).toMatchObject({ passed: false, hint: "请支付或取消未支付的订单" })
    for (const order of list) okBody(await suite.server.call("unpaidOrderCancel", { body: { kind: order.kind, id: order.id } }, { token: member.token }))
    expect(okBody(await suite.server.call("unpaidOrders", undefined, { token: member.token }))).toEqual([])
    expect(await ordersCheck(member)).toMatchObject({ passed: true })
    const twice = await suite.server.call("unpaidOrderCancel", { body: { kind: "shop_fee", id: shop.id } }, { token: member.token })
    expect(twice.status).toBe(409)
    expect(twice.body).toMatchObject({ code: "order_not_unpaid" })
    const [row] = await suite.server.deps.db.select({ status: courseOrders.status }).from(courseOrders).where(eq(courseOrders.orderNum, course.orderNum))
    expect(row?.status).toBe("closed")
    // A cancelled order cannot be paid.
    const pay = await suite.server.call("vipOrderBalancePay", { body: { orderId: vip.id, payPass: suite.server.deps.rsa.encrypt(member.payPassword), idempotencyKey: newKey() } }, { token: member.token })
    expect(pay.status).toBe(409)
    expect(pay.body).toMatchObject({ code: "order_closed", message: WALLET_MESSAGES.orderClosed })
  })

  it("closes every unpaid order 30 minutes after creation, once, even with two sweeps at the same time", async () => {
    const member = await walletMember(suite.server, { cents: 100_000 })
    const vip = await vipOrder(member)
    const course = okBody(await suite.server.call("courseOrderCreate", { body: { courseId: await paidCourse(), idempotencyKey: newKey() } }, { token: member.token }))
    const created = Date.parse(vip.createTime)

    // 29 minutes on, nothing is due.
    const early = await closeOverdueOrders(suite.server.deps.db, created + UNPAID_ORDER_MS - 60_000)
    expect(early.wallet).not.toContain(vip.orderNo)
    expect(early.course).not.toContain(course.orderNum)

    // Past 30 minutes, past the member's own view of the list and past payment.
    const later = Date.now() + UNPAID_ORDER_MS + 1_000
    const [a, b] = await Promise.all([closeOverdueOrders(suite.server.deps.db, later), closeOverdueOrders(suite.server.deps.db, later)])
    expect([...a.wallet, ...b.wallet].filter((n) => n === vip.orderNo)).toHaveLength(1)
    expect([...a.course, ...b.course].filter((n) => n === course.orderNum)).toHaveLength(1)
    const [row] = await suite.server.deps.db.select({ status: walletOrders.status }).from(walletOrders).where(eq(walletOrders.id, vip.id))
    expect(row?.status).toBe("closed")
    const pay = await suite.server.call("vipOrderBalancePay", { body: { orderId: vip.id, payPass: suite.server.deps.rsa.encrypt(member.payPassword), idempotencyKey: newKey() } }, { token: member.token })
    expect(pay.status).toBe(409)
    // A new order of the course is a new order, not the closed one.
    const again = okBody(await suite.server.call("courseOrderCreate", { body: { courseId: course.courseId, idempotencyKey: newKey() } }, { token: member.token }))
    expect(again.orderNum).not.toBe(course.orderNum)
  })

  it("does not close a paid order, and the sweep runs at start on the clock it is given", async () => {
    const member = await walletMember(suite.server, { cents: 100_000 })
    const paid = await vipOrder(member)
    okBody(await suite.server.call("vipOrderBalancePay", { body: { orderId: paid.id, payPass: suite.server.deps.rsa.encrypt(member.payPassword), idempotencyKey: newKey() } }, { token: member.token }))
    const waiting = await vipOrder(member)
    let clock = Date.parse(waiting.createTime) + 60_000
    const errors: unknown[] = []
    const sweeper = startUnpaidOrderSweep(suite.server.deps.db, () => clock, { intervalMs: 3_600_000, onError: (e) => errors.push(e) })
    try {
      const first = await sweeper.run()
      expect(first.wallet).not.toContain(waiting.orderNo)
      clock += UNPAID_ORDER_MS
      const second = await sweeper.run()
      expect(second.wallet).toContain(waiting.orderNo)
      expect(second.wallet).not.toContain(paid.orderNo)
    } finally {
      await sweeper.stop()
    }
    const rows = await suite.server.deps.db.select({ id: walletOrders.id, status: walletOrders.status }).from(walletOrders).where(eq(walletOrders.userId, member.user.id))
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({ [paid.id]: "paid", [waiting.id]: "closed" })
    expect(errors).toEqual([])
  })

  it("stops only after the sweep under way has finished, so the database can be closed after it", async () => {
    const sweeper = startUnpaidOrderSweep(suite.server.deps.db, () => Date.now(), { intervalMs: 3_600_000 })
    // The run started at start; asking for one now joins it.
    let finished = false
    const running = sweeper.run().finally(() => {
      finished = true
    })
    await sweeper.stop()
    expect(finished).toBe(true)
    await running
  })
})
