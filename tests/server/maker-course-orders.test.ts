import { and, asc, eq, gt, inArray, isNull } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { courseOrders, courses } from "../../server/courses/tables.ts"
import { ledgerEntries } from "../../server/wallet/tables.ts"
import { signedInUser, seededUserId } from "../setup/auth.ts"
import { databaseKinds } from "../setup/databases.ts"
import { newKey, walletMember } from "../setup/wallet.ts"
import { useTestServer } from "../setup/server-suite.ts"
import { cents } from "../../domain/core/money.ts"

describe.each(databaseKinds())("视频订单 and 图文订单 of the maker centre on %s", (kind) => {
  const suite = useTestServer(kind)

  it("gives the demo maker its course's paid orders, newest first; the totals equal the orders and the buyers' ledger rows", async () => {
    const demoId = await seededUserId(suite.server, "chen_maker")
    const { token } = await suite.server.deps.tokens.issue(demoId)
    const video = await suite.server.call("makerCourseOrders", { query: { type: "video", size: 50 } }, { token })
    if (!video.ok) throw new Error(video.body.message)
    expect(video.body.totals.courses).toBe(1)
    expect(video.body.totals.orders).toBeGreaterThanOrEqual(1)
    const times = video.body.content.map((o) => o.payTime)
    expect(times).toEqual([...times].sort().reverse())

    const owned = await suite.server.deps.db.select({ id: courses.id }).from(courses).where(eq(courses.ownerId, demoId))
    const paid = await suite.server.deps.db
      .select({ orderNum: courseOrders.orderNum, amountCents: courseOrders.amountCents })
      .from(courseOrders)
      .where(and(inArray(courseOrders.courseId, owned.map((c) => c.id)), eq(courseOrders.status, "paid")))
    expect(video.body.totals.orders).toBe(paid.length)
    expect(video.body.totals.amountCents).toBe(paid.reduce((s, o) => s + o.amountCents, 0))
    expect(video.body.content.map((o) => o.orderNum).sort()).toEqual(paid.map((o) => o.orderNum).sort())
    const ledger = await suite.server.deps.db
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, "course"), inArray(ledgerEntries.ref, paid.map((o) => o.orderNum))))
    expect(ledger.reduce((s, r) => s - r.amount, 0)).toBe(video.body.totals.amountCents)

    const image = await suite.server.call("makerCourseOrders", { query: { type: "image" } }, { token })
    expect(image.ok && image.body).toMatchObject({ content: [], totalElements: 0, totals: { orders: 0, amountCents: 0, courses: 0 } })
  })

  it("lists a member's payment for a course the maker owns once paid, pages, and shows another maker nothing", async () => {
    const maker = await signedInUser(suite.server, { isMaker: true })
    const [course] = await suite.server.deps.db
      .select()
      .from(courses)
      .where(and(eq(courses.type, "image"), eq(courses.status, "on"), gt(courses.priceCents, cents(0)), eq(courses.vipFree, false), isNull(courses.ownerId)))
      .orderBy(asc(courses.id))
      .limit(1)
    if (!course) throw new Error("no paid image course in the demo data")
    await suite.server.deps.db.update(courses).set({ ownerId: maker.user.id }).where(eq(courses.id, course.id))
    // The demo learners' earlier purchases of the course count too.
    const earlier = await suite.server.call("makerCourseOrders", { query: { type: "image" } }, { token: maker.token })
    if (!earlier.ok) throw new Error(earlier.body.message)
    const before = earlier.body.totals

    const buyers = await Promise.all([0, 1].map(() => walletMember(suite.server, { cents: course.priceCents * 2 })))
    for (const buyer of buyers) {
      const order = await suite.server.call("courseOrderCreate", { body: { courseId: course.id, idempotencyKey: newKey() } }, { token: buyer.token })
      if (!order.ok) throw new Error(order.body.message)
      const unpaid = await suite.server.call("makerCourseOrders", { query: { type: "image" } }, { token: maker.token })
      expect(unpaid.ok && unpaid.body.content.map((o) => o.orderNum)).not.toContain(order.body.orderNum)
      const paid = await suite.server.call("courseOrderBalancePay", { body: { orderNum: order.body.orderNum, payPass: suite.server.deps.rsa.encrypt(buyer.payPassword), idempotencyKey: newKey() } }, { token: buyer.token })
      expect(paid.ok).toBe(true)
    }
    const first = await suite.server.call("makerCourseOrders", { query: { type: "image", size: 1 } }, { token: maker.token })
    if (!first.ok) throw new Error(first.body.message)
    expect(first.body).toMatchObject({ totalElements: before.orders + 2, totalPages: before.orders + 2, totals: { orders: before.orders + 2, amountCents: before.amountCents + course.priceCents * 2, courses: 1 } })
    expect(first.body.content[0]).toMatchObject({ courseId: course.id, courseTitle: course.title, amountCents: course.priceCents, buyer: buyers[1]?.user.nickName })
    const second = await suite.server.call("makerCourseOrders", { query: { type: "image", size: 1, page: 1 } }, { token: maker.token })
    expect(second.ok && second.body.content[0]?.buyer).toBe(buyers[0]?.user.nickName)
    expect((await suite.server.call("makerCourseOrders", { query: { type: "video" } }, { token: maker.token })).ok && true).toBe(true)

    const other = await signedInUser(suite.server, { isMaker: true })
    const theirs = await suite.server.call("makerCourseOrders", { query: { type: "image" } }, { token: other.token })
    expect(theirs.ok && theirs.body.totals).toEqual({ orders: 0, amountCents: 0, courses: 0 })
    const plain = await signedInUser(suite.server)
    expect((await suite.server.call("makerCourseOrders", { query: { type: "image" } }, { token: plain.token })).status).toBe(403)
    expect((await suite.server.call("makerCourseOrders", { query: { type: "image" } })).status).toBe(401)
  })
})
