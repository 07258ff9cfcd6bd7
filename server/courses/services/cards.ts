/** Course cards as lists show them, read in one query with their teacher and category. */
import { and, asc, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm"
import type { CourseCard } from "../../../domain/courses/entities/course.ts"
import type { CourseSort, PriceFilter } from "../../../domain/courses/catalog.ts"
import type { Tx } from "../../core/db/client.ts"
import { courseCategories, courses, courseTeachers } from "../tables.ts"
import { textSearch } from "../../search/services/search-index.ts"
import { cents } from "../../../domain/core/money.ts"
import { courseTypeOf } from "./course-type.ts"

// Correlated subqueries name the outer table in full: a bare column would bind to the inner one.
/** Lessons of a video course, pictures of an image course. */
export const lessonCount = sql<number>`(case when "courses"."type" = 'image'
  then (select count(*) from course_images ci where ci.course_id = "courses"."id")
  else (select count(*) from course_lessons cl where cl.course_id = "courses"."id") end)::int`
const durationSeconds = sql<number>`(select coalesce(sum(cl.duration_seconds), 0) from course_lessons cl where cl.course_id = "courses"."id")::int`

export const cardColumns = {
  id: courses.id,
  type: courses.type,
  title: courses.title,
  subtitle: courses.subtitle,
  cover: courses.cover,
  categoryId: courses.categoryId,
  categoryName: courseCategories.name,
  teacherId: courseTeachers.id,
  teacherName: courseTeachers.name,
  teacherTitle: courseTeachers.title,
  teacherAvatar: courseTeachers.avatar,
  priceCents: courses.priceCents,
  vipPriceCents: courses.vipPriceCents,
  vipFree: courses.vipFree,
  salesCount: courses.salesCount,
  lessonCount,
  durationSeconds,
  tags: courses.tags,
  createdAt: courses.createdAt,
}

type CardRow = Awaited<ReturnType<typeof selectCards>>[number]

export const cardOf = (row: CardRow): CourseCard => ({
  id: row.id,
  type: courseTypeOf(row.type),
  title: row.title,
  subtitle: row.subtitle,
  cover: row.cover,
  categoryId: row.categoryId,
  categoryName: row.categoryName,
  teacher: { id: row.teacherId, name: row.teacherName, title: row.teacherTitle, avatar: row.teacherAvatar },
  priceCents: row.priceCents,
  vipPriceCents: row.vipPriceCents,
  vipFree: row.vipFree,
  salesCount: row.salesCount,
  lessonCount: Number(row.lessonCount),
  durationSeconds: Number(row.durationSeconds),
  tags: [...row.tags],
  createTime: row.createdAt.toISOString(),
})

/** The select of cards, ready for conditions, order and paging. */
export const selectCards = (tx: Tx) =>
  tx
    .select(cardColumns)
    .from(courses)
    .innerJoin(courseTeachers, eq(courseTeachers.id, courses.teacherId))
    .innerJoin(courseCategories, eq(courseCategories.id, courses.categoryId))

export interface CardFilter {
  readonly type?: "video" | "image" | undefined
  /** A category and the categories under it. */
  readonly categoryIds?: ReadonlyArray<number> | undefined
  readonly teacherId?: number | undefined
  readonly keyword?: string | undefined
  readonly price?: PriceFilter | undefined
  readonly excludeId?: number | undefined
}

export const cardConditions = (filter: CardFilter): SQL | undefined => {
  const conditions: Array<SQL | undefined> = [eq(courses.status, "on")]
  if (filter.type) conditions.push(eq(courses.type, filter.type))
  if (filter.categoryIds) conditions.push(inArray(courses.categoryId, [...filter.categoryIds]))
  if (filter.teacherId !== undefined) conditions.push(eq(courses.teacherId, filter.teacherId))
  if (filter.excludeId !== undefined) conditions.push(sql`${courses.id} <> ${filter.excludeId}`)
  if (filter.keyword) conditions.push(textSearch("course", filter.keyword, courses.id, courses.title).matches)
  switch (filter.price) {
    case "free":
      conditions.push(eq(courses.priceCents, cents(0)))
      break
    case "paid":
      conditions.push(sql`${courses.priceCents} > 0`)
      break
    case "vip":
      conditions.push(and(sql`${courses.priceCents} > 0`, eq(courses.vipFree, true)))
      break
    default:
      break
  }
  return and(...conditions)
}

/**
 * ORDER BY of a sort order. With a keyword and the default order (综合), the best matches lead:
 * the keyword in the title, then anywhere in the searched text, then the rank of its words.
 */
export const cardOrder = (sort: CourseSort | undefined, keyword?: string): SQL[] => {
  if (keyword && (sort === undefined || sort === "default")) return [desc(textSearch("course", keyword, courses.id, courses.title).rank), ...cardOrder(sort)]
  switch (sort) {
    case "hot":
      return [desc(courses.salesCount), asc(courses.id)]
    case "new":
      return [desc(courses.createdAt), desc(courses.id)]
    case "priceAsc":
      return [asc(courses.priceCents), desc(courses.salesCount), asc(courses.id)]
    case "priceDesc":
      return [desc(courses.priceCents), desc(courses.salesCount), asc(courses.id)]
    default:
      return [desc(courses.recommended), desc(courses.salesCount), asc(courses.id)]
  }
}

/** The ids of a category and of the categories under it. */
export const categoryWithChildren = async (tx: Tx, categoryId: number): Promise<number[]> => {
  const rows = await tx
    .select({ id: courseCategories.id })
    .from(courseCategories)
    .where(or(eq(courseCategories.id, categoryId), eq(courseCategories.parentId, categoryId)))
  return rows.map((row) => row.id)
}
