import { useLocation, useSearch } from "wouter"

/** The address on screen, pathname and query (`/video/search?keyword=...`). */
export function useCurrentPath(): string {
  const [pathname] = useLocation()
  const search = useSearch()
  return search === "" ? pathname : `${pathname}?${search}`
}
