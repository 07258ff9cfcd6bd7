import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { REAL_NAME_MESSAGES } from "../../domain/member/real-name-form.ts"
import { reviewDecisionMachine } from "./review-decision.machine.ts"

const start = (rejectAnswers: Array<"ok" | "fail"> = ["ok"]) => {
  const calls: string[] = []
  const decided: string[] = []
  let refused = 0
  const actor = createActor(
    reviewDecisionMachine.provide({
      actors: {
        approve: fromPromise(async ({ input }) => {
          calls.push(`approve ${input.id}`)
          if (input.id === 404) throw Object.assign(new Error("作品不存在"), { status: 404 })
          return {}
        }),
        reject: fromPromise(async ({ input }) => {
          calls.push(`reject ${input.id} ${input.reason}`)
          if (rejectAnswers.shift() === "fail")
            throw Object.assign(new Error("该作品已被处理"), {
              status: 409,
              code: "not_reviewable",
            })
          return {}
        }),
      },
      actions: {
        decided: (_, p) => void decided.push(`${p.decision} ${p.id}`),
        refused: () => void refused++,
      },
    }),
  ).start()
  return {
    actor,
    calls,
    decided,
    refused: () => refused,
    settled: () => waitFor(actor, (s) => !s.hasTag("busy")),
  }
}

describe("review decision machine", () => {
  it("approves at once and reports a refusal", async () => {
    const { actor, calls, decided, refused, settled } = start()
    actor.send({ type: "review.approve", id: 3 })
    await settled()
    actor.send({ type: "review.approve", id: 404 })
    await settled()
    expect(calls).toEqual(["approve 3", "approve 404"])
    expect(decided).toEqual(["approved 3"])
    expect(refused()).toBe(1)
  })

  it("asks for a reason by the shared rule before rejecting", async () => {
    const { actor, calls, decided, settled } = start()
    actor.send({ type: "review.reject", id: 5 })
    actor.send({ type: "review.submit", reason: "   " })
    expect(actor.getSnapshot().value).toBe("askingReason")
    expect(actor.getSnapshot().context.errors).toEqual([REAL_NAME_MESSAGES.reasonRequired])
    actor.send({ type: "review.submit", reason: " 画面含有未经授权的商标 " })
    await settled()
    expect(calls).toEqual(["reject 5 画面含有未经授权的商标"])
    expect(decided).toEqual(["rejected 5"])
    expect(actor.getSnapshot().value).toBe("idle")
  })

  it("keeps the reason open with the server's message when the rejection is refused", async () => {
    const { actor, decided, settled } = start(["fail"])
    actor.send({ type: "review.reject", id: 6 })
    actor.send({ type: "review.submit", reason: "重复投稿" })
    await settled()
    expect(actor.getSnapshot().value).toBe("askingReason")
    expect(actor.getSnapshot().context.refusal).toBe("该作品已被处理")
    actor.send({ type: "review.cancel" })
    expect(actor.getSnapshot().value).toBe("idle")
    expect(decided).toEqual([])
  })
})
