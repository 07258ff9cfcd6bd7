import { assign, setup } from "xstate"
import { SMS_RESEND_SECONDS } from "../../domain/core/constants.ts"
import { callMessage } from "./failure.ts"
import { requiredActor } from "./required-actor.ts"

const messageOf = (error: unknown): string => callMessage(error, "验证码发送失败")

/** A ticket for a code sent to the member: the server's uuid and the seconds before another send. */
export interface CodeTicket {
  readonly uuid: string
  readonly resendIn: number
}

/**
 * Sending a verification code to a phone or an e-mail address: the address is checked with
 * `validate` (its first message is shown, nothing is sent), the code is requested (the server
 * answers a ticket uuid), and the button counts the server's seconds (60 by default) down before
 * it can send again. A refused send shows the server's reason and allows another try.
 * `notifySent` runs once the server has taken the send (the wiring tells the member where the
 * code went); it does nothing unless provided.
 */
export const codeTicketMachine = (id: string, validate: (to: string) => ReadonlyArray<string>) =>
  setup({
    types: {
      context: {} as { uuid: string | null; secondsLeft: number; error: string | null; to: string },
      events: {} as { type: "code.send"; to: string },
    },
    actors: {
      sendCode: requiredActor<CodeTicket, { to: string }>(`${id} needs a sendCode actor`),
    },
    actions: {
      notifySent: () => {},
    },
    delays: { tick: 1000 },
    guards: {
      isAddressValid: ({ event }) => validate(event.to).length === 0,
      hasSecondsLeft: ({ context }) => context.secondsLeft > 1,
    },
  }).createMachine({
    id,
    context: { uuid: null, secondsLeft: 0, error: null, to: "" },
    initial: "idle",
    states: {
      idle: {
        on: {
          "code.send": [
            { guard: "isAddressValid", target: "sending", actions: assign({ to: ({ event }) => event.to.trim(), error: null }) },
            { actions: assign({ error: ({ event }) => validate(event.to)[0] ?? null }) },
          ],
        },
      },
      sending: {
        tags: ["busy"],
        invoke: {
          src: "sendCode",
          input: ({ context }) => ({ to: context.to }),
          onDone: {
            target: "counting",
            actions: [
              assign({ uuid: ({ event }) => event.output.uuid, secondsLeft: ({ event }) => event.output.resendIn || SMS_RESEND_SECONDS }),
              "notifySent",
            ],
          },
          onError: { target: "idle", actions: assign({ error: ({ event }) => messageOf(event.error) }) },
        },
      },
      counting: {
        after: {
          tick: [
            { guard: "hasSecondsLeft", target: "counting", reenter: true, actions: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }) },
            { target: "idle", actions: assign({ secondsLeft: 0 }) },
          ],
        },
      },
    },
  })

export type CodeTicketMachine = ReturnType<typeof codeTicketMachine>
