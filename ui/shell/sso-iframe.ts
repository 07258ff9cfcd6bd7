import { isAllowedOrigin, loginStatusAnswer, loginStatusRequestId, originOf, SSO_READY_MESSAGE } from "../../domain/shell/sso-messages.ts"

/**
 * /iframe, the single-sign-on page partner sites embed. Once it knows the partners the server
 * allows (SSO_FRAME_ANCESTORS), it tells an allowed embedding page `{ name: "ssoReady" }`, then
 * answers its `{ name: "loginStatus", requestId }` with
 * `{ name: "loginStatus", requestId, loggedIn, token }`, posted to that page's origin only, when
 * the origin is the portal's own or an allowed partner's. Requests that arrive before the list
 * of partners is known wait for it; anything else is ignored.
 *
 * Served as a small document of its own (iframe.html, ui/app/sso-iframe-main.ts), so that the
 * hidden frame in every page's layout does not start the whole app a second time; the app's
 * own /iframe page (reached by navigating inside the app) runs the same code.
 */
export interface SsoIframe {
  /** The partners' origins, once the client configuration has arrived. */
  allow(partners: ReadonlyArray<string>): void
  stop(): void
}

/** The origin of the page that frames this one, when the browser tells it. */
function embedderOrigin(): string | null {
  const ancestors = (location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins
  const first = ancestors && ancestors.length > 0 ? ancestors.item(0) : null
  if (first) return first
  return document.referrer ? originOf(document.referrer) : null
}

export function startSsoIframe(loadToken: () => Promise<string | null>): SsoIframe {
  let allowed: ReadonlyArray<string> | null = null
  let pending: MessageEvent[] = []

  const answer = (event: MessageEvent, origins: ReadonlyArray<string>) => {
    if (window.parent === window || event.source !== window.parent) return
    if (!isAllowedOrigin(event.origin, origins)) return
    const requestId = loginStatusRequestId(event.data)
    if (requestId === undefined) return
    const origin = event.origin
    void loadToken().then((token) => window.parent.postMessage(loginStatusAnswer(requestId, token), origin))
  }
  const onMessage = (event: MessageEvent) => {
    if (allowed === null) pending.push(event)
    else answer(event, allowed)
  }
  addEventListener("message", onMessage)

  return {
    allow(partners) {
      const origins = [location.origin, ...partners]
      allowed = origins
      const waiting = pending
      pending = []
      for (const event of waiting) answer(event, origins)
      const parentOrigin = embedderOrigin()
      if (window.parent !== window && parentOrigin !== null && isAllowedOrigin(parentOrigin, origins)) {
        window.parent.postMessage(SSO_READY_MESSAGE, parentOrigin)
      }
    },
    stop() {
      removeEventListener("message", onMessage)
    },
  }
}
