import { fromPromise } from "xstate"
import { tokenCookie } from "../../adapters/storage/token-cookie.ts"
import { logoutMachine } from "../../machines/logout.machine.ts"
import { sessionMachine } from "../../machines/session.machine.ts"
import { api } from "./services.ts"

/**
 * The session machines wired to the request client and the token cookie. The
 * info call handles its own 401 (a stale remembered token): the session is
 * cleared and the page reloaded as a visitor, as the route guard rules say.
 */
export const wiredLogoutMachine = logoutMachine.provide({
  actors: {
    callLogout: fromPromise(async () => {
      await api.call("logout", undefined, { silent: true, ignoreUnauthorized: true })
    }),
  },
  actions: { clearStoredSession: () => tokenCookie.clear() },
})

export const wiredSessionMachine = sessionMachine.provide({
  actors: {
    fetchInfo: fromPromise(() => api.call("authInfo", undefined, { silent: true, ignoreUnauthorized: true })),
    fetchGrade: fromPromise(() => api.call("accountGrade", undefined, { silent: true })),
    fetchMenus: fromPromise(() => api.call("menusBuild", undefined, { silent: true })),
    logout: wiredLogoutMachine,
  },
  actions: { reloadPage: () => location.reload() },
})

export const hasStoredToken = (): boolean => tokenCookie.read() !== null
