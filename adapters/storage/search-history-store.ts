import {
  addSearchKeyword,
  clearSearchHistory,
  emptySearchHistory,
  normalizeSearchHistory,
  SEARCH_TYPES,
  type SearchHistory,
  type SearchType,
} from "../../domain/shell/search-history.ts"

/** The part of the Web Storage API the store needs (localStorage in the browser, a map in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** One local-storage entry per search type (spec 1 §3: seven lists), each a JSON array of keywords. */
export const SEARCH_HISTORY_PREFIX = "portal.searchHistory."

export interface SearchHistoryStore {
  /** The history as last read or written (stable between changes, for useSyncExternalStore). */
  snapshot(): SearchHistory
  /** Records a searched keyword (blank keywords are not kept) and returns the new history. */
  add(type: SearchType, keyword: string): SearchHistory
  clear(type: SearchType): SearchHistory
  subscribe(listener: () => void): () => void
}

const parseList = (text: string | null): unknown => {
  if (text === null) return []
  try {
    return JSON.parse(text)
  } catch {
    return []
  }
}

/**
 * Search history kept in browser storage. Unreadable or tampered entries read as empty
 * lists; a storage that refuses writes (private mode, quota) leaves the history in memory.
 */
export function createSearchHistoryStore(storage: KeyValueStorage | null, prefix = SEARCH_HISTORY_PREFIX): SearchHistoryStore {
  const read = (): SearchHistory => {
    if (storage === null) return emptySearchHistory()
    const raw: Record<string, unknown> = {}
    for (const type of SEARCH_TYPES) {
      try {
        raw[type] = parseList(storage.getItem(prefix + type))
      } catch {
        raw[type] = []
      }
    }
    return normalizeSearchHistory(raw)
  }
  let current = read()
  const listeners = new Set<() => void>()

  /** Applies a change to what storage holds now (another tab may have written since). */
  const change = (type: SearchType, apply: (history: SearchHistory) => SearchHistory): SearchHistory => {
    const base = read()
    const next = apply(base)
    if (next === base) return current
    current = next
    try {
      if (next[type].length === 0) storage?.removeItem(prefix + type)
      else storage?.setItem(prefix + type, JSON.stringify(next[type]))
    } catch {
      // Storage refused the write: the history lives on in memory for this page.
    }
    listeners.forEach((listener) => listener())
    return current
  }

  return {
    snapshot: () => current,
    add: (type, keyword) => change(type, (history) => addSearchKeyword(history, type, keyword)),
    clear: (type) => change(type, (history) => clearSearchHistory(history, type)),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
