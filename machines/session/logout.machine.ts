import { assign, setup } from "xstate"
import { requiredActor } from "../core/required-actor.ts"

/** How long the logout call may take before the session is cleared anyway. */
export const LOGOUT_CALL_TIMEOUT_MS = 5000

/**
 * Logout (spec 1 §4): the server is told to revoke the token, then the stored
 * token, roles and grade are cleared, whether the call succeeded, failed or
 * took too long.
 */
export const logoutMachine = setup({
  types: {
    context: {} as { callFailed: boolean },
    output: {} as { callFailed: boolean },
  },
  actors: {
    callLogout: requiredActor<void>("logoutMachine needs a callLogout actor"),
  },
  actions: {
    clearStoredSession: () => {},
    markCallFailed: assign({ callFailed: true }),
  },
  delays: { callTimeout: LOGOUT_CALL_TIMEOUT_MS },
}).createMachine({
  id: "logout",
  context: { callFailed: false },
  initial: "calling",
  states: {
    calling: {
      tags: ["busy"],
      invoke: {
        src: "callLogout",
        onDone: "cleared",
        onError: { target: "cleared", actions: "markCallFailed" },
      },
      after: { callTimeout: { target: "cleared", actions: "markCallFailed" } },
    },
    cleared: { type: "final", entry: "clearStoredSession" },
  },
  output: ({ context }) => ({ callFailed: context.callFailed }),
})
