import { describe, expect, it } from "vitest"
import { signedInUser } from "../setup/auth.ts"
import { makerApplicant, payMakerDeposit } from "../setup/makers.ts"
import { databaseKinds } from "../setup/databases.ts"
import { useTestServer } from "../setup/server-suite.ts"

describe.each(databaseKinds())("the review centre's queues on %s", (kind) => {
  const suite = useTestServer(kind)

  const queuesOf = async (role: string) => {
    const { token } = await signedInUser(suite.server, { roles: [role] })
    const answer = await suite.server.call("adminReviewQueues", undefined, { token })
    if (!answer.ok) throw new Error(`no queues for ${role}`)
    return { token, queues: answer.body }
  }

  it("opens to each role only the queues of its permissions", async () => {
    expect((await queuesOf("ROLE_CONTENT_AUDITOR")).queues.map((q) => q.key)).toEqual(["news", "science", "forumReports", "productShelf", "makerApplications", "shortVideos", "courses"])
    expect((await queuesOf("ROLE_FINANCE")).queues.map((q) => q.key)).toEqual(["withdrawals"])
    expect((await queuesOf("ROLE_SERVICE")).queues.map((q) => q.key)).toEqual(["realName", "shopApplications"])
    expect((await queuesOf("ROLE_OPERATOR")).queues).toEqual([])
    expect((await queuesOf("ROLE_ADMIN")).queues.map((q) => q.key)).toEqual([
      "realName",
      "shopApplications",
      "withdrawals",
      "news",
      "science",
      "forumReports",
      "productShelf",
      "makerApplications",
      "shortVideos",
      "courses",
    ])
  })

  it("counts what each queue's own page lists as waiting", async () => {
    const { token, queues } = await queuesOf("ROLE_ADMIN")
    const waiting = Object.fromEntries(queues.map((q) => [q.key, q.waiting]))
    const news = await suite.server.call("adminNewsList", { query: { status: "pending" } }, { token })
    const science = await suite.server.call("adminScienceList", { query: { status: "pending" } }, { token })
    const reports = await suite.server.call("adminForumReports", { query: { status: "open" } }, { token })
    const realNames = await suite.server.call("adminRealNames", { query: { status: "auth_examine", page: 0, size: 5 } }, { token })
    const withdrawals = await suite.server.call("adminWithdrawals", { query: { status: "pending", page: 0, size: 5 } }, { token })
    expect(news.ok && news.body.totalElements).toBe(waiting.news)
    expect(science.ok && science.body.totalElements).toBe(waiting.science)
    expect(reports.ok && reports.body.totalElements).toBe(waiting.forumReports)
    expect(realNames.ok && realNames.body.totalElements).toBe(waiting.realName)
    expect(withdrawals.ok && withdrawals.body.totalElements).toBe(waiting.withdrawals)
    const products = await suite.server.call("adminProductReviewList", { query: { review: "pending", page: 0, size: 5 } }, { token })
    const makers = await suite.server.call("adminMakerApplications", { query: { state: "reviewing", page: 0, size: 5 } }, { token })
    const works = await suite.server.call("adminMicroWorks", { query: { state: "reviewing", page: 0, size: 5 } }, { token })
    const shops = await suite.server.call("adminShopApplications", { query: { status: "pending", page: 0, size: 5 } }, { token })
    expect(products.ok && products.body.totalElements).toBe(waiting.productShelf)
    expect(makers.ok && makers.body.totalElements).toBe(waiting.makerApplications)
    expect(works.ok && works.body.totalElements).toBe(waiting.shortVideos)
    expect(shops.ok && shops.body.totalElements).toBe(waiting.shopApplications)
    const courses = await suite.server.call("adminCourses", { query: { state: "reviewing", page: 0, size: 5 } }, { token })
    expect(courses.ok && courses.body.totalElements).toBe(waiting.courses)
    expect(waiting.news).toBeGreaterThan(0)
    for (const key of ["productShelf", "shortVideos", "shopApplications"]) expect(waiting[key], key).toBeGreaterThan(0)
  })

  it("records a decision in the audit log and counts one fewer waiting", async () => {
    const { token, queues } = await queuesOf("ROLE_CONTENT_AUDITOR")
    const before = queues.find((q) => q.key === "news")!.waiting
    const pending = await suite.server.call("adminNewsList", { query: { status: "pending" } }, { token })
    const article = pending.ok ? pending.body.content[0] : undefined
    if (!article) throw new Error("nothing pending")
    const rejected = await suite.server.call("adminNewsReject", { params: { id: article.id }, body: { reason: "图片来源不明，请补充出处" } }, { token })
    expect(rejected.ok).toBe(true)
    const after = await suite.server.call("adminReviewQueues", undefined, { token })
    expect(after.ok && after.body.find((q) => q.key === "news")?.waiting).toBe(before - 1)
    const log = await suite.server.call("adminAudit", { query: { keyword: "图片来源不明" } }, { token: (await signedInUser(suite.server, { roles: ["ROLE_ADMIN"] })).token })
    expect(log.ok && log.body.content.map((e) => [e.action, e.target])).toEqual([["adminNewsReject", `POST /api/admin/news/${article.id}/reject`]])
  })

  it("counts a maker application once its deposit is paid, not before", async () => {
    const { token } = await queuesOf("ROLE_CONTENT_AUDITOR")
    const waiting = async () => {
      const answer = await suite.server.call("adminReviewQueues", undefined, { token })
      return answer.ok ? answer.body.find((q) => q.key === "makerApplications")?.waiting : undefined
    }
    const before = await waiting()
    const applicant = await makerApplicant(suite.server)
    expect(await waiting()).toBe(before)
    const paid = await payMakerDeposit(suite.server, applicant)
    expect(paid.ok).toBe(true)
    expect(await waiting()).toBe((before ?? 0) + 1)
  })
})
