import { useEffect, useRef } from "react"
import { css } from "styled-system/css"
import type { PageProps } from "../app/page-registry.ts"
import { loadFrameToken } from "../app/shell-services.ts"
import { useSite } from "../app/site-context.tsx"
import { startSsoIframe, type SsoIframe } from "./sso-iframe.ts"

/** /iframe when reached inside the app; a direct load gets the small document of sso-iframe.ts. */
export default function SsoFramePage(_props: PageProps) {
  const { client } = useSite()
  const frame = useRef<SsoIframe | null>(null)

  useEffect(() => {
    const started = startSsoIframe(loadFrameToken)
    frame.current = started
    return () => started.stop()
  }, [])

  useEffect(() => {
    if (client !== null) frame.current?.allow(client.ssoAllowedOrigins)
  }, [client])

  return <p className={css({ srOnly: true })}>单点登录</p>
}
