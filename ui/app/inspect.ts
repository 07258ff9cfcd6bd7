import type { InspectionEvent } from "xstate"

/**
 * The Stately inspector hook of the app: in development only, and only when the page was
 * opened with `inspect` in its query (`/dev/flows?inspect`, `/login?inspect`). Views get it
 * through the hooks of ui/app/flow-hooks.ts; code that creates an actor itself passes it,
 * `createActor(machine, { inspect: devInspect })`, and the actor's states, events and children show in the XState visualiser window
 * (stately.ai/inspect) that opens beside the page. Undefined otherwise, so production
 * builds carry neither the inspector nor its cost.
 */
const wanted = import.meta.env.DEV && typeof location !== "undefined" && new URLSearchParams(location.search).has("inspect")

let forward: ((event: InspectionEvent) => void) | null = null
const early: InspectionEvent[] = []

if (wanted) {
  // Loaded on demand: the inspector opens its window once; events sent before it loads are replayed.
  void import("@statelyai/inspect").then(({ createBrowserInspector }) => {
    const inspector = createBrowserInspector()
    forward = (event) => inspector.inspect.next?.(event)
    for (const event of early.splice(0)) forward(event)
  })
}

export const devInspect: ((event: InspectionEvent) => void) | undefined = wanted
  ? (event) => {
      if (forward) forward(event)
      else early.push(event)
    }
  : undefined

/** Whether this page sends its actors to the inspector. */
export const inspecting = wanted
