/**
 * A small time-bounded cache for site-wide reads that every page makes (site
 * settings, the category tree, static page content). Entries live `ttlMs`;
 * concurrent misses share one load. Each process keeps its own, so a change
 * shows everywhere within the time-to-live.
 *
 * Values are deep-frozen when they load: every request shares them, so none may
 * change one, and the answer layer may reuse a frozen value's JSON text.
 */
export class ReadCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>()
  /** Counts the times the cache was emptied: a copy made from an entry of an older count is stale. */
  private emptied = 0

  constructor(
    readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    /** The most entries kept: keys made from addresses are as many as callers care to invent. */
    private readonly maxEntries = Number.POSITIVE_INFINITY,
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.now()
    const hit = this.entries.get(key)
    if (hit && hit.expires > now) return hit.value as Promise<T>
    if (hit) this.entries.delete(key)
    else if (this.entries.size >= this.maxEntries) this.makeRoom(now)
    const value = load().then(deepFreeze)
    const entry = { expires: now + this.ttlMs, value }
    this.entries.set(key, entry)
    // A failed load is forgotten, unless a newer load took its place meanwhile.
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key)
    })
    return value
  }

  /** Drops the expired entries, and the oldest one when none has expired (a Map keeps insertion order). */
  private makeRoom(now: number): void {
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key)
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next()
      if (!oldest.done) this.entries.delete(oldest.value)
    }
  }

  clear(): void {
    this.entries.clear()
    this.emptied += 1
  }

  /** Changes each time the cache is emptied. */
  get generation(): number {
    return this.emptied
  }

  /** When the live entry under this key expires; undefined when there is none. */
  expiryOf(key: string): number | undefined {
    const hit = this.entries.get(key)
    return hit && hit.expires > this.now() ? hit.expires : undefined
  }
}

export const deepFreeze = <T>(value: T): T => {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}
