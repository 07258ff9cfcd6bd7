import { fromPromise } from "xstate"
import { hasSessionHint } from "../../adapters/storage/session-hint.ts"
import { logoutMachine } from "../../machines/session/logout.machine.ts"
import { sessionMachine } from "../../machines/session/session.machine.ts"
import { api } from "./services.ts"

/**
 * The session machine wired to the request client, the session cookies and the RSA encryption (the
 * sign-in pages' machines are in ./login-wiring.ts, loaded with those pages). The session's info
 * and logout calls handle their own 401 (a stale remembered token): the server clears its
 * cookies and the page is reloaded as a visitor, as the route guard rules say.
 */

let publicKey: Promise<string> | undefined
/** The server's public key, fetched once per page. */
const loadPublicKey = () => (publicKey ??= api.call("publicKey", undefined, { silent: true }).then((answer) => answer.publicKey))

/** Encrypts a password for the server (jsencrypt, the server's public key). */
export const encryptPassword = async (password: string): Promise<string> => {
  // jsencrypt loads only when a secret is first encrypted, not with the first page.
  const [{ rsaEncrypt }, key] = await Promise.all([import("../../adapters/crypto/rsa.ts"), loadPublicKey()])
  return rsaEncrypt(key, password)
}

/**
 * Whether the server's session cookies say there is a session to restore (the token itself is
 * HttpOnly). A framed copy of the portal (the login frame /iframe, the only page the portal
 * frames) restores none: it asks the server only for the frame's token, and a session of its own
 * would race the page's logout with calls of a revoked token.
 */
export const hasStoredSession = (): boolean => hasSessionHint() && window.self === window.top

const wiredLogoutMachine = logoutMachine.provide({
  actors: {
    callLogout: fromPromise(async () => {
      await api.call("logout", undefined, { silent: true, ignoreUnauthorized: true })
    }),
  },
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
