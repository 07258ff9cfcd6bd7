import type { ReactNode } from "react"
import { hasPermission } from "../../domain/admin/permissions.ts"
import { useSession } from "../session/index.ts"

/**
 * The permission directive (spec 1 §6): the children show only when the signed-in user's roles
 * hold the permission key — the same key the server checks on the call behind them.
 */
export function Permitted({ permission, children }: { readonly permission: string; readonly children: ReactNode }) {
  const session = useSession()
  return hasPermission(session.roles, permission) ? <>{children}</> : null
}
