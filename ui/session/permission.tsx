import type { ReactNode } from "react"
import { hasAnyRole } from "../../domain/session/roles.ts"
import { useSession } from "./session-context.tsx"

/**
 * The permission directive (spec 1 §6): the children are removed unless the
 * user holds at least one of the listed roles.
 */
export function Permission({ roles, children }: { readonly roles: ReadonlyArray<string>; readonly children: ReactNode }) {
  const session = useSession()
  return hasAnyRole(session.roles, roles) ? <>{children}</> : null
}
