import type { AreaHandlers } from "../core/http/handler.ts"
import { createActivity, deleteActivity, listActivities, readActivity, updateActivity } from "./services/activities.ts"
import { createCentreNotice, deleteCentreNotice, listCentreNoticeRecords, listCentreNotices, readCentreNotice, updateCentreNotice } from "./services/centre-notices.ts"
import { announcementRecord, createAnnouncement, deleteAnnouncement, listAnnouncements, readAnnouncement, updateAnnouncement } from "./services/announcements.ts"

/** 网站公告 and 质量公告: see domain/notices/endpoints.ts. */
export const noticesHandlers = {
  announcementList: async ({ query }, { deps }) => listAnnouncements(deps.db, query),
  announcementDetail: async ({ params }, { deps }) => readAnnouncement(deps.db, params.id),
  adminAnnouncementGet: async ({ params }, { deps }) => announcementRecord(deps.db, params.id),
  adminAnnouncementCreate: async ({ body }, { deps, user }) => createAnnouncement(deps.db, user.id, body, deps.now()),
  adminAnnouncementUpdate: async ({ params, body }, { deps }) => updateAnnouncement(deps.db, params.id, body, deps.now()),
  adminAnnouncementDelete: async ({ params }, { deps }) => {
    await deleteAnnouncement(deps.db, params.id)
    return { deleted: true }
  },
  centreNoticeList: async ({ query }, { deps, user }) => listCentreNotices(deps.db, user, query),
  centreNoticeDetail: async ({ params }, { deps, user }) => readCentreNotice(deps.db, user, params.id, deps.now()),
  adminCentreNoticeList: async ({ query }, { deps }) => listCentreNoticeRecords(deps.db, query),
  adminCentreNoticeCreate: async ({ body }, { deps, user }) => createCentreNotice(deps.db, user.id, body, deps.now()),
  adminCentreNoticeUpdate: async ({ params, body }, { deps }) => updateCentreNotice(deps.db, params.id, body, deps.now()),
  adminCentreNoticeDelete: async ({ params }, { deps }) => {
    await deleteCentreNotice(deps.db, params.id)
    return { deleted: true }
  },
  activityList: async ({ query }, { deps }) => listActivities(deps.db, query, deps.now()),
  activityDetail: async ({ params }, { deps }) => readActivity(deps.db, params.id, deps.now()),
  adminActivityCreate: async ({ body }, { deps, user }) => createActivity(deps.db, user.id, body, deps.now()),
  adminActivityUpdate: async ({ params, body }, { deps }) => updateActivity(deps.db, params.id, body, deps.now()),
  adminActivityDelete: async ({ params }, { deps }) => {
    await deleteActivity(deps.db, params.id)
    return { deleted: true }
  },
} satisfies AreaHandlers
