import { useQueryParam } from "../../hooks/use-page-location.ts"

/** The id of `?id=` when it is a positive whole number, else null (a new article, or the list). */
export function useIdParam(): number | null {
  const raw = useQueryParam("id")
  return raw !== null && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null
}
