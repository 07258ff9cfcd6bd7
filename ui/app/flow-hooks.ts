import { useActorRef as useXStateActorRef, useMachine as useXStateMachine } from "@xstate/react"
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
