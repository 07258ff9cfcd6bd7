/**
 * Where a finished login goes (spec 1 §2.1: back to the full original path held in the
 * `redirect` query): the path when it is one of this site, otherwise home. A value that a
 * browser could read as another site (`//host`, `/\host`, control characters it strips)
 * goes home.
 */
import { HOME_PATH } from "../shell/routes/route-table.ts"

// eslint-disable-next-line no-control-regex -- a target with control characters is refused
const UNSAFE = /[\u0000-\u001f\u007f\\]/

export function loginTarget(redirect: string | null | undefined): string {
  const target = redirect ?? ""
  if (!target.startsWith("/") || target.startsWith("//") || UNSAFE.test(target)) return HOME_PATH
  return target
}

/** The target of a page's query string (`redirect=...`). */
export const loginTargetOf = (search: string): string => loginTarget(new URLSearchParams(search).get("redirect"))
