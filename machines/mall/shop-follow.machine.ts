import { assign, setup } from "xstate"
import { MALL_MESSAGES } from "../../domain/mall/messages.ts"
import { callMessage } from "../core/failure.ts"
import { requiredActor } from "../core/required-actor.ts"

const messageOf = (error: unknown): string => callMessage(error, "操作失败，请稍后再试")

export interface ShopFollowInput {
  readonly shopId: number
  readonly followed: boolean
  readonly followers: number
  readonly member: boolean
}

export interface ShopFollowContext extends ShopFollowInput {
  readonly error: string | null
}

/**
 * The 关注 button of a shop page: a member follows or unfollows the shop and the follower
 * count follows the server's answer (已关注店铺 / 已取消关注); a visitor is asked to log in.
 * A refused press leaves the state as it was and says why.
 */
export const shopFollowMachine = setup({
  types: {
    context: {} as ShopFollowContext,
    events: {} as { type: "follow.toggle" },
    input: {} as ShopFollowInput,
  },
  actors: {
    saveFollow: requiredActor<{ followed: boolean; followers: number }, { shopId: number; follow: boolean }>("shopFollowMachine needs a saveFollow actor"),
  },
  actions: {
    /** Shows 已关注店铺 or 已取消关注. */
    confirm: (_, _params: { message: string }) => {},
    /** A visitor's press: to the login page and back. */
    goToLogin: () => {},
  },
  guards: { isMember: ({ context }) => context.member },
}).createMachine({
  id: "shopFollow",
  context: ({ input }) => ({ ...input, error: null }),
  initial: "idle",
  states: {
    idle: {
      on: {
        "follow.toggle": [{ guard: "isMember", target: "saving", actions: assign({ error: null }) }, { actions: "goToLogin" }],
      },
    },
    saving: {
      tags: ["busy"],
      invoke: {
        src: "saveFollow",
        input: ({ context }) => ({ shopId: context.shopId, follow: !context.followed }),
        onDone: {
          target: "idle",
          actions: [
            assign(({ event }) => ({ followed: event.output.followed, followers: event.output.followers })),
            { type: "confirm", params: ({ event }) => ({ message: event.output.followed ? MALL_MESSAGES.followed : MALL_MESSAGES.unfollowed }) },
          ],
        },
        onError: { target: "idle", actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
  },
})
