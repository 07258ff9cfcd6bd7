import { Schema } from "effect"
import { IdFromString as BoundaryIdFromString } from "../core/validation/boundary.ts"
import { endpoint } from "../core/endpoint.ts"
import { Count, Id, TotalledPage } from "../core/entities/common.ts"
import { ChatMessageRecord, ChatPeer, Conversation, PushNotice } from "./protocol.ts"

/**
 * Chat (spec 1 §2.4, §4): conversations with unread counts, history paged backwards, read
 * marks, the quick replies of the chat page (spec 2 §2, §5) and the account notices that
 * the server pushes (spec 1 §8), kept for the message list of the user centre.
 */

const IdFromString = BoundaryIdFromString

export const QuickReplyRecord = Schema.Struct({ id: Id, title: Schema.String, content: Schema.String })
export type QuickReplyRecord = typeof QuickReplyRecord.Type

const QuickReplyBody = Schema.Struct({
  title: Schema.String.check(Schema.isMaxLength(200)),
  content: Schema.String.check(Schema.isMaxLength(1000)),
})

const NoticeRecord = Schema.Struct({
  id: Id,
  ...PushNotice.fields,
  createdAt: Schema.String,
  read: Schema.Boolean,
})
export type NoticeRecord = typeof NoticeRecord.Type

export const chatEndpoints = {
  chatConversations: endpoint({
    method: "GET",
    path: "/api/chat/conversations",
    access: "member",
    response: Schema.Struct({ me: ChatPeer, conversations: Schema.Array(Conversation) }),
    errors: [],
  }),
  /** Who `/account/wechat?token=` names: a user id, or official_authority for customer service. */
  chatPeer: endpoint({
    method: "GET",
    path: "/api/chat/peer/{token}",
    access: "member",
    params: Schema.Struct({ token: Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(32)) }),
    response: ChatPeer,
    errors: [400, 404],
  }),
  /** Messages with one user, newest page first, before a message id when given; oldest first in the answer. */
  chatHistory: endpoint({
    method: "GET",
    path: "/api/chat/messages",
    access: "member",
    query: Schema.Struct({
      with: IdFromString,
      before: Schema.optional(IdFromString),
      size: Schema.optional(Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 100 }))),
    }),
    response: Schema.Struct({ messages: Schema.Array(ChatMessageRecord), more: Schema.Boolean }),
    errors: [400],
  }),
  /** Marks the messages from a user up to an id as read. */
  chatRead: endpoint({
    method: "POST",
    path: "/api/chat/read",
    access: "member",
    body: Schema.Struct({ with: Id, upTo: Count }),
    response: Schema.Struct({ marked: Count }),
    errors: [400],
    keepsSharedReads: true,
  }),
  quickReplies: endpoint({
    method: "GET",
    path: "/api/chat/quick-replies",
    access: "member",
    response: Schema.Array(QuickReplyRecord),
    errors: [],
  }),
  quickReplyCreate: endpoint({
    method: "POST",
    path: "/api/chat/quick-replies",
    access: "member",
    body: QuickReplyBody,
    response: QuickReplyRecord,
    errors: [400],
  }),
  quickReplyUpdate: endpoint({
    method: "PUT",
    path: "/api/chat/quick-replies/{id}",
    access: "member",
    params: Schema.Struct({ id: IdFromString }),
    body: QuickReplyBody,
    response: QuickReplyRecord,
    errors: [400, 404],
  }),
  quickReplyDelete: endpoint({
    method: "DELETE",
    path: "/api/chat/quick-replies/{id}",
    access: "member",
    params: Schema.Struct({ id: IdFromString }),
    response: Schema.Struct({ id: Id }),
    errors: [400, 404],
  }),
  /** The member's account notices, newest first. */
  notices: endpoint({
    method: "GET",
    path: "/api/notices",
    access: "member",
    query: Schema.Struct({
      page: Schema.optional(Schema.NumberFromString.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0))),
      size: Schema.optional(Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 50 }))),
    }),
    response: Schema.Struct({ ...TotalledPage(NoticeRecord).fields, unread: Count }),
    errors: [400],
  }),
  noticesRead: endpoint({
    method: "POST",
    path: "/api/notices/read",
    access: "member",
    response: Schema.Struct({ marked: Count }),
    errors: [],
  }),
} as const
