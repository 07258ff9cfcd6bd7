/** The catalogue: categories, lists, details, teachers, recommendations. */
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm"
import { COURSE_PAGE_SIZE, HOME_COURSE_COUNT, LIKE_LIST_SIZE, TEACHER_PAGE_SIZE, type CourseSort, type PriceFilter } from "../../../domain/courses/catalog.ts"
import { playModeOf } from "../../../domain/courses/access.ts"
import type { HomeCard } from "../../../domain/shell/home-card.ts"
import type { CourseCard, CourseCategory, CourseDetail, CoursePage, TeacherDetail, TeacherHome, TeacherPage } from "../../../domain/courses/entities/course.ts"
import type { Tx } from "../../core/db/client.ts"
import {
  courseCategories,
  courseChapters,
  courseImages,
  courseLessons,
  courseOrders,
  courses,
  courseTeachers,
  lessonProgress,
} from "../tables.ts"
import type { CourseMedia } from "./media.ts"
import { accessOf, viewerFacts } from "./access.ts"
import { cardConditions, cardOf, cardOrder, categoryWithChildren, selectCards, type CardFilter } from "./cards.ts"
import { textSearch } from "../../search/services/search-index.ts"
import { readSelectPage } from "../../core/db/read-page.ts"


export const categoryTree = async (tx: Tx, type?: "video" | "image"): Promise<CourseCategory[]> => {
  const ofType = type ? sql` and c.type = ${type}` : sql``
  const rows = await tx
    .select({
      id: courseCategories.id,
      name: courseCategories.name,
      parentId: courseCategories.parentId,
      own: sql<number>`(select count(*) from courses c where c.category_id = "course_categories"."id" and c.status = 'on'${ofType})::int`,
    })
    .from(courseCategories)
    .orderBy(asc(courseCategories.sort), asc(courseCategories.id))
  return rows
    .filter((row) => row.parentId === null)
    .map((top) => {
      const children = rows
        .filter((row) => row.parentId === top.id)
        .map((child) => ({ catId: child.id, name: child.name, parentCid: top.id, courseCount: Number(child.own), children: [] }))
      return {
        catId: top.id,
        name: top.name,
        parentCid: null,
        courseCount: Number(top.own) + children.reduce((sum, child) => sum + child.courseCount, 0),
        children,
      }
    })
}

export interface ListQuery {
  readonly type?: "video" | "image" | undefined
  readonly catId?: number | undefined
  readonly teacherId?: number | undefined
  readonly keyword?: string | undefined
  readonly sort?: CourseSort | undefined
  readonly price?: PriceFilter | undefined
  readonly page?: number | undefined
  readonly size?: number | undefined
}

export const listCourses = async (tx: Tx, query: ListQuery): Promise<CoursePage> => {
  const filter: CardFilter = {
    type: query.type,
    categoryIds: query.catId === undefined ? undefined : await categoryWithChildren(tx, query.catId),
    teacherId: query.teacherId,
    keyword: query.keyword,
    price: query.price,
  }
  const where = cardConditions(filter)
  const { rows, totalElements, totalPages } = await readSelectPage(
    query,
    COURSE_PAGE_SIZE,
    cardOrder(query.sort, query.keyword),
    selectCards(tx).where(where).$dynamic(),
    () =>
      tx
        .select({ n: count() })
        .from(courses)
        .innerJoin(courseTeachers, eq(courseTeachers.id, courses.teacherId))
        .innerJoin(courseCategories, eq(courseCategories.id, courses.categoryId))
        .where(where),
  )
  return { content: rows.map(cardOf), totalElements, totalPages }
}

export const findCard = async (tx: Tx, courseId: number): Promise<CourseCard | null> => {
  const [row] = await selectCards(tx).where(and(eq(courses.id, courseId), eq(courses.status, "on")))
  return row ? cardOf(row) : null
}

// Correlated subqueries name the outer table in full: a bare column would bind to the inner one.
const studentCount = sql<number>`(select coalesce(sum(c.sales_count), 0) from courses c where c.teacher_id = "course_teachers"."id" and c.status = 'on')::int`
const courseCount = sql<number>`(select count(*) from courses c where c.teacher_id = "course_teachers"."id" and c.status = 'on')::int`

