import { describe, expect, it, vi } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { dialogMode, quickReplyDialogMachine, type QuickReplyValues } from "./quick-reply-dialog.machine.ts"

const start = (save: (v: QuickReplyValues) => Promise<unknown> = async () => ({})) => {
  const saved = vi.fn()
  const calls: QuickReplyValues[] = []
  const actor = createActor(
    quickReplyDialogMachine.provide({
      actors: {
        save: fromPromise(async ({ input }) => {
          calls.push(input)
          return save(input)
        }),
      },
      actions: { saved },
    }),
  ).start()
  return { actor, saved, calls }
}

describe("quick-reply dialog", () => {
  it("adds: checks on submit, then as the fields change, saves trimmed values and closes", async () => {
    const { actor, saved, calls } = start()
    actor.send({ type: "dialog.open" })
    expect(actor.getSnapshot().value).toBe("editing")
    expect(dialogMode(actor.getSnapshot().context.values)).toBe("add")
    actor.send({ type: "field.change", field: "title", value: "问" })
    expect(actor.getSnapshot().context.errors).toEqual({})
    actor.send({ type: "dialog.submit" })
    expect(actor.getSnapshot().value).toBe("editing")
    expect(actor.getSnapshot().context.errors).toEqual({ title: ["长度在 3 到 20 个字符"], content: ["请输入回复内容"] })
    actor.send({ type: "field.change", field: "title", value: " 问候语 " })
    expect(actor.getSnapshot().context.errors).toEqual({ content: ["请输入回复内容"] })
    actor.send({ type: "field.change", field: "content", value: "您好，请问有什么可以帮您？" })
    actor.send({ type: "dialog.submit" })
    expect(actor.getSnapshot().hasTag("busy")).toBe(true)
    await waitFor(actor, (s) => s.matches("closed"))
    expect(calls).toEqual([{ id: null, title: "问候语", content: "您好，请问有什么可以帮您？" }])
    expect(saved).toHaveBeenCalledTimes(1)
  })

  it("edits with the reply's id and shows a failure without closing", async () => {
    let fail = true
    const { actor, calls } = start(async () => {
      if (fail) throw new Error("快捷回复不存在")
      return {}
    })
    actor.send({ type: "dialog.open", reply: { id: 7, title: "发货时间", content: "现货48小时内发货。请耐心等待" } })
    expect(dialogMode(actor.getSnapshot().context.values)).toBe("edit")
    actor.send({ type: "dialog.submit" })
    await waitFor(actor, (s) => s.matches("editing"))
    expect(actor.getSnapshot().context.failure).toBe("快捷回复不存在")
    fail = false
    actor.send({ type: "dialog.submit" })
    await waitFor(actor, (s) => s.matches("closed"))
    expect(calls.map((c) => c.id)).toEqual([7, 7])
  })

  it("cancels without saving and opens clean the next time", () => {
    const { actor, calls } = start()
    actor.send({ type: "dialog.open" })
    actor.send({ type: "field.change", field: "title", value: "x" })
    actor.send({ type: "dialog.submit" })
    actor.send({ type: "dialog.cancel" })
    expect(actor.getSnapshot().value).toBe("closed")
    actor.send({ type: "dialog.open" })
    expect(actor.getSnapshot().context).toMatchObject({ values: { id: null, title: "", content: "" }, errors: {}, submitted: false })
    expect(calls).toEqual([])
  })
})
