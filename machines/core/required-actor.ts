import { fromPromise, type NonReducibleUnknown, type PromiseActorLogic } from "xstate"

/**
 * The stand-in for a promise actor that the caller provides (`machine.provide`): it gives the
 * actor its name and types in `setup`, and a machine run without it fails with `message`.
 */
export const requiredActor = <TOutput, TInput = NonReducibleUnknown>(message: string): PromiseActorLogic<TOutput, TInput> =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(message)
  })
