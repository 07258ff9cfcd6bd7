import { useShownMachine } from "./flow-hooks.ts"
import { useEffect, useEffectEvent, useRef, useState } from "react"
import { fromPromise } from "xstate"
import type { Input, Output } from "../../domain/core/endpoint.ts"
import type { EndpointName, Endpoints } from "../../domain/api/endpoints.ts"
import { resourceMachine } from "../../machines/core/resource.machine.ts"
import type { CallOptions } from "../../adapters/api/client.ts"
import { api } from "./services.ts"

export interface Resource<T> {
  readonly status: "loading" | "ready" | "failure"
  readonly data: T | null
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
    resourceMachine.provide({ actors: { load: fromPromise((): Promise<unknown> => api.call(name, latest.current, options)) } }),
  )
  const [snapshot, send] = useShownMachine(machine)
  const key = JSON.stringify((input as unknown) ?? null)
  const firstKey = useRef(key)
  const loadAgain = useEffectEvent(() => send({ type: snapshot.matches("failure") ? "resource.retry" : "resource.reload" }))
  useEffect(() => {
    if (key === firstKey.current) return
    firstKey.current = key
    loadAgain()
    // Only a changed input reloads; the snapshot is read (in loadAgain), not watched.
  }, [key])
  return {
    status: snapshot.value as Resource<unknown>["status"],
    data: snapshot.matches("ready") ? (snapshot.context.data as Output<Endpoints[K]>) : null,
    error: snapshot.context.error,
    retry: () => send({ type: "resource.retry" }),
    reload: () => send({ type: "resource.reload" }),
  }
}
