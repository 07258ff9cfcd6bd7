import { SimulatedClock } from "xstate"

/**
 * A simulated clock that knows when its next timer is due, so that time can be moved
 * on one timer at a time (a countdown tick, a poll interval, a reconnect wait, a
 * call timeout) instead of by guessed amounts.
 */
export class StepClock extends SimulatedClock {
  private readonly due = new Map<number, number>()

  override setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    let id = -1
    id = super.setTimeout(() => {
      this.due.delete(id)
      fn()
    }, timeout)
    this.due.set(id, this.now() + timeout)
    return id
  }

  override clearTimeout(id: number): void {
    this.due.delete(id)
    super.clearTimeout(id)
  }

  /** Milliseconds until the next timer fires, or null when none is set. */
  nextDelay(): number | null {
    if (this.due.size === 0) return null
    return Math.max(0, Math.min(...this.due.values()) - this.now())
  }

  /** Milliseconds until each timer fires, shortest first. */
  delays(): ReadonlyArray<number> {
    return [...this.due.values()].map((at) => at - this.now()).sort((a, b) => a - b)
  }
}