const teacherColumns = {
  id: courseTeachers.id,
  name: courseTeachers.name,
  title: courseTeachers.title,
  avatar: courseTeachers.avatar,
  intro: courseTeachers.intro,
  specialties: courseTeachers.specialties,
  famous: courseTeachers.famous,
  courseCount,
  studentCount,
}

const teacherOf = (row: Awaited<ReturnType<typeof selectTeachers>>[number]): TeacherDetail => ({
  id: row.id,
  name: row.name,
  title: row.title,
  avatar: row.avatar,
  intro: row.intro,
  specialties: [...row.specialties],
  famous: row.famous,
  courseCount: Number(row.courseCount),
  studentCount: Number(row.studentCount),
})

const selectTeachers = (tx: Tx) => tx.select(teacherColumns).from(courseTeachers)

export const listTeachers = async (
  tx: Tx,
  query: { keyword?: string | undefined; famous?: boolean | undefined; page?: number | undefined; size?: number | undefined },
): Promise<TeacherPage> => {
  const search = query.keyword ? textSearch("teacher", query.keyword, courseTeachers.id, courseTeachers.name) : null
  const where = and(query.famous === undefined ? undefined : eq(courseTeachers.famous, query.famous), search?.matches)
  const { rows, totalElements, totalPages } = await readSelectPage(
    query,
    TEACHER_PAGE_SIZE,
    [...(search ? [desc(search.rank)] : []), desc(courseTeachers.famous), asc(courseTeachers.sort), asc(courseTeachers.id)],
    selectTeachers(tx).where(where).$dynamic(),
    () => tx.select({ n: count() }).from(courseTeachers).where(where),
  )
  return { content: rows.map(teacherOf), totalElements, totalPages }
}

export const findTeacher = async (tx: Tx, teacherId: number): Promise<TeacherDetail | null> => {
  const [row] = await selectTeachers(tx).where(eq(courseTeachers.id, teacherId))
  return row ? teacherOf(row) : null
}

export const teacherHome = async (tx: Tx, teacherId: number): Promise<TeacherHome | null> => {
  const teacher = await findTeacher(tx, teacherId)
  if (!teacher) return null
  const rows = await selectCards(tx)
    .where(cardConditions({ teacherId }))
    .orderBy(...cardOrder("hot"))
  return { teacher, courses: rows.map(cardOf) }
}

/** Lessons of a course in catalogue order (chapters, then lessons). */
export const lessonsInOrder = (tx: Tx, courseId: number) =>
  tx
    .select({
      id: courseLessons.id,
      chapterId: courseLessons.chapterId,
      chapterTitle: courseChapters.title,
      title: courseLessons.title,
      durationSeconds: courseLessons.durationSeconds,
      tryTime: courseLessons.tryTime,
    })
    .from(courseLessons)
    .innerJoin(courseChapters, eq(courseChapters.id, courseLessons.chapterId))
    .where(eq(courseLessons.courseId, courseId))
    .orderBy(asc(courseChapters.sort), asc(courseChapters.id), asc(courseLessons.sort), asc(courseLessons.id))

