import { and, eq } from "drizzle-orm"
import { beforeAll, describe, expect, it } from "vitest"
import { REAL_NAME_PROMPTS } from "../../domain/member/real-name.ts"
import { MALL_MESSAGES } from "../../domain/mall/messages.ts"
import { Scheduler } from "../../server/core/scheduler.ts"
import { scheduledJobs } from "../../server/core/tables.ts"
import { mallJobs } from "../../server/mall/services/jobs.ts"
import { DEFAULT_REVIEW_JOB } from "../../server/mall/services/reviews.ts"
import { productReviews } from "../../server/mall/tables/reviews.ts"
import { mallOrders } from "../../server/mall/tables.ts"
import { buyer, completedOrder, paidOrder, productOf, shopOwner, uploadPicture, type Buyer } from "../setup/mall-buyer.ts"
import { ok } from "../setup/test-server.ts"
import { databaseKinds } from "../setup/databases.ts"
import { accountAndLedger, ledgerRows } from "../setup/wallet.ts"
import { useTestServer } from "../setup/server-suite.ts"

const DAY = 86_400_000
const TEXT = {
  good: "质地清爽不黏腻，用了两周皮肤明显更水润，包装也很精致，会回购的。",
  middle: "效果还可以，就是味道有点重，敏感肌用了前两天有轻微泛红，后来好些了。",
  bad: "收到后发现和描述不太一样，吸收很慢，用了一周没有什么变化，有点失望。",
}

