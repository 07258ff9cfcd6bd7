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

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key)
    if (hit && hit.expires > this.now()) return hit.value as Promise<T>
    const value = load().then(deepFreeze)
    this.entries.set(key, { expires: this.now() + this.ttlMs, value })
    value.catch(() => this.entries.delete(key))
    return value
  }

  clear(): void {
    this.entries.clear()
  }
}

export const deepFreeze = <T>(value: T): T => {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}
