import { assign, setup } from "xstate"
import { requiredActor } from "../core/required-actor.ts"

export type CardRelation = "nofriend" | "applied" | "friend" | "oneself"

export interface FriendRelationInput {
  readonly relation: CardRelation
  /** The friendship's id when they are friends (needed to delete it). */
  readonly friendsId: number | null
  readonly loggedIn: boolean
}

interface Context {
  readonly initial: CardRelation
  friendsId: number | null
  loggedIn: boolean
}

export type FriendRelationEvent =
  | { type: "friend.add" }
  | { type: "friend.delete" }
  | { type: "friend.confirm" }
  | { type: "friend.cancel" }
  /** The other side accepted the request (pushed over the websocket, or a fresh card). */
  | { type: "friend.accepted"; friendsId: number }
  /** The friendship ended elsewhere (the other side deleted it, or declined the request). */
  | { type: "friend.removed" }

/**
 * The relation on a profile card (spec 1 §4, §5, §8): nofriend -> applied (the request is
 * sent, the button disabled) -> friend once the other side accepts -> nofriend after a
 * confirmed delete. Adding needs a login, otherwise the page goes to login. oneself never
 * changes. Failed calls are swallowed: the state stays where it was.
 */
export const friendRelationMachine = setup({
  types: {
    context: {} as Context,
    input: {} as FriendRelationInput,
    events: {} as FriendRelationEvent,
  },
  actors: {
    addFriend: requiredActor<{ relation: "applied" | "friend"; friendsId: number | null }>("friendRelationMachine needs an addFriend actor"),
    deleteFriend: requiredActor<void, { friendsId: number | null }>("friendRelationMachine needs a deleteFriend actor"),
  },
  actions: {
    goToLogin: () => {},
    notifyRequestSent: () => {},
    notifyDeleted: () => {},
  },
  guards: {
    isLoggedIn: ({ context }) => context.loggedIn,
  },
}).createMachine({
  id: "friendRelation",
  context: ({ input }) => ({ initial: input.relation, friendsId: input.friendsId, loggedIn: input.loggedIn }),
  initial: "resolving",
  states: {
    resolving: {
      always: [
        { guard: ({ context }) => context.initial === "oneself", target: "oneself" },
        { guard: ({ context }) => context.initial === "friend", target: "friend" },
        { guard: ({ context }) => context.initial === "applied", target: "applied" },
        { target: "nofriend" },
      ],
    },
    nofriend: {
      on: {
        "friend.add": [{ guard: "isLoggedIn", target: "adding" }, { actions: "goToLogin" }],
        "friend.accepted": { target: "friend", actions: assign({ friendsId: ({ event }) => event.friendsId }) },
      },
    },
    adding: {
      tags: ["busy"],
      invoke: {
        src: "addFriend",
        onDone: [
          {
            guard: ({ event }) => event.output.relation === "friend",
            target: "friend",
            actions: assign({ friendsId: ({ event }) => event.output.friendsId }),
          },
          { target: "applied", actions: "notifyRequestSent" },
        ],
        onError: "nofriend",
      },
    },
    applied: {
      on: {
        "friend.accepted": { target: "friend", actions: assign({ friendsId: ({ event }) => event.friendsId }) },
        "friend.removed": "nofriend",
      },
    },
    friend: {
      on: {
        "friend.delete": "confirming",
        "friend.removed": { target: "nofriend", actions: assign({ friendsId: null }) },
      },
    },
    confirming: {
      on: {
        "friend.confirm": "deleting",
        "friend.cancel": "friend",
      },
    },
    deleting: {
      tags: ["busy"],
      invoke: {
        src: "deleteFriend",
        input: ({ context }) => ({ friendsId: context.friendsId }),
        onDone: { target: "nofriend", actions: [assign({ friendsId: null }), "notifyDeleted"] },
        onError: "friend",
      },
    },
    oneself: {},
  },
})
