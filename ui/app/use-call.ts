import { useRef, useState } from "react"
import { fromPromise } from "xstate"
import type { Input, Output } from "../../domain/core/endpoint.ts"
import type { EndpointName, Endpoints } from "../../domain/api/endpoints.ts"
import type { CallOptions } from "../../adapters/api/client.ts"
import { callMachine } from "../../machines/core/call.machine.ts"
import { notify } from "../notify/toast-store.ts"
import { useMachine } from "./flow-hooks.ts"
import { api } from "./services.ts"

export interface ActionHandlers<I, O> {
  /** A notice shown when the action went through. */
  readonly success?: string | ((output: O, input: I) => string)
  /** What the page does next: reload a list, close a dialog, move on. */
  readonly onDone?: (output: O, input: I) => void
  readonly onFailed?: (error: { readonly status?: number | null; readonly code?: string; readonly message?: string }) => void
  /**
   * A form's rule over the input (the domain's validation, as the server applies it): a send it
   * refuses is not made, and `attempted` turns on so that the form shows the rule's messages.
   */
  readonly check?: (input: I) => boolean
}

export interface Action<I, O = unknown> {
  readonly send: (input: I) => void
  readonly busy: boolean
  /** The last refusal's message, until the next send. */
  readonly error: string | null
  readonly code: string | null
  /** The input of the action under way (which row is being deleted), or of the last one. */
  readonly input: I | null
  /** The answer of the last call that went through. */
  readonly result: O | null
  /** A send was tried since the last answer that went through: the form shows its messages. */
  readonly attempted: boolean
}

export type CallHandlers<K extends EndpointName> = CallOptions & ActionHandlers<Input<Endpoints[K]>, Output<Endpoints[K]>>
export type Call<K extends EndpointName> = Action<Input<Endpoints[K]>, Output<Endpoints[K]>>

/**
 * One action a page runs on a person's click, through the call machine: `run` is a function of
 * the app's wiring (it may prepare the input, e.g. encrypt a password, before calling), so the
 * page only sends and renders `busy` and `error`.
 */
export function useAction<I, O>(run: (input: I) => Promise<O>, handlers: ActionHandlers<I, O> = {}): Action<I, O> {
  const latest = useRef({ run, handlers })
  latest.current = { run, handlers }
  const [machine] = useState(() =>
    callMachine.provide({
      actors: { call: fromPromise<unknown, unknown>(({ input }) => latest.current.run(input as I)) },
      guards: { check: ({ event }) => event.type !== "call.send" || (latest.current.handlers.check?.(event.input as I) ?? true) },
      actions: {
        done: (_, { output, input }) => {
          const { success, onDone } = latest.current.handlers
          if (success) notify.success(typeof success === "function" ? success(output as O, input as I) : success)
          onDone?.(output as O, input as I)
        },
        failed: (_, { error }) => latest.current.handlers.onFailed?.(error as never),
      },
    }),
  )
  const [snapshot, send] = useMachine(machine)
  return {
    send: (input) => send({ type: "call.send", input }),
    busy: snapshot.hasTag("busy"),
    error: snapshot.context.error,
    code: snapshot.context.code,
    input: snapshot.context.input as I | null,
    result: snapshot.context.succeeded > 0 ? (snapshot.context.result as O) : null,
    attempted: snapshot.context.attempted,
  }
}

/**
 * One endpoint a page calls on a person's click (save, delete, approve): the request client is
 * provided here, at the composition root. Failures were shown by the request client unless
 * `silent` is set.
 */
export function useCall<K extends EndpointName>(name: K, handlers: CallHandlers<K> = {}): Call<K> {
  const latest = useRef(handlers)
  latest.current = handlers
  return useAction((input: Input<Endpoints[K]>) => api.call(name, input, latest.current), handlers)
}
