import { fromPromise } from "xstate"
import { conversationMachine } from "../../machines/chat/conversation.machine.ts"
import { friendRelationMachine } from "../../machines/chat/friend-relation.machine.ts"
import { quickReplyDialogMachine } from "../../machines/chat/quick-reply-dialog.machine.ts"
import { FRIEND_MESSAGES } from "../../domain/chat/friend-relation.ts"
import { loginRedirect } from "../../domain/shell/routes/guard.ts"
import { copyWithNotice } from "./clipboard.ts"
import { notify } from "../notify/toast-store.ts"
import { api } from "./services.ts"

/**
 * Friends and chat pages wired to the request client, desktop notifications and toasts
 * (the websocket itself is in chat-connection-wiring.ts, part of every page). Friend and profile-card failures are swallowed (spec 1 §8): those calls are silent.
 */

export const wiredConversationMachine = conversationMachine.provide({
  actors: {
    loadConversations: fromPromise(async ({ input }) => {
      const [list, active] = await Promise.all([
        api.call("chatConversations"),
        input.token ? api.call("chatPeer", { params: { token: input.token } }, { silent: true }).catch(() => null) : Promise.resolve(null),
      ])
      return { me: list.me, conversations: list.conversations, active }
    }),
    loadHistory: fromPromise(({ input }) =>
      api.call("chatHistory", { query: { with: input.peerId, ...(input.before === undefined ? {} : { before: input.before }) } }),
    ),
    sendMessage: fromPromise(({ input }) => api.call("friendsSend", { query: { to: String(input.peerId) }, body: input.text })),
  },
})

export const markConversationRead = (peerId: number, upTo: number): void => {
  api.call("chatRead", { body: { with: peerId, upTo } }, { silent: true }).catch(() => {})
}

/** The relation machine of one profile card, adding by the card's user name. */
export const friendRelationFor = (userName: string) =>
  friendRelationMachine.provide({
    actors: {
      addFriend: fromPromise(async (): Promise<{ relation: "applied" | "friend"; friendsId: number | null }> => {
        const answer = await api.call("friendsAdd", { body: { userName } }, { silent: true })
        if (answer.relation === "friend") {
          const card = await api.call("userCard", { params: { userName } }, { silent: true })
          return { relation: "friend", friendsId: card.friendsId }
        }
        return { relation: "applied", friendsId: null }
      }),
      deleteFriend: fromPromise(async ({ input }) => {
        if (input.friendsId === null) throw new Error("no friendship")
        await api.call("friendsDelete", { body: [input.friendsId] }, { silent: true })
      }),
    },
    actions: {
      goToLogin: () => location.assign(loginRedirect(location.pathname + location.search)),
      notifyRequestSent: () => notify.success(FRIEND_MESSAGES.requestSent),
      notifyDeleted: () => notify.success(FRIEND_MESSAGES.deleted),
    },
  })

export const wiredQuickReplyDialogMachine = quickReplyDialogMachine.provide({
  actors: {
    save: fromPromise(({ input }) =>
      input.id === null
        ? api.call("quickReplyCreate", { body: { title: input.title, content: input.content } })
        : api.call("quickReplyUpdate", { params: { id: input.id }, body: { title: input.title, content: input.content } }),
    ),
  },
})

/** Copies a message's text; 复制成功 once done. */
export const copyText = (text: string): Promise<void> => copyWithNotice(text, FRIEND_MESSAGES.copied)
