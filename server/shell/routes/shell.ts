import { originsOfSourceList } from "../../../domain/shell/sso-messages.ts"
import type { AreaHandlers } from "../../core/http/handler.ts"

/** The portal shell: the server settings the browser reads at start-up. */
export const shellHandlers = {
  clientConfig: async (_input, { deps }) => ({
    mobileSiteUrl: deps.config.mobileSiteUrl ?? null,
    ssoFrameUrl: deps.config.ssoFrameUrl ?? null,
    ssoAllowedOrigins: [...originsOfSourceList(deps.config.ssoFrameAncestors)],
  }),
} satisfies AreaHandlers
