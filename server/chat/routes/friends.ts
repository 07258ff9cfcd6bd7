import { CHAT_MESSAGES, FRIEND_REQUEST_MESSAGES, chatText } from "../../../domain/chat/rules.ts"
import { badRequest, forbidden, notFound } from "../../../domain/core/errors.ts"
import type { AreaHandlers } from "../../core/http/handler.ts"
import type { ChatHub } from "../services/hub.ts"
import {
  acceptFriendRequest,
  cardFor,
  declineFriendRequest,
  friendInfo,
  incomingRequests,
  removeFriendships,
  requestFriendship,
  resolveRecipient,
} from "../services/friends.ts"
import { chatSendStatements, findUser, friendsOf, mayWrite, pendingRequest } from "../services/store.ts"

/** Tells both sides' open pages that their friend list changed. */
const announce = (chat: ChatHub, event: "request" | "accepted" | "deleted", to: number, about: number) =>
  chat.send([to], { type: "friends", event, userId: about }).catch(() => {})

/** Friends (spec 1 §7), friend requests and the profile card. */
export const friendsHandlers = {
  friendsList: async (_input, { deps, user }) => (await friendsOf(deps.db, user.id)).map(friendInfo),

  friendsFind: async ({ params }, { deps, user }) => {
    const target = await findUser(deps.db, { id: params.id })
    if (!target) throw notFound(FRIEND_REQUEST_MESSAGES.noUser)
    return cardFor(deps.db, user, target)
  },

  userCard: async ({ params }, { deps, user }) => {
    const target = await findUser(deps.db, { username: params.userName })
    if (!target) throw notFound(FRIEND_REQUEST_MESSAGES.noUser)
    return cardFor(deps.db, user, target)
  },

  friendsInitiate: async ({ params }, { deps, user }) => {
    const row = await pendingRequest(deps.db, user.id, params.id)
    return {
      request: row
        ? { id: row.id, fromUserId: row.fromUserId, toUserId: row.toUserId, status: "pending", createdAt: row.createdAt.toISOString() }
        : null,
    }
  },

  friendsAdd: async ({ body }, { deps, user }) => {
    const { targetId, ...result } = await requestFriendship(deps.db, user.id, body.userName, deps.now())
    if (result.relation === "friend") {
      await announce(deps.chat, "accepted", targetId, user.id)
      await announce(deps.chat, "accepted", user.id, targetId)
    } else {
      await announce(deps.chat, "request", targetId, user.id)
      await deps.chat
        .pushNotice(targetId, { msgType: "INFO", title: null, msg: `${user.nickName}（${user.username}）请求添加您为好友` })
        .catch(() => {})
    }
    return result
  },

  friendRequests: async (_input, { deps, user }) => incomingRequests(deps.db, user.id),

  friendRequestAccept: async ({ params }, { deps, user }) => {
    const accepted = await acceptFriendRequest(deps.db, user.id, params.id, deps.now())
    await announce(deps.chat, "accepted", accepted.userId, user.id)
    await announce(deps.chat, "accepted", user.id, accepted.userId)
    await deps.chat
      .pushNotice(accepted.userId, { msgType: "SUCCESS", title: null, msg: `${user.nickName} 已同意您的好友请求` })
      .catch(() => {})
    return accepted
  },

  friendRequestDecline: async ({ params }, { deps, user }) => {
    const request = await declineFriendRequest(deps.db, user.id, params.id, deps.now())
    await announce(deps.chat, "deleted", request.fromUserId, user.id)
    return { id: request.id, status: "declined" as const }
  },

  friendsDelete: async ({ body }, { deps, user }) => {
    const others = await removeFriendships(deps.db, user.id, body)
    for (const other of others) {
      await announce(deps.chat, "deleted", other, user.id)
      await announce(deps.chat, "deleted", user.id, other)
    }
    return { deleted: others.length }
  },

  friendsInfo: async ({ params }, { deps, user }) => {
    const row = (await friendsOf(deps.db, user.id)).find((f) => f.friendsId === params.id)
    if (!row) throw notFound(FRIEND_REQUEST_MESSAGES.notFriend)
    return friendInfo(row)
  },

  friendsSend: async ({ query, body }, { deps, user }) => {
    const text = chatText(body)
    if (!text.ok) throw badRequest(text.message)
    const peer = await resolveRecipient(deps.db, user.id, query.to)
    if (peer.id === user.id) throw badRequest(CHAT_MESSAGES.toSelf)
    if (!(await mayWrite(deps.db, user, peer))) throw forbidden(CHAT_MESSAGES.notAllowed)
    const message = await chatSendStatements(deps.db).insert(user.id, peer.id, text.text, new Date(deps.now()))
    await deps.chat.send([user.id, peer.id], { type: "message", message })
    return message
  },
} satisfies AreaHandlers
