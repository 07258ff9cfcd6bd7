import { useLayoutEffect, useRef } from "react"
import { isChildStatusMessage, originOf, parentStatusMessage } from "../../../domain/shell/sso-messages.ts"
import { useAfterLoad } from "../../hooks/after-load.ts"
import { loadFrameToken } from "../shell-services.ts"
import { useSite } from "../site-context.tsx"

/**
 * The hidden cross-site login frame (spec 1 §2.3). When the frame posts childStatus, the
 * layout answers with the session token (asked of the server then, with the HttpOnly cookie),
 * to the frame's own origin only; messages from any
 * other window or origin are ignored. The frame is the portal's own /iframe unless SSO_FRAME_URL
 * names a partner's page; none with SSO_FRAME_URL=off. The frame is a document of its own with
 * scripts of its own that the first screen does not need, so it is inserted once the page has
 * loaded and the browser is idle.
 */
export function SsoFrame() {
  const { client } = useSite()
  const url = client?.ssoFrameUrl ?? null
  // A path (the default /iframe) is the portal's own page.
  const origin = url === null ? null : originOf(url, location.href)
  const frame = useRef<HTMLIFrameElement>(null)
  const loaded = useAfterLoad()

  // Listening from the first commit, before the frame is inserted: a frame of another site runs in its own
  // process and may post childStatus before an effect after paint would have run.
  useLayoutEffect(() => {
    if (origin === null) return
    const onMessage = (event: MessageEvent) => {
      const target = frame.current?.contentWindow
      if (!target || event.source !== target || event.origin !== origin) return
      if (!isChildStatusMessage(event.data)) return
      void loadFrameToken().then((token) => target.postMessage(parentStatusMessage(token), origin))
    }
    addEventListener("message", onMessage)
    return () => removeEventListener("message", onMessage)
  }, [origin])

  if (url === null || origin === null || !loaded) return null
  return <iframe ref={frame} src={url} title="跨站登录" hidden aria-hidden="true" tabIndex={-1} style={{ display: "none" }} />
}
