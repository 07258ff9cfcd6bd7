import { PERMISSIONS, requires } from "../admin/index.ts"
import { Schema } from "effect"
import { endpoint } from "../core/endpoint.ts"
import { IdNumber, NameText, SafeText } from "../core/validation/boundary.ts"
import { DashboardDays, Encrypted, IdempotencyKey, IdParam, IdFromString, Ok, PageQuery } from "../member/endpoints/common.ts"
import {
  DepositPayResult,
  JoinStatus,
  MakerApplication,
  MakerApplicationPage,
  MakerProfile,
  MakerWork,
  MakerWorkPage,
  MakerVideoStats,
  MicroComment,
  MicroCommentPage,
  ShortVideo,
  ShortVideoPage,
  ApplicationStateValue,
  WorkStateValue,
} from "./entities.ts"

const ADMIN = requires(PERMISSIONS.reviewContent)

/** 推荐, 关注 or a category key of MICRO_CATEGORIES. */
const FeedTab = SafeText(20)

const Reason = Schema.Struct({ reason: SafeText(200) })

const WorkBody = Schema.Struct({
  title: NameText(100),
  category: SafeText(20),
  tags: Schema.Array(NameText(20)).check(Schema.isMaxLength(10)),
  video: SafeText(200),
  cover: SafeText(200),
})

/**
 * Makers (spec 1 §2.2 /micro and /account/mine; paths are ours): the short-video feeds, likes,
 * comments and follows members use, joining with the deposit, the maker's works and their
 * comments, and the administrators' reviews.
 */
