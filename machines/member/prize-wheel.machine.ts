import { assign, setup } from "xstate"
import { wheelStopAngle } from "../../domain/member/prize.ts"
import { callMessage } from "../core/failure.ts"
import { requiredActor } from "../core/required-actor.ts"

const messageOf = (error: unknown): string => callMessage(error, "抽奖失败，请稍后重试")

export interface DrawOutcome {
  /** Segment of the wheel the draw landed on. */
  readonly index: number
  readonly prizeName: string
  readonly kind: "points" | "goods" | "thanks"
  readonly recordId: number
  readonly message: string
  /** Points held after the draw. */
  readonly points: number
}

/**
 * The prize wheel (/prize/index): a draw is asked of the server, then the wheel turns (a CSS
 * transform to `rotation` degrees over the `spin` delay, 0 when the visitor prefers reduced
 * motion) and stops on the segment the server chose; the outcome shows until closed.
 */
export const prizeWheelMachine = setup({
  types: {
    context: {} as { segments: number; rotation: number; outcome: DrawOutcome | null; error: string | null },
    events: {} as { type: "wheel.draw" } | { type: "wheel.close" },
    input: {} as { segments: number },
  },
  actors: {
    draw: requiredActor<DrawOutcome>("prizeWheelMachine needs a draw actor"),
  },
  actions: {
    /** Points and the records changed: the page reloads what shows them. */
    announceDrawn: () => {},
  },
  delays: { spin: 4200 },
}).createMachine({
  id: "prizeWheel",
  context: ({ input }) => ({ segments: input.segments, rotation: 0, outcome: null, error: null }),
  initial: "idle",
  states: {
    idle: {
      on: { "wheel.draw": { target: "drawing", actions: assign({ error: null, outcome: null }) } },
    },
    drawing: {
      tags: ["busy"],
      invoke: {
        src: "draw",
        onDone: {
          target: "spinning",
          actions: assign({
            outcome: ({ event }) => event.output,
            rotation: ({ context, event }) => wheelStopAngle(context.rotation, event.output.index, context.segments),
          }),
        },
        onError: { target: "idle", actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    spinning: {
      tags: ["busy"],
      after: { spin: { target: "result", actions: "announceDrawn" } },
    },
    /** The outcome shows; drawing again starts from where the wheel stopped. */
    result: {
      on: {
        "wheel.close": "idle",
        "wheel.draw": { target: "drawing", actions: assign({ error: null }) },
      },
    },
  },
})