describe.each(databaseKinds())("mall reviews and product questions on %s", (kind) => {
  const suite = useTestServer(kind)
  let shop: { id: number; token: string }
  let product: Awaited<ReturnType<typeof productOf>>

  const review = (m: Buyer, orderNum: string, skuId: number, grade: number | null, content: string, pictures: string[] = []) =>
    suite.server.call("reviewCreate", { body: { orderNum, skuId, grade, content, pictures } }, { token: m.token })

  beforeAll(async () => {
    shop = await shopOwner(suite.server)
    product = await productOf(suite.server, "烟酰胺焕亮爽肤水")
  })

  it("lets only the buyer of a completed order review each line once, under the spec's comment rules", async () => {
    const sku = product.skus[0]!
    const m = await buyer(suite.server)
    const stranger = await buyer(suite.server)
    const unfinished = await paidOrder(suite.server, m, [{ skuId: sku.skuId, quantity: 1 }])
    expect(await review(m, unfinished.orderNum, sku.skuId, 5, TEXT.good)).toMatchObject({ status: 409, body: { message: MALL_MESSAGES.reviewOnlyCompleted } })
    const order = await completedOrder(suite.server, m, [{ skuId: sku.skuId, quantity: 1 }])
    expect(await review(stranger, order.orderNum, sku.skuId, 5, TEXT.good)).toMatchObject({ status: 404 })
    expect(await review(m, order.orderNum, sku.skuId, null, TEXT.good)).toMatchObject({ status: 400, body: { message: "请选择满意度" } })
    expect(await review(m, order.orderNum, sku.skuId, 5, "很好")).toMatchObject({ status: 400, body: { message: "长度在 30 到 200 个字符" } })
    expect(await review(m, order.orderNum, product.skus[1]?.skuId ?? 999_999, 5, TEXT.good)).toMatchObject({ status: 404 })
    const uncertified = await buyer(suite.server, { authState: "not_certified" })
    const theirs = await completedOrder(suite.server, uncertified, [{ skuId: sku.skuId, quantity: 1 }])
    expect(await review(uncertified, theirs.orderNum, sku.skuId, 5, TEXT.good)).toMatchObject({ status: 400, body: { message: REAL_NAME_PROMPTS.not_certified } })

    const picture = await uploadPicture(suite.server, m.token)
    const [first, second] = await Promise.all([review(m, order.orderNum, sku.skuId, 4, TEXT.middle, [picture]), review(m, order.orderNum, sku.skuId, 5, TEXT.good)])
    const made = [first!, second!].filter((a) => a.ok)
    expect(made).toHaveLength(1)
    expect([first!, second!].find((a) => !a.ok)).toMatchObject({ status: 409, body: { message: MALL_MESSAGES.reviewAlreadyDone } })
    expect(ok(made[0]!).body).toMatchObject({ spuId: product.card.spuId, skuId: sku.skuId, isDefault: false, likeNumber: 0, reply: null })
    // The points rules page: 10 points for the order's review, 5 more when it shows pictures (here only if the picture one won).
    const earned = await ledgerRows(suite.server, m.user.id, "comment_reward")
    const withPictures = ok(made[0]!).body.pictures.length > 0
    expect(earned.map((r) => r.amount).sort()).toEqual(withPictures ? [10, 5].sort() : [10])
    expect(ok(await suite.server.call("reviewPending", { query: {} }, { token: m.token })).body).toEqual([])
    const mine = ok(await suite.server.call("reviewMy", { query: {} }, { token: m.token })).body
    expect(mine.content.map((r) => [r.orderNum, r.title])).toEqual([[order.orderNum, product.card.title]])
    const state = ok(await suite.server.call("orderAfterSale", { params: { orderNum: order.orderNum } }, { token: m.token })).body
    expect(state.items[0]).toMatchObject({ reviewable: false, reviewId: ok(made[0]!).body.id })
  })

  it("lists a product's reviews with statistics, filters and paging; the shop replies once; likes count once per member", async () => {
    const other = await productOf(suite.server, "积雪草舒缓修护面膜")
    const sku = other.skus[0]!
    // The demo data may hold reviews of the product already: count from what is there.
    const base = ok(await suite.server.call("reviewStatistics", { params: { spuId: other.card.spuId } })).body
    const grades = [5, 5, 5, 4, 3, 2, 1]
    const reviewers: Buyer[] = []
    const ids: number[] = []
    for (const [i, grade] of grades.entries()) {
      const m = await buyer(suite.server)
      reviewers.push(m)
      const order = await completedOrder(suite.server, m, [{ skuId: sku.skuId, quantity: 1 }])
      const pictures = i < 2 ? [await uploadPicture(suite.server, m.token)] : []
      const text = grade === 5 ? TEXT.good : grade >= 3 ? TEXT.middle : TEXT.bad
      ids.push(ok(await review(m, order.orderNum, sku.skuId, grade, text, pictures)).body.id)
    }
    const stats = ok(await suite.server.call("reviewStatistics", { params: { spuId: other.card.spuId } })).body
    const total = base.total + 7
    const good = base.goodTotal + 3
    expect(stats).toEqual({
      total,
      goodTotal: good,
      middleTotal: base.middleTotal + 2,
      simpleTotal: base.simpleTotal + 2,
      pictureTotal: base.pictureTotal + 2,
      goodRate: Math.round((good * 100) / total),
      stars: base.stars.map((n, i) => n + [1, 1, 1, 1, 3][i]!),
    })
    const list = (filter: "all" | "good" | "middle" | "bad" | "pictures", page = 0, size = 50) =>
      suite.server.call("reviewList", { params: { spuId: other.card.spuId }, query: { filter, page, size } })
    const mine = (page: { content: ReadonlyArray<{ id: number; grade: number }> }) => page.content.filter((r) => ids.includes(r.id))
    expect(mine(ok(await list("good")).body).map((r) => r.grade)).toEqual([5, 5, 5])
    expect(ok(await list("good")).body.content.every((r) => r.grade === 5)).toBe(true)
    expect(mine(ok(await list("middle")).body).map((r) => r.grade).sort()).toEqual([3, 4])
    expect(ok(await list("bad")).body.totalElements).toBe(base.simpleTotal + 2)
    expect(ok(await list("pictures")).body.content.every((r) => r.pictures.length > 0)).toBe(true)
    expect(mine(ok(await list("pictures")).body).map((r) => r.id).sort()).toEqual(ids.slice(0, 2).sort())
    const paged = ok(await list("all", 1, 3)).body
    expect([paged.totalElements, paged.totalPages, paged.content.length]).toEqual([total, Math.ceil(total / 3), 3])
    // Newest first: the ones just written lead the list.
    expect(ok(await list("all")).body.content.slice(0, 7).map((r) => r.id)).toEqual([...ids].reverse())

    // The shop replies once; nobody else can.
    const target = ids[5]!
    expect(await suite.server.call("shopReviewReply", { params: { id: target }, body: { content: "非常抱歉给您带来不好的体验" } }, { token: reviewers[0]!.token })).toMatchObject({ status: 403 })
    const replied = ok(await suite.server.call("shopReviewReply", { params: { id: target }, body: { content: "非常抱歉给您带来不好的体验，客服已联系您处理。" } }, { token: shop.token })).body
    expect(replied.reply).toBe("非常抱歉给您带来不好的体验，客服已联系您处理。")
    expect(await suite.server.call("shopReviewReply", { params: { id: target }, body: { content: "再次回复" } }, { token: shop.token })).toMatchObject({
      status: 409,
      body: { message: MALL_MESSAGES.replyAlreadyDone },
    })
    const waiting = ok(await suite.server.call("shopReviewList", { query: { replied: "false", filter: "bad", size: 50 } }, { token: shop.token })).body
    expect(waiting.content.map((r) => r.id)).toContain(ids[6]!)
    expect(waiting.content.map((r) => r.id)).not.toContain(target)
    expect(waiting.content.every((r) => r.reply === null && r.grade <= 2)).toBe(true)

    // Likes: toggled by the member, one per member however often it is sent.
    const fan = reviewers[1]!
    const like = (on: boolean, token = fan.token) => suite.server.call("reviewLike", { params: { id: target }, body: { like: on } }, { token })
    const burst = await Promise.all([like(true), like(true), like(true)])
    expect(burst.every((a) => a.ok)).toBe(true)
    expect(ok(await like(true, reviewers[2]!.token)).body).toMatchObject({ likedStatus: "LIKE", likeNumber: 2 })
    expect(ok(await like(false)).body).toMatchObject({ likedStatus: "UNLIKE", likeNumber: 1 })
    expect(ok(await like(false)).body.likeNumber).toBe(1)
    const seen = ok(await suite.server.call("reviewList", { params: { spuId: other.card.spuId }, query: { filter: "bad" } }, { token: reviewers[2]!.token })).body
    expect(seen.content.find((r) => r.id === target)).toMatchObject({ likedStatus: "LIKE", likeNumber: 1 })
    expect(await suite.server.call("reviewLike", { params: { id: target }, body: { like: true } })).toMatchObject({ status: 401 })
  })

  it("gives the default good review seven days after completion to the lines nobody reviewed, once, with two schedulers polling", async () => {
    const [a, b] = [product.skus[0]!, (await productOf(suite.server, "神经酰胺屏障修护面霜")).skus[0]!]
    const m = await buyer(suite.server)
    const order = await completedOrder(suite.server, m, [
      { skuId: a.skuId, quantity: 1 },
      { skuId: b.skuId, quantity: 1 },
    ])
    ok(await review(m, order.orderNum, a.skuId, 4, TEXT.middle))
    const pending = ok(await suite.server.call("reviewPending", { query: { orderNum: order.orderNum } }, { token: m.token })).body
    expect(pending.map((p) => p.skuId)).toEqual([b.skuId])
    const received = Date.parse(order.receiveTime!)
    expect(Date.parse(pending[0]!.defaultReviewTime) - received).toBe(7 * DAY)

    const first = new Scheduler(suite.server.deps.db, mallJobs)
    const second = new Scheduler(suite.server.deps.db, mallJobs)
    await first.runDue(received + 7 * DAY - 60_000)
    expect(ok(await suite.server.call("reviewPending", { query: { orderNum: order.orderNum } }, { token: m.token })).body).toHaveLength(1)
    await Promise.all([first.runDue(received + 7 * DAY + 1000), second.runDue(received + 7 * DAY + 1000)])
    const [orderRow] = await suite.server.deps.db.select().from(mallOrders).where(eq(mallOrders.orderNum, order.orderNum))
    const rows = await suite.server.deps.db.select().from(productReviews).where(eq(productReviews.orderId, orderRow!.id))
    expect(rows.map((r) => [r.skuId, r.grade, r.isDefault, r.content]).sort()).toEqual(
      [
        [a.skuId, 4, false, TEXT.middle],
        [b.skuId, 5, true, MALL_MESSAGES.reviewDefaultContent],
      ].sort(),
    )
    const [job] = await suite.server.deps.db
      .select()
      .from(scheduledJobs)
      .where(and(eq(scheduledJobs.kind, DEFAULT_REVIEW_JOB), eq(scheduledJobs.key, order.orderNum)))
    expect(job).toMatchObject({ status: "done", attempts: 1 })
    await first.runDue(received + 30 * DAY)
    expect(await suite.server.deps.db.select().from(productReviews).where(eq(productReviews.orderId, orderRow!.id))).toHaveLength(2)
    expect(ok(await suite.server.call("reviewPending", { query: {} }, { token: m.token })).body).toEqual([])
    expect(await review(m, order.orderNum, b.skuId, 5, TEXT.good)).toMatchObject({ status: 409 })
    // The return window closed with the seven days: a point per yuan paid, once, and nothing for the default review.
    const points = await ledgerRows(suite.server, m.user.id, "reward")
    expect(points.map((r) => [r.amount, r.idempotencyKey])).toEqual([[Math.floor(order.payCents / 100), `order-points-${order.orderNum}`]])
    expect((await ledgerRows(suite.server, m.user.id, "comment_reward")).map((r) => r.amount)).toEqual([10])
    const wallet = await accountAndLedger(suite.server, m.user.id)
    expect(wallet.points).toBe(wallet.pointsLedger)
  })

  it("answers product questions like the course Q&A: certified members ask and answer, the shop answers as the shop", async () => {
    const spuId = product.card.spuId
    const asker = await buyer(suite.server)
    const plain = await buyer(suite.server, { authState: "not_certified" })
    const question = { spuId, title: "敏感肌可以用吗？", content: "我是敏感肌，换季容易泛红，想问一下这款爽肤水刺激性大吗，适合每天使用吗？" }
    expect(await suite.server.call("productQuestionCreate", { body: question }, { token: plain.token })).toMatchObject({ status: 400, body: { message: REAL_NAME_PROMPTS.not_certified } })
    expect(await suite.server.call("productQuestionCreate", { body: { ...question, title: "能用吗" } }, { token: asker.token })).toMatchObject({
      status: 400,
      body: { message: "长度在 6 到 30 个字符" },
    })
    const asked = ok(await suite.server.call("productQuestionCreate", { body: question }, { token: asker.token })).body
    expect(asked).toMatchObject({ spuId, title: question.title, answerTotal: 0 })
    const answer = "我也是敏感肌，用了一个多月没有不适，建议先在耳后试用两天再大面积使用。"
    ok(await suite.server.call("productAnswerCreate", { params: { questionId: asked.id }, body: { content: answer } }, { token: (await buyer(suite.server)).token }))
    expect(await suite.server.call("productAnswerCreate", { params: { questionId: asked.id }, body: { content: answer } }, { token: plain.token })).toMatchObject({ status: 400 })
    const unanswered = ok(await suite.server.call("shopQuestionList", { query: { answered: "false" } }, { token: shop.token })).body
    expect(unanswered.content.map((q) => q.id)).toContain(asked.id)
    const fromShop = ok(
      await suite.server.call(
        "productAnswerCreate",
        { params: { questionId: asked.id }, body: { content: "您好，本品不含酒精和香精，敏感肌可以每天早晚使用，初次使用建议先做局部测试。" } },
        { token: shop.token },
      ),
    ).body
    expect(fromShop.fromShop).toBe(true)
    const answers = ok(await suite.server.call("productAnswerList", { params: { questionId: asked.id }, query: {} })).body
    expect(answers.content.map((a) => a.fromShop)).toEqual([true, false])
    const listed = ok(await suite.server.call("productQuestionList", { params: { spuId }, query: {} })).body
    expect(listed.content.find((q) => q.id === asked.id)!.answerTotal).toBe(2)
    const answered = ok(await suite.server.call("shopQuestionList", { query: { answered: "true" } }, { token: shop.token })).body
    expect(answered.content.find((q) => q.id === asked.id)).toMatchObject({ answeredByShop: true, productTitle: product.card.title })
    expect(await suite.server.call("shopQuestionList", { query: {} }, { token: asker.token })).toMatchObject({ status: 403 })
    expect(await suite.server.call("productAnswerList", { params: { questionId: 999_999 }, query: {} })).toMatchObject({ status: 404 })
  })
})
