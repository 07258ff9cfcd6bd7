import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { resourceMachine } from "./resource.machine.ts"

const withLoader = (load: () => Promise<unknown>) =>
  resourceMachine.provide({ actors: { load: fromPromise(load) } })

describe("resource machine", () => {
  it("loads into ready and reloads", async () => {
    let n = 0
    const actor = createActor(withLoader(async () => ++n)).start()
    expect(actor.getSnapshot().hasTag("busy")).toBe(true)
    await waitFor(actor, (s) => s.matches("ready"))
    expect(actor.getSnapshot().context.data).toBe(1)
    actor.send({ type: "resource.reload" })
    await waitFor(actor, (s) => s.matches("ready") && s.context.data === 2)
  })

  it("fails with the message and retries into ready", async () => {
    let fail = true
    const actor = createActor(
      withLoader(async () => {
        if (fail) throw { kind: "network", status: null, message: "接口请求失败" }
        return "ok"
      }),
    ).start()
    await waitFor(actor, (s) => s.matches("failure"))
    expect(actor.getSnapshot().context.error).toBe("接口请求失败")
    expect(actor.getSnapshot().can({ type: "resource.reload" })).toBe(false)
    fail = false
    actor.send({ type: "resource.retry" })
    await waitFor(actor, (s) => s.matches("ready"))
    expect(actor.getSnapshot().context).toEqual({ data: "ok", error: null })
  })

  it("keeps a plain error's text", async () => {
    const actor = createActor(withLoader(async () => Promise.reject("boom"))).start()
    await waitFor(actor, (s) => s.matches("failure"))
    expect(actor.getSnapshot().context.error).toBe("boom")
  })

  it("refuses to run without a provided loader", async () => {
    const actor = createActor(resourceMachine).start()
    await waitFor(actor, (s) => s.matches("failure"))
    expect(actor.getSnapshot().context.error).toContain("needs a load actor")
  })
})
