import { Schema } from "effect"
import { endpoint } from "../core/endpoint.ts"

/**
 * The portal shell's own call: the few server settings the browser needs before anything
 * else (the mobile web site, the cross-site login frame and who may frame /iframe).
 */
export const ClientConfig = Schema.Struct({
  /** Where phones are sent (MOBILE_SITE_URL), or null. */
  mobileSiteUrl: Schema.NullOr(Schema.String),
  /** The hidden cross-site login frame of the layout (SSO_FRAME_URL), or null for none. */
  ssoFrameUrl: Schema.NullOr(Schema.String),
  /** Origins besides the portal's own that may frame /iframe and read the login state. */
  ssoAllowedOrigins: Schema.Array(Schema.String),
})
export type ClientConfig = typeof ClientConfig.Type

export const shellEndpoints = {
  clientConfig: endpoint({
    method: "GET",
    path: "/api/client/config",
    access: "public",
    response: ClientConfig,
    errors: [],
  }),
} as const
