import type { AreaHandlers } from "../http/handler.ts"
import { courseCatalogHandlers } from "./courses/catalog.ts"
import { courseCommentHandlers } from "./courses/comments.ts"
import { courseOrderHandlers } from "./courses/orders.ts"

/** Video and image courses: see domain/api/endpoints/courses.ts. */
export const coursesHandlers = {
  ...courseCatalogHandlers,
  ...courseOrderHandlers,
  ...courseCommentHandlers,
} satisfies AreaHandlers
