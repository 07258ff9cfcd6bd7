import type { KeyValueStorage } from "./search-history-store.ts"

/** A single remembered value in browser storage (e.g. the mobile-site choice); storage errors read as nothing. */
export function localChoice<T extends string>(storage: KeyValueStorage | null, key: string, isValid: (value: unknown) => value is T) {
  return {
    read(): T | null {
      try {
        const value = storage?.getItem(key) ?? null
        return isValid(value) ? value : null
      } catch {
        return null
      }
    },
    write(value: T): void {
      try {
        storage?.setItem(key, value)
      } catch {
        // Not remembered; the choice applies to this page only.
      }
    },
  }
}
