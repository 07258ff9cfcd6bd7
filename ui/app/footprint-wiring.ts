import { useEffect } from "react"
import { useLocation, useSearch } from "wouter"
import { footprintTarget, type FootprintTarget } from "../../domain/member/footprint.ts"
import { useSession } from "../session/index.ts"
import { api } from "./services.ts"

/**
 * Records a visit silently: a page that is not an item's, or one unpublished, leaves no trace and no message.
 * The request outlives the page, so a member who leaves at once still finds the visit in 我的足迹.
 */
const recordFootprint = (target: FootprintTarget) =>
  api.call("footprintRecord", { body: target }, { silent: true, keepalive: true }).catch(() => undefined)

/** Records a signed-in member's visit to an item's page (course, product, article), once per address shown. */
export function FootprintRecorder() {
  const { status } = useSession()
  const [pathname] = useLocation()
  const search = useSearch()
  useEffect(() => {
    if (status !== "member") return
    const target = footprintTarget(pathname, search)
    if (target) void recordFootprint(target)
  }, [status, pathname, search])
  return null
}
