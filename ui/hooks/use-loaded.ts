import { useShownMachine } from "../app/flow-hooks.ts"
import { useRef, useState } from "react"
import { fromPromise } from "xstate"
import type { Resource } from "../app/use-resource.ts"
import { resourceMachine } from "../../machines/core/resource.machine.ts"

/** What `useLoaded` answers: the same faces as a single endpoint's resource (see `useResource`). */
export type Loaded<T> = Resource<T>

/**
 * Loads data made of several calls (or any promise) for a view through the resource
 * machine, like useResource does for a single endpoint. `load` is read when loading starts.
 */
export function useLoaded<T>(load: () => Promise<T>): Loaded<T> {
  const latest = useRef(load)
  latest.current = load
  const [machine] = useState(() => resourceMachine.provide({ actors: { load: fromPromise((): Promise<unknown> => latest.current()) } }))
  const [snapshot, send] = useShownMachine(machine)
  return {
    status: snapshot.value as Loaded<T>["status"],
    data: snapshot.matches("ready") ? (snapshot.context.data as T) : null,
    shown: snapshot.matches("failure") ? null : (snapshot.context.data as T | null),
    error: snapshot.context.error,
    retry: () => send({ type: "resource.retry" }),
    reload: () => send({ type: "resource.reload" }),
  }
}
