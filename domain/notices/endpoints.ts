import { Schema } from "effect"
import { endpoint } from "../core/endpoint.ts"
import { IdNumber, NameText, SafeText } from "../core/validation/boundary.ts"
import { IdParam, PageQuery } from "../member/endpoints/common.ts"
import { AnnouncementDetail, AnnouncementKindValue, AnnouncementPage, AnnouncementRecord } from "./entities.ts"

const ADMIN = { roles: ["ROLE_ADMIN"] } as const

/** Bounded above the rule (domain/notices/announcement.ts) so that the rule's own message answers. */
const AnnouncementBody = Schema.Struct({
  kind: AnnouncementKindValue,
  category: SafeText(40),
  title: NameText(200),
  summary: SafeText(1000),
  content: SafeText(60_000),
  brand: NameText(100),
  productIds: Schema.Array(IdNumber).check(Schema.isMaxLength(50)),
  pinned: Schema.Boolean,
})

/**
 * 网站公告 and 质量公告 (spec 1 §2.2 /announcement, /announcement_detail, /quality,
 * /quality_detail): the public lists and notices, and their administration. Paths are ours.
 */
export const noticesEndpoints = {
  announcementList: endpoint({
    method: "GET",
    path: "/api/announcements",
    access: "public",
    query: Schema.Struct({ ...PageQuery, kind: AnnouncementKindValue, category: Schema.optional(SafeText(40)), keyword: Schema.optional(SafeText(50)) }),
    response: AnnouncementPage,
    errors: [400],
  }),
  /** One notice; each reading counts a view. */
  announcementDetail: endpoint({
    method: "GET",
    path: "/api/announcements/{id}",
    access: "public",
    params: IdParam,
    response: AnnouncementDetail,
    errors: [400, 404],
  }),
  adminAnnouncementGet: endpoint({ method: "GET", path: "/api/admin/announcements/{id}", access: ADMIN, params: IdParam, response: AnnouncementRecord, errors: [400, 404] }),
  adminAnnouncementCreate: endpoint({ method: "POST", path: "/api/admin/announcements", access: ADMIN, body: AnnouncementBody, response: AnnouncementRecord, errors: [400, 404] }),
  adminAnnouncementUpdate: endpoint({
    method: "PUT",
    path: "/api/admin/announcements/{id}",
    access: ADMIN,
    params: IdParam,
    body: AnnouncementBody,
    response: AnnouncementRecord,
    errors: [400, 404],
  }),
  adminAnnouncementDelete: endpoint({
    method: "DELETE",
    path: "/api/admin/announcements/{id}",
    access: ADMIN,
    params: IdParam,
    response: Schema.Struct({ deleted: Schema.Boolean }),
    errors: [400, 404],
  }),
} as const
