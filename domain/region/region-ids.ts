/**
 * An address stores its region as the cascade of ids (province, city, district) written as
 * JSON text, e.g. `["110000","110100","110101"]`.
 */

export type RegionIds = ReadonlyArray<string>

/** Reads the cascade from JSON text or an array; anything unreadable gives `[]`. */
export function parseRegionIds(value: RegionIds | string | null | undefined): RegionIds {
  if (value === null || value === undefined) return []
  if (typeof value !== "string") return value.filter((id) => id !== "")
  try {
    const parsed: unknown = JSON.parse(value)
    return Array.isArray(parsed)
      ? parsed.filter((id): id is string | number => typeof id === "string" || typeof id === "number").map(String)
      : []
  } catch {
    return []
  }
}

/** The JSON text stored in the address record. */
export function stringifyRegionIds(ids: RegionIds): string {
  return JSON.stringify(ids)
}
