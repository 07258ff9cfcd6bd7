import { useShownMachine } from "./flow-hooks.ts"
import { useEffect, useEffectEvent, useRef, useState } from "react"
import { fromPromise } from "xstate"
import type { Input, Output } from "../../domain/core/endpoint.ts"
import type { EndpointName, Endpoints } from "../../domain/api/endpoints.ts"
import { resourceMachine } from "../../machines/core/resource.machine.ts"
import type { CallOptions } from "../../adapters/api/client.ts"
import { api } from "./services.ts"

/** An answer with the input it was asked with, compared by value. */
interface Answer {
  readonly key: string
  readonly data: unknown
}

const keyOf = (input: unknown): string => JSON.stringify(input ?? null)

export interface Resource<T> {
  readonly status: "loading" | "ready" | "failure"
  readonly data: T | null
  /**
   * What to show: the answer while ready, and while the same input is read again (a reload)
   * the answer before it, so a view need not unmount meanwhile; null otherwise.
   */
  readonly shown: T | null
  readonly error: string | null
  retry(): void
  reload(): void
}

/**
 * Loads one endpoint's answer for a view through the resource machine. When
 * the input changes (compared by value) the data is loaded again. The call options (read once)
 * let a view show a refusal in place, without the global notice.
 */
export function useResource<K extends EndpointName>(name: K, input?: Input<Endpoints[K]>, options?: CallOptions): Resource<Output<Endpoints[K]>> {
  const latest = useRef(input)
  latest.current = input
  const [machine] = useState(() =>
    resourceMachine.provide({
      actors: {
        load: fromPromise(async (): Promise<unknown> => {
          const asked = latest.current
          const answer: Answer = { key: keyOf(asked), data: await api.call(name, asked, options) }
          return answer
        }),
      },
    }),
  )
  const [snapshot, send] = useShownMachine(machine)
  const key = keyOf(input)
  const firstKey = useRef(key)
  const loadAgain = useEffectEvent(() => send({ type: snapshot.matches("failure") ? "resource.retry" : "resource.reload" }))
  useEffect(() => {
    if (key === firstKey.current) return
    firstKey.current = key
    loadAgain()
    // Only a changed input reloads; the snapshot is read (in loadAgain), not watched.
  }, [key])
  // The machine keeps its last answer while it loads again; the answer's input tells a reload
  // of the same input from a changed one.
  const answer = snapshot.context.data as Answer | null
  const data = snapshot.matches("ready") && answer ? (answer.data as Output<Endpoints[K]>) : null
  const shown = snapshot.matches("loading") && answer?.key === key ? (answer.data as Output<Endpoints[K]>) : data
  return {
    status: snapshot.value as Resource<unknown>["status"],
    data,
    shown,
    error: snapshot.context.error,
    retry: () => send({ type: "resource.retry" }),
    reload: () => send({ type: "resource.reload" }),
  }
}
