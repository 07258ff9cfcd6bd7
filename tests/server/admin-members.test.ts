import { count, desc, eq } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { MEMBER_ADMIN_MESSAGES } from "../../domain/admin/members.ts"
import { forumTopics } from "../../server/community/tables/forum.ts"
import { courseOrders } from "../../server/courses/tables.ts"
import { mallOrders } from "../../server/mall/tables.ts"
import { giftOrders } from "../../server/member/tables.ts"
import { verifyPassword } from "../../server/session/services/passwords.ts"
import { smsOutbox } from "../../server/session/tables/auth.ts"
import { users } from "../../server/session/tables/users.ts"
import { ledgerSum } from "../../server/wallet/services/ledger.ts"
import { walletOrders } from "../../server/wallet/tables.ts"
import { signedInUser } from "../setup/auth.ts"
import { databaseKinds } from "../setup/databases.ts"
import { accountAndLedger, walletMember } from "../setup/wallet.ts"
import { useSignedInUser, useTestServer } from "../setup/server-suite.ts"

describe.each(databaseKinds())("members in the back office on %s", (kind) => {
  const suite = useTestServer(kind)
  const service = useSignedInUser(suite, { roles: ["ROLE_SERVICE"] })
  const admin = useSignedInUser(suite, { roles: ["ROLE_ADMIN"] })

  const refusal = (answer: { ok: boolean; status: number; body: unknown }) => [answer.status, answer.ok ? null : (answer.body as { message: string }).message]

  it("shows a member's orders of every kind, wallet, ledger, real name and the reports against them", async () => {
    const db = suite.server.deps.db
    const [zhou] = await db.select().from(users).where(eq(users.username, "zhou_vip"))
    if (!zhou) throw new Error("no demo member")
    const [topic] = await db.select().from(forumTopics).where(eq(forumTopics.authorId, zhou.id)).orderBy(desc(forumTopics.id)).limit(1)
    if (!topic) throw new Error("the demo member wrote no topic")
    const reporter = await signedInUser(suite.server)
    expect((await suite.server.call("forumReport", { body: { targetType: "topic", targetId: topic.id, reason: "ad", detail: "" } }, { token: reporter.token })).ok).toBe(true)

    const answer = await suite.server.call("adminMemberDetail", { params: { id: zhou.id } }, { token: service.token })
    if (!answer.ok) throw new Error(answer.body.message)
    const detail = answer.body
    const countOf = async (table: typeof mallOrders | typeof courseOrders | typeof giftOrders | typeof walletOrders) =>
      (await db.select({ n: count() }).from(table).where(eq(table.userId, zhou.id)))[0]?.n ?? 0
    expect(detail.orderCounts).toEqual({ mall: await countOf(mallOrders), course: await countOf(courseOrders), gift: await countOf(giftOrders), service: await countOf(walletOrders) })
    for (const kind of ["mall", "gift", "service"] as const) expect(detail.orderCounts[kind], kind).toBeGreaterThan(0)
    expect(new Set(detail.orders.map((o) => o.kind)).size).toBeGreaterThan(1)
    expect(detail.orders.map((o) => o.createdAt)).toEqual([...detail.orders.map((o) => o.createdAt)].sort().reverse())
    expect(detail.balanceCents).toBe(await ledgerSum(db, zhou.id, "balance"))
    expect(detail.points).toBe(await ledgerSum(db, zhou.id, "points"))
    expect(detail.ledger.length).toBeGreaterThan(0)
    expect(detail.authState).toBe(zhou.authState)
    expect(detail.reports[0]).toMatchObject({ targetType: "topic", topicId: topic.id, topicTitle: topic.title, reason: "ad", status: "open" })

    expect(refusal(await suite.server.call("adminMemberDetail", { params: { id: 99_999_999 } }, { token: service.token }))).toEqual([404, MEMBER_ADMIN_MESSAGES.notFound])
  })

  it("resets a password to a temporary one told by SMS, signs the member out and audits without the password", async () => {
    const member = await walletMember(suite.server)
    const answer = await suite.server.call("adminMemberPasswordReset", { params: { id: member.user.id } }, { token: service.token })
    expect(answer.ok && answer.body.phone).toBe(member.phone)
    const [sms] = await suite.server.deps.db.select().from(smsOutbox).where(eq(smsOutbox.phone, member.phone)).orderBy(desc(smsOutbox.id)).limit(1)
    const password = /临时密码为([A-Za-z0-9]+)/.exec(sms?.text ?? "")?.[1]
    if (!password) throw new Error("no temporary password sent")
    expect(password).toMatch(/^[A-Za-z]\w{5,17}$/)
    const [row] = await suite.server.deps.db.select().from(users).where(eq(users.id, member.user.id))
    expect(await verifyPassword(password, row?.passwordHash ?? "")).toBe(true)
    expect((await suite.server.call("authInfo", undefined, { token: member.token })).status).toBe(401)

    const log = await suite.server.call("adminAudit", { query: { keyword: member.user.username } }, { token: admin.token })
    if (!log.ok) throw new Error("no log")
    expect(log.body.content.map((e) => e.action)).toEqual(["member.password.reset"])
    expect(JSON.stringify(log.body.content)).not.toContain(password)

    // Administrators' passwords are not reset from the members page, and an account without a phone cannot be told.
    expect(refusal(await suite.server.call("adminMemberPasswordReset", { params: { id: admin.user.id } }, { token: service.token }))).toEqual([409, MEMBER_ADMIN_MESSAGES.notMember])
    const noPhone = await signedInUser(suite.server)
    expect(refusal(await suite.server.call("adminMemberPasswordReset", { params: { id: noPhone.user.id } }, { token: service.token }))).toEqual([409, MEMBER_ADMIN_MESSAGES.noPhone])
  })

  it("adjusts points through the ledger with a reason, never below zero, audited", async () => {
    const member = await walletMember(suite.server, { points: 300 })
    const id = member.user.id
    const adjust = (points: number, reason: string) => suite.server.call("adminMemberPointsAdjust", { params: { id }, body: { points, reason } }, { token: admin.token })
    const added = await adjust(200, "活动补发积分")
    expect(added.ok && added.body.points).toBe(500)
    const taken = await adjust(-450, "误发积分收回")
    expect(taken.ok && taken.body.points).toBe(50)
    expect(refusal(await adjust(-51, "误发积分收回"))).toEqual([409, MEMBER_ADMIN_MESSAGES.belowZero])
    expect(refusal(await adjust(0, "无"))).toEqual([400, MEMBER_ADMIN_MESSAGES.pointsWhole])
    expect(refusal(await adjust(10, "  "))).toEqual([400, MEMBER_ADMIN_MESSAGES.reasonRequired])
    expect(refusal(await adjust(100_001, "补发"))).toEqual([400, MEMBER_ADMIN_MESSAGES.pointsTooMany])

    expect(await accountAndLedger(suite.server, id)).toMatchObject({ points: 50, pointsLedger: 50 })
    const detail = await suite.server.call("adminMemberDetail", { params: { id } }, { token: service.token })
    expect(detail.ok && detail.body.ledger.slice(0, 2).map((l) => [l.amount, l.title])).toEqual([
      [-450, "系统调整：误发积分收回"],
      [200, "系统调整：活动补发积分"],
    ])
    const log = await suite.server.call("adminAudit", { query: { keyword: member.user.username } }, { token: admin.token })
    expect(log.ok && log.body.content.map((e) => [e.action, e.before, e.after])).toEqual([
      ["member.points.adjust", JSON.stringify({ points: 500 }), JSON.stringify({ points: 50, change: -450, reason: "误发积分收回" })],
      ["member.points.adjust", JSON.stringify({ points: 300 }), JSON.stringify({ points: 500, change: 200, reason: "活动补发积分" })],
    ])
  })

  it("lets the 客服, who opens members, adjust points; 财务 and 运营 without the members permission are refused both", async () => {
    const member = await walletMember(suite.server, { points: 10 })
    const answer = await suite.server.call("adminMemberPointsAdjust", { params: { id: member.user.id }, body: { points: 5, reason: "补发" } }, { token: service.token })
    expect(answer.ok && answer.body.points).toBe(15)
    for (const role of ["ROLE_FINANCE", "ROLE_OPERATOR"]) {
      const other = await signedInUser(suite.server, { roles: [role] })
      expect((await suite.server.call("adminMemberDetail", { params: { id: member.user.id } }, { token: other.token })).status, role).toBe(403)
      expect((await suite.server.call("adminMemberPointsAdjust", { params: { id: member.user.id }, body: { points: 5, reason: "补发" } }, { token: other.token })).status, role).toBe(403)
    }
    expect(await accountAndLedger(suite.server, member.user.id)).toMatchObject({ points: 15, pointsLedger: 15 })
  })
})
