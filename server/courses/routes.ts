import type { AreaHandlers } from "../core/http/handler.ts"
import { courseCatalogHandlers } from "./routes/catalog.ts"
import { courseCommentHandlers } from "./routes/comments.ts"
import { courseOrderHandlers } from "./routes/orders.ts"
import { makerCourseHandlers } from "./routes/maker-courses.ts"

/** Video and image courses: see domain/courses/endpoints.ts. */
export const coursesHandlers = {
  ...courseCatalogHandlers,
  ...courseOrderHandlers,
  ...courseCommentHandlers,
  ...makerCourseHandlers,
} satisfies AreaHandlers
