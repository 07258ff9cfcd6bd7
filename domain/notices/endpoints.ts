import { PERMISSIONS, requires } from "../admin/index.ts"
import { Schema } from "effect"
import { endpoint } from "../core/endpoint.ts"
import { IdNumber, NameText, SafeText } from "../core/validation/boundary.ts"
import { IdParam, PageQuery } from "../member/endpoints/common.ts"
import { ActivityDetail, ActivityPage } from "./activity.ts"
import {
  AnnouncementDetail,
  AnnouncementKindValue,
  AnnouncementPage,
  AnnouncementRecord,
  CentreNoticeAudienceValue,
  CentreNoticeDetail,
  CentreNoticePage,
  CentreNoticeRecord,
  CentreNoticeRecordPage,
} from "./entities.ts"

const ADMIN = requires(PERMISSIONS.site)

/** Bounded above the rule (domain/notices/announcement.ts) so that the rule's own message answers. */
const ActivityBody = Schema.Struct({
  title: NameText(120),
  summary: SafeText(400),
  cover: SafeText(200),
  content: SafeText(60_000),
  startTime: SafeText(40),
  endTime: SafeText(40),
  joinHref: SafeText(200),
  joinLabel: NameText(30),
})

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

const CentreNoticeBody = Schema.Struct({
  title: NameText(200),
  content: SafeText(60_000),
  audience: CentreNoticeAudienceValue,
  published: Schema.Boolean,
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
  /**
   * 公告通知 of the maker centre (/account/mine/notice): the published notices of the caller's
   * audiences, newest first, each marked read or not, with the count of unread ones.
   */
  centreNoticeList: endpoint({ method: "GET", path: "/api/maker-centre/notices", access: "makerCentre", query: Schema.Struct(PageQuery), response: CentreNoticePage, errors: [400] }),
  /** One notice (/account/mine/notice_detail); reading it marks it read for the caller. */
  centreNoticeDetail: endpoint({ method: "GET", path: "/api/maker-centre/notices/{id}", access: "makerCentre", params: IdParam, response: CentreNoticeDetail, errors: [400, 404] }),
  adminCentreNoticeList: endpoint({ method: "GET", path: "/api/admin/centre-notices", access: ADMIN, query: Schema.Struct(PageQuery), response: CentreNoticeRecordPage, errors: [400] }),
  adminCentreNoticeCreate: endpoint({ method: "POST", path: "/api/admin/centre-notices", access: ADMIN, body: CentreNoticeBody, response: CentreNoticeRecord, errors: [400] }),
  adminCentreNoticeUpdate: endpoint({
    method: "PUT",
    path: "/api/admin/centre-notices/{id}",
    access: ADMIN,
    params: IdParam,
    body: CentreNoticeBody,
    response: CentreNoticeRecord,
    errors: [400, 404],
  }),
  adminCentreNoticeDelete: endpoint({
    method: "DELETE",
    path: "/api/admin/centre-notices/{id}",
    access: ADMIN,
    params: IdParam,
    response: Schema.Struct({ deleted: Schema.Boolean }),
    errors: [400, 404],
  }),
  /** 活动 (/activity/detail): the list, newest first, and one activity; each reading counts a view. */
  activityList: endpoint({ method: "GET", path: "/api/activities", access: "public", query: Schema.Struct(PageQuery), response: ActivityPage, errors: [400] }),
  activityDetail: endpoint({ method: "GET", path: "/api/activities/{id}", access: "public", params: IdParam, response: ActivityDetail, errors: [400, 404] }),
  adminActivityCreate: endpoint({ method: "POST", path: "/api/admin/activities", access: ADMIN, body: ActivityBody, response: ActivityDetail, errors: [400] }),
  adminActivityUpdate: endpoint({ method: "PUT", path: "/api/admin/activities/{id}", access: ADMIN, params: IdParam, body: ActivityBody, response: ActivityDetail, errors: [400, 404] }),
  adminActivityDelete: endpoint({ method: "DELETE", path: "/api/admin/activities/{id}", access: ADMIN, params: IdParam, response: Schema.Struct({ deleted: Schema.Boolean }), errors: [400, 404] }),
} as const
