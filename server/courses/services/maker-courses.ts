/**
 * Courses written by makers (curriculum_video, curriculum_image, curriculum_teacher;
 * docs/decisions.md "Makers' courses" and "Makers' image courses"): their teachers, the course
 * editor (the course's fields and its whole outline, or its pictures, saved at once), submitting
 * for review and the review itself. A maker's course is listed only while its state is on;
 * saving an approved course sends it back to review.
 *
 * New lesson videos and pictures are the maker's own uploads; saving copies them out of the
 * public uploads into the course media folder before the transaction that writes the rows
 * (maker-course-outline.ts, maker-course-pictures.ts); the public uploads are deleted after the
 * commit.
 */
import { rm } from "node:fs/promises"
import { and, asc, count, eq, isNotNull } from "drizzle-orm"
import { badRequest, conflict, notFound } from "../../../domain/core/errors.ts"
import { firstFormError } from "../../../domain/core/validation/form-errors.ts"
import { isUploadedPath } from "../../../domain/member/upload-kinds.ts"
import { validateRejectReason } from "../../../domain/member/real-name-form.ts"
import {
  courseStateOf,
  isSubmittable,
  MAKER_COURSE_MESSAGES as M,
  outlineProblem,
  submitProblem,
  validateCourseForm,
  type CourseForm,
  type CourseState,
} from "../../../domain/courses/maker-course.ts"
import { IMAGE_COURSE_MESSAGES as IM, pictureSubmitProblem, picturesProblem } from "../../../domain/courses/maker-image-course.ts"
import type { CourseDraft, CourseEditorOptions, MakerCourse, MakerCoursePage } from "../../../domain/courses/entities/maker-course.ts"
import type { Db, Tx } from "../../core/db/client.ts"
import { users } from "../../session/tables/users.ts"
import { requireMaker } from "../../maker/services/joining.ts"
import { indexSearchEntries } from "../../search/services/search-index.ts"
import { courseAds, courseCategories, courseChapters, courseLessons, courses, courseTeachers, lessonRenditions } from "../tables.ts"
import { lessonCount } from "./cards.ts"
import { myTeachers } from "./maker-teachers.ts"
import { prepareLessons, writeOutline, type CourseFiles, type LessonStore, type SaveChapter } from "./maker-course-outline.ts"
import { pictureUploads, picturesOf, preparePictures, writePictures, type SavePicture } from "./maker-course-pictures.ts"
import { newestFirst, readSelectPage } from "../../core/db/read-page.ts"
import { type Cents, cents } from "../../../domain/core/money.ts"
import { rowOrNotFound, lockedRowOrNotFound } from "../../core/db/row-or-not-found.ts"
import { courseTypeOf } from "./course-type.ts"

export interface SaveCourse extends CourseForm {
  readonly id?: number | undefined
  readonly chapters: ReadonlyArray<SaveChapter>
  /** The kind of a new course; an existing course keeps its own. */
  readonly type?: "video" | "image" | undefined
  readonly pictures?: ReadonlyArray<SavePicture> | undefined
  readonly previewImages?: number | undefined
}

/** Signs a course media file for the maker's editor. */
type Signer = Pick<LessonStore, "url">


// Listing

const listColumns = {
  id: courses.id,
  type: courses.type,
  title: courses.title,
  cover: courses.cover,
  priceCents: courses.priceCents,
  status: courses.status,
  reason: courses.rejectReason,
  lessonCount,
  salesCount: courses.salesCount,
  owner: users.nickName,
  createdAt: courses.createdAt,
}

type ListRow = { [K in keyof typeof listColumns]: unknown } & {
  id: number
  type: string
  title: string
  cover: string
  priceCents: Cents
  status: string
  reason: string
  lessonCount: number
  salesCount: number
  owner: string | null
  createdAt: Date
}

const toMakerCourse = (r: ListRow): MakerCourse => ({
  id: r.id,
  type: courseTypeOf(r.type),
  title: r.title,
  cover: r.cover,
  priceCents: r.priceCents,
  state: courseStateOf(r.status),
  reason: r.reason,
  lessonCount: Number(r.lessonCount),
  salesCount: r.salesCount,
  owner: r.owner ?? "",
  createTime: r.createdAt.toISOString(),
})

async function coursePage(db: Db | Tx, where: ReturnType<typeof and>, query: { readonly page?: number | undefined; readonly size?: number | undefined }): Promise<MakerCoursePage> {
  const { rows, totalElements, totalPages } = await readSelectPage(
    query,
    10,
    newestFirst(courses.createdAt, courses.id),
    db
      .select(listColumns)
      .from(courses)
      .leftJoin(users, eq(users.id, courses.ownerId))
      .where(where)
      .$dynamic(),
    () => db.select({ n: count() }).from(courses).where(where),
  )
  return { content: (rows as ListRow[]).map(toMakerCourse), totalElements, totalPages }
}

