import { and, eq, inArray, or } from "drizzle-orm"
import { BOUNDARY_CODES, BOUNDARY_MESSAGES, fitsInt4 } from "../../../domain/core/validation/boundary.ts"
import type { FriendInfo, UserCard } from "../../../domain/chat/friend-endpoints.ts"
import { CHAT_MESSAGES, FRIEND_REQUEST_MESSAGES, OFFICIAL_AUTHORITY } from "../../../domain/chat/rules.ts"
import type { Db, Tx } from "../../core/db/client.ts"
import { friendRequests, friendships } from "../tables.ts"
import { users } from "../../session/tables/users.ts"
import { badRequest, conflict, notFound } from "../../../domain/core/errors.ts"
import type { SessionUser } from "../../session/services/tokens.ts"
import {
  befriend,
  chatSendStatements,
  findOfficialAccount,
  findRecipient,
  findUser,
  friendshipBetween,
  genderOf,
  pendingRequest,
  peerTypeOf,
  type PublicUser,
} from "./store.ts"
import { publishedCount } from "../../news/services/articles.ts"
import { visibleTopicCount } from "../../community/services/forum-topics.ts"
import { publicAuthorColumns } from "../../core/author.ts"

/**
 * The card's counts: newsCount is the user's published news articles, bbsCount the user's forum
 * topics still shown (see docs/decisions.md, "Profile card counts").
 */
const contentCounts = async (tx: Tx, userId: number) => {
  const [newsCount, bbsCount] = await Promise.all([publishedCount(tx, userId), visibleTopicCount(tx, userId)])
  return { newsCount, bbsCount }
}

export const friendInfo = (row: PublicUser & { friendsId: number; since: Date }): FriendInfo => ({
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
export const resolveRecipient = async (db: Db, senderId: number, to: string) => {
  if (to !== OFFICIAL_AUTHORITY && (!/^[1-9]\d{0,9}$/.test(to) || !fitsInt4(Number(to)))) throw badRequest(BOUNDARY_MESSAGES.numberOutOfRange, BOUNDARY_CODES.numberOutOfRange)
  const peer = to === OFFICIAL_AUTHORITY ? await findRecipient(db, senderId, { official: true }) : await chatSendStatements(db).recipient(senderId, Number(to))
  if (!peer) throw notFound(to === OFFICIAL_AUTHORITY ? CHAT_MESSAGES.noOfficial : CHAT_MESSAGES.noPeer)
  return peer
}

/**
 * Asks `userName` to be the member's friend; when they asked first, this accepts their request.
 * Answers the relation now and the request, with the other member's id.
 */
export const requestFriendship = async (db: Db, userId: number, userName: string, now: number) => {
  const target = await findUser(db, { username: userName.trim() })
  if (!target) throw notFound(FRIEND_REQUEST_MESSAGES.noUser)
  if (target.id === userId) throw badRequest(FRIEND_REQUEST_MESSAGES.self)
  if (target.type !== "member") throw badRequest(FRIEND_REQUEST_MESSAGES.notMember)
  const result = await db.transaction(async (tx) => {
    if (await friendshipBetween(tx, userId, target.id)) throw conflict(FRIEND_REQUEST_MESSAGES.already)
    // They asked first: answering with a request of one's own accepts theirs.
    const theirs = await pendingRequest(tx, target.id, userId)
    if (theirs) {
      await tx
        .update(friendRequests)
        .set({ status: "accepted", decidedAt: new Date(now) })
        .where(eq(friendRequests.id, theirs.id))
      await befriend(tx, userId, target.id)
      return { relation: "friend" as const, requestId: theirs.id }
    }
    const [mine] = await tx
      .insert(friendRequests)
      .values({ fromUserId: userId, toUserId: target.id })
      .onConflictDoNothing()
      .returning({ id: friendRequests.id })
    if (!mine) throw conflict(FRIEND_REQUEST_MESSAGES.pending)
    return { relation: "applied" as const, requestId: mine.id }
  })
  return { ...result, targetId: target.id }
}

/** Friend requests waiting for the member's answer, oldest first. */
export const incomingRequests = async (db: Db, userId: number) => {
  const rows = await db
    .select({
      id: friendRequests.id,
      createdAt: friendRequests.createdAt,
      ...publicAuthorColumns,
      gender: users.gender,
    })
    .from(friendRequests)
    .innerJoin(users, eq(users.id, friendRequests.fromUserId))
    .where(and(eq(friendRequests.toUserId, userId), eq(friendRequests.status, "pending")))
    .orderBy(friendRequests.id)
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    from: { userId: r.userId, userName: r.userName, nickName: r.nickName, avatarPath: r.avatarPath, gender: genderOf(r.gender) },
  }))
}

/** Accepts a pending request to the member; answers the new friend. */
export const acceptFriendRequest = (db: Db, userId: number, id: number, now: number): Promise<FriendInfo> =>
  db.transaction(async (tx) => {
    const [request] = await tx
      .update(friendRequests)
      .set({ status: "accepted", decidedAt: new Date(now) })
      .where(and(eq(friendRequests.id, id), eq(friendRequests.toUserId, userId), eq(friendRequests.status, "pending")))
      .returning()
    if (!request) throw notFound(FRIEND_REQUEST_MESSAGES.requestGone)
    const friendship = await befriend(tx, request.fromUserId, userId)
    const other = await findUser(tx, { id: request.fromUserId })
    if (!other) throw notFound(FRIEND_REQUEST_MESSAGES.noUser)
    return friendInfo({ ...other, friendsId: friendship.id, since: friendship.createdAt })
  })

/** Declines a pending request to the member; answers the request. */
export const declineFriendRequest = async (db: Db, userId: number, id: number, now: number) => {
  const [request] = await db
    .update(friendRequests)
    .set({ status: "declined", decidedAt: new Date(now) })
    .where(and(eq(friendRequests.id, id), eq(friendRequests.toUserId, userId), eq(friendRequests.status, "pending")))
    .returning()
  if (!request) throw notFound(FRIEND_REQUEST_MESSAGES.requestGone)
  return request
}

/** Ends friendships of the member by id; answers the other members. */
export const removeFriendships = async (db: Db, userId: number, ids: ReadonlyArray<number>): Promise<number[]> => {
  const removed = await db
    .delete(friendships)
    .where(and(inArray(friendships.id, [...ids]), or(eq(friendships.userLow, userId), eq(friendships.userHigh, userId))))
    .returning()
  return removed.map((row) => (row.userLow === userId ? row.userHigh : row.userLow))
}
