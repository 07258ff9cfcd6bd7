import { describe, expect, it, vi } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { friendRelationMachine, type FriendRelationInput } from "./friend-relation.machine.ts"

const start = (input: FriendRelationInput, overrides: { add?: () => Promise<{ relation: "applied" | "friend"; friendsId: number | null }>; del?: () => Promise<void> } = {}) => {
  const calls = { goToLogin: vi.fn(), notifyRequestSent: vi.fn(), notifyDeleted: vi.fn(), deleted: [] as (number | null)[] }
  const machine = friendRelationMachine.provide({
    actors: {
      addFriend: fromPromise(overrides.add ?? (async () => ({ relation: "applied" as const, friendsId: null }))),
      deleteFriend: fromPromise(async ({ input }) => {
        calls.deleted.push(input.friendsId)
        await (overrides.del ?? (async () => {}))()
      }),
    },
    actions: { goToLogin: calls.goToLogin, notifyRequestSent: calls.notifyRequestSent, notifyDeleted: calls.notifyDeleted },
  })
  const actor = createActor(machine, { input }).start()
  return { actor, calls }
}

const value = (actor: ReturnType<typeof start>["actor"]) => actor.getSnapshot().value

describe("friend relation", () => {
  it("starts in the relation the card gives", () => {
    expect(value(start({ relation: "nofriend", friendsId: null, loggedIn: true }).actor)).toBe("nofriend")
    expect(value(start({ relation: "applied", friendsId: null, loggedIn: true }).actor)).toBe("applied")
    expect(value(start({ relation: "friend", friendsId: 4, loggedIn: true }).actor)).toBe("friend")
    expect(value(start({ relation: "oneself", friendsId: null, loggedIn: true }).actor)).toBe("oneself")
  })

  it("sends a visitor to login instead of adding", () => {
    const { actor, calls } = start({ relation: "nofriend", friendsId: null, loggedIn: false })
    actor.send({ type: "friend.add" })
    expect(value(actor)).toBe("nofriend")
    expect(calls.goToLogin).toHaveBeenCalledTimes(1)
  })

  it("walks nofriend -> applied -> friend -> nofriend with the notices", async () => {
    const { actor, calls } = start({ relation: "nofriend", friendsId: null, loggedIn: true })
    actor.send({ type: "friend.add" })
    expect(actor.getSnapshot().hasTag("busy")).toBe(true)
    await waitFor(actor, (s) => s.matches("applied"))
    expect(calls.notifyRequestSent).toHaveBeenCalledTimes(1)
    // While applied the add button is disabled: adding again does nothing.
    expect(actor.getSnapshot().can({ type: "friend.add" })).toBe(false)
    actor.send({ type: "friend.accepted", friendsId: 12 })
    expect(value(actor)).toBe("friend")
    expect(actor.getSnapshot().context.friendsId).toBe(12)

    actor.send({ type: "friend.delete" })
    expect(value(actor)).toBe("confirming")
    actor.send({ type: "friend.cancel" })
    expect(value(actor)).toBe("friend")
    actor.send({ type: "friend.delete" })
    actor.send({ type: "friend.confirm" })
    await waitFor(actor, (s) => s.matches("nofriend"))
    expect(calls.deleted).toEqual([12])
    expect(calls.notifyDeleted).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.friendsId).toBeNull()
  })

  it("becomes a friend at once when the other side had asked first", async () => {
    const { actor, calls } = start({ relation: "nofriend", friendsId: null, loggedIn: true }, { add: async () => ({ relation: "friend", friendsId: 8 }) })
    actor.send({ type: "friend.add" })
    await waitFor(actor, (s) => s.matches("friend"))
    expect(actor.getSnapshot().context.friendsId).toBe(8)
    expect(calls.notifyRequestSent).not.toHaveBeenCalled()
  })

  it("swallows failures and stays where it was", async () => {
    const failing = start({ relation: "nofriend", friendsId: null, loggedIn: true }, { add: () => Promise.reject(new Error("down")) })
    failing.actor.send({ type: "friend.add" })
    await waitFor(failing.actor, (s) => s.matches("nofriend"))
    expect(failing.calls.notifyRequestSent).not.toHaveBeenCalled()

    const deleting = start({ relation: "friend", friendsId: 3, loggedIn: true }, { del: () => Promise.reject(new Error("down")) })
    deleting.actor.send({ type: "friend.delete" })
    deleting.actor.send({ type: "friend.confirm" })
    await waitFor(deleting.actor, (s) => s.matches("friend"))
    expect(deleting.calls.notifyDeleted).not.toHaveBeenCalled()
  })

  it("follows changes made elsewhere: a declined request, a friendship ended by the other side, an acceptance", () => {
    const applied = start({ relation: "applied", friendsId: null, loggedIn: true }).actor
    applied.send({ type: "friend.removed" })
    expect(value(applied)).toBe("nofriend")
    const friend = start({ relation: "friend", friendsId: 2, loggedIn: true }).actor
    friend.send({ type: "friend.removed" })
    expect(value(friend)).toBe("nofriend")
    const stranger = start({ relation: "nofriend", friendsId: null, loggedIn: true }).actor
    stranger.send({ type: "friend.accepted", friendsId: 5 })
    expect(value(stranger)).toBe("friend")
  })

  it("never leaves oneself", () => {
    const { actor } = start({ relation: "oneself", friendsId: null, loggedIn: true })
    for (const type of ["friend.add", "friend.delete", "friend.confirm", "friend.removed"] as const) actor.send({ type })
    actor.send({ type: "friend.accepted", friendsId: 1 })
    expect(value(actor)).toBe("oneself")
  })
})