export async function myCourses(db: Db, makerId: number, query: { readonly type: "video" | "image"; readonly page?: number | undefined; readonly size?: number | undefined }) {
  await requireMaker(db, makerId)
  return coursePage(db, and(eq(courses.ownerId, makerId), eq(courses.type, query.type)), query)
}

/** The review centre's list: makers' courses waiting for review (or in another state). */
export const reviewCourses = (db: Db, query: { readonly state: CourseState; readonly page?: number | undefined; readonly size?: number | undefined }) =>
  coursePage(db, and(isNotNull(courses.ownerId), eq(courses.status, query.state)), query)

// The editor

export async function editorOptions(db: Db, makerId: number): Promise<CourseEditorOptions> {
  await requireMaker(db, makerId)
  const [cats, ads, teachers] = await Promise.all([
    db.select().from(courseCategories).orderBy(asc(courseCategories.sort), asc(courseCategories.id)),
    db.select({ id: courseAds.id, title: courseAds.title, durationSeconds: courseAds.durationSeconds }).from(courseAds).where(eq(courseAds.enabled, true)).orderBy(asc(courseAds.id)),
    myTeachers(db, makerId),
  ])
  const nameOf = new Map(cats.map((c) => [c.id, c.name]))
  const parents = new Set(cats.map((c) => c.parentId).filter((id): id is number => id !== null))
  const categories = cats
    .filter((c) => !parents.has(c.id))
    .map((c) => ({ id: c.id, name: c.parentId === null ? c.name : `${nameOf.get(c.parentId) ?? ""} / ${c.name}` }))
  return { categories, ads, teachers }
}

async function outlineOf(db: Db | Tx, courseId: number) {
  const [chapters, lessons, renditions] = await Promise.all([
    db.select().from(courseChapters).where(eq(courseChapters.courseId, courseId)).orderBy(asc(courseChapters.sort), asc(courseChapters.id)),
    db.select().from(courseLessons).where(eq(courseLessons.courseId, courseId)).orderBy(asc(courseLessons.sort), asc(courseLessons.id)),
    db
      .select({ lessonId: lessonRenditions.lessonId, file: lessonRenditions.file, previewFile: lessonRenditions.previewFile })
      .from(lessonRenditions)
      .innerJoin(courseLessons, eq(courseLessons.id, lessonRenditions.lessonId))
      .where(eq(courseLessons.courseId, courseId))
      .orderBy(asc(lessonRenditions.sort), asc(lessonRenditions.id)),
  ])
  const renditionOf = new Map<number, { file: string; previewFile: string | null }>()
  for (const r of renditions) if (!renditionOf.has(r.lessonId)) renditionOf.set(r.lessonId, r)
  return { chapters, lessons, renditionOf }
}

const lockOwnCourse = (tx: Tx, makerId: number, id: number) =>
  lockedRowOrNotFound(tx, courses, and(eq(courses.id, id), eq(courses.ownerId, makerId)), M.courseNotFound)

export async function courseDraft(db: Db | Tx, media: Signer, makerId: number, id: number): Promise<CourseDraft> {
  const row = await rowOrNotFound(db, courses, and(eq(courses.id, id), eq(courses.ownerId, makerId)), M.courseNotFound)
  const [outline, pictures] = await Promise.all([outlineOf(db, id), picturesOf(db, id)])
  return {
    id: row.id,
    type: courseTypeOf(row.type),
    title: row.title,
    subtitle: row.subtitle,
    cover: row.cover,
    categoryId: row.categoryId,
    teacherId: row.teacherId,
    priceCents: row.priceCents,
    vipPriceCents: row.vipPriceCents,
    vipFree: row.vipFree,
    intro: row.intro,
    highlights: row.highlights,
    tags: row.tags,
    adId: row.adId,
    state: courseStateOf(row.status),
    reason: row.rejectReason,
    chapters: outline.chapters.map((c) => ({
      id: c.id,
      title: c.title,
      lessons: outline.lessons
        .filter((l) => l.chapterId === c.id)
        .map((l) => ({ id: l.id, title: l.title, tryTime: l.tryTime, durationSeconds: l.durationSeconds, hasPreview: Boolean(outline.renditionOf.get(l.id)?.previewFile) })),
    })),
    pictures: pictures.map((p) => ({ id: p.id, caption: p.caption, url: media.url(p.file, makerId) })),
    previewImages: row.previewImages,
  }
}

