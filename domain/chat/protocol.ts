/**
 * What travels between the browser and the server about chat: the stored message, the
 * conversation summary, and the frames of the websocket `/ws?token=<session token>`.
 *
 * Server to browser: `ready` once the token is accepted; `message` for every message the
 * member sends or receives (in any tab); `sync` answering a catch-up; `read` when the member
 * read a conversation in another tab; `push` for account notices (INFO, ERROR, WARNING,
 * SUCCESS, TIPS, TOKEN-WEB or none); `friends` when a request arrives, is accepted or a
 * friendship ends; `pong` answering `ping`.
 * Browser to server: `sync` (everything after the last id it holds) and `ping`.
 */
import { Schema } from "effect"
import { Count, Id } from "../core/entities/common.ts"
import { boundaryProblem } from "../core/validation/boundary.ts"

export const ChatMessageRecord = Schema.Struct({
  id: Id,
  from: Id,
  to: Id,
  text: Schema.String,
  /** ISO time the server stored it. */
  createdAt: Schema.String,
})
export type ChatMessageRecord = typeof ChatMessageRecord.Type

export const PeerType = Schema.Literals(["member", "sys", "merchant"])

/** Who a person is wherever chat and friends name them: the conversation list, the friends list and the card. */
export const PeerFields = {
  userId: Id,
  userName: Schema.String,
  nickName: Schema.String,
  avatarPath: Schema.String,
  gender: Schema.Literals(["男", "女"]),
  type: PeerType,
}

/** Someone the member can chat with, as the conversation list shows them. */
export const ChatPeer = Schema.Struct({
  ...PeerFields,
  relation: Schema.Literals(["friend", "nofriend", "oneself"]),
  friendsId: Schema.NullOr(Id),
  /** Whether the member may write to them now (see mayMessage). */
  canMessage: Schema.Boolean,
})
export type ChatPeer = typeof ChatPeer.Type

export const Conversation = Schema.Struct({
  peer: ChatPeer,
  lastMessage: Schema.NullOr(ChatMessageRecord),
  unread: Count,
})
export type Conversation = typeof Conversation.Type

export const SyncFrame = Schema.Struct({ type: Schema.Literal("sync"), after: Count })
export const PingFrame = Schema.Struct({ type: Schema.Literal("ping") })
export const ClientFrame = Schema.Union([SyncFrame, PingFrame])
export type ClientFrame = typeof ClientFrame.Type

export const FriendsEvent = Schema.Literals(["request", "accepted", "deleted"])
export type FriendsEvent = typeof FriendsEvent.Type

export const PushNotice = Schema.Struct({
  msgType: Schema.NullOr(Schema.String),
  title: Schema.NullOr(Schema.String),
  msg: Schema.String,
})
export type PushNotice = typeof PushNotice.Type

export const ServerFrame = Schema.Union([
  /** `lastId`: the newest message of the member when the socket opened (where a first catch-up starts). */
  Schema.Struct({ type: Schema.Literal("ready"), userId: Id, lastId: Count }),
  Schema.Struct({ type: Schema.Literal("message"), message: ChatMessageRecord }),
  Schema.Struct({ type: Schema.Literal("sync"), messages: Schema.Array(ChatMessageRecord), more: Schema.Boolean }),
  Schema.Struct({ type: Schema.Literal("read"), peerId: Id, upTo: Count }),
  Schema.Struct({ type: Schema.Literal("push"), notice: PushNotice }),
  Schema.Struct({ type: Schema.Literal("friends"), event: FriendsEvent, userId: Id }),
  Schema.Struct({ type: Schema.Literal("pong") }),
])
export type ServerFrame = typeof ServerFrame.Type

const decodeClient = Schema.decodeUnknownExit(ClientFrame)
const decodeServer = Schema.decodeUnknownExit(ServerFrame)

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** A browser frame, or null when the text is not one. */
export function parseClientFrame(text: string): ClientFrame | null {
  const raw = parse(text)
  if (boundaryProblem(raw)) return null
  const result = decodeClient(raw)
  return result._tag === "Success" ? result.value : null
}

/** A server frame, or null when the text is not one. */
export function parseServerFrame(text: string): ServerFrame | null {
  const result = decodeServer(parse(text))
  return result._tag === "Success" ? result.value : null
}
