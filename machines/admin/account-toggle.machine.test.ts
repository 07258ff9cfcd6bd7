import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { accountToggleMachine, type AccountToggleTarget } from "./account-toggle.machine.ts"

const start = (answers: Array<"ok" | "fail">) => {
  const calls: AccountToggleTarget[] = []
  const changed: AccountToggleTarget[] = []
  const actor = createActor(
    accountToggleMachine.provide({
      actors: {
        setEnabled: fromPromise(async ({ input }) => {
          calls.push(input)
          if (answers.shift() === "fail")
            throw Object.assign(new Error("不能停用自己的账号"), {
              status: 409,
              code: "conflict",
            })
          return { ok: true }
        }),
      },
      actions: { changed: (_, params) => void changed.push(params.target) },
    }),
  ).start()
  const settled = () => waitFor(actor, (s) => !s.hasTag("busy"))
  return { actor, calls, changed, settled }
}

const stop = { userId: 9, username: "lin_xiaoyu", enabled: false }

describe("account toggle machine", () => {
  it("asks before stopping, then calls once and reports the change", async () => {
    const { actor, calls, changed, settled } = start(["ok"])
    actor.send({ type: "account.toggle", target: stop })
    expect(actor.getSnapshot().value).toBe("confirming")
    expect(calls).toEqual([])
    actor.send({ type: "account.confirm" })
    actor.send({ type: "account.confirm" })
    await settled()
    expect(calls).toEqual([stop])
    expect(changed).toEqual([stop])
    expect(actor.getSnapshot().value).toBe("idle")
  })

  it("restores without asking, and a cancelled stop calls nothing", async () => {
    const { actor, calls, settled } = start(["ok"])
    actor.send({ type: "account.toggle", target: stop })
    actor.send({ type: "account.cancel" })
    expect(actor.getSnapshot().value).toBe("idle")
    actor.send({ type: "account.toggle", target: { ...stop, enabled: true } })
    expect(actor.getSnapshot().value).toBe("saving")
    await settled()
    expect(calls.map((c) => c.enabled)).toEqual([true])
  })

  it("shows the refusal and tries again on request", async () => {
    const { actor, calls, changed, settled } = start(["fail", "ok"])
    actor.send({ type: "account.toggle", target: stop })
    actor.send({ type: "account.confirm" })
    await settled()
    expect(actor.getSnapshot().value).toBe("failed")
    expect(actor.getSnapshot().context.error).toBe("不能停用自己的账号")
    actor.send({ type: "account.retry" })
    await settled()
    expect(calls.length).toBe(2)
    expect(changed).toEqual([stop])
  })
})
