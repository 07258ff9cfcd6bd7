import { and, eq, isNull } from "drizzle-orm"
import { PERMISSIONS } from "../../domain/admin/index.ts"
import { reviewQueue } from "../admin/index.ts"
import { makerApplications, shortVideos } from "./tables.ts"

/** Maker applications whose deposit is paid and that wait for a decision (内容审核); unpaid ones do not reach the administrators. */
export const makerApplicationQueue = reviewQueue(
  { key: "makerApplications", title: "创客申请", permission: PERMISSIONS.reviewContent, path: "/admin/review/maker" },
  makerApplications,
  eq(makerApplications.state, "reviewing"),
)

/** Makers' short videos waiting to be published or rejected (内容审核); a video its maker deleted no longer waits. */
export const shortVideoQueue = reviewQueue(
  { key: "shortVideos", title: "短视频", permission: PERMISSIONS.reviewContent, path: "/admin/review/micro" },
  shortVideos,
  and(eq(shortVideos.state, "reviewing"), isNull(shortVideos.deletedAt)),
)
