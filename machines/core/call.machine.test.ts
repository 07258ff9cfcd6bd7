import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { callMachine } from "./call.machine.ts"

const start = (call: (input: unknown) => Promise<unknown>) => {
  const seen: { done: Array<{ output: unknown; input: unknown }>; failed: unknown[] } = { done: [], failed: [] }
  const actor = createActor(
    callMachine.provide({
      actors: { call: fromPromise(({ input }) => call(input)) },
      actions: {
        done: (_, params) => void seen.done.push(params),
        failed: (_, params) => void seen.failed.push(params.error),
      },
    }),
  ).start()
  return { actor, seen }
}

describe("call machine", () => {
  it("sends the input, keeps the answer and tells the caller with what it was sent", async () => {
    const { actor, seen } = start(async (input) => ({ echo: input }))
    actor.send({ type: "call.send", input: { id: 7 } })
    expect(actor.getSnapshot().hasTag("busy")).toBe(true)
    const done = await waitFor(actor, (s) => s.matches("idle") && s.context.succeeded === 1)
    expect(done.context.result).toEqual({ echo: { id: 7 } })
    expect(seen.done).toEqual([{ output: { echo: { id: 7 } }, input: { id: 7 } }])
  })

  it("ignores a second send while the first is under way", async () => {
    let calls = 0
    let release = () => {}
    const { actor } = start(() => {
      calls++
      return new Promise((resolve) => (release = () => resolve("ok")))
    })
    actor.send({ type: "call.send", input: 1 })
    actor.send({ type: "call.send", input: 2 })
    release()
    await waitFor(actor, (s) => s.context.succeeded === 1)
    expect(calls).toBe(1)
  })

  it("keeps the refusal's message and code, and can be sent again", async () => {
    let fail = true
    const { actor, seen } = start(async () => {
      if (fail) throw { status: 409, code: "insufficient_balance", message: "余额不足" }
      return "ok"
    })
    actor.send({ type: "call.send", input: null })
    const refused = await waitFor(actor, (s) => s.matches("idle") && s.context.error !== null)
    expect(refused.context).toMatchObject({ error: "余额不足", code: "insufficient_balance", succeeded: 0 })
    expect(seen.failed).toHaveLength(1)
    fail = false
    actor.send({ type: "call.send", input: null })
    const done = await waitFor(actor, (s) => s.context.succeeded === 1)
    expect(done.context).toMatchObject({ error: null, code: null, result: "ok" })
  })

  it("gives a Chinese message for a failure that carries none, and forgets it on reset", async () => {
    const { actor } = start(async () => {
      throw null
    })
    actor.send({ type: "call.send", input: null })
    const refused = await waitFor(actor, (s) => s.context.error !== null)
    expect(refused.context.error).toBe("操作失败，请重试")
    actor.send({ type: "call.reset" })
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it("sends only what passes the form's check; a refused send marks the form attempted until an answer goes through", async () => {
    const sent: unknown[] = []
    const actor = createActor(
      callMachine.provide({
        actors: { call: fromPromise(async ({ input }) => void sent.push(input)) },
        guards: { check: ({ event }) => event.type === "call.send" && typeof event.input === "string" && event.input.length >= 2 },
      }),
    ).start()
    expect(actor.getSnapshot().context.attempted).toBe(false)
    actor.send({ type: "call.send", input: "a" })
    expect(actor.getSnapshot().matches("idle")).toBe(true)
    expect(actor.getSnapshot().context.attempted).toBe(true)
    expect(sent).toEqual([])
    actor.send({ type: "call.send", input: "ab" })
    const done = await waitFor(actor, (s) => s.context.succeeded === 1)
    expect(sent).toEqual(["ab"])
    expect(done.context.attempted).toBe(false)
    actor.send({ type: "call.send", input: "" })
    actor.send({ type: "call.reset" })
    expect(actor.getSnapshot().context.attempted).toBe(false)
  })

  it("stays attempted after a refusal from the server, so the form keeps showing its checks", async () => {
    const { actor } = start(async () => {
      throw { status: 409, message: "已存在" }
    })
    actor.send({ type: "call.send", input: 1 })
    const refused = await waitFor(actor, (s) => s.context.error !== null)
    expect(refused.context.attempted).toBe(true)
  })
})
