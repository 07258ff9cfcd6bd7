import { assign, setup } from "xstate"
import { SMS_RESEND_SECONDS } from "../../domain/core/constants.ts"
import { validateEmail } from "../../domain/member/security-forms.ts"
import { callMessage } from "../core/failure.ts"
import { requiredActor } from "../core/required-actor.ts"

const messageOf = (error: unknown): string => callMessage(error, "验证码发送失败")

/**
 * Sending a code to a new e-mail address (/account/security): the address is checked, the
 * code is requested (the server answers a ticket uuid) and the button counts down 60 seconds.
 */
export const emailCodeMachine = setup({
  types: {
    context: {} as { uuid: string | null; secondsLeft: number; error: string | null; email: string },
    events: {} as { type: "email.send"; email: string },
  },
  actors: {
    sendCode: requiredActor<{ uuid: string; resendIn: number }, { email: string }>("emailCodeMachine needs a sendCode actor"),
  },
  delays: { tick: 1000 },
  guards: {
    isEmailValid: ({ event }) => validateEmail(event.email).length === 0,
    hasSecondsLeft: ({ context }) => context.secondsLeft > 1,
  },
}).createMachine({
  id: "emailCode",
  context: { uuid: null, secondsLeft: 0, error: null, email: "" },
  initial: "idle",
  states: {
    idle: {
      on: {
        "email.send": [
          { guard: "isEmailValid", target: "sending", actions: assign({ email: ({ event }) => event.email.trim(), error: null }) },
          { actions: assign({ error: ({ event }) => validateEmail(event.email)[0] ?? null }) },
        ],
      },
    },
    sending: {
      tags: ["busy"],
      invoke: {
        src: "sendCode",
        input: ({ context }) => ({ email: context.email }),
        onDone: {
          target: "counting",
          actions: assign({
            uuid: ({ event }) => event.output.uuid,
            secondsLeft: ({ event }) => event.output.resendIn || SMS_RESEND_SECONDS,
          }),
        },
        onError: { target: "idle", actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    counting: {
      after: {
        tick: [
          {
            guard: "hasSecondsLeft",
            target: "counting",
            reenter: true,
            actions: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
          },
          { target: "idle", actions: assign({ secondsLeft: 0 }) },
        ],
      },
    },
  },
})
