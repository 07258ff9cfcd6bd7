import { fromPromise } from "xstate"
import { favoriteToggleMachine } from "../../machines/member/favorite-toggle.machine.ts"
import { notify } from "../notify/toast-store.ts"
import { api } from "./services.ts"

/** The 收藏 button's machine wired to the collection calls of the user centre. */
export const wiredFavoriteToggleMachine = favoriteToggleMachine.provide({
  actors: {
    loadStatus: fromPromise(({ input }) => api.call("collectionStatus", { query: { targetType: input.targetType, targetId: input.targetId } }, { silent: true })),
    addFavorite: fromPromise(({ input }) => api.call("collectionAdd", { body: { targetType: input.targetType, targetId: input.targetId } })),
    removeFavorite: fromPromise(({ input }) => api.call("collectionRemove", { body: [input.id] })),
  },
  actions: {
    confirm: (_, params) => notify.success(params.message),
  },
})
