import { assign, setup } from "xstate"
import type { SignInLike } from "../../domain/member/sign-in.ts"
import { callMessage } from "../core/failure.ts"
import { requiredActor } from "../core/required-actor.ts"

const messageOf = (error: unknown): string => callMessage(error, "签到失败，请稍后重试")

export interface SignInWeekData extends SignInLike {
  readonly list: ReadonlyArray<{ readonly toDay: string; readonly time: string; readonly points: number }>
}

export interface SignInDone extends SignInWeekData {
  /** Points this sign-in gave. */
  readonly gained: number
}

/**
 * The daily sign-in panel (spec 1 §4, spec 2 §4): the week is loaded; before signing today is
 * `process` and the button reads 签到, after it `finish` and the button 今日已签到 (disabled).
 * Right after signing the tag reads 签到 +1 and blinks twice (tag `plusOne` while lit).
 */
export const signInMachine = setup({
  types: {
    context: {} as { week: SignInWeekData | null; gained: number; error: string | null },
    events: {} as { type: "signIn.submit" } | { type: "signIn.retry" } | { type: "signIn.reload" },
  },
  actors: {
    loadWeek: requiredActor<SignInWeekData>("signInMachine needs a loadWeek actor"),
    submitSignIn: requiredActor<SignInDone>("signInMachine needs a submitSignIn actor"),
  },
  actions: {
    /** Tells the rest of the page that points changed (e.g. to refresh a points figure). */
    announceSigned: () => {},
  },
  guards: {
    isSignedToday: ({ context }) => context.week?.status === true,
  },
  delays: { blink: 450 },
}).createMachine({
  id: "signIn",
  context: { week: null, gained: 0, error: null },
  initial: "loading",
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        src: "loadWeek",
        onDone: { target: "ready", actions: assign({ week: ({ event }) => event.output, error: null }) },
        onError: { target: "failure", actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    failure: { on: { "signIn.retry": "loading" } },
    ready: {
      always: [{ guard: "isSignedToday", target: "finish" }, { target: "process" }],
    },
    /** Today not signed yet: the button reads 签到. */
    process: {
      on: {
        "signIn.submit": { target: "signing", actions: assign({ error: null }) },
        "signIn.reload": "loading",
      },
    },
    signing: {
      tags: ["busy"],
      invoke: {
        src: "submitSignIn",
        onDone: {
          target: "finish.blinking",
          actions: [assign({ week: ({ event }) => event.output, gained: ({ event }) => event.output.gained }), "announceSigned"],
        },
        onError: { target: "process", actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    /** Signed today: the button reads 今日已签到, disabled. */
    finish: {
      initial: "steady",
      on: { "signIn.reload": "loading" },
      states: {
        steady: {},
        blinking: {
          initial: "lit",
          states: {
            lit: { tags: ["plusOne"], after: { blink: "dark" } },
            dark: { after: { blink: "litAgain" } },
            litAgain: { tags: ["plusOne"], after: { blink: "#signIn.finish.steady" } },
          },
        },
      },
    },
  },
})
