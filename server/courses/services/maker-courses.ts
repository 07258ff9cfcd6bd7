/**
 * Courses written by makers (curriculum_video, curriculum_teacher; docs/decisions.md "Makers'
 * courses"): their teachers, the course editor (the course's fields and its whole outline saved
 * at once), lesson videos, submitting for review and the review itself. A maker's course is
 * listed only while its state is on; saving an approved course sends it back to review.
 *
 * A lesson's video is the maker's own upload (kind courseVideo, real type checked by the file
 * host). Saving moves it out of the public uploads into the course media folder, reads its
 * duration from the file and, with a try time, cuts the preview, before the transaction that
 * writes the rows; the public upload is deleted after the commit.
 */
import { randomBytes } from "node:crypto"
import { copyFile, mkdir, rm } from "node:fs/promises"
import path from "node:path"
import { and, asc, count, desc, eq, inArray, isNotNull, sql } from "drizzle-orm"
import { badRequest, conflict, notFound } from "../../../domain/core/errors.ts"
import { pageCount } from "../../../domain/core/paging.ts"
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
  validateTeacherForm,
  type CourseForm,
  type CourseState,
  type TeacherForm,
} from "../../../domain/courses/maker-course.ts"
import type { CourseDraft, CourseEditorOptions, MakerCourse, MakerCoursePage, MakerTeacher } from "../../../domain/courses/entities/maker-course.ts"
import type { Db, Tx } from "../../core/db/client.ts"
import { users } from "../../session/tables/users.ts"
import { requireMaker } from "../../maker/services/joining.ts"
import { indexSearchEntries } from "../../search/services/search-index.ts"
import { courseAds, courseCategories, courseChapters, courseLessons, courses, courseTeachers, lessonRenditions } from "../tables.ts"
import { cutPreview, readMp4 } from "./lesson-video.ts"
import { UPLOADED_PREFIX } from "./media.ts"

/** The file host as the editor uses it. */
export interface CourseFiles {
  owns(userId: number, publicPath: string): Promise<boolean>
  resolve(publicPath: string): { readonly file: string } | null
  remove(userId: number, publicPath: string): Promise<boolean>
}

/** Where uploaded lessons are kept and how a rendition's file name is found on disk. */
export interface LessonStore {
  readonly uploadDir: string
  resolve(file: string): string | null
}

export interface SaveLesson {
  readonly id?: number | undefined
  readonly title: string
  readonly tryTime: number
  /** A new video: the maker's upload of kind courseVideo. */
  readonly video?: string | undefined
}

export interface SaveChapter {
  readonly id?: number | undefined
  readonly title: string
  readonly lessons: ReadonlyArray<SaveLesson>
}

export interface SaveCourse extends CourseForm {
  readonly id?: number | undefined
  readonly chapters: ReadonlyArray<SaveChapter>
}

const NOT_FRAGMENTED = "该视频不是分片 MP4，无法生成试看片段：请上传分片 MP4，或将试看时长设为 0"

// Teachers

const teacherCourseCount = sql<number>`(select count(*) from courses c where c.teacher_id = "course_teachers"."id")::int`

export async function myTeachers(db: Db | Tx, makerId: number): Promise<MakerTeacher[]> {
  const rows = await db
    .select({ id: courseTeachers.id, name: courseTeachers.name, title: courseTeachers.title, avatar: courseTeachers.avatar, intro: courseTeachers.intro, courseCount: teacherCourseCount })
    .from(courseTeachers)
    .where(eq(courseTeachers.ownerId, makerId))
    .orderBy(asc(courseTeachers.id))
  return rows.map((r) => ({ ...r, courseCount: Number(r.courseCount) }))
}

