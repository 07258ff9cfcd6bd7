import { useEffect } from "react"
import { useLocation, useSearch } from "wouter"
import { footprintTarget, type FootprintTarget } from "../../domain/member/footprint.ts"
import { useSession } from "../session/index.ts"
import { api } from "./services.ts"

/** 我的足迹's calls. Recording is silent: a page that is not an item's, or one unpublished, leaves no trace and no message. */
export const footprintCalls = {
  record: (target: FootprintTarget) => api.call("footprintRecord", { body: target }, { silent: true }).catch(() => undefined),
  remove: (ids: ReadonlyArray<number>) => api.call("footprintRemove", { body: [...ids] }),
  clear: () => api.call("footprintClear"),
}

/** Records a signed-in member's visit to an item's page (course, product, article), once per address shown. */
export function FootprintRecorder() {
  const { status } = useSession()
  const [pathname] = useLocation()
  const search = useSearch()
  useEffect(() => {
    if (status !== "member") return
    const target = footprintTarget(pathname, search)
    if (target) void footprintCalls.record(target)
  }, [status, pathname, search])
  return null
}
