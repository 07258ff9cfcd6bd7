import { useEffect, useRef } from "react"
import { useSearch } from "wouter"

/** A query parameter of the current address. */
export function useQueryParam(name: string): string | null {
  return new URLSearchParams(useSearch()).get(name)
}

/**
 * Reloads when a kept-alive page of the main layout is shown again (its effects run anew when
 * it becomes visible): money, points, addresses or articles may have changed on another page
 * meanwhile.
 */
export function useReloadWhenShownAgain(...reloads: ReadonlyArray<() => void>) {
  const latest = useRef(reloads)
  latest.current = reloads
  const shownBefore = useRef(false)
  useEffect(() => {
    if (shownBefore.current) for (const reload of latest.current) reload()
    shownBefore.current = true
  }, [])
}
