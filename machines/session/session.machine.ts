import { assign, setup, type ActorLogicFrom } from "xstate"
import type { AccountGrade } from "../../domain/wallet/account-endpoints.ts"
import type { AuthInfo, AuthUser, MenuEntry } from "../../domain/session/endpoints.ts"
import { effectiveRoles } from "../../domain/session/roles.ts"
import { logoutMachine } from "./logout.machine.ts"
import { requiredActor } from "../core/required-actor.ts"

export interface SessionContext {
  readonly hasToken: boolean
  readonly user: AuthUser | null
  readonly roles: ReadonlyArray<string>
  readonly grade: AccountGrade | null
  readonly menus: ReadonlyArray<MenuEntry>
  /** Set on login: the menus still have to be fetched (spec 1 §3 loadMenus). */
  readonly loadMenus: boolean
}

/** What a finished login (password or QR code) hands to the session. */
export interface SignedIn {
  readonly user: AuthUser
  readonly roles: ReadonlyArray<string>
  readonly grade: AccountGrade | null
}

export type SessionEvent =
  | ({ type: "session.signedIn" } & SignedIn)
  | { type: "session.logout" }
  | { type: "session.refresh" }

/** How long a session whose info could not be read waits before asking again. */
export const INFO_RETRY_MS = 3000

/** Whether the server itself refused the token (as opposed to the call failing on the way). */
const refusedToken = (error: unknown): boolean =>
  typeof error === "object" && error !== null && "status" in error && (error as { status: unknown }).status === 401

const empty = { user: null, roles: [], grade: null, menus: [], loadMenus: false } as const

/**
 * The browser session (spec 1 §2.1, §4):
 * - a stored token without roles: the user info is fetched; when the server refuses the token
 *   (401) the user is logged out and the page reloads; any other failure (a timeout, the network,
 *   a busy server) keeps the token and asks again after INFO_RETRY_MS;
 * - a member: the grade is fetched when missing, then the menus;
 * - logout: the logout flow runs and the session is cleared even when the call fails.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as { hasToken: boolean },
  },
  actors: {
    fetchInfo: requiredActor<AuthInfo>("sessionMachine needs a fetchInfo actor"),
    fetchGrade: requiredActor<AccountGrade>("sessionMachine needs a fetchGrade actor"),
    fetchMenus: requiredActor<ReadonlyArray<MenuEntry>>("sessionMachine needs a fetchMenus actor"),
    logout: logoutMachine as ActorLogicFrom<typeof logoutMachine>,
  },
  actions: {
    reloadPage: () => {},
    assignInfo: assign((_, info: AuthInfo) => ({ user: info.user, roles: effectiveRoles(info.roles), hasToken: true })),
    clearSession: assign({ ...empty, hasToken: false }),
  },
  guards: {
    hasToken: ({ context }) => context.hasToken,
    hasGrade: ({ context }) => context.grade !== null,
  },
}).createMachine({
  id: "session",
  context: ({ input }) => ({ ...empty, hasToken: input.hasToken }),
  initial: "checking",
  states: {
    checking: {
      always: [{ guard: "hasToken", target: "restoring" }, { target: "anonymous" }],
    },
    anonymous: {
      on: {
        "session.signedIn": {
          target: "member",
          actions: assign(({ event }) => ({
            hasToken: true,
            user: event.user,
            roles: effectiveRoles(event.roles),
            grade: event.grade,
            loadMenus: true,
          })),
        },
      },
    },
    restoring: {
      tags: ["loading"],
      invoke: {
        src: "fetchInfo",
        onDone: { target: "member", actions: { type: "assignInfo", params: ({ event }) => event.output } },
        onError: [{ guard: ({ event }) => refusedToken(event.error), target: "expired" }, { target: "unreachable" }],
      },
    },
    /** The info call failed on the way: the token may well be good, so it is kept and asked about again. */
    unreachable: {
      tags: ["loading"],
      after: { [INFO_RETRY_MS]: "restoring" },
    },
    /** The stored token no longer works: log out, then reload the page as a visitor. */
    expired: {
      tags: ["loading"],
      invoke: { src: "logout", onDone: { target: "anonymous", actions: ["clearSession", "reloadPage"] } },
    },
    member: {
      initial: "checkingGrade",
      on: {
        "session.logout": ".loggingOut",
        "session.refresh": ".refreshing",
      },
      states: {
        checkingGrade: {
          tags: ["loading"],
          always: [{ guard: "hasGrade", target: "menus" }, { target: "grade" }],
        },
        grade: {
          tags: ["loading"],
          invoke: {
            src: "fetchGrade",
            onDone: { target: "menus", actions: assign({ grade: ({ event }) => event.output }) },
            // Without a grade the member is still signed in; the badge area shows nothing.
            onError: "menus",
          },
        },
        menus: {
          tags: ["loading"],
          invoke: {
            src: "fetchMenus",
            onDone: { target: "ready", actions: assign({ menus: ({ event }) => event.output, loadMenus: false }) },
            onError: { target: "ready", actions: assign({ menus: [], loadMenus: false }) },
          },
        },
        ready: {},
        refreshing: {
          invoke: {
            src: "fetchInfo",
            onDone: { target: "grade", actions: { type: "assignInfo", params: ({ event }) => event.output } },
            onError: "ready",
          },
        },
        loggingOut: {
          tags: ["loading"],
          invoke: { src: "logout", onDone: { target: "#session.anonymous", actions: ["clearSession", "reloadPage"] } },
        },
      },
    },
  },
})
