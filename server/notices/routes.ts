import type { AreaHandlers } from "../core/http/handler.ts"
import { announcementRecord, createAnnouncement, deleteAnnouncement, listAnnouncements, readAnnouncement, updateAnnouncement } from "./services/announcements.ts"

/** 网站公告 and 质量公告: see domain/notices/endpoints.ts. */
export const noticesHandlers = {
  announcementList: async ({ query }, { deps }) => listAnnouncements(deps.db, query),
  announcementDetail: async ({ params }, { deps }) => deps.db.transaction((tx) => readAnnouncement(tx, params.id)),
  adminAnnouncementGet: async ({ params }, { deps }) => announcementRecord(deps.db, params.id),
  adminAnnouncementCreate: async ({ body }, { deps, user }) => deps.db.transaction((tx) => createAnnouncement(tx, user.id, body, deps.now())),
  adminAnnouncementUpdate: async ({ params, body }, { deps }) => deps.db.transaction((tx) => updateAnnouncement(tx, params.id, body, deps.now())),
  adminAnnouncementDelete: async ({ params }, { deps }) => {
    await deleteAnnouncement(deps.db, params.id)
    return { deleted: true }
  },
} satisfies AreaHandlers
