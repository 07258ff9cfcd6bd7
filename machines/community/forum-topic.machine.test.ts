import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import { FORUM_MESSAGES, type ForumTopicForm } from "../../domain/community/forum.ts"
import { FakeActors } from "../testing/fake-actors.ts"
import { forumTopicMachine, type ForumTopicSubmission } from "./forum-topic.machine.ts"

const valid: ForumTopicForm = { boardId: 2, title: "夜跑要注意什么", bodyHtml: "<p>下班后只有晚上有时间跑步。</p>" }

const start = (topicId: number | null = null) => {
  const fake = new FakeActors()
  const actor = createActor(
    forumTopicMachine.provide({
      actors: {
        submitTopic: fake.promise<{ id: number }, ForumTopicSubmission>([
          { label: "成功", output: { id: 41 } },
          { label: "不是作者", error: { message: FORUM_MESSAGES.notAuthor, code: "not_author" } },
        ]),
      },
    }),
    { input: { topicId } },
  )
  actor.start()
  const call = () => {
    const [pending] = fake.pending()
    if (!pending) throw new Error("no call is waiting")
    return pending
  }
  return { actor, fake, call }
}

describe("forumTopicMachine", () => {
  it("keeps the form's messages per field and sends nothing while the form is invalid", () => {
    const { actor, fake } = start()
    actor.send({ type: "topic.submit", values: { boardId: null, title: "短", bodyHtml: "" } })
    expect(actor.getSnapshot().value).toBe("editing")
    expect(actor.getSnapshot().context.errors).toEqual({
      boardId: [FORUM_MESSAGES.boardRequired],
      title: [FORUM_MESSAGES.titleLength],
      bodyHtml: [FORUM_MESSAGES.bodyRequired],
    })
    expect(fake.pending()).toEqual([])
  })

  it("posts a valid topic and ends with its id", async () => {
    const { actor, fake, call } = start()
    actor.send({ type: "topic.submit", values: valid })
    expect(actor.getSnapshot().hasTag("busy")).toBe(true)
    expect(call().input).toEqual({ topicId: null, values: valid })
    fake.settle(call().id, 0)
    await waitFor(actor, (s) => s.status === "done")
    expect(actor.getSnapshot().value).toBe("posted")
    expect(actor.getSnapshot().output).toEqual({ id: 41 })
  })

  it("sends an edit with the topic's id; a refusal keeps the form for a retry or an edit", async () => {
    const { actor, fake, call } = start(41)
    actor.send({ type: "topic.submit", values: valid })
    expect(call().input).toEqual({ topicId: 41, values: valid })
    fake.settle(call().id, 1)
    await waitFor(actor, (s) => s.matches("failed"))
    expect(actor.getSnapshot().context).toMatchObject({ error: FORUM_MESSAGES.notAuthor, code: "not_author" })
    actor.send({ type: "topic.retry" })
    fake.settle(call().id, 1)
    await waitFor(actor, (s) => s.matches("failed"))
    actor.send({ type: "topic.submit", values: { ...valid, title: "" } })
    expect(actor.getSnapshot().value).toBe("editing")
    expect(actor.getSnapshot().context.errors.title).toEqual([FORUM_MESSAGES.titleRequired])
    actor.send({ type: "topic.cancel" })
    expect(actor.getSnapshot().value).toBe("cancelled")
    expect(actor.getSnapshot().output).toEqual({ id: null })
  })
})
