import { PERMISSIONS, requires } from "../admin/index.ts"
import { Schema } from "effect"
import { endpoint } from "../core/endpoint.ts"
import { IdFromString, IdParam, Ok, PageQuery, PositiveId, Text } from "../member/endpoints/common.ts"
import { NameText } from "../core/validation/boundary.ts"
import {
  ForumBoardList,
  ForumCreated,
  ForumLikeResult,
  ForumModeration,
  ForumReply,
  ForumReplyPage,
  ForumReportPage,
  ForumReportStatusValue,
  ForumSortValue,
  ForumTargetValue,
  ForumTopicDetail,
  ForumTopicPage,
  MyForumReplyPage,
  MyForumTopicPage,
} from "./forum-entities.ts"

const ADMIN = requires(PERMISSIONS.reviewContent)

/** The topic form; texts are bounded well above the rule so that the rule's own message answers. */
const TopicBody = Schema.Struct({
  boardId: Schema.NullOr(PositiveId),
  title: NameText(200),
  bodyHtml: Text(120_000),
})

const LikeBody = Schema.Struct({ liked: Schema.Boolean })

/**
 * The forum (论坛, spec 1 §2.2: /bbs, /bbs/detail, /account/bbs; §3 the profile card's
 * bbsCount): boards, topics and replies with quotes, likes, 置顶 and 精华, reports and their
 * handling by administrators. Paths are ours (docs/decisions.md, "Forum").
 */
export const forumEndpoints = {
  forumBoards: endpoint({
    method: "GET",
    path: "/api/bbs/boards",
    access: "public",
    response: ForumBoardList,
    errors: [],
  }),
  /** Visible topics, pinned first within a board; `keyword` searches titles and bodies. */
  forumTopics: endpoint({
    method: "GET",
    path: "/api/bbs/topics",
    access: "public",
    query: Schema.Struct({
      ...PageQuery,
      board: Schema.optional(IdFromString),
      sort: Schema.optional(ForumSortValue),
      keyword: Schema.optional(Text(100)),
    }),
    response: ForumTopicPage,
    errors: [400],
  }),
  /** A visible topic for everyone (a view counted); a hidden one only for its author. */
  forumTopic: endpoint({
    method: "GET",
    path: "/api/bbs/topics/{id}",
    access: "optional",
    params: IdParam,
    response: ForumTopicDetail,
    errors: [400, 404],
  }),
  forumTopicCreate: endpoint({
    method: "POST",
    path: "/api/bbs/topics",
    access: "member",
    body: TopicBody,
    response: ForumCreated,
    errors: [400, 404],
  }),
  forumTopicUpdate: endpoint({
    method: "PUT",
    path: "/api/bbs/topics/{id}",
    access: "member",
    params: IdParam,
    body: TopicBody,
    response: ForumCreated,
    errors: [400, 403, 404],
  }),
  forumTopicDelete: endpoint({
    method: "DELETE",
    path: "/api/bbs/topics/{id}",
    access: "member",
    params: IdParam,
    response: Ok,
    errors: [400, 403, 404],
  }),
  /** Sets the member's like (idempotent: the same value twice changes nothing). */
  forumTopicLike: endpoint({
    method: "POST",
    path: "/api/bbs/topics/{id}/like",
    access: "member",
    params: IdParam,
    body: LikeBody,
    response: ForumLikeResult,
    errors: [400, 404],
  }),
  /** 置顶 and 精华: administrators and the board's moderators. */
  forumTopicModerate: endpoint({
    method: "POST",
    path: "/api/bbs/topics/{id}/moderate",
    access: "member",
    params: IdParam,
    body: Schema.Struct({ pinned: Schema.optional(Schema.Boolean), featured: Schema.optional(Schema.Boolean) }),
    response: ForumModeration,
    errors: [400, 403, 404],
  }),
  forumReplies: endpoint({
    method: "GET",
    path: "/api/bbs/topics/{id}/replies",
    access: "optional",
    params: IdParam,
    query: Schema.Struct(PageQuery),
    response: ForumReplyPage,
    errors: [400, 404],
  }),
  /** A reply, quoting the topic (`quote: "topic"`) or a reply of the topic (`quoteReplyId`). */
  forumReplyCreate: endpoint({
    method: "POST",
    path: "/api/bbs/topics/{id}/replies",
    access: "member",
    params: IdParam,
    body: Schema.Struct({
      bodyHtml: Text(40_000),
      quote: Schema.optional(Schema.NullOr(ForumTargetValue)),
      quoteReplyId: Schema.optional(Schema.NullOr(PositiveId)),
    }),
    response: ForumReply,
    errors: [400, 404],
  }),
  forumReplyDelete: endpoint({
    method: "DELETE",
    path: "/api/bbs/replies/{id}",
    access: "member",
    params: IdParam,
    response: Ok,
    errors: [400, 403, 404],
  }),
  forumReplyLike: endpoint({
    method: "POST",
    path: "/api/bbs/replies/{id}/like",
    access: "member",
    params: IdParam,
    body: LikeBody,
    response: ForumLikeResult,
    errors: [400, 404],
  }),
  forumReport: endpoint({
    method: "POST",
    path: "/api/bbs/reports",
    access: "member",
    body: Schema.Struct({ targetType: ForumTargetValue, targetId: PositiveId, reason: Text(40), detail: Text(1000) }),
    response: Ok,
    errors: [400, 404, 409],
  }),
  forumMyTopics: endpoint({
    method: "GET",
    path: "/api/bbs/my/topics",
    access: "member",
    query: Schema.Struct(PageQuery),
    response: MyForumTopicPage,
    errors: [400],
  }),
  forumMyReplies: endpoint({
    method: "GET",
    path: "/api/bbs/my/replies",
    access: "member",
    query: Schema.Struct(PageQuery),
    response: MyForumReplyPage,
    errors: [400],
  }),
  adminForumReports: endpoint({
    method: "GET",
    path: "/api/admin/bbs/reports",
    access: ADMIN,
    query: Schema.Struct({ ...PageQuery, status: Schema.optional(ForumReportStatusValue) }),
    response: ForumReportPage,
    errors: [400],
  }),
  /** Hides the reported topic or reply; every open report of it is closed as 已隐藏. */
  adminForumReportHide: endpoint({
    method: "POST",
    path: "/api/admin/bbs/reports/{id}/hide",
    access: ADMIN,
    params: IdParam,
    response: Ok,
    errors: [400, 404, 409],
  }),
  adminForumReportDismiss: endpoint({
    method: "POST",
    path: "/api/admin/bbs/reports/{id}/dismiss",
    access: ADMIN,
    params: IdParam,
    response: Ok,
    errors: [400, 404, 409],
  }),
} as const
