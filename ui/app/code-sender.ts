import { fromPromise } from "xstate"
import type { CodeTicket, CodeTicketMachine } from "../../machines/core/code-ticket.machine.ts"
import { notify } from "../notify/toast-store.ts"

/**
 * A code machine (SMS or e-mail) that asks `send` for the ticket and, once the server has taken
 * the send, tells the member where the code went.
 */
export const codeSender = (machine: CodeTicketMachine, send: (to: string) => Promise<CodeTicket>, sentMessage: string) =>
  machine.provide({
    actors: {
      sendCode: fromPromise(async ({ input }) => {
        const { uuid, resendIn } = await send(input.to)
        return { uuid, resendIn }
      }),
    },
    actions: { notifySent: () => notify.warning(sentMessage) },
  })
