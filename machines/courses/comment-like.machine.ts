import { assign, setup } from "xstate"
import { LIKE_DEBOUNCE_MS } from "../../domain/core/constants.ts"
import { LIKE_MESSAGES, likeAction, toggleLike } from "../../domain/core/like.ts"
import { requiredActor } from "../core/required-actor.ts"

export interface CommentLikeInput {
  readonly id: number
  readonly likedStatus: "LIKE" | "UNLIKE"
  readonly likeNumber: number
  readonly signedIn: boolean
}

export interface LikeAnswer {
  readonly likedStatus: "LIKE" | "UNLIKE"
  readonly likeNumber: number
}

/**
 * Liking a comment (spec 2 §4, §6, §8): UNLIKE to LIKE adds one, LIKE to UNLIKE takes one away,
 * shown at once and then set to what the server answers (reverted when the call fails). After
 * a click further clicks are blocked for 1 second. A visitor is told to log in first.
 */
export const commentLikeMachine = setup({
  types: {
    context: {} as CommentLikeInput & { readonly before: LikeAnswer | null },
    events: {} as { type: "like.toggle" } | { type: "session.changed"; signedIn: boolean },
    input: {} as CommentLikeInput,
  },
  actors: {
    sendLike: requiredActor<LikeAnswer, { id: number; action: "like" | "cancel" }>("commentLikeMachine needs a sendLike actor"),
  },
  actions: {
    /** Shows 请先登录后再点赞. */
    askToLogIn: (_, _params: { message: string }) => {},
    /** Shows 点赞成功 or 取消点赞成功. */
    confirm: (_, _params: { message: string }) => {},
  },
  guards: {
    isVisitor: ({ context }) => !context.signedIn,
  },
  delays: { cooldown: LIKE_DEBOUNCE_MS },
}).createMachine({
  id: "commentLike",
  context: ({ input }) => ({ ...input, before: null }),
  initial: "ready",
  on: { "session.changed": { actions: assign({ signedIn: ({ event }) => event.signedIn }) } },
  states: {
    ready: {
      on: {
        "like.toggle": [
          { guard: "isVisitor", actions: { type: "askToLogIn", params: { message: LIKE_MESSAGES.loginFirst } } },
          {
            target: "sending",
            actions: assign(({ context }) => ({
              before: { likedStatus: context.likedStatus, likeNumber: context.likeNumber },
              ...toggleLike({ likedStatus: context.likedStatus, likeNumber: context.likeNumber }),
            })),
          },
        ],
      },
    },
    sending: {
      tags: ["busy"],
      invoke: {
        src: "sendLike",
        // The call follows the status before the click: UNLIKE likes, LIKE cancels.
        input: ({ context }) => ({ id: context.id, action: likeAction(context.before?.likedStatus ?? "UNLIKE") }),
        onDone: {
          target: "cooling",
          actions: [
            assign({ likedStatus: ({ event }) => event.output.likedStatus, likeNumber: ({ event }) => event.output.likeNumber, before: null }),
            { type: "confirm", params: ({ event }) => ({ message: event.output.likedStatus === "LIKE" ? LIKE_MESSAGES.liked : LIKE_MESSAGES.unliked }) },
          ],
        },
        onError: {
          target: "cooling",
          actions: assign(({ context }) => ({ ...(context.before ?? { likedStatus: context.likedStatus, likeNumber: context.likeNumber }), before: null })),
        },
      },
    },
    /** Clicks are blocked for a second. */
    cooling: {
      tags: ["busy"],
      after: { cooldown: "ready" },
    },
  },
})
