import { fromCallback, fromPromise, type AnyEventObject, type CallbackActorLogic, type PromiseActorLogic } from "xstate"

/** How a fake call can end: with an output, or with an error (as the request client throws it). */
export type Outcome<TOutput> =
  | { readonly label: string; readonly output: TOutput }
  | { readonly label: string; readonly error: unknown }

/** A call of a fake actor that waits for someone (the walker, the flows page) to choose how it ends. */
export interface PendingCall {
  /** The invoke id of the actor, stable from one run of the same steps to the next. */
  readonly id: string
  /** The name of the implementation the machine invoked (`loadCaptcha`). */
  readonly src: string
  /** What the machine passed in. */
  readonly input: unknown
  readonly outcomes: ReadonlyArray<{ readonly label: string; readonly failed: boolean }>
}

interface Waiting extends PendingCall {
  settle(outcome: number): void
}

const nameOf = (src: unknown, id: string): string => (typeof src === "string" ? src : id)

/**
 * Fake actors whose calls never end on their own: each call of a `promise` fake waits
 * until `settle(id, outcome)` picks one of its outcomes, so a path test (or a product
 * owner on the flows page) can take every branch — success, each kind of answer,
 * failure — with no network. `callback` fakes stand in for sockets: they record what
 * the machine asks them to send; what the socket would report is sent to the machine
 * as ordinary events.
 */
export class FakeActors {
  private readonly waiting = new Map<string, Waiting>()
  private readonly listeners = new Set<() => void>()
  /** Events the machine sent to callback fakes, oldest first. */
  readonly commands: Array<{ readonly actor: string; readonly event: AnyEventObject }> = []

  /** A promise actor ending only with one of `outcomes`. */
  promise<TOutput, TInput>(outcomes: ReadonlyArray<Outcome<NoInfer<TOutput>>>): PromiseActorLogic<TOutput, TInput> {
    if (outcomes.length === 0) throw new Error("A fake promise actor needs at least one outcome")
    return fromPromise<TOutput, TInput>(
      ({ input, self, signal }) =>
        new Promise<TOutput>((resolve, reject) => {
          const id = self.id
          const call: Waiting = {
            id,
            src: nameOf(self.src, id),
            input,
            outcomes: outcomes.map((o) => ({ label: o.label, failed: "error" in o })),
            settle: (index) => {
              const outcome = outcomes[index]
              if (outcome === undefined) throw new Error(`${call.src} has no outcome ${index}`)
              this.waiting.delete(id)
              if ("error" in outcome) reject(outcome.error)
              else resolve(outcome.output)
            },
          }
          this.waiting.set(id, call)
          signal.addEventListener("abort", () => {
            if (this.waiting.get(id) === call) this.waiting.delete(id)
            this.changed()
          })
          this.changed()
        }),
    )
  }

  /** A callback actor (a socket) that records the events it receives and reports nothing itself. */
  callback<TEvent extends AnyEventObject, TInput>(): CallbackActorLogic<TEvent, TInput> {
    return fromCallback<TEvent, TInput>(({ receive, self }) => {
      receive((event) => {
        this.commands.push({ actor: self.id, event })
        this.changed()
      })
    })
  }

  /** The calls waiting for an outcome, in the order they were made. */
  pending(): ReadonlyArray<PendingCall> {
    return [...this.waiting.values()].map(({ settle: _settle, ...call }) => call)
  }

  /** Ends the waiting call `id` with its outcome number `outcome`. */
  settle(id: string, outcome: number): void {
    const call = this.waiting.get(id)
    if (call === undefined) throw new Error(`No fake call ${id} is waiting`)
    call.settle(outcome)
    this.changed()
  }

  /** Called whenever a call starts, ends or is dropped, or a command arrives. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private changed() {
    for (const listener of this.listeners) listener()
  }
}
