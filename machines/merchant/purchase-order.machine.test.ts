import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { Purchase } from "../../domain/merchant/index.ts"
import { demoPurchase } from "./merchant-fixtures.ts"
import { purchaseOrderMachine } from "./purchase-order.machine.ts"

/** A receive the test answers when it chooses, so a copy from the list can arrive while it is under way. */
const start = (purchase: Purchase) => {
  let answer: (p: Purchase) => void = () => undefined
  const actor = createActor(
    purchaseOrderMachine.provide({
      actors: {
        receive: fromPromise<Purchase, { id: number }>(() => new Promise((resolve) => (answer = resolve))),
      },
    }),
    { input: { purchase } },
  ).start()
  return { actor, answer: (p: Purchase) => answer(p) }
}

describe("purchase order machine", () => {
  it("keeps its own answer when the list's older copy arrives during 领取 or after it", async () => {
    const { actor, answer } = start(demoPurchase(1))
    actor.send({ type: "purchase.receive" })
    expect(actor.getSnapshot().value).toBe("receiving")
    actor.send({ type: "purchase.sync", purchase: demoPurchase(1) })
    expect(actor.getSnapshot().value).toBe("receiving")
    answer(demoPurchase(2))
    await waitFor(actor, (s) => s.matches("received"))
    actor.send({ type: "purchase.sync", purchase: demoPurchase(1) })
    expect(actor.getSnapshot().value).toBe("received")
    expect(actor.getSnapshot().context.purchase.status).toBe(2)
  })

  it("follows a newer copy of the same order, and ignores another order's", () => {
    const { actor } = start(demoPurchase(1))
    actor.send({ type: "purchase.sync", purchase: { ...demoPurchase(3), id: demoPurchase(3).id + 1 } })
    expect(actor.getSnapshot().value).toBe("assigned")
    actor.send({ type: "purchase.sync", purchase: demoPurchase(3) })
    expect(actor.getSnapshot().value).toBe("over")
  })
})