export async function myCourseDraft(db: Db, media: Signer, makerId: number, id: number): Promise<CourseDraft> {
  await requireMaker(db, makerId)
  return courseDraft(db, media, makerId, id)
}

async function checkReferences(tx: Tx, ownCover: boolean, makerId: number, form: CourseForm, currentCover: string | null) {
  const [category] = await tx.select({ id: courseCategories.id }).from(courseCategories).where(eq(courseCategories.id, form.categoryId ?? 0))
  if (!category) throw badRequest(M.categoryRequired)
  const [teacher] = await tx
    .select({ id: courseTeachers.id })
    .from(courseTeachers)
    .where(and(eq(courseTeachers.id, form.teacherId ?? 0), eq(courseTeachers.ownerId, makerId)))
  if (!teacher) throw badRequest(M.teacherRequired)
  if (form.adId !== null) {
    const [ad] = await tx.select({ id: courseAds.id }).from(courseAds).where(and(eq(courseAds.id, form.adId), eq(courseAds.enabled, true)))
    if (!ad) throw badRequest(M.adNotFound)
  }
  if (form.cover.trim() !== currentCover && !ownCover) throw badRequest(M.coverRequired)
}

/**
 * Saves a course and its outline: chapters and lessons in the given order; those left out are
 * deleted, those without an id added. A new course is a draft; saving a listed or waiting
 * course sends it (back) to review.
 */
export async function saveCourse(db: Db, files: CourseFiles, store: LessonStore, makerId: number, input: SaveCourse, now: number): Promise<CourseDraft> {
  await requireMaker(db, makerId)
  const problem = firstFormError(validateCourseForm(input))
  if (problem !== undefined) throw badRequest(problem)
  const shape = outlineProblem(input.chapters.map((c) => ({ title: c.title, lessons: c.lessons.map((l) => ({ title: l.title, tryTime: l.tryTime, durationSeconds: 0 })) })))
  if (shape !== null) throw badRequest(shape)

  let kind = input.type ?? "video"
  if (input.id !== undefined) {
    // Another maker's course is not read, not even for its outline.
    const [own] = await db.select({ id: courses.id, type: courses.type }).from(courses).where(and(eq(courses.id, input.id), eq(courses.ownerId, makerId)))
    if (!own || (input.type !== undefined && input.type !== own.type)) throw notFound(M.courseNotFound)
    kind = courseTypeOf(own.type)
  }
  const pictures = kind === "image" ? (input.pictures ?? []) : []
  const previewImages = kind === "image" ? (input.previewImages ?? 1) : 0
  if (kind === "image") {
    if (input.chapters.length > 0) throw badRequest(IM.wrongKind)
    const picturesWrong = picturesProblem(pictures.map((p) => p.caption), previewImages)
    if (picturesWrong !== null) throw badRequest(picturesWrong)
  }
  const before = input.id === undefined ? null : await outlineOf(db, input.id)
  const known = new Map(
    (before?.lessons ?? []).map((l) => {
      const r = before?.renditionOf.get(l.id)
      return [l.id, { durationSeconds: l.durationSeconds, tryTime: l.tryTime, file: r?.file ?? null, previewFile: r?.previewFile ?? null }] as const
    }),
  )
  const written: string[] = []
  const uploadsUsed = [...input.chapters.flatMap((c) => c.lessons.flatMap((l) => (l.video?.trim() ? [l.video.trim()] : []))), ...pictureUploads(pictures)]
  let saved: CourseDraft
  try {
    const prepared = await prepareLessons(files, store, makerId, input.chapters, known, written)
    const preparedPictures = await preparePictures(files, store, makerId, pictures, written)
    const cover = input.cover.trim()
    // The file host reads its own connection: ask it before the transaction holds one.
    const ownCover = isUploadedPath(cover, ["pictures"]) && (await files.owns(makerId, cover))
    saved = await db.transaction(async (tx) => {
      const current = input.id === undefined ? null : await lockOwnCourse(tx, makerId, input.id)
      await checkReferences(tx, ownCover, makerId, input, current?.cover ?? null)
      const values = {
        title: input.title.trim(),
        subtitle: input.subtitle.trim(),
        cover: input.cover.trim(),
        categoryId: input.categoryId ?? 0,
        teacherId: input.teacherId ?? 0,
        priceCents: cents(input.priceCents),
        vipPriceCents: input.vipPriceCents === null ? null : cents(input.vipPriceCents),
        vipFree: input.vipFree,
        intro: input.intro.trim(),
        highlights: input.highlights.map((h) => h.trim()).filter((h) => h !== ""),
        tags: input.tags.map((t) => t.trim()),
        adId: input.adId,
        previewImages,
      }
      let courseId: number
      if (current === null) {
        const [row] = await tx
          .insert(courses)
          .values({ ...values, type: kind, status: "draft", ownerId: makerId, createdAt: new Date(now) })
          .returning({ id: courses.id })
        if (!row) throw notFound(M.courseNotFound)
        courseId = row.id
      } else {
        courseId = current.id
        const state = courseStateOf(current.status)
        const status: CourseState = state === "on" || state === "reviewing" ? "reviewing" : state === "rejected" ? "rejected" : state
        await tx.update(courses).set({ ...values, status }).where(eq(courses.id, courseId))
      }
      await writeOutline(tx, courseId, input.chapters, prepared)
      if (kind === "image") await writePictures(tx, courseId, pictures, preparedPictures)
      // Keyword search finds the course once it is listed (lists read only listed courses).
      await indexSearchEntries(tx, "course", [courseId])
      return courseDraft(tx, store, makerId, courseId)
    })
  } catch (error) {
    await Promise.all(written.map((file) => rm(file, { force: true })))
    throw error
  }
  // The lesson files and pictures are in the course media folder now: the public uploads go.
  await Promise.all(uploadsUsed.map((upload) => files.remove(makerId, upload)))
  return saved
}

