import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react"
import type { ClientConfig } from "../../domain/shell/endpoints.ts"
import type { SiteSettings } from "../../domain/shell/site-config.ts"
import { useResource } from "./use-resource.ts"
import { api } from "./services.ts"

/**
 * Site settings (GET api/SystemConfig) and the server's client configuration, loaded once
 * for the whole app. The layout renders with defaults while they load or when they fail.
 */
export interface SiteValue {
  readonly status: "loading" | "ready" | "failure"
  readonly site: SiteSettings | null
  readonly client: ClientConfig | null
  /** A setting of the shown groups (extra), or undefined. */
  setting(key: string): string | undefined
  retry(): void
}

const SiteContext = createContext<SiteValue | null>(null)

/** The portal's own name: the document titles end with it, and it stands in while the site settings have no title. */
export const SITE_NAME = "悦享健康美丽网"
export { DEFAULT_LOGO } from "../../domain/shell/site-logo.ts"

export function SiteProvider({ children }: { readonly children: ReactNode }) {
  const config = useResource("systemConfig")
  const [client, setClient] = useState<ClientConfig | null>(null)
  useEffect(() => {
    let live = true
    api
      .call("clientConfig", undefined, { silent: true })
      .then((answer) => live && setClient(answer))
      .catch(() => live && setClient({ mobileSiteUrl: null, ssoFrameUrl: null, ssoAllowedOrigins: [] }))
    return () => {
      live = false
    }
  }, [])
  const value = useMemo<SiteValue>(
    () => ({
      status: config.status,
      site: config.data,
      client,
      setting: (key) => {
        const v = config.data?.extra[key]
        return v === undefined || v === "" ? undefined : v
      },
      retry: config.retry,
    }),
    [config.status, config.data, client, config.retry],
  )
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>
}

export function useSite(): SiteValue {
  const value = useContext(SiteContext)
  if (!value) throw new Error("useSite is used outside SiteProvider")
  return value
}

export function siteTitle(site: SiteSettings | null): string {
  return site?.title || SITE_NAME
}
