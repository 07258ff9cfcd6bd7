import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { qrConfirmMachine } from "./qr-confirm.machine.ts"

const start = (fail: { scan?: boolean; confirm?: boolean; cancel?: boolean } = {}) =>
  createActor(
    qrConfirmMachine.provide({
      actors: {
        scanQr: fromPromise(async () => {
          if (fail.scan) throw { message: "二维码已失效，请刷新后重新扫码" }
          return { browser: "Chrome", ip: "127.0.*.*" }
        }),
        confirmQr: fromPromise(async () => {
          if (fail.confirm) throw { message: "二维码已被使用" }
        }),
        cancelQr: fromPromise(async () => {
          if (fail.cancel) throw "offline"
        }),
      },
    }),
  ).start()

describe("QR confirm machine", () => {
  it("scans, shows the waiting browser and confirms", async () => {
    const actor = start()
    await waitFor(actor, (s) => s.matches("asking"))
    expect(actor.getSnapshot().context.scanned).toEqual({ browser: "Chrome", ip: "127.0.*.*" })
    actor.send({ type: "qr.confirm" })
    await waitFor(actor, (s) => s.matches("confirmed"))
  })

  it("cancels", async () => {
    const actor = start()
    await waitFor(actor, (s) => s.matches("asking"))
    actor.send({ type: "qr.cancel" })
    await waitFor(actor, (s) => s.matches("cancelled"))
  })

  it("shows the server's message when the code is gone, with a retry", async () => {
    const actor = start({ scan: true })
    const failed = await waitFor(actor, (s) => s.matches("failure"))
    expect(failed.context.error).toBe("二维码已失效，请刷新后重新扫码")
    actor.send({ type: "qr.retry" })
    expect(actor.getSnapshot().matches("scanning")).toBe(true)
  })

  it("fails when the confirmation or the cancellation is refused", async () => {
    const confirm = start({ confirm: true })
    await waitFor(confirm, (s) => s.matches("asking"))
    confirm.send({ type: "qr.confirm" })
    expect((await waitFor(confirm, (s) => s.matches("failure"))).context.error).toBe("二维码已被使用")
    const cancel = start({ cancel: true })
    await waitFor(cancel, (s) => s.matches("asking"))
    cancel.send({ type: "qr.cancel" })
    expect((await waitFor(cancel, (s) => s.matches("failure"))).context.error).toBe("操作失败")
  })
})
