import { assign, setup } from "xstate"
import { callMessage } from "../core/failure.ts"
import { requiredActor } from "../core/required-actor.ts"

/** The account an administrator stops or restores, and what it becomes. */
export interface AccountToggleTarget {
  readonly userId: number
  readonly username: string
  /** True to restore (启用), false to stop (停用). */
  readonly enabled: boolean
}

interface Context {
  readonly target: AccountToggleTarget | null
  readonly error: string | null
}

/**
 * 停用/启用 on the back office's members page. Stopping an account signs it out everywhere, so it
 * asks first (确定停用…？); restoring goes straight to the call. The call ends in `done` (the page
 * says so and reloads the list) or in `failed` with the server's message, from where the
 * administrator tries again or gives up.
 */
export const accountToggleMachine = setup({
  types: {
    context: {} as Context,
    events: {} as { type: "account.toggle"; target: AccountToggleTarget } | { type: "account.confirm" } | { type: "account.cancel" } | { type: "account.retry" },
  },
  actors: {
    setEnabled: requiredActor<unknown, AccountToggleTarget>("accountToggleMachine needs a setEnabled actor"),
  },
  actions: {
    /** Tells the administrator what happened and reloads the list. */
    changed: (_, _params: { target: AccountToggleTarget }) => {},
  },
  guards: {
    stopping: ({ event }) => event.type === "account.toggle" && !event.target.enabled,
  },
}).createMachine({
  id: "accountToggle",
  context: { target: null, error: null },
  initial: "idle",
  states: {
    idle: {
      on: {
        "account.toggle": [
          {
            guard: "stopping",
            target: "confirming",
            actions: assign({
              target: ({ event }) => event.target,
              error: null,
            }),
          },
          {
            target: "saving",
            actions: assign({
              target: ({ event }) => event.target,
              error: null,
            }),
          },
        ],
      },
    },
    /** 确定停用 {username} 吗？ */
    confirming: {
      on: {
        "account.confirm": "saving",
        "account.cancel": { target: "idle", actions: assign({ target: null }) },
      },
    },
    saving: {
      tags: ["busy"],
      invoke: {
        src: "setEnabled",
        input: ({ context }) => context.target ?? { userId: 0, username: "", enabled: true },
        onDone: {
          target: "idle",
          actions: [
            {
              type: "changed",
              params: ({ context }) => ({
                target: context.target ?? {
                  userId: 0,
                  username: "",
                  enabled: true,
                },
              }),
            },
            assign({ target: null }),
          ],
        },
        onError: {
          target: "failed",
          actions: assign({
            error: ({ event }) => callMessage(event.error, "操作失败，请稍后重试"),
          }),
        },
      },
    },
    /** The call was refused or did not reach the server: the message shows with 重试 and 关闭. */
    failed: {
      on: {
        "account.retry": "saving",
        "account.cancel": {
          target: "idle",
          actions: assign({ target: null, error: null }),
        },
      },
    },
  },
})
