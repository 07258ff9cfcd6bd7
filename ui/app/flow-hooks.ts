import { useActorRef as useXStateActorRef, useMachine as useXStateMachine } from "@xstate/react"
import { startTransition, useEffect, useEffectEvent, useRef, useState } from "react"
import type { Actor, AnyStateMachine, SnapshotFrom } from "xstate"
import { devInspect } from "./inspect.ts"

/**
 * The two hooks that start an actor in a view, as @xstate/react has them, with the app's
 * inspector hook added: opened with `?inspect` in development, every actor a page starts
 * (and the children it spawns) shows in the XState visualiser. Views import these, never
 * the library's own (the lint refuses it), so no page can be left out.
 */
export const useMachine: typeof useXStateMachine = (machine, ...rest) =>
  useXStateMachine(machine, ...([{ ...rest[0], inspect: devInspect }] as unknown as typeof rest))

export const useActorRef: typeof useXStateActorRef = (logic, ...rest) =>
  useXStateActorRef(logic, ...([{ ...rest[0], inspect: devInspect }, rest[1]] as unknown as typeof rest))

/**
 * `useMachine` for a machine whose state the view only shows (a loaded answer, never a field
 * being typed into): its changes render as transitions, which React renders in slices, so the
 * first render of a large answer lets the browser paint and answer input in between. A
 * machine that a field reads from must keep `useMachine`, whose changes render at once.
 */
export const useShownMachine = <TMachine extends AnyStateMachine>(machine: TMachine): [SnapshotFrom<TMachine>, Actor<TMachine>["send"]] => {
  const actor = useActorRef(machine)
  const [snapshot, setSnapshot] = useState(() => actor.getSnapshot())
  useEffect(() => {
    setSnapshot(actor.getSnapshot())
    const subscription = actor.subscribe({
      next: (next) => startTransition(() => setSnapshot(next)),
      error: () => startTransition(() => setSnapshot(actor.getSnapshot())),
    })
    return () => subscription.unsubscribe()
  }, [actor])
  // An actor that failed throws to the page boundary, as with useMachine.
  const settled = snapshot as { readonly status: string; readonly error?: unknown }
  if (settled.status === "error") throw settled.error
  return [snapshot, actor.send]
}

/**
 * Runs `finish` once, when the actor whose snapshot the view holds reaches its final state (a
 * sign-in hands the member over, a reset goes back to the login). It reads the latest
 * snapshot and props when it runs, so it may use the actor's output.
 */
export const useWhenDone = (snapshot: { readonly status: string }, finish: () => void): void => {
  const finished = useRef(false)
  const run = useEffectEvent(finish)
  useEffect(() => {
    if (snapshot.status !== "done" || finished.current) return
    finished.current = true
    run()
  }, [snapshot.status])
}