/** Sends a draft, rejected or delisted course to review once every lesson has its video, or once it has its pictures. */
export async function submitCourse(db: Db, media: Signer, makerId: number, id: number): Promise<CourseDraft> {
  await requireMaker(db, makerId)
  return db.transaction(async (tx) => {
    const row = await lockOwnCourse(tx, makerId, id)
    if (!isSubmittable(courseStateOf(row.status))) throw conflict(M.notSubmittable, "course_state")
    const draft = await courseDraft(tx, media, makerId, id)
    const problem = draft.type === "image" ? pictureSubmitProblem(draft.pictures.length, draft.previewImages) : submitProblem(draft.chapters)
    if (problem !== null) throw badRequest(problem)
    await tx.update(courses).set({ status: "reviewing", rejectReason: "" }).where(eq(courses.id, id))
    return { ...draft, state: "reviewing" as const, reason: "" }
  })
}

/** Takes a listed course off the shelf (已下架): not listed, sold or played until a review lists it again. */
export async function takeCourseOff(db: Db, media: Signer, makerId: number, id: number): Promise<CourseDraft> {
  await requireMaker(db, makerId)
  return db.transaction(async (tx) => {
    const row = await lockOwnCourse(tx, makerId, id)
    if (courseStateOf(row.status) !== "on") throw conflict(M.notListed, "course_state")
    await tx.update(courses).set({ status: "off" }).where(eq(courses.id, id))
    return courseDraft(tx, media, makerId, id)
  })
}

const lockReviewing = async (tx: Tx, id: number) => {
  const row = await lockedRowOrNotFound(tx, courses, and(eq(courses.id, id), isNotNull(courses.ownerId)), M.courseNotFound)
  if (row.status !== "reviewing") throw conflict(M.notReviewable, "not_reviewable")
  return row
}

const reviewed = async (tx: Tx, id: number): Promise<MakerCourse & { readonly ownerId: number }> => {
  const [row] = await tx.select({ ...listColumns, ownerId: courses.ownerId }).from(courses).leftJoin(users, eq(users.id, courses.ownerId)).where(eq(courses.id, id))
  if (!row) throw notFound(M.courseNotFound)
  return { ...toMakerCourse(row as ListRow), ownerId: row.ownerId ?? 0 }
}

/** Lists a waiting course in the catalogue. */
export const approveCourse = (db: Db, id: number) =>
  db.transaction(async (tx) => {
    await lockReviewing(tx, id)
    await tx.update(courses).set({ status: "on", rejectReason: "" }).where(eq(courses.id, id))
    return reviewed(tx, id)
  })

/** Sends a waiting course back to its maker with the reason they read in curriculum_video. */
export const rejectCourse = (db: Db, id: number, reason: string) => {
  const problem = validateRejectReason(reason)[0]
  if (problem !== undefined) return Promise.reject(badRequest(problem))
  return db.transaction(async (tx) => {
    await lockReviewing(tx, id)
    await tx.update(courses).set({ status: "rejected", rejectReason: reason.trim() }).where(eq(courses.id, id))
    return reviewed(tx, id)
  })
}
