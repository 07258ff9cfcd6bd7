import { PERMISSIONS, requires } from "../admin/index.ts"
import { Schema } from "effect"
import { endpoint } from "../core/endpoint.ts"
import {
  AdminNewsItem,
  AdminNewsPage,
  MyNewsItem,
  MyNewsPage,
  NewsCategoryValue,
  NewsDetail,
  NewsPage,
  NewsStatusValue,
} from "./entities/news.ts"
import { IdParam, PageQuery, Text } from "../member/endpoints/common.ts"
import { NameText } from "../core/validation/boundary.ts"

const ADMIN = requires(PERMISSIONS.reviewContent)

/** The publishing form; texts are bounded well above the rule so that the rule's own message answers. */
const NewsFormBody = Schema.Struct({
  title: NameText(200),
  summary: Text(1000),
  body: Text(40_000),
  category: Text(40),
  cover: Text(300),
})

/**
 * Industry news (行业资讯, spec 1 §2.2: /news, /news/detail, /account/news, /account/news/push,
 * /account/news/my): the public list and article, the member's own articles, publishing by
 * certified members and the administrators' review. Paths are ours (docs/decisions.md,
 * "News articles: publishing, review and display").
 */
export const newsEndpoints = {
  newsList: endpoint({
    method: "GET",
    path: "/api/news",
    access: "public",
    query: Schema.Struct({
      ...PageQuery,
      keyword: Schema.optional(Text(100)),
      category: Schema.optional(NewsCategoryValue),
    }),
    response: NewsPage,
    errors: [400],
    sharedRead: true,
  }),
  /** A published article for everyone (and a view counted); the author's and administrators' own states too. */
  newsDetail: endpoint({
    method: "GET",
    path: "/api/news/detail/{id}",
    access: "optional",
    params: IdParam,
    response: NewsDetail,
    errors: [400, 404],
  }),
  newsMy: endpoint({
    method: "GET",
    path: "/api/news/my",
    access: "member",
    query: Schema.Struct({ ...PageQuery, status: Schema.optional(NewsStatusValue) }),
    response: MyNewsPage,
    errors: [400],
  }),
  /** One of the member's own articles, for the edit form. */
  newsMyItem: endpoint({
    method: "GET",
    path: "/api/news/my/{id}",
    access: "member",
    params: IdParam,
    response: MyNewsItem,
    errors: [400, 404],
  }),
  newsCreate: endpoint({
    method: "POST",
    path: "/api/news",
    access: "member",
    body: NewsFormBody,
    response: MyNewsItem,
    errors: [400],
  }),
  /** Edits one of the member's own articles; it goes back to review. */
  newsUpdate: endpoint({
    method: "PUT",
    path: "/api/news/{id}",
    access: "member",
    params: IdParam,
    body: NewsFormBody,
    response: MyNewsItem,
    errors: [400, 404],
  }),
  newsDelete: endpoint({
    method: "DELETE",
    path: "/api/news/{id}",
    access: "member",
    params: IdParam,
    response: Schema.Struct({ ok: Schema.Boolean }),
    errors: [400, 404],
  }),

  // Review
  adminNewsList: endpoint({
    method: "GET",
    path: "/api/admin/news",
    access: ADMIN,
    query: Schema.Struct({ ...PageQuery, status: Schema.optional(NewsStatusValue) }),
    response: AdminNewsPage,
    errors: [400],
  }),
  adminNewsApprove: endpoint({
    method: "POST",
    path: "/api/admin/news/{id}/approve",
    access: ADMIN,
    params: IdParam,
    response: AdminNewsItem,
    errors: [400, 404, 409],
  }),
  adminNewsReject: endpoint({
    method: "POST",
    path: "/api/admin/news/{id}/reject",
    access: ADMIN,
    params: IdParam,
    body: Schema.Struct({ reason: Text(400) }),
    response: AdminNewsItem,
    errors: [400, 404, 409],
  }),
} as const
