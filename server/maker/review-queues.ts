import { and, eq, isNull } from "drizzle-orm"
import { PERMISSIONS } from "../../domain/admin/index.ts"
import type { ReviewQueueProvider } from "../admin/index.ts"
import { makerApplications, shortVideos } from "./tables.ts"

/** Maker applications whose deposit is paid and that wait for a decision (内容审核); unpaid ones do not reach the administrators. */
export const makerApplicationQueue: ReviewQueueProvider = {
  key: "makerApplications",
  title: "创客申请",
  permission: PERMISSIONS.reviewContent,
  path: "/admin/review/maker",
  waiting: async (db) => db.$count(makerApplications, eq(makerApplications.state, "reviewing")),
}

/** Makers' short videos waiting to be published or rejected (内容审核); a video its maker deleted no longer waits. */
export const shortVideoQueue: ReviewQueueProvider = {
  key: "shortVideos",
  title: "短视频",
  permission: PERMISSIONS.reviewContent,
  path: "/admin/review/micro",
  waiting: async (db) => db.$count(shortVideos, and(eq(shortVideos.state, "reviewing"), isNull(shortVideos.deletedAt))),
}
