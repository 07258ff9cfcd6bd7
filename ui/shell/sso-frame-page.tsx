import { useEffect, useRef } from "react"
import { css } from "styled-system/css"
import { isAllowedOrigin, loginStatusAnswer, loginStatusRequestId, originOf, SSO_READY_MESSAGE } from "../../domain/shell/sso-messages.ts"
import type { PageProps } from "../app/page-registry.ts"
import { loadFrameToken } from "../app/shell-services.ts"
import { useSite } from "../app/site-context.tsx"

/**
 * /iframe, the single-sign-on page partner sites embed. Once ready it tells an allowed embedding
 * page `{ name: "ssoReady" }`, then answers its
 * `{ name: "loginStatus", requestId }` with `{ name: "loginStatus", requestId, loggedIn, token }`,
 * posted to that page's origin only, when the origin is the portal's own or one of the
 * partners the server allows (SSO_FRAME_ANCESTORS). Requests that arrive before the list of
 * partners has loaded wait for it; anything else is ignored.
 */
/** The origin of the page that frames this one, when the browser tells it. */
function embedderOrigin(): string | null {
  const ancestors = (location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins
  const first = ancestors && ancestors.length > 0 ? ancestors.item(0) : null
  if (first) return first
  return document.referrer ? originOf(document.referrer) : null
}

export default function SsoFramePage(_props: PageProps) {
  const { client } = useSite()
  const allowed = useRef<ReadonlyArray<string> | null>(null)
  const pending = useRef<MessageEvent[]>([])

  const answer = (event: MessageEvent, origins: ReadonlyArray<string>) => {
    if (window.parent === window || event.source !== window.parent) return
    if (!isAllowedOrigin(event.origin, origins)) return
    const requestId = loginStatusRequestId(event.data)
    if (requestId === undefined) return
    const origin = event.origin
    void loadFrameToken().then((token) => window.parent.postMessage(loginStatusAnswer(requestId, token), origin))
  }

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (allowed.current === null) pending.current.push(event)
      else answer(event, allowed.current)
    }
    addEventListener("message", onMessage)
    return () => removeEventListener("message", onMessage)
  }, [])

  useEffect(() => {
    if (client === null) return
    const origins = [location.origin, ...client.ssoAllowedOrigins]
    allowed.current = origins
    const waiting = pending.current
    pending.current = []
    for (const event of waiting) answer(event, origins)
    const parentOrigin = embedderOrigin()
    if (window.parent !== window && parentOrigin !== null && isAllowedOrigin(parentOrigin, origins)) {
      window.parent.postMessage(SSO_READY_MESSAGE, parentOrigin)
    }
  }, [client])

  return <p className={css({ srOnly: true })}>单点登录</p>
}
