import { Schema } from "effect"
import { IdFromString as BoundaryIdFromString } from "../core/validation/boundary.ts"
import { endpoint } from "../core/endpoint.ts"
import { Count, Id } from "../core/entities/common.ts"
import { ChatMessageRecord, PeerFields } from "./protocol.ts"

/**
 * Friends (spec 1 §7) and the profile card (spec 1 §2.4, §3). A friend request is made by
 * user name and waits for the other side to accept or decline it; `relation` on the card is
 * `applied` while the member's own request waits.
 */

const IdFromString = BoundaryIdFromString
const IdParam = Schema.Struct({ id: IdFromString })

const CardRelation = Schema.Literals(["nofriend", "applied", "friend", "oneself"])
export type CardRelation = typeof CardRelation.Type

/** The hover card of a user (spec 1 §3), with `applied` for a request that waits. */
export const UserCard = Schema.Struct({
  ...PeerFields,
  headerImage: Schema.String,
  /** Articles. */
  newsCount: Count,
  /** Forum posts. */
  bbsCount: Count,
  relation: CardRelation,
  /** The friendship's id when they are friends (used to delete it). */
  friendsId: Schema.NullOr(Id),
})
export type UserCard = typeof UserCard.Type

export const FriendInfo = Schema.Struct({
  friendsId: Id,
  ...PeerFields,
  /** ISO time they became friends. */
  since: Schema.String,
})
export type FriendInfo = typeof FriendInfo.Type

const FriendRequest = Schema.Struct({
  id: Id,
  fromUserId: Id,
  toUserId: Id,
  status: Schema.Literals(["pending", "accepted", "declined"]),
  createdAt: Schema.String,
})
export type FriendRequest = typeof FriendRequest.Type

/** A request waiting for the member's answer, with who sent it. */
const IncomingFriendRequest = Schema.Struct({
  id: Id,
  createdAt: Schema.String,
  from: Schema.Struct({
    userId: Id,
    userName: Schema.String,
    nickName: Schema.String,
    avatarPath: Schema.String,
    gender: Schema.Literals(["男", "女"]),
  }),
})
export type IncomingFriendRequest = typeof IncomingFriendRequest.Type

const UserName = Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(64))

export const friendsEndpoints = {
  friendsList: endpoint({
    method: "GET",
    path: "/api/friends",
    access: "member",
    response: Schema.Array(FriendInfo),
    errors: [],
  }),
  /** The card of a user by id (for lists that carry a user id, such as course questions). */
  friendsFind: endpoint({
    method: "GET",
    path: "/api/friends/find/{id}",
    access: "optional",
    params: IdParam,
    response: UserCard,
    errors: [400, 404],
  }),
  /** The member's own waiting request to user {id}, or null. */
  friendsInitiate: endpoint({
    method: "GET",
    path: "/api/friends/initiate/{id}",
    access: "member",
    params: IdParam,
    response: Schema.Struct({ request: Schema.NullOr(FriendRequest) }),
    errors: [400],
  }),
  /** Sends a friend request by user name; when the other side had asked already, they become friends. */
  friendsAdd: endpoint({
    method: "POST",
    path: "/api/friends",
    access: "member",
    body: Schema.Struct({ userName: UserName }),
    response: Schema.Struct({ relation: Schema.Literals(["applied", "friend"]), requestId: Id }),
    errors: [400, 404, 409],
  }),
  /** Ends friendships by their ids (friendsId), both ways. */
  friendsDelete: endpoint({
    method: "DELETE",
    path: "/api/friends",
    access: "member",
    body: Schema.Array(Id).check(Schema.isMinLength(1), Schema.isMaxLength(100)),
    response: Schema.Struct({ deleted: Count }),
    errors: [400],
  }),
  /** A chat message to `to` (a user id, or official_authority); the body is the text itself. */
  friendsSend: endpoint({
    method: "POST",
    path: "/api/friends/send",
    access: "member",
    query: Schema.Struct({ to: Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(32)) }),
    body: Schema.String,
    bodyType: "text",
    response: ChatMessageRecord,
    errors: [400, 403, 404],
    keepsSharedReads: true,
  }),
  friendRequests: endpoint({
    method: "GET",
    path: "/api/friend-requests",
    access: "member",
    response: Schema.Array(IncomingFriendRequest),
    errors: [],
  }),
  friendRequestAccept: endpoint({
    method: "POST",
    path: "/api/friend-requests/{id}/accept",
    access: "member",
    params: IdParam,
    response: FriendInfo,
    errors: [400, 404],
  }),
  friendRequestDecline: endpoint({
    method: "POST",
    path: "/api/friend-requests/{id}/decline",
    access: "member",
    params: IdParam,
    response: Schema.Struct({ id: Id, status: Schema.Literal("declined") }),
    errors: [400, 404],
  }),
  /** The profile card by user name. */
  userCard: endpoint({
    method: "GET",
    path: "/api/users/card/{userName}",
    access: "optional",
    params: Schema.Struct({ userName: UserName }),
    response: UserCard,
    errors: [400, 404],
  }),
  /** A friend by the friendship's id. */
  friendsInfo: endpoint({
    method: "GET",
    path: "/api/friends/{id}",
    access: "member",
    params: IdParam,
    response: FriendInfo,
    errors: [400, 404],
  }),
} as const
