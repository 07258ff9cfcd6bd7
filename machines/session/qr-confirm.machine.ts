import { assign, setup } from "xstate"
import { callMessage } from "../core/failure.ts"
import { requiredActor } from "../core/required-actor.ts"

export interface QrScanned {
  /** The browser that waits, e.g. Chrome. */
  readonly browser: string
  /** Its address, partly hidden. */
  readonly ip: string
}

const messageOf = callMessage

/**
 * Confirming a QR-code login on the device already signed in: the code is
 * marked scanned (the waiting page shows it), the member sees which browser
 * asks and confirms or cancels.
 */
export const qrConfirmMachine = setup({
  types: {
    context: {} as { scanned: QrScanned | null; error: string | null },
    events: {} as { type: "qr.confirm" } | { type: "qr.cancel" } | { type: "qr.retry" },
  },
  actors: {
    scanQr: requiredActor<QrScanned>("qrConfirmMachine needs a scanQr actor"),
    confirmQr: requiredActor<void>("qrConfirmMachine needs a confirmQr actor"),
    cancelQr: requiredActor<void>("qrConfirmMachine needs a cancelQr actor"),
  },
}).createMachine({
  id: "qrConfirm",
  context: { scanned: null, error: null },
  initial: "scanning",
  states: {
    scanning: {
      tags: ["busy"],
      invoke: {
        src: "scanQr",
        onDone: { target: "asking", actions: assign({ scanned: ({ event }) => event.output, error: null }) },
        onError: { target: "failure", actions: assign({ error: ({ event }) => messageOf(event.error, "二维码已失效") }) },
      },
    },
    asking: { on: { "qr.confirm": "confirming", "qr.cancel": "cancelling" } },
    confirming: {
      tags: ["busy"],
      invoke: {
        src: "confirmQr",
        onDone: "confirmed",
        onError: { target: "failure", actions: assign({ error: ({ event }) => messageOf(event.error, "确认失败") }) },
      },
    },
    cancelling: {
      tags: ["busy"],
      invoke: {
        src: "cancelQr",
        onDone: "cancelled",
        onError: { target: "failure", actions: assign({ error: ({ event }) => messageOf(event.error, "操作失败") }) },
      },
    },
    confirmed: { type: "final" },
    cancelled: { type: "final" },
    failure: { on: { "qr.retry": "scanning" } },
  },
})
