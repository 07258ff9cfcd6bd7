import { assign, setup } from "xstate"
import { SMS_RESEND_SECONDS } from "../../domain/core/constants.ts"
import { validatePhone } from "../../domain/session/login-form.ts"
import { callMessage } from "../core/failure.ts"
import { requiredActor } from "../core/required-actor.ts"

const messageOf = (error: unknown): string => callMessage(error, "验证码发送失败")

/**
 * Sending an SMS code (spec 2 §5, §9): the phone is checked, the code is
 * requested (the server answers a ticket uuid), and the button counts down 60
 * seconds before it can send again. Any form proving a phone uses it:
 * registration, password recovery, the payment password, a phone change.
 */
export const smsCodeMachine = setup({
  types: {
    context: {} as { uuid: string | null; secondsLeft: number; error: string | null; phone: string },
    events: {} as { type: "sms.send"; phone: string },
  },
  actors: {
    sendCode: requiredActor<{ uuid: string; resendIn: number }, { phone: string }>("smsCodeMachine needs a sendCode actor"),
  },
  delays: { tick: 1000 },
  guards: {
    isPhoneValid: ({ event }) => validatePhone(event.phone).length === 0,
    hasSecondsLeft: ({ context }) => context.secondsLeft > 1,
  },
}).createMachine({
  id: "smsCode",
  context: { uuid: null, secondsLeft: 0, error: null, phone: "" },
  initial: "idle",
  states: {
    idle: {
      on: {
        "sms.send": [
          { guard: "isPhoneValid", target: "sending", actions: assign({ phone: ({ event }) => event.phone.trim(), error: null }) },
          { actions: assign({ error: ({ event }) => validatePhone(event.phone)[0] ?? null }) },
        ],
      },
    },
    sending: {
      tags: ["busy"],
      invoke: {
        src: "sendCode",
        input: ({ context }) => ({ phone: context.phone }),
        onDone: {
          target: "counting",
          actions: assign({ uuid: ({ event }) => event.output.uuid, secondsLeft: ({ event }) => event.output.resendIn || SMS_RESEND_SECONDS }),
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
