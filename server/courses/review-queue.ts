import { and, eq, isNotNull } from "drizzle-orm"
import { PERMISSIONS } from "../../domain/admin/index.ts"
import { reviewQueue } from "../admin/index.ts"
import { courses } from "./tables.ts"

/** Makers' courses submitted for review (内容审核): approving lists them in the catalogue. */
export const makerCourseQueue = reviewQueue(
  { key: "courses", title: "课程", permission: PERMISSIONS.reviewContent, path: "/admin/review/courses" },
  courses,
  and(eq(courses.status, "reviewing"), isNotNull(courses.ownerId)),
)