export const makerEndpoints = {
  microFeed: endpoint({
    method: "GET",
    path: "/api/micro/feed",
    access: "optional",
    query: Schema.Struct({ ...PageQuery, tab: FeedTab }),
    response: ShortVideoPage,
    errors: [400],
  }),
  microSearch: endpoint({
    method: "GET",
    path: "/api/micro/search",
    access: "optional",
    query: Schema.Struct({ ...PageQuery, keyword: SafeText(50) }),
    response: ShortVideoPage,
    errors: [400],
  }),
  microVideo: endpoint({ method: "GET", path: "/api/micro/videos/{id}", access: "optional", params: IdParam, response: ShortVideo, errors: [400, 404] }),
  /** Counts one view per member (or visitor address) per day; answers the count. */
  microView: endpoint({
    method: "POST",
    path: "/api/micro/videos/{id}/view",
    access: "optional",
    params: IdParam,
    response: Schema.Struct({ views: Schema.Number, counted: Schema.Boolean }),
    errors: [400, 404],
  }),
  microLike: endpoint({
    method: "POST",
    path: "/api/micro/videos/{id}/like",
    access: "member",
    params: IdParam,
    body: Schema.Struct({ liked: Schema.Boolean }),
    response: Schema.Struct({ liked: Schema.Boolean, likes: Schema.Number }),
    errors: [400, 404],
  }),
  microComments: endpoint({
    method: "GET",
    path: "/api/micro/videos/{id}/comments",
    access: "public",
    params: IdParam,
    query: Schema.Struct(PageQuery),
    response: MicroCommentPage,
    errors: [400, 404],
  }),
  microComment: endpoint({
    method: "POST",
    path: "/api/micro/videos/{id}/comments",
    access: "member",
    params: IdParam,
    body: Schema.Struct({ content: SafeText(400) }),
    response: MicroComment,
    errors: [400, 404],
  }),
  microFollow: endpoint({
    method: "POST",
    path: "/api/micro/makers/{id}/follow",
    access: "member",
    params: IdParam,
    body: Schema.Struct({ followed: Schema.Boolean }),
    response: Schema.Struct({ followed: Schema.Boolean, followers: Schema.Number }),
    errors: [400, 404],
  }),
  microMaker: endpoint({ method: "GET", path: "/api/micro/makers/{id}", access: "optional", params: IdParam, response: MakerProfile, errors: [400, 404] }),
  microMakerVideos: endpoint({
    method: "GET",
    path: "/api/micro/makers/{id}/videos",
    access: "optional",
    params: IdParam,
    query: Schema.Struct({ ...PageQuery, liked: Schema.optional(Schema.Literals(["true", "false"])) }),
    response: ShortVideoPage,
    errors: [400, 404],
  }),

  makerJoinStatus: endpoint({ method: "GET", path: "/api/maker/join", access: "member", response: JoinStatus, errors: [] }),
  makerApply: endpoint({
    method: "POST",
    path: "/api/maker/join",
    access: "member",
    body: Schema.Struct({ displayName: NameText(40), field: SafeText(20), intro: SafeText(600), sample: SafeText(200) }),
    response: MakerApplication,
    errors: [400, 403, 409],
  }),
  makerDepositPay: endpoint({
    method: "POST",
    path: "/api/maker/deposit/balance/pay",
    access: "member",
    body: Schema.Struct({ applicationId: IdNumber, payPass: Encrypted, idempotencyKey: IdempotencyKey }),
    response: DepositPayResult,
    errors: [400, 404, 409, 429],
  }),
  makerLeave: endpoint({ method: "POST", path: "/api/maker/leave", access: "member", response: Ok, errors: [403, 409] }),

  makerWorks: endpoint({
    method: "GET",
    path: "/api/maker/works",
    access: "member",
    query: Schema.Struct({ ...PageQuery, state: Schema.optional(WorkStateValue) }),
    response: MakerWorkPage,
    errors: [400, 403],
  }),
  makerWorkCreate: endpoint({ method: "POST", path: "/api/maker/works", access: "member", body: WorkBody, response: MakerWork, errors: [400, 403] }),
  makerWorkVisibility: endpoint({
    method: "PUT",
    path: "/api/maker/works/{id}/visibility",
    access: "member",
    params: IdParam,
    body: Schema.Struct({ hidden: Schema.Boolean }),
    response: MakerWork,
    errors: [400, 403, 404, 409],
  }),
  makerWorkDelete: endpoint({ method: "DELETE", path: "/api/maker/works/{id}", access: "member", params: IdParam, response: Ok, errors: [400, 403, 404] }),
  /** Views, likes, comments and new followers per China day of a range (at most 92 days). */
  makerVideoStats: endpoint({
    method: "GET",
    path: "/api/maker/stats/videos",
    access: "member",
    query: DashboardDays,
    response: MakerVideoStats,
    errors: [400, 403],
  }),
  makerComments: endpoint({
    method: "GET",
    path: "/api/maker/comments",
    access: "member",
    query: Schema.Struct({ ...PageQuery, videoId: Schema.optional(IdFromString) }),
    response: MicroCommentPage,
    errors: [400, 403],
  }),
  makerCommentVisibility: endpoint({
    method: "PUT",
    path: "/api/maker/comments/{id}/visibility",
    access: "member",
    params: IdParam,
    body: Schema.Struct({ hidden: Schema.Boolean }),
    response: MicroComment,
    errors: [400, 403, 404],
  }),

  adminMakerApplications: endpoint({
    method: "GET",
    path: "/api/admin/maker/applications",
    access: ADMIN,
    query: Schema.Struct({ ...PageQuery, state: ApplicationStateValue }),
    response: MakerApplicationPage,
    errors: [400],
  }),
  adminMakerApprove: endpoint({
    method: "POST",
    path: "/api/admin/maker/applications/{id}/approve",
    access: ADMIN,
    params: IdParam,
    response: MakerApplication,
    errors: [400, 404, 409],
  }),
  adminMakerReject: endpoint({
    method: "POST",
    path: "/api/admin/maker/applications/{id}/reject",
    access: ADMIN,
    params: IdParam,
    body: Reason,
    response: MakerApplication,
    errors: [400, 404, 409],
  }),
  adminMicroWorks: endpoint({
    method: "GET",
    path: "/api/admin/maker/works",
    access: ADMIN,
    query: Schema.Struct({ ...PageQuery, state: WorkStateValue }),
    response: MakerWorkPage,
    errors: [400],
  }),
  adminMicroWorkApprove: endpoint({
    method: "POST",
    path: "/api/admin/maker/works/{id}/approve",
    access: ADMIN,
    params: IdParam,
    response: MakerWork,
    errors: [400, 404, 409],
  }),
  adminMicroWorkReject: endpoint({
    method: "POST",
    path: "/api/admin/maker/works/{id}/reject",
    access: ADMIN,
    params: IdParam,
    body: Reason,
    response: MakerWork,
    errors: [400, 404, 409],
  }),
} as const
