/** The public face of ui/session: what other areas and layers may use. */
export { SessionProvider, useSession } from "./session-context.tsx"
export type { SessionValue } from "./session-context.tsx"
