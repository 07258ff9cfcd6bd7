import type { CourseType } from "../../../domain/courses/entities/course.ts"

/** A course's stored type as the pages name it: an image course, or else a video course. */
export const courseTypeOf = (stored: string): CourseType => (stored === "image" ? "image" : "video")