/** Adds a teacher of the maker's, or changes one (id given) the maker owns. */
export async function saveTeacher(db: Db, files: Pick<CourseFiles, "owns">, makerId: number, form: TeacherForm & { readonly id?: number | undefined }): Promise<MakerTeacher> {
  await requireMaker(db, makerId)
  const problem = firstFormError(validateTeacherForm(form))
  if (problem !== undefined) throw badRequest(problem)
  const values = { name: form.name.trim(), title: form.title.trim(), avatar: form.avatar.trim(), intro: form.intro.trim() }
  // The file host reads its own connection: ask it before the transaction holds one.
  const ownAvatar = isUploadedPath(values.avatar, ["pictures", "avatar"]) && (await files.owns(makerId, values.avatar))
  return db.transaction(async (tx) => {
    let id = form.id
    if (id === undefined) {
      if (!ownAvatar) throw badRequest(M.teacherAvatar)
      const [row] = await tx.insert(courseTeachers).values({ ...values, ownerId: makerId }).returning({ id: courseTeachers.id })
      id = row?.id
    } else {
      const [row] = await tx.select().from(courseTeachers).where(and(eq(courseTeachers.id, id), eq(courseTeachers.ownerId, makerId))).for("update")
      if (!row) throw notFound(M.teacherNotFound)
      if (values.avatar !== row.avatar && !ownAvatar) throw badRequest(M.teacherAvatar)
      await tx.update(courseTeachers).set(values).where(eq(courseTeachers.id, id))
    }
    if (id !== undefined) await indexSearchEntries(tx, "teacher", [id])
    const found = (await myTeachers(tx, makerId)).find((t) => t.id === id)
    if (!found) throw notFound(M.teacherNotFound)
    return found
  })
}

// Listing

const lessonCount = sql<number>`(select count(*) from course_lessons l where l.course_id = "courses"."id")::int`

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
  priceCents: number
  status: string
  reason: string
  lessonCount: number
  salesCount: number
  owner: string | null
  createdAt: Date
}

const toMakerCourse = (r: ListRow): MakerCourse => ({
  id: r.id,
  type: r.type === "image" ? "image" : "video",
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
  const size = query.size ?? 10
  const page = query.page ?? 0
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(courses)
      .leftJoin(users, eq(users.id, courses.ownerId))
      .where(where)
      .orderBy(desc(courses.createdAt), desc(courses.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(courses).where(where),
  ])
  const totalElements = total?.n ?? 0
  return { content: (rows as ListRow[]).map(toMakerCourse), totalElements, totalPages: pageCount(totalElements, size) }
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

const lockOwnCourse = async (tx: Tx, makerId: number, id: number) => {
  const [row] = await tx
    .select()
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.ownerId, makerId)))
    .for("update")
  if (!row) throw notFound(M.courseNotFound)
  return row
}

export async function courseDraft(db: Db | Tx, makerId: number, id: number): Promise<CourseDraft> {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.ownerId, makerId)))
  if (!row) throw notFound(M.courseNotFound)
  const outline = await outlineOf(db, id)
  return {
    id: row.id,
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
  }
}

export async function myCourseDraft(db: Db, makerId: number, id: number): Promise<CourseDraft> {
  await requireMaker(db, makerId)
  return courseDraft(db, makerId, id)
}

/** A lesson's files once the save is prepared: the video (new or kept) and its preview. */
interface PreparedLesson {
  readonly durationSeconds: number
  /** Set when the lesson gets a new video. */
  readonly file?: string
  /** Set when the preview changes: the new file, or null for none. */
  readonly previewFile?: string | null
}

const newName = (dir: string) => `${dir}/${randomBytes(16).toString("hex")}.mp4`

/**
 * Checks every new video and preview and writes their files, before any row changes. Answers
 * what each lesson (by chapter and position) gets, and the files written (removed on failure).
 */