export const courseDetail = async (
  tx: Tx,
  media: CourseMedia,
  courseId: number,
  userId: number | null,
  now: number,
): Promise<CourseDetail | null> => {
  const card = await findCard(tx, courseId)
  if (!card) return null
  const [[course], teacher, chapters, lessons, images, viewer, positions] = await Promise.all([
    tx
      .select({ intro: courses.intro, highlights: courses.highlights, previewImages: courses.previewImages })
      .from(courses)
      .where(eq(courses.id, courseId)),
    findTeacher(tx, card.teacher.id),
    tx.select().from(courseChapters).where(eq(courseChapters.courseId, courseId)).orderBy(asc(courseChapters.sort), asc(courseChapters.id)),
    lessonsInOrder(tx, courseId),
    tx.select().from(courseImages).where(eq(courseImages.courseId, courseId)).orderBy(asc(courseImages.sort), asc(courseImages.id)),
    viewerFacts(tx, userId, courseId, now),
    userId === null
      ? Promise.resolve([])
      : tx
          .select({ lessonId: lessonProgress.lessonId, position: lessonProgress.position })
          .from(lessonProgress)
          .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.courseId, courseId))),
  ])
  if (!course || !teacher) return null
  const access = accessOf(card, viewer)
  const positionOf = new Map(positions.map((row) => [row.lessonId, row.position]))
  return {
    ...card,
    intro: course.intro.split(/\n\s*\n/).map((p) => p.trim()).filter((p) => p !== ""),
    highlights: [...course.highlights],
    teacherDetail: teacher,
    chapters: chapters.map((chapter) => ({
      id: chapter.id,
      title: chapter.title,
      lessons: lessons
        .filter((lesson) => lesson.chapterId === chapter.id)
        .map((lesson) => ({
          id: lesson.id,
          title: lesson.title,
          durationSeconds: lesson.durationSeconds,
          tryTime: lesson.tryTime,
          playMode: playModeOf(access.entitled, lesson.tryTime),
          position: positionOf.get(lesson.id) ?? 0,
        })),
    })),
    images: images.map((image, index) => {
      const open = access.entitled || index < course.previewImages
      return { id: image.id, caption: image.caption, url: open ? media.url(image.file, userId) : null, locked: !open }
    }),
    previewImages: course.previewImages,
    access,
  }
}

/** The home page's 推荐课程: recommended first, then the most learned. */
export const homeCourses = async (tx: Tx): Promise<HomeCard[]> => {
  const rows = await selectCards(tx).where(cardConditions({})).orderBy(...cardOrder("default")).limit(HOME_COURSE_COUNT)
  return rows.map(cardOf).map((card) => ({
    id: card.id,
    title: card.title,
    image: card.cover,
    href: card.type === "image" ? `/image/detail/${card.id}` : `/video/detail?id=${card.id}`,
    subtitle: `${card.teacher.name} · ${card.teacher.title}`,
    priceCents: card.priceCents,
    ...(card.priceCents === 0 ? { tag: "免费" } : card.vipFree ? { tag: "VIP免费" } : {}),
  }))
}

/** The top category of a category (itself when it has no parent). */
const topCategoryOf = async (tx: Tx, categoryId: number): Promise<number> => {
  const [row] = await tx.select({ parentId: courseCategories.parentId }).from(courseCategories).where(eq(courseCategories.id, categoryId))
  return row?.parentId ?? categoryId
}

/** 猜你喜欢: other courses of the same top category first, then the most learned. */
export const likeList = async (tx: Tx, courseId: number | undefined, size = LIKE_LIST_SIZE): Promise<CourseCard[]> => {
  const base = courseId === undefined ? null : await findCard(tx, courseId)
  const sameCategory = base
    ? await selectCards(tx)
        .where(cardConditions({ categoryIds: await categoryWithChildren(tx, await topCategoryOf(tx, base.categoryId)), excludeId: base.id }))
        .orderBy(...cardOrder("hot"))
        .limit(size)
    : []
  const taken = new Set([...(base ? [base.id] : []), ...sameCategory.map((row) => row.id)])
  const rest =
    sameCategory.length >= size
      ? []
      : (await selectCards(tx).where(cardConditions({})).orderBy(...cardOrder("hot")).limit(size + taken.size)).filter(
          (row) => !taken.has(row.id),
        )
  return [...sameCategory, ...rest].slice(0, size).map(cardOf)
}

/** Courses a member bought (paid orders), newest first. */
export const boughtCourseIds = async (tx: Tx, userId: number): Promise<Array<{ courseId: number; orderNum: string }>> =>
  tx
    .select({ courseId: courseOrders.courseId, orderNum: courseOrders.orderNum })
    .from(courseOrders)
    .where(and(eq(courseOrders.userId, userId), eq(courseOrders.status, "paid")))
    .orderBy(desc(courseOrders.paidAt))

export const cardsByIds = async (tx: Tx, ids: ReadonlyArray<number>): Promise<Map<number, CourseCard>> => {
  if (ids.length === 0) return new Map()
  const rows = await selectCards(tx).where(inArray(courses.id, [...ids]))
  return new Map(rows.map((row) => [row.id, cardOf(row)]))
}
