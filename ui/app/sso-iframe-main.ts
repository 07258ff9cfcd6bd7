import { startSsoIframe } from "../shell/sso-iframe.ts"
import { api } from "./services.ts"
import { loadFrameToken } from "./shell-services.ts"

/**
 * The document /iframe (iframe.html): the single-sign-on frame without the app around it. Every
 * page's layout embeds it hidden, so it starts no renderer, router or page of its own: it listens
 * for the partner's requests, learns the allowed partners from the client configuration, and
 * answers (ui/shell/sso-iframe.ts).
 */
const frame = startSsoIframe(loadFrameToken)
api
  .call("clientConfig", undefined, { silent: true })
  .then((config) => frame.allow(config.ssoAllowedOrigins))
  .catch(() => frame.allow([]))
