import { assign, setup } from "xstate"
import { COLLECTION_MESSAGES, type FavoriteTargetType } from "../../domain/member/collection.ts"
import { requiredActor } from "../core/required-actor.ts"

export interface FavoriteToggleInput {
  readonly targetType: FavoriteTargetType
  readonly targetId: number
}

/** Whether the member has saved the target, and the favourite's id when so. */
export interface FavoriteStatus {
  readonly collected: boolean
  readonly id: number | null
}

/**
 * The 收藏 button of a course, product or article page for a signed-in member: it first asks
 * whether the item is saved, then adds or removes the favourite on each press, saying
 * 收藏成功 or 已取消收藏. A failed press leaves the state as it was (the request client
 * shows why); a failed first check can be retried.
 */
export const favoriteToggleMachine = setup({
  types: {
    context: {} as FavoriteToggleInput & FavoriteStatus,
    events: {} as { type: "favorite.toggle" } | { type: "favorite.retry" },
    input: {} as FavoriteToggleInput,
  },
  actors: {
    loadStatus: requiredActor<FavoriteStatus, FavoriteToggleInput>("favoriteToggleMachine needs a loadStatus actor"),
    addFavorite: requiredActor<{ readonly id: number }, FavoriteToggleInput>("favoriteToggleMachine needs an addFavorite actor"),
    removeFavorite: requiredActor<unknown, { readonly id: number }>("favoriteToggleMachine needs a removeFavorite actor"),
  },
  actions: {
    /** Shows 收藏成功 or 已取消收藏. */
    confirm: (_, _params: { message: string }) => {},
  },
  guards: {
    isCollected: ({ context }) => context.collected && context.id !== null,
  },
}).createMachine({
  id: "favoriteToggle",
  context: ({ input }) => ({ ...input, collected: false, id: null }),
  initial: "checking",
  states: {
    checking: {
      tags: ["busy"],
      invoke: {
        src: "loadStatus",
        input: ({ context }) => ({ targetType: context.targetType, targetId: context.targetId }),
        onDone: { target: "ready", actions: assign({ collected: ({ event }) => event.output.collected, id: ({ event }) => event.output.id }) },
        onError: "unavailable",
      },
    },
    /** The first check failed: the button offers to try again. */
    unavailable: {
      on: { "favorite.retry": "checking" },
    },
    ready: {
      on: {
        "favorite.toggle": [{ guard: "isCollected", target: "removing" }, { target: "adding" }],
      },
    },
    adding: {
      tags: ["busy"],
      invoke: {
        src: "addFavorite",
        input: ({ context }) => ({ targetType: context.targetType, targetId: context.targetId }),
        onDone: {
          target: "ready",
          actions: [
            assign({ collected: true, id: ({ event }) => event.output.id }),
            { type: "confirm", params: { message: COLLECTION_MESSAGES.added } },
          ],
        },
        onError: "ready",
      },
    },
    removing: {
      tags: ["busy"],
      invoke: {
        src: "removeFavorite",
        input: ({ context }) => ({ id: context.id ?? 0 }),
        onDone: {
          target: "ready",
          actions: [assign({ collected: false, id: null }), { type: "confirm", params: { message: COLLECTION_MESSAGES.removed } }],
        },
        onError: "ready",
      },
    },
  },
})
