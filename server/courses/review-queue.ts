import { and, eq, isNotNull } from "drizzle-orm"
import { PERMISSIONS } from "../../domain/admin/index.ts"
import type { ReviewQueueProvider } from "../admin/index.ts"
import { courses } from "./tables.ts"

/** Makers' courses submitted for review (内容审核): approving lists them in the catalogue. */
export const makerCourseQueue: ReviewQueueProvider = {
  key: "courses",
  title: "课程",
  permission: PERMISSIONS.reviewContent,
  path: "/admin/review/courses",
  waiting: async (db) => db.$count(courses, and(eq(courses.status, "reviewing"), isNotNull(courses.ownerId))),
}
