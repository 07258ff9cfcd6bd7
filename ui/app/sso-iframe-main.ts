import { originsOfSourceList, SSO_ORIGINS_META } from "../../domain/shell/sso-messages.ts"
import { startSsoIframe } from "../shell/sso-iframe.ts"
import { api } from "./services.ts"
import { loadFrameToken } from "./shell-services.ts"

/**
 * The document /iframe (iframe.html): the single-sign-on frame without the app around it. Every
 * page's layout embeds it hidden, so it starts no renderer, router or page of its own: it listens
 * for the partner's requests, learns the allowed partners from its document (or, where the
 * document does not name them, from the client configuration), and answers (ui/shell/sso-iframe.ts).
 */
const frame = startSsoIframe(loadFrameToken)
const listed = document.querySelector<HTMLMetaElement>(`meta[name="${SSO_ORIGINS_META}"]`)
// The portal's server names the partners in the document; a document served without them (the
// development server's) asks the client configuration.
if (listed) frame.allow(originsOfSourceList(listed.content))
else
  api
    .call("clientConfig", undefined, { silent: true })
    .then((config) => frame.allow(config.ssoAllowedOrigins))
    .catch(() => frame.allow([]))
