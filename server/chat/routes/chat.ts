import type { Conversation } from "../../../domain/chat/protocol.ts"
import { CHAT_HISTORY_PAGE_SIZE, mayMessage } from "../../../domain/chat/rules.ts"
import { notFound } from "../../../domain/core/errors.ts"
import type { AreaHandlers } from "../../core/http/handler.ts"
import {
  findUser,
  genderOf,
  peerTypeOf,
  sendersTo,
  friendsOf,
  historyPage,
  lastMessages,
  markRead,
  peerView,
  unreadBySender,
  usersByIds,
} from "../services/store.ts"
import { resolvePeer } from "../services/friends.ts"
import { createQuickReply, deleteQuickReply, quickReplyList, updateQuickReply } from "../services/quick-replies.ts"
import { markNoticesRead, noticePage } from "../services/notices.ts"

const NOTICE_PAGE_SIZE = 10

/** Conversations, history, read marks, quick replies and account notices. */
export const chatHandlers = {
  chatConversations: async (_input, { deps, user }) => {
    const db = deps.db
    const [self, friends, last, unread, wroteToMe] = await Promise.all([
      findUser(db, { id: user.id }),
      friendsOf(db, user.id),
      lastMessages(db, user.id),
      unreadBySender(db, user.id),
      sendersTo(db, user.id),
    ])
    if (!self) throw notFound()
    const friendIds = new Map(friends.map((f) => [f.id, f.friendsId]))
    // Friends, and anyone the member has exchanged messages with (merchants, customer service).
    const people = await usersByIds(db, [...new Set([...friendIds.keys(), ...last.keys()])])
    const conversations: Conversation[] = people.map((person) => {
      const friendsId = friendIds.get(person.id) ?? null
      return {
        peer: {
          userId: person.id,
          userName: person.username,
          nickName: person.nickName,
          avatarPath: person.avatarPath,
          gender: genderOf(person.gender),
          type: peerTypeOf(person.type),
          relation: friendsId === null ? "nofriend" : "friend",
          friendsId,
          canMessage: mayMessage({ senderType: user.type, targetType: person.type, friends: friendsId !== null, targetWroteFirst: wroteToMe.has(person.id) }),
        },
        lastMessage: last.get(person.id) ?? null,
        unread: unread.get(person.id) ?? 0,
      }
    })
    // Latest conversation first; friends without messages after them, by name.
    conversations.sort((a, b) => {
      const byLast = (b.lastMessage?.id ?? 0) - (a.lastMessage?.id ?? 0)
      return byLast !== 0 ? byLast : a.peer.nickName.localeCompare(b.peer.nickName, "zh-CN")
    })
    return { me: await peerView(db, user, self), conversations }
  },

  chatPeer: async ({ params }, { deps, user }) => peerView(deps.db, user, await resolvePeer(deps.db, params.token)),

  chatHistory: async ({ query }, { deps, user }) =>
    historyPage(deps.db, user.id, query.with, query.before, query.size ?? CHAT_HISTORY_PAGE_SIZE),

  chatRead: async ({ body }, { deps, user }) => {
    const marked = await markRead(deps.db, user.id, body.with, body.upTo, new Date(deps.now()))
    // The member's other open pages clear their badge too.
    if (marked > 0) await deps.chat.send([user.id], { type: "read", peerId: body.with, upTo: body.upTo })
    return { marked }
  },

  quickReplies: async (_input, { deps, user }) => quickReplyList(deps.db, user.id),
  quickReplyCreate: async ({ body }, { deps, user }) => createQuickReply(deps.db, user.id, body),
  quickReplyUpdate: async ({ params, body }, { deps, user }) => updateQuickReply(deps.db, user.id, params.id, body, deps.now()),
  quickReplyDelete: async ({ params }, { deps, user }) => deleteQuickReply(deps.db, user.id, params.id),

  notices: async ({ query }, { deps, user }) => noticePage(deps.db, user.id, query.page ?? 0, query.size ?? NOTICE_PAGE_SIZE),
  noticesRead: async (_input, { deps, user }) => ({ marked: await markNoticesRead(deps.db, user.id, deps.now()) }),
} satisfies AreaHandlers