async function prepareLessons(
  files: CourseFiles,
  store: LessonStore,
  makerId: number,
  input: ReadonlyArray<SaveChapter>,
  known: Map<number, { durationSeconds: number; tryTime: number; file: string | null; previewFile: string | null }>,
  written: string[],
): Promise<PreparedLesson[][]> {
  const absolute = (name: string) => path.join(store.uploadDir, name.slice(UPLOADED_PREFIX.length))
  const out: PreparedLesson[][] = []
  for (const chapter of input) {
    const prepared: PreparedLesson[] = []
    for (const lesson of chapter.lessons) {
      const before = lesson.id === undefined ? undefined : known.get(lesson.id)
      let source = before?.file ? store.resolve(before.file) : null
      let durationSeconds = before?.durationSeconds ?? 0
      let file: string | undefined
      const video = lesson.video?.trim()
      if (video) {
        if (!isUploadedPath(video, ["courseVideo"]) || !(await files.owns(makerId, video))) throw badRequest(M.videoRequired)
        const found = files.resolve(video)
        if (!found) throw badRequest(M.videoRequired)
        const facts = await readMp4(found.file)
        if (!facts || facts.durationSeconds <= 0) throw badRequest(M.videoUnreadable)
        file = `${UPLOADED_PREFIX}${newName("lessons")}`
        await mkdir(path.dirname(absolute(file)), { recursive: true })
        await copyFile(found.file, absolute(file))
        written.push(absolute(file))
        source = absolute(file)
        durationSeconds = facts.durationSeconds
      }
      const problem = outlineProblem([{ title: chapter.title, lessons: [{ title: lesson.title, tryTime: lesson.tryTime, durationSeconds }] }])
      if (problem !== null) throw badRequest(problem)
      let previewFile: string | null | undefined
      const previewStale = file !== undefined || lesson.tryTime !== (before?.tryTime ?? 0) || (lesson.tryTime > 0 && !before?.previewFile)
      if (previewStale) {
        previewFile = null
        if (lesson.tryTime > 0 && source) {
          const name = `${UPLOADED_PREFIX}${newName("preview")}`
          if (!(await cutPreview(source, absolute(name), lesson.tryTime))) throw badRequest(NOT_FRAGMENTED)
          written.push(absolute(name))
          previewFile = name
        }
      }
      prepared.push({ durationSeconds, ...(file === undefined ? {} : { file }), ...(previewFile === undefined ? {} : { previewFile }) })
    }
    out.push(prepared)
  }
  return out
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

  if (input.id !== undefined) {
    // Another maker's course is not read, not even for its outline.
    const [own] = await db.select({ id: courses.id }).from(courses).where(and(eq(courses.id, input.id), eq(courses.ownerId, makerId)))
    if (!own) throw notFound(M.courseNotFound)
  }
  const before = input.id === undefined ? null : await outlineOf(db, input.id)
  const known = new Map(
    (before?.lessons ?? []).map((l) => {
      const r = before?.renditionOf.get(l.id)
      return [l.id, { durationSeconds: l.durationSeconds, tryTime: l.tryTime, file: r?.file ?? null, previewFile: r?.previewFile ?? null }] as const
    }),
  )
  const written: string[] = []
  const uploadsUsed = input.chapters.flatMap((c) => c.lessons.flatMap((l) => (l.video?.trim() ? [l.video.trim()] : [])))
  let saved: CourseDraft
  try {
    const prepared = await prepareLessons(files, store, makerId, input.chapters, known, written)
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
        priceCents: input.priceCents,
        vipPriceCents: input.vipPriceCents,
        vipFree: input.vipFree,
        intro: input.intro.trim(),
        highlights: input.highlights.map((h) => h.trim()).filter((h) => h !== ""),
        tags: input.tags.map((t) => t.trim()),
        adId: input.adId,
      }
      let courseId: number
      if (current === null) {
        const [row] = await tx
          .insert(courses)
          .values({ ...values, type: "video", status: "draft", ownerId: makerId, createdAt: new Date(now) })
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
      // Keyword search finds the course once it is listed (lists read only listed courses).
      await indexSearchEntries(tx, "course", [courseId])
      return courseDraft(tx, makerId, courseId)
    })
  } catch (error) {
    await Promise.all(written.map((file) => rm(file, { force: true })))
    throw error
  }
  // The lesson files are in the course media folder now: the public uploads go.
  await Promise.all(uploadsUsed.map((video) => files.remove(makerId, video)))
  return saved
}

