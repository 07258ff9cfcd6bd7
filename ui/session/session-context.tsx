import { useSelector } from "@xstate/react"
import { useActorRef } from "../app/flow-hooks.ts"
import { createContext, useContext, useMemo, type ReactNode } from "react"
import type { Actor } from "xstate"
import type { AccountGrade } from "../../domain/wallet/account-endpoints.ts"
import type { AuthUser, MenuEntry } from "../../domain/session/endpoints.ts"
import type { SignedIn, sessionMachine } from "../../machines/session/session.machine.ts"
import { hasStoredSession, wiredSessionMachine } from "../app/session-wiring.ts"

export type SessionStatus = "anonymous" | "loading" | "member"

/** What every view may read about the signed-in user (spec 1 §3 Session). */
export interface SessionValue {
  readonly status: SessionStatus
  readonly user: AuthUser | null
  /** Never empty for a member: ROLE_SYSTEM_DEFAULT when the server gives none. */
  readonly roles: ReadonlyArray<string>
  readonly grade: AccountGrade | null
  /** Menu items of the user's roles (GET api/menus/build). */
  readonly menus: ReadonlyArray<MenuEntry>
  /** The menus are loaded (or there is no member): dynamic routes are known. */
  readonly menusReady: boolean
  /** Revokes the token, clears token, roles and grade (even when the call fails) and reloads the page. */
  logout(): void
  /** Reads the user and grade again (after a profile, real-name or VIP change). */
  refresh(): void
  /** Hands a finished login (password or QR code) to the session. */
  signedIn(login: SignedIn): void
}

const SessionContext = createContext<SessionValue | null>(null)

type SessionActor = Actor<typeof sessionMachine>

const statusOf = (actor: SessionActor): SessionStatus => {
  const snapshot = actor.getSnapshot()
  if (snapshot.matches("anonymous")) return "anonymous"
  if (snapshot.matches("member") && !snapshot.matches({ member: "loggingOut" })) return "member"
  return "loading"
}

/** Holds the session for the whole app; place it once above the routes. */
export function SessionProvider({ children }: { readonly children: ReactNode }) {
  const actor = useActorRef(wiredSessionMachine, { input: { hasToken: hasStoredSession() } }) as unknown as SessionActor
  const status = useSelector(actor, () => statusOf(actor))
  const user = useSelector(actor, (s) => s.context.user)
  const roles = useSelector(actor, (s) => s.context.roles)
  const grade = useSelector(actor, (s) => s.context.grade)
  const menus = useSelector(actor, (s) => s.context.menus)
  const menusReady = useSelector(actor, (s) => s.matches("anonymous") || s.matches({ member: "ready" }) || s.matches({ member: "refreshing" }))
  const value = useMemo<SessionValue>(
    () => ({
      status,
      user,
      roles,
      grade,
      menus,
      menusReady,
      logout: () => actor.send({ type: "session.logout" }),
      refresh: () => actor.send({ type: "session.refresh" }),
      signedIn: (login) => actor.send({ type: "session.signedIn", ...login }),
    }),
    [actor, status, user, roles, grade, menus, menusReady],
  )
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

/** The session of the app; throws outside SessionProvider. */
export function useSession(): SessionValue {
  const value = useContext(SessionContext)
  if (!value) throw new Error("useSession is used outside SessionProvider")
  return value
}
