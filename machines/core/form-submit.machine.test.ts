import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { formSubmitMachine } from "./form-submit.machine.ts"

const start = (submit: (values: unknown) => Promise<unknown>) =>
  createActor(
    formSubmitMachine.provide({
      actors: { submit: fromPromise(({ input }) => submit(input)) },
      guards: { check: ({ event }) => (event.values as { ok: boolean }).ok },
    }),
  ).start()

describe("form submit machine", () => {
  it("keeps an invalid form open without sending it", () => {
    let sent = 0
    const actor = start(async () => void sent++)
    actor.send({ type: "form.submit", values: { ok: false } })
    expect(actor.getSnapshot().value).toBe("editing")
    expect(actor.getSnapshot().context.attempted).toBe(true)
    expect(sent).toBe(0)
  })

  it("sends a valid form and ends with the answer", async () => {
    const actor = start(async (values) => ({ echo: values }))
    actor.send({ type: "form.submit", values: { ok: true } })
    expect(actor.getSnapshot().hasTag("busy")).toBe(true)
    const done = await waitFor(actor, (s) => s.status === "done")
    expect(done.output).toEqual({ result: { echo: { ok: true } } })
  })

  it("shows the server's message and lets the form be sent again", async () => {
    let fail = true
    const actor = start(async () => {
      if (fail) throw { message: "该用户名已被注册" }
      return "ok"
    })
    actor.send({ type: "form.submit", values: { ok: true } })
    const refused = await waitFor(actor, (s) => s.matches("editing") && s.context.error !== null)
    expect(refused.context.error).toBe("该用户名已被注册")
    fail = false
    actor.send({ type: "form.submit", values: { ok: true } })
    await waitFor(actor, (s) => s.status === "done")
  })
})
