/**
 * Courier companies (label and code, used when a seller enters a tracking number) and the
 * short list of 17 carriers offered first. Codes of Chinese companies follow the codes common
 * to tracking services (SF, ZTO, YTO, EMS, ...); national posts abroad use `POST_` and the
 * ISO 3166 country code.
 */
import { Schema } from "effect"
import { Carrier, Courier } from "../../region/entities/region.ts"
import carriers from "./carriers.json"
import couriers from "./couriers.json"

function decodeList<T>(item: Schema.Codec<T>, data: unknown): ReadonlyArray<T> {
  return Schema.decodeUnknownSync(Schema.Array(item))(data)
}

// Marked pure so that bundles of pages which never use the lists leave the data out.
export const COURIERS: ReadonlyArray<Courier> = /* @__PURE__ */ decodeList(Courier, couriers)
export const CARRIERS: ReadonlyArray<Carrier> = /* @__PURE__ */ decodeList(Carrier, carriers)

const LABELS: ReadonlyMap<string, string> = /* @__PURE__ */ new Map(COURIERS.map((c) => [c.value, c.label]))

/** The company name of a courier code, or the code itself when unknown. */
export function courierLabel(code: string): string {
  return LABELS.get(code) ?? code
}

/** Couriers whose name or code contains the text (case-insensitive for codes). */
export function searchCouriers(text: string): ReadonlyArray<Courier> {
  const t = text.trim()
  if (t === "") return COURIERS
  const upper = t.toUpperCase()
  return COURIERS.filter((c) => c.label.includes(t) || c.value.includes(upper))
}
