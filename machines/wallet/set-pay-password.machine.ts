import { assign, setup } from "xstate"
import { PAY_PASSWORD_LENGTH, SMS_CODE_MAX_LENGTH, SMS_RESEND_SECONDS } from "../../domain/core/constants.ts"
import { isFormValid, type FormErrors } from "../../domain/core/validation/form-errors.ts"
import { stripNonDigits, validatePayPassword, type PayPasswordField } from "../../domain/wallet/pay-password-form.ts"
import { callMessage } from "../core/failure.ts"
import { requiredActor } from "../core/required-actor.ts"

const messageOf = callMessage

export interface SetPayPasswordContext {
  /** The member's phone, masked (138****5678): where the code goes. */
  readonly maskedPhone: string
  readonly password: string
  readonly confirm: string
  readonly infoCode: string
  /** The ticket of the last code sent. */
  readonly uuid: string
  readonly secondsLeft: number
  readonly errors: FormErrors<PayPasswordField>
  /** The server's refusal of the last send or submit. */
  readonly error: string | null
}

export type SetPayPasswordEvent =
  | { type: "field.change"; field: "password" | "confirm" | "infoCode"; value: string }
  | { type: "sms.send" }
  | { type: "form.submit" }

export interface SubmitPayPasswordInput {
  readonly password: string
  readonly confirm: string
  readonly infoCode: string
  readonly uuid: string
}

/**
 * Setting the payment password (spec 2 §3, §4, §5, §8): the member asks for an SMS code sent
 * to their (masked) phone; the send link is then disabled for a 60-second countdown. The form
 * needs the password twice (six digits, non-digits stripped as typed), the code and its ticket;
 * each missing piece shows the spec's message. The caller's actors send the code and submit
 * (encrypting both passwords); `notifySent` warns the code was sent and is valid for 5 minutes,
 * `notifyDone` shows 成功 / 支付密码设置成功.
 */
export const setPayPasswordMachine = setup({
  types: {
    context: {} as SetPayPasswordContext,
    events: {} as SetPayPasswordEvent,
    input: {} as { maskedPhone: string },
  },
  actors: {
    sendCode: requiredActor<{ uuid: string; resendIn: number }>("setPayPasswordMachine needs a sendCode actor"),
    submitPassword: requiredActor<unknown, SubmitPayPasswordInput>("setPayPasswordMachine needs a submitPassword actor"),
  },
  actions: {
    notifySent: () => {},
    notifyDone: () => {},
  },
  delays: { tick: 1000 },
  guards: {
    isFormValid: ({ context }) => isFormValid(validatePayPassword(context)),
    hasSecondsLeft: ({ context }) => context.secondsLeft > 1,
  },
}).createMachine({
  id: "setPayPassword",
  context: ({ input }) => ({
    maskedPhone: input.maskedPhone,
    password: "",
    confirm: "",
    infoCode: "",
    uuid: "",
    secondsLeft: 0,
    errors: {},
    error: null,
  }),
  type: "parallel",
  states: {
    form: {
      initial: "editing",
      states: {
        editing: {
          on: {
            "field.change": {
              actions: assign(({ context, event }) => {
                const value =
                  event.field === "infoCode"
                    ? event.value.trim().slice(0, SMS_CODE_MAX_LENGTH)
                    : stripNonDigits(event.value).slice(0, PAY_PASSWORD_LENGTH)
                const { [event.field]: _cleared, ...errors } = context.errors
                return { [event.field]: value, errors, error: null }
              }),
            },
            "form.submit": [
              { guard: "isFormValid", target: "submitting", actions: assign({ errors: {}, error: null }) },
              { actions: assign({ errors: ({ context }) => validatePayPassword(context) }) },
            ],
          },
        },
        submitting: {
          tags: ["busy"],
          invoke: {
            src: "submitPassword",
            input: ({ context }) => ({ password: context.password, confirm: context.confirm, infoCode: context.infoCode, uuid: context.uuid }),
            onDone: { target: "done", actions: "notifyDone" },
            onError: { target: "editing", actions: assign({ error: ({ event }) => messageOf(event.error, "支付密码设置失败，请稍后再试") }) },
          },
        },
        done: { type: "final" },
      },
    },
    sms: {
      initial: "idle",
      states: {
        idle: {
          on: { "sms.send": { target: "sending", actions: assign({ error: null }) } },
        },
        sending: {
          tags: ["sending"],
          invoke: {
            src: "sendCode",
            onDone: {
              target: "counting",
              actions: [
                assign(({ context, event }) => {
                  const { uuid: _cleared, ...errors } = context.errors
                  return { uuid: event.output.uuid, secondsLeft: event.output.resendIn || SMS_RESEND_SECONDS, errors }
                }),
                "notifySent",
              ],
            },
            onError: { target: "idle", actions: assign({ error: ({ event }) => messageOf(event.error, "验证码发送失败，请稍后再试") }) },
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
    },
  },
})
