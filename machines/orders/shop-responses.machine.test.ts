import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { MALL_MESSAGES } from "../../domain/mall/messages.ts"
import type { ReviewWithProduct } from "../../domain/mall/review.ts"
import { demoProductReview, demoReceivedOrder } from "./mall-order-fixtures.ts"
import { shopResponsesMachine, type ResponseKind, type ResponseQuery, type ShopQuestion } from "./shop-responses.machine.ts"

const review: ReviewWithProduct = { ...demoProductReview, title: "玻尿酸多重保湿精华液", picture: "/media/products/3.png", orderNum: demoReceivedOrder.orderNum }
const question: ShopQuestion = {
  id: 9,
  spuId: 3,
  userId: 1001,
  user: { nickName: "林小雨", avatarName: null },
  title: "敏感肌可以用吗？",
  content: "我是敏感肌，脸颊容易泛红，请问这款精华液可以每天早晚使用吗？会不会刺激？",
  createTime: "2026-11-26T02:00:00.000Z",
  answerTotal: 0,
  productTitle: "玻尿酸多重保湿精华液",
  answeredByShop: false,
}

const start = (kind: ResponseKind, respond: () => Promise<unknown> = async () => ({})) => {
  const queries: ResponseQuery[] = []
  const sent: Array<{ id: number; content: string }> = []
  const actor = createActor(
    shopResponsesMachine.provide({
      actors: {
        loadItems: fromPromise(async ({ input }) => {
          queries.push(input)
          return { items: kind === "review" ? [review] : [question], total: 1 }
        }),
        respond: fromPromise(async ({ input }) => {
          sent.push({ id: input.id, content: input.content })
          return respond()
        }),
      },
    }),
    { input: { kind } },
  ).start()
  return { actor, queries, sent }
}

describe("shop responses machine", () => {
  it("replies to a review once, checked first, then reads the list again", async () => {
    const { actor, queries, sent } = start("review")
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "tab.select", tab: "pending" })
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "response.open", item: { ...review, reply: "已回复" } })
    expect(actor.getSnapshot().matches({ ready: "browsing" })).toBe(true)
    actor.send({ type: "response.open", item: review })
    actor.send({ type: "response.submit", content: "  " })
    expect(actor.getSnapshot().context.responseError).toBe(MALL_MESSAGES.replyRequired)
    actor.send({ type: "response.submit", content: " 感谢您的支持！ " })
    const s = await waitFor(actor, (s) => s.matches({ ready: "browsing" }) && s.context.responded !== null)
    expect(sent).toEqual([{ id: review.id, content: "感谢您的支持！" }])
    expect(queries.map((q) => q.tab)).toEqual(["all", "pending", "pending"])
    expect(s.context.target).toBeNull()
  })

  it("answers a question with the reply rules and keeps the server's refusal in the dialog", async () => {
    const { actor } = start("question", () => Promise.reject({ kind: "http", status: 404, message: MALL_MESSAGES.questionNotFound }))
    await waitFor(actor, (s) => s.matches("ready"))
    actor.send({ type: "response.open", item: question })
    actor.send({ type: "response.submit", content: "可以用" })
    expect(actor.getSnapshot().context.responseError).toMatch(/30/)
    actor.send({ type: "response.submit", content: "您好，这款精华液不含酒精和香精，敏感肌可以早晚使用，初次使用建议先在耳后试用一天。" })
    const s = await waitFor(actor, (s) => s.matches({ ready: { responding: "editing" } }) && s.context.responseError !== null)
    expect(s.context.responseError).toBe(MALL_MESSAGES.questionNotFound)
  })
})
