import type { AnyStateMachine, EventFromLogic, InputFrom } from "xstate"
import type { FakeActors } from "./fake-actors.ts"

/** An event a caller may send, with a short Chinese description of what it stands for. */
export interface EventSample<TEvent> {
  readonly label: string
  readonly event: TEvent
}

/** An input the machine can start from, e.g. 已有登录凭证 / 未登录. */
export interface InputSample<TInput> {
  readonly label: string
  readonly input: TInput
}

type SamplesOf<TEvent extends { type: string }> = {
  readonly [K in TEvent["type"]]?: ReadonlyArray<EventSample<Extract<TEvent, { type: K }>>>
}

/**
 * A machine as the flows page and the path tests see it: each machine's entry sits beside it in
 * `<name>.flow.ts`, and machines/index.ts collects them all.
 * - `fakes` returns the machine with every actor replaced by a fake from `fake`
 *   (`fake.promise([...outcomes])`, `fake.callback()`), so a live copy runs with no network;
 * - `events` gives samples for events that carry data (each sample is a button on the page and a
 *   step of the path search; include one sample per guarded branch: valid and invalid form,
 *   each kind of server frame); events without samples are sent as `{ type }`;
 * - `inputs` lists the inputs to start from when the machine takes one (each is walked).
 */
export interface FlowEntry<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** Short camelCase id: the page's `?machine=` value and the name of flows/<id>.json. */
  readonly id: string
  readonly nameZh: string
  readonly nameEn: string
  /** One or two sentences on what the flow does, for product owners. */
  readonly description: string
  readonly machine: TMachine
  readonly fakes: (fake: FakeActors) => TMachine
  readonly events?: SamplesOf<EventFromLogic<TMachine>>
  readonly inputs?: ReadonlyArray<InputSample<InputFrom<TMachine>>>
}

/** Checks an entry against its machine's own event and input types, then widens it for the list. */
export const defineFlow = <TMachine extends AnyStateMachine>(entry: FlowEntry<TMachine>): FlowEntry =>
  entry as unknown as FlowEntry
