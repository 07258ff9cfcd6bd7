/** Address list rules (spec 2 §4, §5, §9). */
import { ADDRESS_DEFAULTED_BY_DEFAULT, MAX_ADDRESSES } from "../core/constants.ts"

/** Create when the address has no id yet, otherwise update. */
export function addressFormMode(id: number | string | null | undefined): "create" | "update" {
  return id === null || id === undefined || id === "" ? "create" : "update"
}

/** How many more addresses may be saved (at most 20). */
export function remainingAddresses(count: number): number {
  return Math.max(0, MAX_ADDRESSES - count)
}

export function canAddAddress(count: number): boolean {
  return remainingAddresses(count) > 0
}

/** What the address form holds: the region as the cascader's chosen ids, province first. */
export interface AddressValues {
  name: string
  region: ReadonlyArray<string>
  detail: string
  phone: string
  telephone: string
  defaulted: boolean
}

/** A fresh address form: every field empty, `defaulted` on. */
export function emptyAddressForm(): AddressValues {
  return { name: "", region: [], detail: "", phone: "", telephone: "", defaulted: ADDRESS_DEFAULTED_BY_DEFAULT }
}
