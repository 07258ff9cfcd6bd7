import { and, count, eq } from "drizzle-orm"
import { beforeAll, describe, expect, it } from "vitest"
import { COMMENT_PAGE_SIZE } from "../../domain/core/constants.ts"
import { COURSE_MESSAGES } from "../../domain/courses/messages.ts"
import { REAL_NAME_PROMPTS } from "../../domain/member/real-name.ts"
import { COMMENT_MESSAGES } from "../../domain/courses/comment-form.ts"
import { courseComments, courseOrders } from "../../server/courses/tables.ts"
import { newOrderNum } from "../../server/courses/services/orders.ts"
import { ledgerEntries, walletAccounts } from "../../server/wallet/tables.ts"
import { COMMENT_POINTS, COMMENT_POINTS_DAILY_CAP } from "../../domain/points/comment-reward.ts"
import { signedInUser, type SignedIn } from "../setup/auth.ts"
import { databaseKinds } from "../setup/databases.ts"
import { useTestServer } from "../setup/server-suite.ts"
import { ok } from "../setup/test-server.ts"
import { cents } from "../../domain/core/money.ts"

const text = (n: number) => Array.from("课程讲解清楚实用，跟练之后很有收获。".repeat(20)).slice(0, n).join("")

describe.each(databaseKinds())("course comments on %s", (kind) => {
  const suite = useTestServer(kind)
  let courseId: number

  /** A member who bought the course (a paid order written directly), certified unless told. */
  const buyer = async (authState: "certified" | "not_certified" | "auth_examine" | "auth_fail" = "certified"): Promise<SignedIn & { orderNum: string }> => {
    const member = await signedInUser(suite.server, { authState })
    const orderNum = newOrderNum(Date.now())
    await suite.server.deps.db.insert(courseOrders).values({ orderNum, userId: member.user.id, courseId, priceCents: cents(100), amountCents: cents(100), status: "paid", paidAt: new Date() })
    return { ...member, orderNum }
  }

  beforeAll(async () => {
    // A course of its own, so that counts start at zero: the cheapest paid video course without seeded comments.
    const page = ok(await suite.server.call("courseList", { query: { type: "video", price: "paid", size: 50 } })).body.content
    for (const card of page) {
      const stats = ok(await suite.server.call("commentStatistics", { params: { courseId: card.id } })).body
      if (stats.total === 0) {
        courseId = card.id
        break
      }
    }
  })

  it("answers the seeded statistics and lists 15 a page, newest first, with the grade filters", async () => {
    const seeded = ok(await suite.server.call("courseList", { query: { keyword: "经络养生入门" } })).body.content[0]!
    const stats = ok(await suite.server.call("commentStatistics", { params: { courseId: seeded.id } })).body
    expect(stats).toEqual({ total: 16, goodTotal: 9, middleTotal: 6, simpleTotal: 1 })
    expect((await suite.server.call("commentStatistics", { params: { courseId: 999_999 } })).status).toBe(404)

    // 17 comments by 17 buyers: two pages of 15 and 2.
    const grades = [5, 5, 5, 5, 5, 5, 4, 4, 4, 3, 3, 2, 2, 1, 5, 4, 1]
    for (const [i, grade] of grades.entries()) {
      const member = await buyer()
      await suite.server.deps.db.insert(courseComments).values({
        courseId,
        userId: member.user.id,
        orderNum: member.orderNum,
        grade,
        content: `${text(40)}${i}`,
        createdAt: new Date(Date.now() - (grades.length - i) * 60_000),
      })
    }
    const first = ok(await suite.server.call("commentList", { query: { courseId, page: 0, size: COMMENT_PAGE_SIZE, sort: "createTime,desc" } })).body
    expect(first.content).toHaveLength(15)
    expect(first).toMatchObject({ totalElements: 17, totalPages: 2 })
    const times = first.content.map((c) => Date.parse(c.createTime))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(first.content[0]?.content.endsWith("16")).toBe(true)
    const second = ok(await suite.server.call("commentList", { query: { courseId, page: 1 } })).body
    expect(second.content).toHaveLength(2)
    // Without a size the page still holds 15.
    expect(ok(await suite.server.call("commentList", { query: { courseId } })).body.content).toHaveLength(15)

    const good = ok(await suite.server.call("commentList", { query: { courseId, grade: [5] } })).body
    expect(good.totalElements).toBe(7)
    expect(good.content.every((c) => c.grade === 5)).toBe(true)
    const middle = ok(await suite.server.call("commentList", { query: { courseId, grade: [3, 4] } })).body
    expect(middle.totalElements).toBe(6)
    const bad = ok(await suite.server.call("commentList", { query: { courseId, grade: [1, 2] } })).body
    expect(bad.totalElements).toBe(4)
    const statistics = ok(await suite.server.call("commentStatistics", { params: { courseId } })).body
    expect(statistics).toEqual({ total: 17, goodTotal: 7, middleTotal: 6, simpleTotal: 4 })
    // The query form of the spec: repeated keys, not indexed.
    const raw = await fetch(new URL(`/api/course/comment?courseId=${courseId}&grade=1&grade=2&page=0&size=15&sort=createTime,desc`, suite.server.url))
    expect(((await raw.json()) as { totalElements: number }).totalElements).toBe(4)
    expect((await fetch(new URL(`/api/course/comment?courseId=${courseId}&grade=9`, suite.server.url))).status).toBe(400)
  })

  it("pages a grade filter in the same order as the whole list, both ways, page after page", async () => {
    const seeded = ok(await suite.server.call("courseList", { query: { keyword: "经络养生入门" } })).body.content[0]!
    const all = await suite.server.deps.db
      .select({ id: courseComments.id, grade: courseComments.grade, at: courseComments.createdAt })
      .from(courseComments)
      .where(eq(courseComments.courseId, seeded.id))
    expect(new Set(all.map((c) => c.grade)).size).toBeGreaterThan(2)
    for (const grades of [[5], [4, 5], [1, 2], [1, 3, 5], [1, 2, 3, 4, 5]]) {
      for (const sort of ["createTime,desc", "createTime,asc"] as const) {
        const direction = sort === "createTime,asc" ? 1 : -1
        const expected = all
          .filter((c) => grades.includes(c.grade))
          .sort((a, b) => direction * (a.at.getTime() - b.at.getTime()) || b.id - a.id)
          .map((c) => c.id)
        const paged: number[] = []
        for (let page = 0; page * 3 < expected.length + 3; page++) {
          const body = ok(await suite.server.call("commentList", { query: { courseId: seeded.id, grade: grades, sort, page, size: 3 } })).body
          paged.push(...body.content.map((c) => c.id))
        }
        expect(paged, `${grades.join(",")} ${sort}`).toEqual(expected)
      }
    }
  })

  it("lets only a certified buyer comment, once per order, with the form's messages", async () => {
    const member = await buyer()
    const post = (body: { content: string; grade: number | null; orderNum?: string; media?: Array<{ type: "image" | "video"; url: string }> }, who: SignedIn = member) =>
      suite.server.call("commentCreate", { body: { courseId, orderNum: member.orderNum, ...body } }, { token: who.token })

    const cases: Array<[Parameters<typeof post>[0], string]> = [
      [{ content: text(40), grade: null }, COMMENT_MESSAGES.gradeRequired],
      [{ content: text(40), grade: 0 }, COMMENT_MESSAGES.gradeRequired],
      [{ content: "", grade: 5 }, COMMENT_MESSAGES.contentRequired],
      [{ content: text(29), grade: 5 }, COMMENT_MESSAGES.contentLength],
      [{ content: text(201), grade: 5 }, COMMENT_MESSAGES.contentLength],
      [{ content: text(40), grade: 5, orderNum: "" }, COMMENT_MESSAGES.orderNumRequired],
      [{ content: text(40), grade: 5, orderNum: "KC00000000000000000000" }, COMMENT_MESSAGES.orderNumRequired],
      [{ content: text(40), grade: 5, media: Array.from({ length: 10 }, (_, i) => ({ type: "image" as const, url: `/uploads/${i}.png` })) }, COURSE_MESSAGES.tooManyMedia],
      [{ content: text(40), grade: 5, media: [{ type: "image", url: "https://evil.example/x.png" }] }, COURSE_MESSAGES.badMedia],
    ]
    for (const [body, message] of cases) {
      const answer = await post(body)
      expect(answer.status, message).toBe(400)
      expect(answer.body).toMatchObject({ message })
    }

    for (const [state, prompt] of [
      ["not_certified", REAL_NAME_PROMPTS.not_certified],
      ["auth_examine", REAL_NAME_PROMPTS.auth_examine],
      ["auth_fail", REAL_NAME_PROMPTS.auth_fail],
    ] as const) {
      const uncertified = await buyer(state)
      const status = ok(await suite.server.call("commentOrderStatus", { query: { courseId } }, { token: uncertified.token })).body
      expect(status).toMatchObject({ purchased: true, orderNum: uncertified.orderNum, auth: false, authState: state })
      const refused = await suite.server.call("commentCreate", { body: { courseId, orderNum: uncertified.orderNum, content: text(40), grade: 5 } }, { token: uncertified.token })
      expect(refused.status).toBe(400)
      expect(refused.body).toMatchObject({ message: prompt })
    }

    // Someone else's order number is no order for this member.
    const stranger = await signedInUser(suite.server, { authState: "certified" })
    const borrowed = await post({ content: text(40), grade: 5 }, stranger)
    expect(borrowed.status).toBe(400)
    expect(borrowed.body).toMatchObject({ message: COMMENT_MESSAGES.orderNumRequired })
    expect((await suite.server.call("commentCreate", { body: { courseId, orderNum: member.orderNum, content: text(40), grade: 5 } })).status).toBe(401)

    const before = ok(await suite.server.call("commentStatistics", { params: { courseId } })).body
    const statusBefore = ok(await suite.server.call("commentOrderStatus", { query: { courseId } }, { token: member.token })).body
    expect(statusBefore).toMatchObject({ purchased: true, orderNum: member.orderNum, commented: false, auth: true })
    const created = ok(
      await post({ content: `  ${text(60)}  `, grade: 3, media: [{ type: "image", url: "/course/comments/comment-1.svg" }, { type: "video", url: "/course/comments/comment-clip.webm" }] }),
    ).body
    expect(created).toMatchObject({ courseId, grade: 3, content: text(60), likeNumber: 0, likedStatus: "UNLIKE", userId: member.user.id })
    expect(created.media).toHaveLength(2)
    const after = ok(await suite.server.call("commentStatistics", { params: { courseId } })).body
    expect(after).toEqual({ ...before, total: before.total + 1, middleTotal: before.middleTotal + 1 })
    const statusAfter = ok(await suite.server.call("commentOrderStatus", { query: { courseId } }, { token: member.token })).body
    expect(statusAfter).toMatchObject({ purchased: true, orderNum: null, commented: true })

    const twice = await post({ content: text(40), grade: 5 })
    expect(twice.status).toBe(409)
    expect(twice.body).toMatchObject({ message: COURSE_MESSAGES.alreadyCommented })

    const mine = ok(await suite.server.call("commentMy", { query: {} }, { token: member.token })).body
    expect(mine.content.map((c) => c.id)).toEqual([created.id])
    expect(mine.content[0]).toMatchObject({ courseId })
    const myStats = ok(await suite.server.call("commentMyStatistics", undefined, { token: member.token })).body
    expect(myStats).toMatchObject({ total: 1, middleTotal: 1, pending: [] })
    const newcomer = await buyer()
    const pending = ok(await suite.server.call("commentMyStatistics", undefined, { token: newcomer.token })).body
    expect(pending.pending.map((p) => p.orderNum)).toEqual([newcomer.orderNum])
  })

  it("likes and cancels idempotently per member, and shows each member's own status", async () => {
    const [comment] = ok(await suite.server.call("commentList", { query: { courseId, size: 1 } })).body.content
    const id = comment!.id
    const start = comment!.likeNumber
    const a = await signedInUser(suite.server)
    const b = await signedInUser(suite.server)

    const likeA = await Promise.all([1, 2, 3].map(() => suite.server.call("commentLike", { params: { id } }, { token: a.token })))
    for (const answer of likeA) expect(ok(answer).body.likedStatus).toBe("LIKE")
    expect(ok(await suite.server.call("commentLike", { params: { id } }, { token: a.token })).body.likeNumber).toBe(start + 1)
    expect(ok(await suite.server.call("commentLike", { params: { id } }, { token: b.token })).body.likeNumber).toBe(start + 2)

    const seenByA = ok(await suite.server.call("commentList", { query: { courseId, size: 1 } }, { token: a.token })).body.content[0]!
    expect(seenByA).toMatchObject({ likedStatus: "LIKE", likeNumber: start + 2 })
    const seenByGuest = ok(await suite.server.call("commentList", { query: { courseId, size: 1 } })).body.content[0]!
    expect(seenByGuest.likedStatus).toBe("UNLIKE")

    ok(await suite.server.call("commentCancelLike", { params: { id } }, { token: a.token }))
    const cancelled = ok(await suite.server.call("commentCancelLike", { params: { id } }, { token: a.token })).body
    expect(cancelled).toEqual({ id, likedStatus: "UNLIKE", likeNumber: start + 1 })
    const never = await signedInUser(suite.server)
    expect(ok(await suite.server.call("commentCancelLike", { params: { id } }, { token: never.token })).body.likeNumber).toBe(start + 1)
    const [stored] = await suite.server.deps.db.select({ n: courseComments.likeNumber }).from(courseComments).where(eq(courseComments.id, id))
    expect(stored?.n).toBe(start + 1)

    expect((await suite.server.call("commentLike", { params: { id } })).status).toBe(401)
    const missing = await suite.server.call("commentLike", { params: { id: 999_999 } }, { token: a.token })
    expect(missing.status).toBe(404)
  })

  // Last: it comments on seeded courses, which the tests above count.
  it("pays 2 points a comment, at most 10 a day, also for comments sent at the same moment", async () => {
    const member = await signedInUser(suite.server, { authState: "certified" })
    const paid = ok(await suite.server.call("courseList", { query: { type: "video", price: "paid", size: 50 } })).body.content.slice(0, 7)
    expect(paid).toHaveLength(7)
    const orders = await Promise.all(
      paid.map(async (card) => {
        const orderNum = newOrderNum(Date.now())
        await suite.server.deps.db.insert(courseOrders).values({ orderNum, userId: member.user.id, courseId: card.id, priceCents: cents(100), amountCents: cents(100), status: "paid", paidAt: new Date() })
        return { courseId: card.id, orderNum }
      }),
    )
    const answers = await Promise.all(
      orders.map((o) => suite.server.call("commentCreate", { body: { ...o, content: text(40), grade: 5 } }, { token: member.token })),
    )
    expect(answers.every((a) => a.ok)).toBe(true)
    const [account] = await suite.server.deps.db.select({ points: walletAccounts.points }).from(walletAccounts).where(eq(walletAccounts.userId, member.user.id))
    expect(account?.points).toBe(COMMENT_POINTS_DAILY_CAP)
    const rewards = await suite.server.deps.db.select().from(ledgerEntries).where(and(eq(ledgerEntries.userId, member.user.id), eq(ledgerEntries.kind, "comment_reward")))
    expect(rewards.map((r) => r.amount)).toEqual([COMMENT_POINTS, COMMENT_POINTS, COMMENT_POINTS, COMMENT_POINTS, COMMENT_POINTS])
    expect(rewards.every((r) => r.title === "评论奖励")).toBe(true)
  })

  it("keeps each course's totals per grade equal to its comments through inserts at once, grade changes and deletions", async () => {
    const counted = async () => {
      const rows = await suite.server.deps.db
        .select({ grade: courseComments.grade, n: count() })
        .from(courseComments)
        .where(eq(courseComments.courseId, courseId))
        .groupBy(courseComments.grade)
      const of = (grades: number[]) => rows.filter((r) => grades.includes(r.grade)).reduce((sum, r) => sum + r.n, 0)
      return { total: of([1, 2, 3, 4, 5]), goodTotal: of([5]), middleTotal: of([3, 4]), simpleTotal: of([1, 2]) }
    }
    const buyers = await Promise.all(Array.from({ length: 12 }, () => buyer()))
    await Promise.all(
      buyers.map((member, i) =>
        suite.server.deps.db.insert(courseComments).values({ courseId, userId: member.user.id, orderNum: member.orderNum, grade: (i % 5) + 1, content: text(30) }),
      ),
    )
    expect(ok(await suite.server.call("commentStatistics", { params: { courseId } })).body).toEqual(await counted())
    const [first, second] = await suite.server.deps.db.select({ id: courseComments.id }).from(courseComments).where(eq(courseComments.courseId, courseId)).limit(2)
    await suite.server.deps.db.update(courseComments).set({ grade: 5 }).where(eq(courseComments.id, first!.id))
    await suite.server.deps.db.delete(courseComments).where(eq(courseComments.id, second!.id))
    const expected = await counted()
    expect(ok(await suite.server.call("commentStatistics", { params: { courseId } })).body).toEqual(expected)
    expect(ok(await suite.server.call("commentList", { query: { courseId, grade: [5] } })).body.totalElements).toBe(expected.goodTotal)
    expect(ok(await suite.server.call("commentList", { query: { courseId } })).body.totalElements).toBe(expected.total)
  })
})
