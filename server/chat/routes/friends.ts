import { and, eq, inArray, or } from "drizzle-orm"
import { BOUNDARY_CODES, BOUNDARY_MESSAGES, fitsInt4 } from "../../../domain/core/validation/boundary.ts"
import type { FriendInfo, UserCard } from "../../../domain/chat/friend-endpoints.ts"
import { CHAT_MESSAGES, FRIEND_REQUEST_MESSAGES, OFFICIAL_AUTHORITY, chatText } from "../../../domain/chat/rules.ts"
import type { Tx } from "../../core/db/client.ts"
import { friendRequests, friendships } from "../tables.ts"
import { users } from "../../session/tables/users.ts"
import { badRequest, conflict, forbidden, notFound } from "../../../domain/core/errors.ts"
import type { AreaHandlers } from "../../core/http/handler.ts"
import type { SessionUser } from "../../session/services/tokens.ts"
import type { ChatHub } from "../services/hub.ts"
import {
  befriend,
  findOfficialAccount,
  findRecipient,
  findUser,
  friendsOf,
  friendshipBetween,
  genderOf,
  insertMessage,
  mayWrite,
  pendingRequest,
  peerTypeOf,
  type PublicUser,
} from "../services/store.ts"
import { publishedCount } from "../../news/services/articles.ts"
import { visibleTopicCount } from "../../community/services/forum-topics.ts"

/**
 * The card's counts: newsCount is the user's published news articles, bbsCount the user's forum
 * topics still shown (see docs/decisions.md, "Profile card counts").
 */
const contentCounts = async (tx: Tx, userId: number) => {
  const [newsCount, bbsCount] = await Promise.all([publishedCount(tx, userId), visibleTopicCount(tx, userId)])
  return { newsCount, bbsCount }
}

const friendInfo = (row: PublicUser & { friendsId: number; since: Date }): FriendInfo => ({
  friendsId: row.friendsId,
  userId: row.id,
  userName: row.username,
  nickName: row.nickName,
  avatarPath: row.avatarPath,
  gender: genderOf(row.gender),
  type: peerTypeOf(row.type),
  since: row.since.toISOString(),
})

/** The card of `target` as `viewer` (or a visitor) sees it. */
export const cardFor = async (tx: Tx, viewer: SessionUser | null, target: PublicUser): Promise<UserCard> => {
  let relation: UserCard["relation"] = "nofriend"
  let friendsId: number | null = null
  if (viewer && viewer.id === target.id) relation = "oneself"
  else if (viewer) {
    const friendship = await friendshipBetween(tx, viewer.id, target.id)
    if (friendship) {
      relation = "friend"
      friendsId = friendship.id
    } else if (await pendingRequest(tx, viewer.id, target.id)) relation = "applied"
  }
  return {
    userId: target.id,
    userName: target.username,
    nickName: target.nickName,
    avatarPath: target.avatarPath,
    headerImage: target.headerImage,
    ...(await contentCounts(tx, target.id)),
    gender: genderOf(target.gender),
    relation,
    type: peerTypeOf(target.type),
    friendsId,
  }
}

/** Tells both sides' open pages that their friend list changed. */
const announce = (chat: ChatHub, event: "request" | "accepted" | "deleted", to: number, about: number) =>
  chat.send([to], { type: "friends", event, userId: about }).catch(() => {})

/** The user `to` names: a user id, or official_authority for the official customer-service account. */
export const resolvePeer = async (tx: Tx, to: string): Promise<PublicUser> => {
  if (to === OFFICIAL_AUTHORITY) {
    const official = await findOfficialAccount(tx)
    if (!official) throw notFound(CHAT_MESSAGES.noOfficial)
    return official
  }
  if (!/^[1-9]\d{0,9}$/.test(to) || !fitsInt4(Number(to))) throw badRequest(BOUNDARY_MESSAGES.numberOutOfRange, BOUNDARY_CODES.numberOutOfRange)
  const peer = await findUser(tx, { id: Number(to) })
  if (!peer) throw notFound(CHAT_MESSAGES.noPeer)
  return peer
}

