import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { signedInUser } from "../setup/auth.ts"
import { databaseKinds } from "../setup/databases.ts"
import { startTestServer, type TestServer } from "../setup/test-server.ts"

describe.each(databaseKinds())("the review centre's queues on %s", (kind) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(kind)
  })
  afterAll(() => server?.close())

  const queuesOf = async (role: string) => {
    const { token } = await signedInUser(server, { roles: [role] })
    const answer = await server.call("adminReviewQueues", undefined, { token })
    if (!answer.ok) throw new Error(`no queues for ${role}`)
    return { token, queues: answer.body }
  }

  it("opens to each role only the queues of its permissions", async () => {
    expect((await queuesOf("ROLE_CONTENT_AUDITOR")).queues.map((q) => q.key)).toEqual(["news", "science", "forumReports"])
    expect((await queuesOf("ROLE_FINANCE")).queues.map((q) => q.key)).toEqual(["withdrawals"])
    expect((await queuesOf("ROLE_SERVICE")).queues.map((q) => q.key)).toEqual(["realName"])
    expect((await queuesOf("ROLE_OPERATOR")).queues).toEqual([])
    expect((await queuesOf("ROLE_ADMIN")).queues.map((q) => q.key)).toEqual(["realName", "withdrawals", "news", "science", "forumReports"])
  })

  it("counts what each queue's own page lists as waiting", async () => {
    const { token, queues } = await queuesOf("ROLE_ADMIN")
    const waiting = Object.fromEntries(queues.map((q) => [q.key, q.waiting]))
    const news = await server.call("adminNewsList", { query: { status: "pending" } }, { token })
    const science = await server.call("adminScienceList", { query: { status: "pending" } }, { token })
    const reports = await server.call("adminForumReports", { query: { status: "open" } }, { token })
    const realNames = await server.call("adminRealNames", { query: { status: "auth_examine", page: 0, size: 5 } }, { token })
    const withdrawals = await server.call("adminWithdrawals", { query: { status: "pending", page: 0, size: 5 } }, { token })
    expect(news.ok && news.body.totalElements).toBe(waiting.news)
    expect(science.ok && science.body.totalElements).toBe(waiting.science)
    expect(reports.ok && reports.body.totalElements).toBe(waiting.forumReports)
    expect(realNames.ok && realNames.body.totalElements).toBe(waiting.realName)
    expect(withdrawals.ok && withdrawals.body.totalElements).toBe(waiting.withdrawals)
    expect(waiting.news).toBeGreaterThan(0)
  })

  it("records a decision in the audit log and counts one fewer waiting", async () => {
    const { token, queues } = await queuesOf("ROLE_CONTENT_AUDITOR")
    const before = queues.find((q) => q.key === "news")!.waiting
    const pending = await server.call("adminNewsList", { query: { status: "pending" } }, { token })
    const article = pending.ok ? pending.body.content[0] : undefined
    if (!article) throw new Error("nothing pending")
    const rejected = await server.call("adminNewsReject", { params: { id: article.id }, body: { reason: "图片来源不明，请补充出处" } }, { token })
    expect(rejected.ok).toBe(true)
    const after = await server.call("adminReviewQueues", undefined, { token })
    expect(after.ok && after.body.find((q) => q.key === "news")?.waiting).toBe(before - 1)
    const log = await server.call("adminAudit", { query: { keyword: "图片来源不明" } }, { token: (await signedInUser(server, { roles: ["ROLE_ADMIN"] })).token })
    expect(log.ok && log.body.content.map((e) => [e.action, e.target])).toEqual([["adminNewsReject", `POST /api/admin/news/${article.id}/reject`]])
  })
})
