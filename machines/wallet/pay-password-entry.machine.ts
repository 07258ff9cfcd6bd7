import { assign, setup } from "xstate"
import { PAY_PASSWORD_LENGTH } from "../../domain/core/constants.ts"
import { PAY_PASSWORD_MESSAGES, pressPinKey } from "../../domain/wallet/pay-password-form.ts"

/**
 * The six-box payment password entry (spec 1 §5, spec 2 §5): only the digits 0-9 fill the
 * next box, other keys are rejected, Backspace clears the last box (the cursor moves back),
 * Enter submits. Submitting with fewer than six digits shows 请输入支付密码 or
 * 请输入6位数的支付密码 and stays. Once submitted the entry waits for its owner: `pin.reset`
 * after a wrong password clears it for another try.
 */
export const payPasswordEntryMachine = setup({
  types: {
    context: {} as { digits: string; error: string | null; rejected: number },
    events: {} as
      | { type: "pin.key"; key: string }
      | { type: "pin.paste"; text: string }
      | { type: "pin.reset" }
      | { type: "pin.clear" },
  },
  guards: {
    isComplete: ({ context }) => context.digits.length === PAY_PASSWORD_LENGTH,
    isEnter: ({ event }) => event.type === "pin.key" && event.key === "Enter",
    isAccepted: ({ context, event }) =>
      event.type === "pin.key" && (event.key === "Backspace" || (/^[0-9]$/.test(event.key) && context.digits.length < PAY_PASSWORD_LENGTH)),
  },
  actions: {
    pressKey: assign(({ context, event }) => {
      if (event.type !== "pin.key") return {}
      return { digits: pressPinKey(context.digits, event.key).digits, error: null }
    }),
    paste: assign(({ event }) => {
      if (event.type !== "pin.paste") return {}
      return { digits: event.text.replace(/\D/g, "").slice(0, PAY_PASSWORD_LENGTH), error: null }
    }),
    countRejected: assign({ rejected: ({ context }) => context.rejected + 1 }),
    assignIncomplete: assign({
      error: ({ context }) => (context.digits === "" ? PAY_PASSWORD_MESSAGES.passwordRequired : PAY_PASSWORD_MESSAGES.passwordLength),
    }),
    clearDigits: assign({ digits: "", error: null }),
  },
}).createMachine({
  id: "payPasswordEntry",
  context: { digits: "", error: null, rejected: 0 },
  initial: "entering",
  states: {
    entering: {
      always: { guard: "isComplete", target: "complete" },
      on: {
        "pin.key": [
          { guard: "isEnter", actions: "assignIncomplete" },
          { guard: "isAccepted", actions: "pressKey" },
          { actions: "countRejected" },
        ],
        "pin.paste": { actions: "paste" },
        "pin.clear": { actions: "clearDigits" },
      },
    },
    complete: {
      on: {
        "pin.key": [
          { guard: "isEnter", target: "submitted" },
          { guard: "isAccepted", target: "entering", actions: "pressKey" },
          { actions: "countRejected" },
        ],
        "pin.paste": { target: "entering", actions: "paste" },
        "pin.clear": { target: "entering", actions: "clearDigits" },
      },
    },
    submitted: {
      on: { "pin.reset": { target: "entering", actions: "clearDigits" } },
    },
  },
})
