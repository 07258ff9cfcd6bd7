import { assign, setup } from "xstate"
import { callMessage } from "./failure.ts"
import { requiredActor } from "./required-actor.ts"

const messageOf = (error: unknown): string => callMessage(error, String(error))

/**
 * Loading one piece of data for a page: loading, then ready or failure, with a
 * retry from failure and a reload from ready. The loader is provided by the
 * caller (machine.provide), so the machine itself never fetches.
 */
export const resourceMachine = setup({
  types: {
    context: {} as { data: unknown; error: string | null },
    events: {} as { type: "resource.retry" } | { type: "resource.reload" },
  },
  actors: {
    load: requiredActor<unknown>("resourceMachine needs a load actor"),
  },
}).createMachine({
  id: "resource",
  context: { data: null, error: null },
  initial: "loading",
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        src: "load",
        onDone: { target: "ready", actions: assign({ data: ({ event }) => event.output, error: null }) },
        onError: { target: "failure", actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    ready: { on: { "resource.reload": "loading" } },
    failure: { on: { "resource.retry": "loading" } },
  },
})
