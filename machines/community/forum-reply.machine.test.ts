import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import { FORUM_MESSAGES } from "../../domain/community/forum.ts"
import { FakeActors } from "../testing/fake-actors.ts"
import { forumReplyMachine, type ForumQuoteDraft, type ForumReplySubmission } from "./forum-reply.machine.ts"

const quoteOfFloor2: ForumQuoteDraft = { kind: "reply", replyId: 31, floor: 2, authorName: "小波", excerpt: "穿亮色衣服，选有路灯的路线。" }
const quoteOfTopic: ForumQuoteDraft = { kind: "topic", replyId: null, floor: null, authorName: "爱丽丝", excerpt: "夜跑有哪些要注意的？" }

const start = () => {
  const fake = new FakeActors()
  const posted: unknown[] = []
  const actor = createActor(
    forumReplyMachine.provide({
      actors: {
        submitReply: fake.promise<unknown, ForumReplySubmission>([
          { label: "成功", output: { id: 77, floor: 3 } },
          { label: "未实名", error: { message: "您还未进行实名认证，请先完成实名认证", code: "real_name_required" } },
        ]),
      },
      actions: { replyPosted: (_, params) => void posted.push(params.reply) },
    }),
    { input: { topicId: 12 } },
  )
  actor.start()
  const call = () => {
    const [pending] = fake.pending()
    if (!pending) throw new Error("no call is waiting")
    return pending
  }
  return { actor, fake, posted, call }
}

describe("forumReplyMachine", () => {
  it("refuses an empty reply with the rule's message and sends nothing", () => {
    const { actor, fake } = start()
    actor.send({ type: "reply.submit", bodyHtml: "<p>  </p>" })
    expect(actor.getSnapshot().value).toBe("compose")
    expect(actor.getSnapshot().context).toMatchObject({ error: FORUM_MESSAGES.replyRequired, code: "invalid_reply" })
    expect(fake.pending()).toEqual([])
  })

  it("sets, replaces and clears the quote, and sends the one set when submitting", async () => {
    const { actor, fake, posted, call } = start()
    actor.send({ type: "quote.set", quote: quoteOfTopic })
    actor.send({ type: "quote.set", quote: quoteOfFloor2 })
    expect(actor.getSnapshot().context.quote).toEqual(quoteOfFloor2)
    actor.send({ type: "reply.submit", bodyHtml: "<p>同意楼上</p>" })
    expect(actor.getSnapshot().hasTag("busy")).toBe(true)
    expect(call().input).toEqual({ topicId: 12, bodyHtml: "<p>同意楼上</p>", quote: quoteOfFloor2 })
    // Nothing changes the reply on its way.
    actor.send({ type: "quote.clear" })
    expect(actor.getSnapshot().value).toBe("submitting")
    fake.settle(call().id, 0)
    await waitFor(actor, (s) => s.matches("posted"))
    expect(actor.getSnapshot().context).toMatchObject({ quote: null, posted: 1, draft: "", lastPosted: { id: 77, floor: 3 } })
    expect(posted).toEqual([{ id: 77, floor: 3 }])

    // Another reply right away, this time without a quote after clearing one.
    actor.send({ type: "quote.set", quote: quoteOfTopic })
    actor.send({ type: "quote.clear" })
    actor.send({ type: "reply.submit", bodyHtml: "<p>再补充一句</p>" })
    expect(call().input).toMatchObject({ quote: null })
  })

  it("keeps a refusal with its code, then retries the same reply or goes back to editing", async () => {
    const { actor, fake, call } = start()
    actor.send({ type: "quote.set", quote: quoteOfTopic })
    actor.send({ type: "reply.submit", bodyHtml: "<p>我来说两句</p>" })
    fake.settle(call().id, 1)
    await waitFor(actor, (s) => s.matches("failed"))
    expect(actor.getSnapshot().context).toMatchObject({ error: "您还未进行实名认证，请先完成实名认证", code: "real_name_required", quote: quoteOfTopic })
    actor.send({ type: "reply.retry" })
    expect(call().input).toEqual({ topicId: 12, bodyHtml: "<p>我来说两句</p>", quote: quoteOfTopic })
    fake.settle(call().id, 1)
    await waitFor(actor, (s) => s.matches("failed"))
    actor.send({ type: "reply.edit" })
    expect(actor.getSnapshot().value).toBe("compose")
    expect(actor.getSnapshot().context).toMatchObject({ error: null, code: null, quote: quoteOfTopic })
  })
})
