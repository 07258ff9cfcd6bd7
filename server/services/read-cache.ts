/**
 * A small time-bounded cache for site-wide reads that every page makes (site
 * settings, the category tree). Entries live `ttlMs`; concurrent misses share
 * one load. Each process keeps its own, so a change shows everywhere within
 * the time-to-live.
 */
export class ReadCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>()

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key)
    if (hit && hit.expires > this.now()) return hit.value as Promise<T>
    const value = load()
    this.entries.set(key, { expires: this.now() + this.ttlMs, value })
    value.catch(() => this.entries.delete(key))
    return value
  }

  clear(): void {
    this.entries.clear()
  }
}
