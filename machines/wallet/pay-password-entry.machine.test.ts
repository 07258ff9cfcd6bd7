import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { payPasswordEntryMachine } from "./pay-password-entry.machine.ts"

const start = () => createActor(payPasswordEntryMachine).start()
const type = (actor: ReturnType<typeof start>, keys: string) => {
  for (const key of keys) actor.send({ type: "pin.key", key })
}

describe("payment password entry", () => {
  it("fills the boxes with digits only and rejects other keys", () => {
    const actor = start()
    type(actor, "1a2 3")
    actor.send({ type: "pin.key", key: "Shift" })
    expect(actor.getSnapshot().context).toMatchObject({ digits: "123", rejected: 3 })
    expect(actor.getSnapshot().value).toBe("entering")
  })

  it("Backspace moves back a box; on an empty entry it does nothing", () => {
    const actor = start()
    actor.send({ type: "pin.key", key: "Backspace" })
    expect(actor.getSnapshot().context.digits).toBe("")
    type(actor, "45")
    actor.send({ type: "pin.key", key: "Backspace" })
    expect(actor.getSnapshot().context.digits).toBe("4")
  })

  it("Enter before six digits shows the spec's message and stays", () => {
    const actor = start()
    actor.send({ type: "pin.key", key: "Enter" })
    expect(actor.getSnapshot().context.error).toBe("请输入支付密码")
    type(actor, "12")
    expect(actor.getSnapshot().context.error).toBeNull()
    actor.send({ type: "pin.key", key: "Enter" })
    expect(actor.getSnapshot().context.error).toBe("请输入6位数的支付密码")
    expect(actor.getSnapshot().value).toBe("entering")
  })

  it("six digits complete the entry; a seventh is rejected; Enter submits; reset clears for another try", () => {
    const actor = start()
    type(actor, "123456")
    expect(actor.getSnapshot().value).toBe("complete")
    type(actor, "7")
    expect(actor.getSnapshot().context).toMatchObject({ digits: "123456", rejected: 1 })
    actor.send({ type: "pin.key", key: "Backspace" })
    expect(actor.getSnapshot().value).toBe("entering")
    type(actor, "9")
    expect(actor.getSnapshot().value).toBe("complete")
    actor.send({ type: "pin.key", key: "Enter" })
    expect(actor.getSnapshot().value).toBe("submitted")
    expect(actor.getSnapshot().context.digits).toBe("123459")
    // Submitted: keys are ignored until the owner resets it.
    type(actor, "1")
    expect(actor.getSnapshot().context.digits).toBe("123459")
    actor.send({ type: "pin.reset" })
    expect(actor.getSnapshot().value).toBe("entering")
    expect(actor.getSnapshot().context.digits).toBe("")
  })

  it("a paste keeps its digits, at most six, in entering or complete", () => {
    const actor = start()
    actor.send({ type: "pin.paste", text: "12-34 56 78" })
    expect(actor.getSnapshot().value).toBe("complete")
    expect(actor.getSnapshot().context.digits).toBe("123456")
    actor.send({ type: "pin.paste", text: "98" })
    expect(actor.getSnapshot().value).toBe("entering")
    expect(actor.getSnapshot().context.digits).toBe("98")
    actor.send({ type: "pin.clear" })
    expect(actor.getSnapshot().context.digits).toBe("")
    type(actor, "555555")
    actor.send({ type: "pin.clear" })
    expect(actor.getSnapshot().value).toBe("entering")
  })
})