async function writeOutline(tx: Tx, courseId: number, input: ReadonlyArray<SaveChapter>, prepared: PreparedLesson[][]) {
  const [chapters, lessons] = await Promise.all([
    tx.select({ id: courseChapters.id }).from(courseChapters).where(eq(courseChapters.courseId, courseId)),
    tx.select({ id: courseLessons.id }).from(courseLessons).where(eq(courseLessons.courseId, courseId)),
  ])
  const chapterIds = new Set(chapters.map((c) => c.id))
  const lessonIds = new Set(lessons.map((l) => l.id))
  const keptChapters = new Set<number>()
  const keptLessons = new Set<number>()
  for (const [ci, chapter] of input.entries()) {
    let chapterId: number
    if (chapter.id !== undefined) {
      if (!chapterIds.has(chapter.id)) throw notFound(M.courseNotFound)
      chapterId = chapter.id
      await tx.update(courseChapters).set({ title: chapter.title.trim(), sort: ci }).where(eq(courseChapters.id, chapterId))
    } else {
      const [row] = await tx.insert(courseChapters).values({ courseId, title: chapter.title.trim(), sort: ci }).returning({ id: courseChapters.id })
      if (!row) throw notFound(M.courseNotFound)
      chapterId = row.id
    }
    keptChapters.add(chapterId)
    for (const [li, lesson] of chapter.lessons.entries()) {
      const files = prepared[ci]?.[li]
      if (!files) throw notFound(M.courseNotFound)
      const values = { chapterId, title: lesson.title.trim(), tryTime: lesson.tryTime, durationSeconds: files.durationSeconds, sort: li }
      let lessonId: number
      if (lesson.id !== undefined) {
        if (!lessonIds.has(lesson.id) || keptLessons.has(lesson.id)) throw notFound(M.courseNotFound)
        lessonId = lesson.id
        await tx.update(courseLessons).set(values).where(eq(courseLessons.id, lessonId))
      } else {
        const [row] = await tx.insert(courseLessons).values({ courseId, ...values }).returning({ id: courseLessons.id })
        if (!row) throw notFound(M.courseNotFound)
        lessonId = row.id
      }
      keptLessons.add(lessonId)
      if (files.file !== undefined) {
        await tx.delete(lessonRenditions).where(eq(lessonRenditions.lessonId, lessonId))
        // Uploaded lessons have one quality: the file as the maker made it.
        await tx.insert(lessonRenditions).values({ lessonId, definition: "source", description: "原画", file: files.file, previewFile: files.previewFile ?? null })
      } else if (files.previewFile !== undefined) {
        await tx.update(lessonRenditions).set({ previewFile: files.previewFile }).where(eq(lessonRenditions.lessonId, lessonId))
      }
    }
  }
  const goneLessons = [...lessonIds].filter((id) => !keptLessons.has(id))
  if (goneLessons.length > 0) await tx.delete(courseLessons).where(inArray(courseLessons.id, goneLessons))
  const goneChapters = [...chapterIds].filter((id) => !keptChapters.has(id))
  if (goneChapters.length > 0) await tx.delete(courseChapters).where(inArray(courseChapters.id, goneChapters))
}

/** Sends a draft, rejected or delisted course to review once every lesson has its video. */
export async function submitCourse(db: Db, makerId: number, id: number): Promise<CourseDraft> {
  await requireMaker(db, makerId)
  return db.transaction(async (tx) => {
    const row = await lockOwnCourse(tx, makerId, id)
    if (!isSubmittable(courseStateOf(row.status))) throw conflict(M.notSubmittable, "course_state")
    const draft = await courseDraft(tx, makerId, id)
    const problem = submitProblem(draft.chapters)
    if (problem !== null) throw badRequest(problem)
    await tx.update(courses).set({ status: "reviewing", rejectReason: "" }).where(eq(courses.id, id))
    return { ...draft, state: "reviewing" as const, reason: "" }
  })
}

/** Takes a listed course off the shelf (已下架): not listed, sold or played until a review lists it again. */
export async function takeCourseOff(db: Db, makerId: number, id: number): Promise<CourseDraft> {
  await requireMaker(db, makerId)
  return db.transaction(async (tx) => {
    const row = await lockOwnCourse(tx, makerId, id)
    if (courseStateOf(row.status) !== "on") throw conflict(M.notListed, "course_state")
    await tx.update(courses).set({ status: "off" }).where(eq(courses.id, id))
    return courseDraft(tx, makerId, id)
  })
}

const lockReviewing = async (tx: Tx, id: number) => {
  const [row] = await tx
    .select()
    .from(courses)
    .where(and(eq(courses.id, id), isNotNull(courses.ownerId)))
    .for("update")
  if (!row) throw notFound(M.courseNotFound)
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
