import { PERMISSIONS, requires } from "../admin/index.ts"
import { Schema } from "effect"
import { endpoint } from "../core/endpoint.ts"
import { DashboardDays, IdParam, PageQuery, Text } from "../member/endpoints/common.ts"
import {
  ArticleStats,
  AdminScienceItem,
  AdminSciencePage,
  MyScienceItem,
  MySciencePage,
  ScienceCategoryValue,
  ScienceChannelValue,
  ScienceComment,
  ScienceCommentPage,
  ScienceDetail,
  ScienceLikeResult,
  SciencePage,
  ScienceStatusValue,
} from "./entities.ts"
import { forumEndpoints } from "./forum-endpoints.ts"

const ADMIN = requires(PERMISSIONS.reviewContent)

/** The publishing form; texts are bounded well above the rule so that the rule's own message answers. */
const ScienceFormBody = Schema.Struct({
  title: Text(200),
  summary: Text(1000),
  bodyHtml: Text(120_000),
  category: Text(40),
  cover: Text(300),
})

/**
 * Science articles (spec 1 §2.2: /healthy, /cosmeto, /account/science, /account/science/push):
 * the public lists of both channels, the article with likes and comments, the member's own
 * articles, publishing by certified members and the administrators' review. Paths are ours
 * (docs/decisions.md, "Science articles").
 */
export const communityEndpoints = {
  /**
   * 图文数据 (/account/mine/monitor_image): the caller's published science articles per China day of
   * a range of at most 92 days — views, new likes and comments — and their totals now.
   */
  makerArticleStats: endpoint({
    method: "GET",
    path: "/api/maker/stats/articles",
    access: "makerCentre",
    query: DashboardDays,
    response: ArticleStats,
    errors: [400],
  }),
  scienceList: endpoint({
    method: "GET",
    path: "/api/science",
    access: "public",
    query: Schema.Struct({
      ...PageQuery,
      channel: ScienceChannelValue,
      keyword: Schema.optional(Text(100)),
      category: Schema.optional(ScienceCategoryValue),
    }),
    response: SciencePage,
    errors: [400],
  }),
  scienceDetail: endpoint({
    method: "GET",
    path: "/api/science/detail/{id}",
    access: "optional",
    params: IdParam,
    response: ScienceDetail,
    errors: [400, 404],
  }),
  scienceComments: endpoint({
    method: "GET",
    path: "/api/science/{id}/comments",
    access: "public",
    params: IdParam,
    query: Schema.Struct(PageQuery),
    response: ScienceCommentPage,
    errors: [400, 404],
  }),
  scienceComment: endpoint({
    method: "POST",
    path: "/api/science/{id}/comments",
    access: "member",
    params: IdParam,
    body: Schema.Struct({ content: Text(2000) }),
    response: ScienceComment,
    errors: [400, 404],
  }),
  /** Likes or unlikes a published article (a toggle). */
  scienceLike: endpoint({
    method: "POST",
    path: "/api/science/{id}/like",
    access: "member",
    params: IdParam,
    response: ScienceLikeResult,
    errors: [400, 404],
  }),
  scienceMy: endpoint({
    method: "GET",
    path: "/api/science/my",
    access: "member",
    query: Schema.Struct({ ...PageQuery, status: Schema.optional(ScienceStatusValue) }),
    response: MySciencePage,
    errors: [400],
  }),
  scienceMyItem: endpoint({
    method: "GET",
    path: "/api/science/my/{id}",
    access: "member",
    params: IdParam,
    response: MyScienceItem,
    errors: [400, 404],
  }),
  scienceCreate: endpoint({
    method: "POST",
    path: "/api/science",
    access: "member",
    body: ScienceFormBody,
    response: MyScienceItem,
    errors: [400],
  }),
  scienceUpdate: endpoint({
    method: "PUT",
    path: "/api/science/{id}",
    access: "member",
    params: IdParam,
    body: ScienceFormBody,
    response: MyScienceItem,
    errors: [400, 404],
  }),
  scienceDelete: endpoint({
    method: "DELETE",
    path: "/api/science/{id}",
    access: "member",
    params: IdParam,
    response: Schema.Struct({ ok: Schema.Boolean }),
    errors: [400, 404],
  }),
  adminScienceList: endpoint({
    method: "GET",
    path: "/api/admin/science",
    access: ADMIN,
    query: Schema.Struct({ ...PageQuery, status: Schema.optional(ScienceStatusValue) }),
    response: AdminSciencePage,
    errors: [400],
  }),
  adminScienceApprove: endpoint({
    method: "POST",
    path: "/api/admin/science/{id}/approve",
    access: ADMIN,
    params: IdParam,
    response: AdminScienceItem,
    errors: [400, 404, 409],
  }),
  adminScienceReject: endpoint({
    method: "POST",
    path: "/api/admin/science/{id}/reject",
    access: ADMIN,
    params: IdParam,
    body: Schema.Struct({ reason: Text(400) }),
    response: AdminScienceItem,
    errors: [400, 404, 409],
  }),
  ...forumEndpoints,
} as const