/** Like resolvePeer, with whether the sender and the recipient are friends (one query). */
const resolveRecipient = async (tx: Tx, senderId: number, to: string) => {
  if (to !== OFFICIAL_AUTHORITY && (!/^[1-9]\d{0,9}$/.test(to) || !fitsInt4(Number(to)))) throw badRequest(BOUNDARY_MESSAGES.numberOutOfRange, BOUNDARY_CODES.numberOutOfRange)
  const peer = await findRecipient(tx, senderId, to === OFFICIAL_AUTHORITY ? { official: true } : { id: Number(to) })
  if (!peer) throw notFound(to === OFFICIAL_AUTHORITY ? CHAT_MESSAGES.noOfficial : CHAT_MESSAGES.noPeer)
  return peer
}

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
    const target = await findUser(deps.db, { username: body.userName.trim() })
    if (!target) throw notFound(FRIEND_REQUEST_MESSAGES.noUser)
    if (target.id === user.id) throw badRequest(FRIEND_REQUEST_MESSAGES.self)
    if (target.type !== "member") throw badRequest(FRIEND_REQUEST_MESSAGES.notMember)
    const result = await deps.db.transaction(async (tx) => {
      if (await friendshipBetween(tx, user.id, target.id)) throw conflict(FRIEND_REQUEST_MESSAGES.already)
      // They asked first: answering with a request of one's own accepts theirs.
      const theirs = await pendingRequest(tx, target.id, user.id)
      if (theirs) {
        await tx
          .update(friendRequests)
          .set({ status: "accepted", decidedAt: new Date(deps.now()) })
          .where(eq(friendRequests.id, theirs.id))
        await befriend(tx, user.id, target.id)
        return { relation: "friend" as const, requestId: theirs.id }
      }
      const [mine] = await tx
        .insert(friendRequests)
        .values({ fromUserId: user.id, toUserId: target.id })
        .onConflictDoNothing()
        .returning({ id: friendRequests.id })
      if (!mine) throw conflict(FRIEND_REQUEST_MESSAGES.pending)
      return { relation: "applied" as const, requestId: mine.id }
    })
    if (result.relation === "friend") {
      await announce(deps.chat, "accepted", target.id, user.id)
      await announce(deps.chat, "accepted", user.id, target.id)
    } else {
      await announce(deps.chat, "request", target.id, user.id)
      await deps.chat
        .pushNotice(target.id, { msgType: "INFO", title: null, msg: `${user.nickName}（${user.username}）请求添加您为好友` })
        .catch(() => {})
    }
    return result
  },

  friendRequests: async (_input, { deps, user }) => {
    const rows = await deps.db
      .select({
        id: friendRequests.id,
        createdAt: friendRequests.createdAt,
        userId: users.id,
        userName: users.username,
        nickName: users.nickName,
        avatarPath: users.avatarPath,
        gender: users.gender,
      })
      .from(friendRequests)
      .innerJoin(users, eq(users.id, friendRequests.fromUserId))
      .where(and(eq(friendRequests.toUserId, user.id), eq(friendRequests.status, "pending")))
      .orderBy(friendRequests.id)
    return rows.map((r) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      from: { userId: r.userId, userName: r.userName, nickName: r.nickName, avatarPath: r.avatarPath, gender: genderOf(r.gender) },
    }))
  },

  friendRequestAccept: async ({ params }, { deps, user }) => {
    const accepted = await deps.db.transaction(async (tx) => {
      const [request] = await tx
        .update(friendRequests)
        .set({ status: "accepted", decidedAt: new Date(deps.now()) })
        .where(and(eq(friendRequests.id, params.id), eq(friendRequests.toUserId, user.id), eq(friendRequests.status, "pending")))
        .returning()
      if (!request) throw notFound(FRIEND_REQUEST_MESSAGES.requestGone)
      const friendship = await befriend(tx, request.fromUserId, user.id)
      const other = await findUser(tx, { id: request.fromUserId })
      if (!other) throw notFound(FRIEND_REQUEST_MESSAGES.noUser)
      return friendInfo({ ...other, friendsId: friendship.id, since: friendship.createdAt })
    })
    await announce(deps.chat, "accepted", accepted.userId, user.id)
    await announce(deps.chat, "accepted", user.id, accepted.userId)
    await deps.chat
      .pushNotice(accepted.userId, { msgType: "SUCCESS", title: null, msg: `${user.nickName} 已同意您的好友请求` })
      .catch(() => {})
    return accepted
  },

  friendRequestDecline: async ({ params }, { deps, user }) => {
    const [request] = await deps.db
      .update(friendRequests)
      .set({ status: "declined", decidedAt: new Date(deps.now()) })
      .where(and(eq(friendRequests.id, params.id), eq(friendRequests.toUserId, user.id), eq(friendRequests.status, "pending")))
      .returning()
    if (!request) throw notFound(FRIEND_REQUEST_MESSAGES.requestGone)
    await announce(deps.chat, "deleted", request.fromUserId, user.id)
    return { id: request.id, status: "declined" as const }
  },

  friendsDelete: async ({ body }, { deps, user }) => {
    const removed = await deps.db
      .delete(friendships)
      .where(and(inArray(friendships.id, [...body]), or(eq(friendships.userLow, user.id), eq(friendships.userHigh, user.id))))
      .returning()
    for (const row of removed) {
      const other = row.userLow === user.id ? row.userHigh : row.userLow
      await announce(deps.chat, "deleted", other, user.id)
      await announce(deps.chat, "deleted", user.id, other)
    }
    return { deleted: removed.length }
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
    const message = await insertMessage(deps.db, user.id, peer.id, text.text, new Date(deps.now()))
    await deps.chat.send([user.id, peer.id], { type: "message", message })
    return message
  },
} satisfies AreaHandlers
