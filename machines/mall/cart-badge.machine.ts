import { assign, setup } from "xstate"
import { requiredActor } from "../core/required-actor.ts"

export interface CartBadgeInput {
  readonly member: boolean
  /** A visitor's pieces as the browser keeps them. */
  readonly pieces: number
}

export interface CartBadgeContext {
  readonly pieces: number
  readonly startsAsMember: boolean
}

/** How long a failed read of the member's cart waits before the next try. */
export const CART_BADGE_RETRY_MS = 30_000

/**
 * The cart count of the top bar and the mall's header. A visitor's count is what the
 * browser keeps. When a member signs in, `syncCart` first moves the visitor's lines into the
 * member's cart (once: the browser's lines are dropped when the server has them) and answers
 * the member's pieces; a failure is tried again after 30 seconds. Adding, changing and
 * removing lines anywhere report the new count (`cart.count`).
 */
export const cartBadgeMachine = setup({
  types: {
    context: {} as CartBadgeContext,
    events: {} as
      | { type: "session.member" }
      | { type: "session.visitor"; pieces: number }
      | { type: "cart.count"; pieces: number }
      | { type: "cart.refresh" },
    input: {} as CartBadgeInput,
  },
  actors: {
    syncCart: requiredActor<{ pieces: number }>("cartBadgeMachine needs a syncCart actor"),
  },
  guards: { startsAsMember: ({ context }) => context.startsAsMember },
  delays: { retry: CART_BADGE_RETRY_MS },
}).createMachine({
  id: "cartBadge",
  context: ({ input }) => ({ pieces: input.member ? 0 : input.pieces, startsAsMember: input.member }),
  initial: "starting",
  on: {
    "cart.count": { actions: assign({ pieces: ({ event }) => Math.max(0, event.pieces) }) },
  },
  states: {
    starting: {
      always: [{ guard: "startsAsMember", target: "member" }, { target: "visitor" }],
    },
    visitor: {
      on: { "session.member": "member" },
    },
    member: {
      initial: "syncing",
      on: { "session.visitor": { target: "visitor", actions: assign({ pieces: ({ event }) => event.pieces }) } },
      states: {
        syncing: {
          invoke: {
            src: "syncCart",
            onDone: { target: "ready", actions: assign({ pieces: ({ event }) => event.output.pieces }) },
            onError: "failure",
          },
        },
        failure: {
          after: { retry: "syncing" },
          on: { "cart.refresh": "syncing" },
        },
        ready: {
          on: { "cart.refresh": "syncing" },
        },
      },
    },
  },
})
